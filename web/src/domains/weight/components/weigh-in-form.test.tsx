import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { WeighInForm } from './weigh-in-form';

const today = '2025-03-12';

function renderForm(unit: 'kg' | 'lb', language: 'en' | 'es' = 'en', serverError: string | null = null) {
  const onLog = vi.fn(async () => true);
  const view = renderWithApp(
    <WeighInForm
      unit={unit}
      today={today}
      busy={false}
      serverError={serverError}
      onLog={onLog}
      onEdit={() => {}}
    />,
    { language },
  );
  return { onLog, view };
}

describe('the weigh-in form', () => {
  it('sends a weight typed in pounds as kg (to 0.01 kg), for today unless another day is picked', async () => {
    const user = userEvent.setup();
    const { onLog, view } = renderForm('lb');
    await view;
    expect(screen.getByLabelText('Date')).toHaveValue(today);
    await user.type(screen.getByLabelText('Weight (lb)'), '150');
    await user.click(screen.getByRole('button', { name: 'Log weight' }));
    expect(onLog).toHaveBeenCalledWith(today, 68.04);

    // Stored: the field empties for the next weigh-in. An earlier day may be picked.
    expect(screen.getByLabelText('Weight (lb)')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2025-03-10' } });
    await user.type(screen.getByLabelText('Weight (lb)'), '149.6');
    await user.click(screen.getByRole('button', { name: 'Log weight' }));
    expect(onLog).toHaveBeenLastCalledWith('2025-03-10', 67.86);
  });

  it('takes kg with a decimal comma', async () => {
    const user = userEvent.setup();
    const { onLog, view } = renderForm('kg', 'es');
    await view;
    await user.type(screen.getByLabelText('Peso (kg)'), '64,25');
    await user.click(screen.getByRole('button', { name: 'Registrar peso' }));
    expect(onLog).toHaveBeenCalledWith(today, 64.3);
  });

  it('names a weight out of range under the field, in the user’s language, and sends nothing', async () => {
    const user = userEvent.setup();
    const { onLog, view } = renderForm('kg');
    await view;
    const field = screen.getByLabelText('Weight (kg)');
    await user.type(field, '6.5');
    await user.click(screen.getByRole('button', { name: 'Log weight' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a weight between 20 and 400 kg (44.1 and 881.8 lb).',
    );
    expect(field).toHaveAccessibleDescription('Enter a weight between 20 and 400 kg (44.1 and 881.8 lb).');
    expect(onLog).not.toHaveBeenCalled();
    // Typing again clears it.
    await user.type(field, '5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a day that has not begun, in Spanish', async () => {
    const user = userEvent.setup();
    const { onLog, view } = renderForm('kg', 'es');
    await view;
    fireEvent.change(screen.getByLabelText('Fecha'), { target: { value: '2025-03-13' } });
    await user.type(screen.getByLabelText('Peso (kg)'), '70');
    await user.click(screen.getByRole('button', { name: 'Registrar peso' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No puedes registrar un peso');
    expect(onLog).not.toHaveBeenCalled();
  });

  it('shows what the server refused', async () => {
    const { view } = renderForm('kg', 'en', 'Your weight could not be saved. Please try again.');
    await view;
    expect(screen.getByRole('alert')).toHaveTextContent('Your weight could not be saved.');
  });
});

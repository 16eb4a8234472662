import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DemoBanner } from '../../components/demo-banner';
import { renderWithApp } from '../../testing/render';
import { AppLayout } from './app-layout';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderLayout(route: string) {
  return renderWithApp(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<Where />} />
      </Route>
    </Routes>,
    { route },
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('AppLayout', () => {
  it('has a logo link home and four bottom tabs in SPEC order', async () => {
    await renderLayout('/history');
    expect(screen.getByRole('link', { name: 'Meal Assistant home' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const tabs = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(tabs).toEqual([
      ['Groceries', '/shopping'],
      ['Recipe', '/recipe'],
      ['Camera', '/'],
      ['History', '/history'],
    ]);
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
  });

  it('the health icon toggles to /health and back', async () => {
    const user = userEvent.setup();
    await renderLayout('/history');
    await user.click(screen.getByRole('button', { name: 'Open health' }));
    expect(where()).toBe('/health');
    expect(screen.getByRole('button', { name: 'Close health' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Close health' }));
    expect(where()).toBe('/history');
  });

  it('the settings icon toggles too, and returns to the screen before health', async () => {
    const user = userEvent.setup();
    await renderLayout('/recipe');
    await user.click(screen.getByRole('button', { name: 'Open health' }));
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    expect(where()).toBe('/settings');
    await user.click(screen.getByRole('button', { name: 'Close settings' }));
    expect(where()).toBe('/recipe');
  });

  it('closing a screen opened directly goes to /', async () => {
    const user = userEvent.setup();
    await renderLayout('/settings');
    await user.click(screen.getByRole('button', { name: 'Close settings' }));
    expect(where()).toBe('/');
  });
});

describe('DemoBanner', () => {
  it('says results are demo estimates only when the demo AI is on', async () => {
    const { rerender } = await renderWithApp(<DemoBanner enabled />);
    expect(screen.getByRole('note')).toHaveTextContent('Demo AI');
    rerender(<DemoBanner enabled={false} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

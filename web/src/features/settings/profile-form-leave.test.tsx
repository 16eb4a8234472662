import { readUser } from '@shared/documents';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../domains/account/hooks/use-profile';
import { call } from '../../lib/callable';
import { renderWithApp } from '../../testing/render';
import { ProfileForm } from './profile-form';

vi.mock(import('../../lib/callable'), async (importOriginal) => ({
  ...(await importOriginal()),
  call: vi.fn(),
}));

const profile: Profile = { ...readUser({}), id: 'u1', name: 'Ada', age: 36, height: 180, weight: 80 };

/** Changes the query on the same screen, as an accepted invitation link does. */
function SameScreen() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <button type="button" onClick={() => navigate('/settings?tab=1', { replace: true })}>
      Query {search}
    </button>
  );
}

function Screens() {
  return (
    <Routes>
      <Route
        path="/settings"
        element={
          <>
            <Link to="/health">Health</Link>
            <SameScreen />
            <ProfileForm profile={profile} />
          </>
        }
      />
      <Route path="/health" element={<h1>Health screen</h1>} />
    </Routes>
  );
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('ProfileForm with unsaved changes', () => {
  it('leaves freely while nothing changed, even after switching units and back', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Screens />, { route: '/settings' });
    await user.selectOptions(screen.getByLabelText('Measurement system'), 'imperial');
    await user.selectOptions(screen.getByLabelText('Measurement system'), 'metric');
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Health' }));
    expect(screen.getByRole('heading', { name: 'Health screen' })).toBeInTheDocument();
  });

  it('asks before leaving with an edit: stay keeps it, leave goes; a reload is warned too', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Screens />, { route: '/settings' });
    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '37');
    expect(unload()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Health' }));
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toHaveTextContent(
      'Your profile changes have not been saved yet.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Age')).toHaveValue('37');

    await user.click(screen.getByRole('link', { name: 'Health' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('heading', { name: 'Health screen' })).toBeInTheDocument();
    expect(unload()).toBe(false);
  });

  it('lets a change of the query on the same screen pass without asking', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Screens />, { route: '/settings' });
    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '37');
    await user.click(screen.getByRole('button', { name: /Query/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Query ?tab=1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Age')).toHaveValue('37');
  });

  it('leaves without asking once the changes are saved', async () => {
    vi.mocked(call).mockResolvedValue({ profile: {} } as never);
    const user = userEvent.setup();
    await renderWithApp(<Screens />, { route: '/settings' });
    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '37');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saved ✓' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Health' }));
    expect(screen.getByRole('heading', { name: 'Health screen' })).toBeInTheDocument();
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AuthError,
  resetPassword,
  signIn,
  signInWithGoogle,
  signUp,
  takeRedirectError,
} from '../../lib/auth';
import { renderWithApp } from '../../testing/render';
import { RESET_CLOSE_MS } from './forgot-password-modal';
import LoginPage from './login-page';

vi.mock(import('../../lib/auth'), async (importOriginal) => ({
  ...(await importOriginal()),
  signIn: vi.fn(),
  signUp: vi.fn(),
  resetPassword: vi.fn(),
  signInWithGoogle: vi.fn(),
  takeRedirectError: vi.fn(() => null),
}));

/** The login screen, and the user in front of it. */
async function openLogin() {
  const user = userEvent.setup();
  await renderWithApp(<LoginPage />);
  return user;
}

async function switchToSignUp(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
}

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
}

describe('LoginPage', () => {
  beforeEach(() => {
    vi.mocked(signIn).mockResolvedValue(undefined);
    vi.mocked(signUp).mockResolvedValue(undefined);
  });

  it('toggles between login and sign-up', async () => {
    const user = await openLogin();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
    await switchToSignUp(user);
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveAttribute('type', 'submit');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('names the screen in the document title, in Spanish', async () => {
    const user = userEvent.setup();
    await renderWithApp(<LoginPage />, { language: 'es' });
    expect(document.title).toBe('Iniciar sesión · Meal Assistant');
    await user.click(screen.getByRole('button', { name: 'Regístrate' }));
    expect(document.title).toBe('Registrarse · Meal Assistant');
  });

  it.each([
    ['an e-mail without @', 'someone.example.com', 'secret123', 'Please enter a valid email address'],
    [
      'a password shorter than 6 characters',
      'a@example.com',
      '12345',
      'Password must be at least 6 characters long',
    ],
  ])('rejects a sign-up with %s', async (_case, email, password, message) => {
    const user = await openLogin();
    await switchToSignUp(user);
    await fill(user, email, password);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(signUp).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/email-already-in-use', 'This email is already registered. Please try logging in instead.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/operation-not-allowed', 'Email/password accounts are not enabled. Please contact support.'],
    ['auth/weak-password', 'Password should be at least 6 characters long.'],
    ['auth/network-request-failed', 'No connection to the server. Check your internet connection'],
    ['auth/too-many-requests', 'Too many attempts. Please wait a moment and try again.'],
    ['auth/internal-error', 'Provider says: network down'],
  ])('maps the sign-up error %s to our own text, or else the provider message', async (code, expected) => {
    vi.mocked(signUp).mockRejectedValue(new AuthError(code, 'Provider says: network down'));
    const user = await openLogin();
    await switchToSignUp(user);
    await fill(user, ' a@example.com ', 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(signUp).toHaveBeenCalledWith('a@example.com', 'secret123');
  });

  it.each([
    ['auth/invalid-credential', 'The email or password is incorrect.'],
    ['auth/wrong-password', 'The email or password is incorrect.'],
    // An unknown address gets the words of a wrong password: nobody learns which addresses have accounts.
    ['auth/user-not-found', 'The email or password is incorrect.'],
    ['auth/too-many-requests', 'Too many attempts. Please wait a moment and try again.'],
    [
      'auth/network-request-failed',
      'No connection to the server. Check your internet connection and try again.',
    ],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/user-disabled', 'This account has been disabled. Please contact support.'],
    ['auth/internal-error', 'Error (auth/internal-error).'],
  ])(
    'explains the login failure %s in our words, or else with the provider message',
    async (code, expected) => {
      vi.mocked(signIn).mockRejectedValue(new AuthError(code, `Error (${code}).`));
      const user = userEvent.setup();
      await renderWithApp(<LoginPage />);
      await fill(user, 'a@example.com', 'wrong-password');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(expected);
      expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    },
  );

  it('says a wrong password in Danish', async () => {
    vi.mocked(signIn).mockRejectedValue(
      new AuthError('auth/invalid-credential', 'Firebase: Error (auth/invalid-credential).'),
    );
    const user = userEvent.setup();
    await renderWithApp(<LoginPage />, { language: 'da' });
    await user.type(screen.getByLabelText('E-mail'), 'a@example.com');
    await user.type(screen.getByLabelText('Adgangskode'), 'forkert');
    await user.click(screen.getByRole('button', { name: 'Log ind' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-mailadressen eller adgangskoden er forkert.',
    );
  });

  it('shows why a Google sign-in by redirect failed, once back on the login screen', async () => {
    vi.mocked(takeRedirectError).mockReturnValueOnce(
      new AuthError('auth/account-exists-with-different-credential', 'An account already exists.'),
    );
    await renderWithApp(<LoginPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('An account already exists.');
  });

  it('explains when Google sign-in cannot load', async () => {
    vi.mocked(signInWithGoogle).mockRejectedValue(
      new AuthError('auth/internal-error', 'Error (auth/internal-error).'),
    );
    const user = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in is not available right now.');
  });

  it('says nothing when the Google popup is closed by the user', async () => {
    vi.mocked(signInWithGoogle).mockRejectedValue(new AuthError('auth/popup-closed-by-user', 'closed'));
    const user = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(signInWithGoogle).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });
});

describe('forgot-password modal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the reset link, confirms, and closes 3 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(resetPassword).mockResolvedValue(undefined);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderWithApp(<LoginPage />);
    await user.type(screen.getByLabelText('Email'), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    const dialog = screen.getByRole('dialog', { name: 'Reset password' });
    expect(dialog).toBeInTheDocument();
    // The modal takes over the typed e-mail and focuses it.
    const input = within(dialog).getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(input.value).toBe('me@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(resetPassword).toHaveBeenCalledWith('me@example.com');
    expect(
      await screen.findByText(
        'If an account uses this address, a reset link is on its way. Check your inbox.',
      ),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(RESET_CLOSE_MS - 100));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('validates the e-mail, and answers an unknown address as a known one', async () => {
    vi.mocked(resetPassword).mockRejectedValue(
      new AuthError('auth/user-not-found', 'There is no user record.'),
    );
    const user = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Email' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(resetPassword).not.toHaveBeenCalled();

    await user.type(
      within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Email' }),
      '@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        'If an account uses this address, a reset link is on its way. Check your inbox.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['auth/too-many-requests', 'es', 'Demasiados intentos. Espera un momento y vuelve a intentarlo.'],
    ['auth/quota-exceeded', 'es', 'Exceeded daily quota for email sending.'],
  ] as const)(
    'shows the reset failure %s in %s, or else the provider message',
    async (code, language, expected) => {
      vi.mocked(resetPassword).mockRejectedValue(
        new AuthError(code, 'Exceeded daily quota for email sending.'),
      );
      const user = userEvent.setup();
      await renderWithApp(<LoginPage />, { language });
      await user.type(screen.getByRole('textbox'), 'me@example.com');
      await user.click(screen.getByRole('button', { name: /contraseña\?/ }));
      const dialog = screen.getByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: /Enviar/ }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(expected);
    },
  );

  it('closes on Escape and returns focus to the link', async () => {
    const user = await openLogin();
    const link = screen.getByRole('button', { name: 'Forgot password?' });
    await user.click(link);
    expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  describe('opened from an invitation link', () => {
    const link = '/settings?invite=inv_1&list=Fest+%26+mad&from=Ana+%28ana%40x.io%29';
    beforeEach(() => window.history.pushState(null, '', link));
    afterEach(() => window.history.pushState(null, '', '/'));

    it('says whose list the sign-in joins, and keeps the link through sign-up', async () => {
      const user = userEvent.setup();
      await renderWithApp(<LoginPage />);
      expect(
        screen.getByText('Sign in or create an account to join Ana (ana@x.io)\'s list "Fest & mad"'),
      ).toBeInTheDocument();
      await switchToSignUp(user);
      await fill(user, 'bob@example.com', 'secret123');
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      expect(signUp).toHaveBeenCalledWith('bob@example.com', 'secret123');
      // Settings reads the invite from the address once the user is in.
      expect(`${window.location.pathname}${window.location.search}`).toBe(link);
    });

    it('in German, shows the link text as text only', async () => {
      window.history.pushState(null, '', '/settings?invite=i&list=%3Cimg+src%3Dx%3E&from=');
      await renderWithApp(<LoginPage />, { language: 'de' });
      expect(
        screen.getByText('Melde dich an oder erstelle ein Konto, um der Liste „<img src=x>“ beizutreten'),
      ).toBeInTheDocument();
      expect(document.querySelector('img[src="x"]')).toBeNull();
    });

    it('shows no invitation text without an invite id', async () => {
      window.history.pushState(null, '', '/settings?list=Food&from=Ana');
      await renderWithApp(<LoginPage />);
      expect(screen.queryByText(/to join/)).not.toBeInTheDocument();
    });
  });
});

// The account actions: sign-in, sign-up, sign-out, password reset and change, Google sign-in,
// verification e-mails. Loaded on first use by lib/auth, which owns the auth state and hands the actions
// the part of it they work with (they never import it: lib/auth imports this module).
import type { Auth, User } from 'firebase/auth';

/** What the actions need of the auth store. */
export interface AuthStore {
  /** Runs `run` on the Auth instance; a failure becomes an AuthError. */
  withAuth<T>(run: (auth: Auth) => Promise<T>): Promise<T>;
  /** Runs `run` on the signed-in user; without one it fails with auth/no-current-user. */
  withUser<T>(run: (user: User, auth: Auth) => Promise<T>): Promise<T>;
  /** Notes that the start-up after coming back from Google must complete a sign-in. */
  markRedirectPending(pending: boolean): void;
  /** Publishes what the SDK now knows about the signed-in user (e.g. after a reload). */
  showUser(user: User): void;
}

/** Where the link in an Auth e-mail leads back to: this page, so an invitation link survives the detour. */
function continueSettings() {
  return { url: window.location.href };
}

/** A blocked popup, or a browser where popups cannot work: the same step then goes by redirect. */
function needsRedirect(error: unknown): boolean {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  return code === 'auth/popup-blocked' || code === 'auth/operation-not-supported-in-this-environment';
}

/** The actions over `store`. */
export function accountActions({ withAuth, withUser, markRedirectPending, showUser }: AuthStore) {
  /** Leaves for Google, noting that the start-up after coming back must complete the sign-in. */
  async function redirectTo(leave: () => Promise<unknown>): Promise<void> {
    markRedirectPending(true);
    try {
      await leave();
    } catch (error) {
      markRedirectPending(false);
      throw error;
    }
  }

  async function signIn(email: string, password: string): Promise<void> {
    const { signInWithEmailAndPassword } = await import('firebase/auth');
    await withAuth((auth) => signInWithEmailAndPassword(auth, email, password));
  }

  /**
   * Creates the account and sends the verification e-mail, whose link leads back to the current page.
   * The account exists even when that e-mail cannot be sent; Settings offers to send it again.
   */
  async function signUp(email: string, password: string): Promise<void> {
    const { createUserWithEmailAndPassword, sendEmailVerification } = await import('firebase/auth');
    const { user } = await withAuth((auth) => createUserWithEmailAndPassword(auth, email, password));
    try {
      await sendEmailVerification(user, continueSettings());
    } catch (error) {
      console.warn('auth: the verification e-mail could not be sent', error);
    }
  }

  /** Sends the verification e-mail to the signed-in user; its link leads back to the current page. */
  async function sendVerificationEmail(): Promise<void> {
    const { sendEmailVerification } = await import('firebase/auth');
    await withUser((user) => sendEmailVerification(user, continueSettings()));
  }

  /**
   * Reads the account again (the user may have followed the verification link elsewhere), takes a fresh
   * ID token so the server sees the new email_verified claim, updates the auth state, and returns whether
   * the e-mail is verified now.
   */
  async function refreshVerification(): Promise<boolean> {
    return withUser(async (user) => {
      await user.reload();
      await user.getIdToken(true);
      showUser(user);
      return user.emailVerified;
    });
  }

  /**
   * Confirms it is really the account holder, before a sensitive change: with the password for password
   * accounts, with Google (popup, or redirect where popups are blocked) otherwise.
   */
  async function reauthenticate(password?: string): Promise<void> {
    const sdk = await import('firebase/auth');
    await withUser(async (user) => {
      const providers = user.providerData.map((info) => info.providerId);
      if (password !== undefined && providers.includes('password')) {
        await sdk.reauthenticateWithCredential(
          user,
          sdk.EmailAuthProvider.credential(user.email ?? '', password),
        );
        return;
      }
      if (!providers.includes('google.com')) {
        // withUser reports it as an AuthError with this code, as it does the SDK's failures.
        throw Object.assign(new Error('The password is required.'), { code: 'auth/missing-password' });
      }
      const provider = new sdk.GoogleAuthProvider();
      try {
        await sdk.reauthenticateWithPopup(user, provider, sdk.browserPopupRedirectResolver);
      } catch (error) {
        if (!needsRedirect(error)) throw error;
        await redirectTo(() =>
          sdk.reauthenticateWithRedirect(user, provider, sdk.browserPopupRedirectResolver),
        );
      }
    });
  }

  /** Changes the password after confirming the current one; failures carry the provider's code. */
  async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
    const sdk = await import('firebase/auth');
    await withUser(async (user) => {
      await sdk.reauthenticateWithCredential(
        user,
        sdk.EmailAuthProvider.credential(user.email ?? '', currentPassword),
      );
      await sdk.updatePassword(user, newPassword);
    });
  }

  async function signOut(): Promise<void> {
    const sdk = await import('firebase/auth');
    // What the browser keeps of the account (its cache, waiting changes, selected list) is forgotten by
    // lib/auth once the SDK reports the sign-out, however it came about.
    await withAuth((auth) => sdk.signOut(auth));
  }

  /** Sends the password-reset e-mail; after the new password is set, its page leads back here. */
  async function resetPassword(email: string): Promise<void> {
    const { sendPasswordResetEmail } = await import('firebase/auth');
    await withAuth((auth) => sendPasswordResetEmail(auth, email, continueSettings()));
  }

  /**
   * Google sign-in in a popup; the popup resolver is loaded only now, when the button is pressed. Where the
   * popup is blocked or cannot open, the browser goes to Google instead and the start-up after coming back
   * completes the sign-in.
   */
  async function signInWithGoogle(): Promise<void> {
    const sdk = await import('firebase/auth');
    await withAuth(async (auth) => {
      const provider = new sdk.GoogleAuthProvider();
      try {
        await sdk.signInWithPopup(auth, provider, sdk.browserPopupRedirectResolver);
      } catch (error) {
        if (!needsRedirect(error)) throw error;
        await redirectTo(() => sdk.signInWithRedirect(auth, provider, sdk.browserPopupRedirectResolver));
      }
    });
  }

  return {
    signIn,
    signUp,
    sendVerificationEmail,
    refreshVerification,
    reauthenticate,
    changePassword,
    signOut,
    resetPassword,
    signInWithGoogle,
  };
}

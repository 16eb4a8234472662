import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadLoginPage, preloadSignedInApp } from './app/app';
import { expectsSession, startAuth } from './lib/auth';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/register-sw';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The strings of the active language and, when nobody is signed in here, the login screen load in
// parallel while index.html shows the splash; React then renders the first real screen in one go.
// If either fails, App still renders: it logs missing strings, and a login screen that cannot load
// shows its error boundary's reload message.
// Signed in here: Auth, the signed-in shell and the current screen load alongside the strings (first,
// so the strings load for every screen in one go rather than the login screen's, then the rest).
if (expectsSession()) {
  startAuth();
  preloadSignedInApp(window.location.pathname);
}
const firstScreen = Promise.allSettled([initI18n(), expectsSession() ? undefined : loadLoginPage()]);

void firstScreen.then(() => {
  const reactRoot = createRoot(root);
  // A transition: React renders in slices that leave the main thread free for input.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});

// Production only, after `load`: the installed app then opens offline.
registerServiceWorker();

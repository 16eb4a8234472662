import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/register-sw';
import './styles/global.css';

// Start fetching the active language's strings before React mounts.
void initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Production only, after `load`: the installed app then opens offline (issue 7).
registerServiceWorker();

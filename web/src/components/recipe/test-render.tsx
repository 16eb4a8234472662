// Test-only: renders a component with the real English strings and the real toast provider, so tests
// read what a user reads. Not imported by app code.
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../toast';

const english = import.meta.glob<Record<string, unknown>>('@locales/en/*.json', {
  eager: true,
  import: 'default',
});

function namespaces(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(english).map(([path, messages]) => [/([\w-]+)\.json$/.exec(path)?.[1] ?? path, messages]),
  );
}

export const testI18n = i18next.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: false,
  resources: { en: { translation: namespaces() } },
  interpolation: { escapeValue: false },
  // A missing key would otherwise render as the key itself and tests could pass on it; fail loudly instead.
  saveMissing: true,
  missingKeyHandler: (_lngs, _ns, key) => {
    throw new Error(`missing translation key: ${key}`);
  },
  initAsync: false,
});

export function renderWithApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <I18nextProvider i18n={testI18n}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ToastProvider>
    </I18nextProvider>,
  );
}

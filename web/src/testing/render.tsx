// Renders a component the way the app does: the app's own i18n with every string of the given language
// (English unless told) loaded by the same loader as the signed-in shell, toasts, and a memory router at
// the given path. Tests read what a user reads, and a missing key fails the test instead of rendering as
// the key.
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, type MemoryRouterProps } from 'react-router-dom';
import { ToastProvider } from '../components/toast';
import { i18n, type Language, loadAllNamespaces, setLanguage } from '../lib/i18n';

function failOnMissingKeys(): void {
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, _namespace, key) => {
    throw new Error(`missing translation key: ${key}`);
  };
}

export async function renderWithApp(
  ui: ReactElement,
  {
    route = '/',
    language = 'en',
  }: {
    /** A path, or a location with navigation state. */
    route?: NonNullable<MemoryRouterProps['initialEntries']>[number];
    language?: Language;
  } = {},
): Promise<RenderResult> {
  await setLanguage(language);
  await loadAllNamespaces();
  failOnMissingKeys();
  return render(
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ToastProvider>
    </I18nextProvider>,
  );
}

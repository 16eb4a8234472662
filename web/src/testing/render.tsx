// Renders a component the way the app does: real English strings (the same loader as the app),
// toasts, and a memory router at the given path.
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../components/toast';
import { i18n, loadAllNamespaces, setLanguage } from '../lib/i18n';

export async function renderWithApp(
  ui: ReactElement,
  { route = '/' }: { route?: string } = {},
): Promise<RenderResult> {
  await setLanguage('en');
  await loadAllNamespaces();
  return render(
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ToastProvider>
    </I18nextProvider>,
  );
}

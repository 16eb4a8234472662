import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../lib/i18n';
import { ErrorBoundary, isChunkLoadError } from './error-boundary';

describe('ErrorBoundary', () => {
  function Broken(): never {
    throw new Error('render failed');
  }

  it('says a screen that throws went wrong, in the user language, with a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await setLanguage('de');
    const reload = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary fullScreen reload={reload}>
          <Broken />
        </ErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await setLanguage('en');
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: https://app.example/assets/history-page-x.js', true],
    ['error loading dynamically imported module: https://app.example/assets/x.js', true],
    ['Importing a module script failed.', true],
    ["Cannot read properties of undefined (reading 'map')", false],
  ])('%s -> %s', (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });
});

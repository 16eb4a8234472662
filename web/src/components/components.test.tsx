import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../lib/i18n';
import { ErrorBoundary, isChunkLoadError } from './error-boundary';
import { Modal } from './modal';
import { DEFAULT_TOAST_MS, ToastProvider, useToast } from './toast';

function ToastButton({ durationMs }: { durationMs?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show('Saved!', { durationMs })}>
      go
    </button>
  );
}

describe('toast', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    [undefined, DEFAULT_TOAST_MS],
    [3000, 3000],
  ])('with durationMs %s closes after %i ms', async (durationMs, expected) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <ToastButton durationMs={durationMs} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('status')).toHaveTextContent('Saved!');
    act(() => vi.advanceTimersByTime(expected - 50));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal open={open} title="Title" onClose={() => setOpen(false)}>
        <input aria-label="first" />
        <button type="button">last</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('dialog', { name: 'Title' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('first')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('first')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
  });
});

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

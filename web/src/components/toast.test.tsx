import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '../hooks/use-toast';
import { DEFAULT_TOAST_MS, ToastProvider } from './toast';

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

  it('offers an action by keyboard, and says once why it closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onAction = vi.fn();
    const onClose = vi.fn();
    function Undoable() {
      const toast = useToast();
      return (
        <button
          type="button"
          onClick={() => toast.show('Deleted', { action: { label: 'Undo', onAction }, onClose })}
        >
          delete
        </button>
      );
    }
    render(
      <ToastProvider>
        <Undoable />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'delete' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith('action');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'delete' }));
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_MS + 50));
    expect(onClose).toHaveBeenLastCalledWith('timeout');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});

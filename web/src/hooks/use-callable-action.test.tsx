import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CallError } from '../lib/callable';
import { type ActionName, AppError } from '../lib/error-message';
import { renderWithApp } from '../testing/render';
import {
  type CallableActionOptions,
  type Outcome,
  type RunOptions,
  useCallableAction,
} from './use-callable-action';

interface HarnessProps {
  action: ActionName;
  start: () => Promise<unknown>;
  options?: CallableActionOptions;
  runOptions?: RunOptions<unknown>;
  onOutcome?: (outcome: Outcome<unknown>) => void;
}

/** A screen with one button that starts the action, the busy flag and the inline error. */
function Harness({ action, start, options, runOptions, onOutcome }: HarnessProps) {
  const { busy, error, run, reset } = useCallableAction(options);
  return (
    <>
      <button type="button" onClick={() => void run(action, start, runOptions).then(onOutcome)}>
        start
      </button>
      <button type="button" onClick={reset}>
        reset
      </button>
      {busy && <p>busy</p>}
      {error && <p data-testid="inline-error">{error.message}</p>}
    </>
  );
}

/** The harness as one screen of an app whose toasts stay when the user leaves that screen. */
function App(props: HarnessProps) {
  const [here, setHere] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setHere(false)}>
        leave
      </button>
      {here && <Harness {...props} />}
    </>
  );
}

function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Renders the harness and returns a function that awaits the next outcome it reports. */
async function setup(props: Omit<HarnessProps, 'onOutcome'>) {
  const outcomes: Outcome<unknown>[] = [];
  const onOutcome = vi.fn((outcome: Outcome<unknown>) => outcomes.push(outcome));
  await renderWithApp(<App {...props} onOutcome={onOutcome} />);
  const user = userEvent.setup();
  const nth = async (n: number) => {
    await waitFor(() => expect(onOutcome).toHaveBeenCalledTimes(n));
    return outcomes[n - 1];
  };
  const leave = () => user.click(screen.getByRole('button', { name: 'leave' }));
  return { user, nth, leave };
}

const toast = () => document.querySelector('.toast');

describe('useCallableAction', () => {
  it('ignores a second start while the first runs, and shows busy until it ends', async () => {
    const pending = deferred();
    const start = vi.fn(() => pending.promise);
    const { user, nth } = await setup({ action: 'createList', start });

    await user.click(screen.getByRole('button', { name: 'start' }));
    await user.click(screen.getByRole('button', { name: 'start' }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(screen.getByText('busy')).toBeInTheDocument();
    expect(await nth(1)).toEqual({ ok: false, reason: 'busy' });

    await act(async () => pending.resolve('list-1'));
    expect(await nth(2)).toEqual({ ok: true, value: 'list-1' });
    expect(screen.queryByText('busy')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'start' }));
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('queues starts when asked to, running each after the one before and staying busy until the last', async () => {
    const first = deferred();
    const second = deferred();
    const start = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { user, nth } = await setup({ action: 'updateProfile', start, options: { whileRunning: 'queue' } });

    await user.click(screen.getByRole('button', { name: 'start' }));
    await user.click(screen.getByRole('button', { name: 'start' }));
    expect(start).toHaveBeenCalledTimes(1);

    await act(async () => first.resolve('a'));
    expect(await nth(1)).toEqual({ ok: true, value: 'a' });
    expect(start).toHaveBeenCalledTimes(2);
    expect(screen.getByText('busy')).toBeInTheDocument();

    await act(async () => second.resolve('b'));
    expect(await nth(2)).toEqual({ ok: true, value: 'b' });
    expect(screen.queryByText('busy')).not.toBeInTheDocument();
  });

  it('runs starts side by side when asked to', async () => {
    const start = vi.fn(() => new Promise(() => {}));
    const { user } = await setup({ action: 'updateItem', start, options: { whileRunning: 'parallel' } });
    await user.click(screen.getByRole('button', { name: 'start' }));
    await user.click(screen.getByRole('button', { name: 'start' }));
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('shows a success toast, with values taken from the answer', async () => {
    const { user, nth } = await setup({
      action: 'addIngredients',
      start: () => Promise.resolve({ added: 3 }),
      runOptions: {
        success: 'shopping.ingredientsAddedTo',
        successValues: (value) => ({ count: (value as { added: number }).added, list: 'Family' }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'start' }));
    await nth(1);
    expect(screen.getByRole('status')).toHaveTextContent('3 ingredients added to Family');
  });

  describe('error table', () => {
    it('shows a code the action lists as it is, in a toast and as the inline error', async () => {
      const { user, nth } = await setup({
        action: 'addIngredients',
        start: () => Promise.reject(new CallError('shopping.tooManyItems', 'This shopping list is full')),
      });
      await user.click(screen.getByRole('button', { name: 'start' }));
      expect(await nth(1)).toMatchObject({ ok: false, reason: 'failed', code: 'shopping.tooManyItems' });
      expect(screen.getByRole('status')).toHaveTextContent(/This shopping list is full\. Clear checked/);
      expect(screen.getByTestId('inline-error')).toHaveTextContent(/This shopping list is full\. Clear/);
    });

    it("shows the action's fallback for a code it does not list and for an error without one", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const start = vi
        .fn()
        .mockRejectedValueOnce(new CallError('shopping.itemNotFound', 'Item not found'))
        .mockRejectedValueOnce(new TypeError('network down'));
      const { user, nth } = await setup({ action: 'addIngredients', start });

      await user.click(screen.getByRole('button', { name: 'start' }));
      expect(await nth(1)).toMatchObject({ code: 'history.failedToAddIngredients' });
      expect(screen.getByRole('status')).toHaveTextContent('Failed to add ingredients');

      await user.click(screen.getByRole('button', { name: 'start' }));
      expect(await nth(2)).toMatchObject({
        code: 'history.failedToAddIngredients',
        message: 'Failed to add ingredients',
      });
      // Only the failure that carries no key is unexpected enough to log.
      expect(console.error).toHaveBeenCalledTimes(1);
    });

    it('shows every translatable code for settings actions, and the generic message for an unknown one', async () => {
      const start = vi
        .fn()
        .mockRejectedValueOnce(new CallError('settings.alreadyMember', 'User is already a member'))
        .mockRejectedValueOnce(new CallError('settings.someFutureCode', 'New server, old app'));
      const { user, nth } = await setup({ action: 'inviteMember', start });

      await user.click(screen.getByRole('button', { name: 'start' }));
      await nth(1);
      expect(screen.getByRole('status')).toHaveTextContent('This person is already a member of the list.');

      await user.click(screen.getByRole('button', { name: 'start' }));
      expect(await nth(2)).toMatchObject({ code: 'common.error' });
      expect(screen.getByRole('status')).toHaveTextContent('An error occurred');
    });

    it("shows a failure the app found itself with the app's own message", async () => {
      const { user, nth } = await setup({
        action: 'scanRecipe',
        start: () => Promise.reject(new AppError('camera.imageError')),
        options: { errors: 'inline' },
      });
      await user.click(screen.getByRole('button', { name: 'start' }));
      await nth(1);
      expect(screen.getByTestId('inline-error')).toHaveTextContent('This image could not be read.', {
        normalizeWhitespace: true,
      });
      // Inline errors are the screen's to place: no toast.
      expect(toast()).toBeNull();
    });

    it('clears the inline error when the next run starts', async () => {
      const start = vi
        .fn()
        .mockRejectedValueOnce(new CallError('common.quotaExceeded', 'limit'))
        .mockReturnValueOnce(new Promise(() => {}));
      const { user, nth } = await setup({ action: 'generateRecipe', start, options: { errors: 'inline' } });
      await user.click(screen.getByRole('button', { name: 'start' }));
      await nth(1);
      expect(screen.getByTestId('inline-error')).toHaveTextContent("You have reached today's limit");
      await user.click(screen.getByRole('button', { name: 'start' }));
      expect(screen.queryByTestId('inline-error')).not.toBeInTheDocument();
    });
  });

  describe('leaving the screen', () => {
    it('drops the answer of an action meant for the screen: no toast, a stale outcome', async () => {
      const pending = deferred();
      const { user, nth, leave } = await setup({
        action: 'analyzeFood',
        start: () => pending.promise,
      });
      await user.click(screen.getByRole('button', { name: 'start' }));
      await leave();
      await act(async () => pending.reject(new CallError('camera.analyzeError', 'Failed')));
      expect(await nth(1)).toEqual({ ok: false, reason: 'stale' });
      expect(toast()).toBeNull();
    });

    it('still reports a change the user made, but hands the screen a stale outcome', async () => {
      const pending = deferred();
      const { user, nth, leave } = await setup({
        action: 'createList',
        start: () => pending.promise,
        runOptions: { success: 'settings.listCreated' },
      });
      await user.click(screen.getByRole('button', { name: 'start' }));
      await leave();
      await act(async () => pending.resolve('list-1'));
      expect(await nth(1)).toEqual({ ok: false, reason: 'stale' });
      expect(screen.getByRole('status')).toHaveTextContent('List created');
    });

    it('drops the answer after reset, and lets a new run start at once', async () => {
      const pending = deferred();
      const start = vi.fn().mockReturnValueOnce(pending.promise).mockResolvedValueOnce('second');
      const { user, nth } = await setup({ action: 'analyzeFood', start, options: { errors: 'inline' } });
      await user.click(screen.getByRole('button', { name: 'start' }));
      await user.click(screen.getByRole('button', { name: 'reset' }));
      expect(screen.queryByText('busy')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'start' }));
      expect(await nth(1)).toEqual({ ok: true, value: 'second' });
      await act(async () => pending.reject(new CallError('camera.analyzeError', 'Failed')));
      expect(await nth(2)).toEqual({ ok: false, reason: 'stale' });
      expect(screen.queryByTestId('inline-error')).not.toBeInTheDocument();
    });
  });
});

import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveSource } from '../lib/live-data';
import { useLiveQuery } from './use-live-query';

/** A source whose answers the test sends by hand, counting the listeners it has open. */
function fakeSource(key: string) {
  const open = new Set<{ onData: (v: string[]) => void; onError: (e: Error) => void }>();
  const subscribe = vi.fn((onData: (v: string[]) => void, onError: (e: Error) => void) => {
    const listener = { onData, onError };
    open.add(listener);
    return () => open.delete(listener);
  });
  const source: LiveSource<string[]> = { key, subscribe };
  return {
    source,
    subscribe,
    open,
    send: (rows: string[]) =>
      act(() => {
        for (const listener of open) listener.onData(rows);
      }),
    fail: (error: Error) =>
      act(() => {
        for (const listener of open) listener.onError(error);
      }),
  };
}

function Names({ source, label }: { source: LiveSource<string[]> | null; label: string }) {
  const { data, loading, error } = useLiveQuery(source);
  const text = loading ? 'loading' : `${(data ?? []).join(',')}${error ? ` (${error.message})` : ''}`;
  return <p data-testid={label}>{text}</p>;
}

describe('useLiveQuery', () => {
  it('shows loading, then each answer, and keeps the last answer when an error follows', () => {
    const fake = fakeSource('k1');
    render(<Names source={fake.source} label="a" />);
    expect(screen.getByTestId('a')).toHaveTextContent('loading');
    fake.send(['Milk']);
    expect(screen.getByTestId('a')).toHaveTextContent('Milk');
    fake.fail(new Error('offline'));
    expect(screen.getByTestId('a')).toHaveTextContent('Milk (offline)');
  });

  it('opens one listener for components asking the same query, and closes it after the last leaves', () => {
    const fake = fakeSource('k2');
    const view = render(
      <>
        <Names source={fake.source} label="a" />
        <Names source={{ ...fake.source }} label="b" />
      </>,
    );
    expect(fake.subscribe).toHaveBeenCalledTimes(1);
    fake.send(['Eggs']);
    expect(screen.getByTestId('a')).toHaveTextContent('Eggs');
    expect(screen.getByTestId('b')).toHaveTextContent('Eggs');
    view.rerender(<Names source={fake.source} label="a" />);
    expect(fake.open.size).toBe(1);
    view.unmount();
    expect(fake.open.size).toBe(0);
  });

  it('subscribes again only when the key changes, and not at all without a source', () => {
    const first = fakeSource('list-a');
    const second = fakeSource('list-b');
    const view = render(<Names source={first.source} label="a" />);
    view.rerender(<Names source={{ ...first.source }} label="a" />);
    expect(first.subscribe).toHaveBeenCalledTimes(1);
    view.rerender(<Names source={second.source} label="a" />);
    expect(first.open.size).toBe(0);
    expect(second.open.size).toBe(1);
    view.rerender(<Names source={null} label="a" />);
    expect(second.open.size).toBe(0);
    expect(screen.getByTestId('a')).toHaveTextContent('');
  });
});

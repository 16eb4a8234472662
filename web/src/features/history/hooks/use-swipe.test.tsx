import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSwipe } from './use-swipe';

function Page({ onLeft, onRight }: { onLeft: () => void; onRight: () => void }) {
  return (
    <div data-testid="page" {...useSwipe(onLeft, onRight)}>
      <ul className="chip-row" data-testid="chips" />
    </div>
  );
}

const swipe = (from: [number, number], to: [number, number], on = 'page') => {
  const page = screen.getByTestId(on);
  fireEvent.touchStart(page, { touches: [{ clientX: from[0], clientY: from[1] }] });
  fireEvent.touchEnd(page, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
};

describe('useSwipe', () => {
  it('turns a clear sideways swipe into left or right, and a scroll or a tap into nothing', () => {
    const onLeft = vi.fn();
    const onRight = vi.fn();
    render(<Page onLeft={onLeft} onRight={onRight} />);
    swipe([300, 400], [150, 420]);
    expect(onLeft).toHaveBeenCalledTimes(1);
    swipe([100, 400], [260, 390]);
    expect(onRight).toHaveBeenCalledTimes(1);
    // Mostly down: a scroll. Short: a tap.
    swipe([200, 100], [130, 400]);
    swipe([200, 400], [170, 400]);
    expect(onLeft).toHaveBeenCalledTimes(1);
    expect(onRight).toHaveBeenCalledTimes(1);
  });

  it('leaves a sideways scroll of a chip row alone', () => {
    const onLeft = vi.fn();
    render(<Page onLeft={onLeft} onRight={vi.fn()} />);
    swipe([300, 400], [100, 400], 'chips');
    expect(onLeft).not.toHaveBeenCalled();
  });
});

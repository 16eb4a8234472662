import { describe, expect, it } from 'vitest';
import { toggled } from './toggled';

describe('toggled', () => {
  it('puts a value in, takes it out again, and leaves the given set as it was', () => {
    const none = new Set<number>();
    const one = toggled(none, 2);
    expect([...one]).toEqual([2]);
    expect(none.size).toBe(0);
    expect([...toggled(toggled(one, 5), 2)]).toEqual([5]);
    expect([...one]).toEqual([2]);
  });
});

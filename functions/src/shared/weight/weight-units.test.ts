import { describe, expect, it } from 'vitest';
import { KG_PER_LB, kgToLb, kgToStore, lbToKg, roundTo, weightToShow } from './weight-units.js';

/** Every weight a user can type with one decimal between `from` and `to`. */
function typed(from: number, to: number): number[] {
  const count = Math.round((to - from) * 10) + 1;
  return Array.from({ length: count }, (_, i) => roundTo(from + i / 10, 1));
}

describe('kg and lb', () => {
  it('uses the international pound', () => {
    expect(KG_PER_LB).toBe(0.45359237);
    expect(lbToKg(1)).toBe(0.45359237);
    expect(kgToLb(100)).toBeCloseTo(220.462, 3);
    expect(lbToKg(kgToLb(72.3))).toBeCloseTo(72.3, 10);
  });
});

describe('kgToStore', () => {
  it('keeps a weight typed in kg to 0.1 kg', () => {
    expect(kgToStore(80.34, 'kg')).toBe(80.3);
    expect(kgToStore(80.35, 'kg')).toBe(80.4);
    expect(kgToStore(80, 'kg')).toBe(80);
  });

  it('keeps a weight typed in lb to 0.01 kg', () => {
    expect(kgToStore(180, 'lb')).toBe(81.65);
    expect(kgToStore(150.5, 'lb')).toBe(68.27);
  });
});

describe('weightToShow', () => {
  it('shows kg and lb to 0.1', () => {
    expect(weightToShow(81.65, 'kg')).toBe(81.7);
    expect(weightToShow(81.65, 'lb')).toBe(180);
    expect(weightToShow(68.27, 'lb')).toBe(150.5);
  });

  it('shows a weekly change in either unit, a loss rounding like a gain', () => {
    expect(weightToShow(-0.5, 'lb')).toBe(-1.1);
    expect(weightToShow(0.5, 'lb')).toBe(1.1);
    expect(weightToShow(-0.25, 'kg')).toBe(-0.3);
    expect(weightToShow(0.25, 'kg')).toBe(0.3);
  });

  it('never shows "-0"', () => {
    expect(Object.is(weightToShow(-0.04, 'kg'), 0)).toBe(true);
    expect(Object.is(weightToShow(-0.01, 'lb'), 0)).toBe(true);
  });
});

describe('a round trip through storage', () => {
  it('gives back every pound weight as typed, 40.0 to 1100.0 lb', () => {
    const changed = typed(40, 1100).filter((lb) => weightToShow(kgToStore(lb, 'lb'), 'lb') !== lb);
    expect(changed).toEqual([]);
  });

  it('gives back every kilogram weight as typed, 20.0 to 500.0 kg', () => {
    const changed = typed(20, 500).filter((kg) => weightToShow(kgToStore(kg, 'kg'), 'kg') !== kg);
    expect(changed).toEqual([]);
  });

  it('would not with pounds stored to 0.1 kg, which is why they keep 0.01', () => {
    expect(weightToShow(roundTo(lbToKg(180), 1), 'lb')).toBe(179.9);
  });
});

import { describe, expect, it } from 'vitest';
import { foodIdSchema } from './contracts.js';
import { canonicalFoodId, foodIdSource } from './food-ids.js';

describe('food ids', () => {
  it('name their source, and a bare NDB number means the SR24 food', () => {
    expect(canonicalFoodId('09040')).toBe('sr24:09040');
    expect(canonicalFoodId('sr24:09040')).toBe('sr24:09040');
    expect(canonicalFoodId('sr28:01256')).toBe('sr28:01256');
    expect(canonicalFoodId('frida:1693')).toBe('frida:1693');
    expect(foodIdSource('09040')).toBe('sr24');
    expect(foodIdSource('sr28:01256')).toBe('sr28');
    expect(foodIdSource('frida:7')).toBe('frida');
  });

  it('refuse anything else', () => {
    for (const junk of [
      '',
      '9040',
      '090400',
      'sr24:',
      'sr24:9040',
      'sr28:ABCDE',
      'frida:',
      'frida:0',
      'frida:01693',
      'frida:123456',
      'usda:09040',
      'SR24:09040',
      ' 09040',
      'sr24:09040\n',
      '../09040',
    ]) {
      expect(canonicalFoodId(junk)).toBeUndefined();
      expect(foodIdSource(junk)).toBeUndefined();
      expect(foodIdSchema.safeParse(junk).success).toBe(false);
    }
  });

  it('are accepted by the contract in every form the table or an older row writes', () => {
    for (const id of ['09040', 'sr24:09040', 'sr28:01256', 'frida:1693']) {
      expect(foodIdSchema.parse(id)).toBe(id);
    }
  });
});

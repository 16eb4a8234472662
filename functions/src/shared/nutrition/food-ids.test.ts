import { describe, expect, it } from 'vitest';
import { foodIdSchema } from './contracts.js';
import { canonicalFoodId, foodIdSource } from './food-ids.js';

describe('food ids', () => {
  it('name their source, and a bare NDB number means the SR24 food', () => {
    const ids = ['09040', 'sr24:09040', 'sr28:01256', 'frida:1693'];
    expect(ids.map(canonicalFoodId)).toEqual(['sr24:09040', 'sr24:09040', 'sr28:01256', 'frida:1693']);
    expect(['09040', 'sr28:01256', 'frida:7'].map(foodIdSource)).toEqual(['sr24', 'sr28', 'frida']);
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

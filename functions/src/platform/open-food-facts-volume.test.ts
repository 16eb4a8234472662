import { describe, expect, test } from 'vitest';
import { volumeUnit } from './open-food-facts-volume.js';

describe('a drink is told by its serving, then by figures per 100 ml, then by its pack', () => {
  test.each([
    [{ serving_size: '250 ml', quantity: '1 l' }, 'ml'],
    [{ serving_quantity_unit: 'ml', serving_size: '1 glass' }, 'ml'],
    [{ quantity: '330 ml' }, 'ml'],
    [{ quantity: '1,5 L' }, 'ml'],
    [{ quantity: '6 x 25 cl' }, 'ml'],
    [{ quantity: '500 ml (2 x 250 ml)' }, 'ml'],
    [{ product_quantity_unit: 'ml', quantity: '' }, 'ml'],
    [{ quantity: '16 fl oz' }, 'ml'],
    [{ nutrition_data_per: '100ml', quantity: '1 bottle' }, 'ml'],
  ])('%j is a drink', (product, unit) => {
    expect(volumeUnit(product)).toBe(unit);
  });

  test.each([
    // Sold by volume but served (and labelled) in grams, as ketchup is.
    [{ quantity: '500 ml', serving_size: '15 g' }],
    [{ quantity: '400 g', serving_size: '15 g' }],
    [{ quantity: '1 kg' }],
    [{ quantity: '16 oz' }],
    [{ quantity: '12 lollies' }],
    [{}],
    [{ quantity: 330, serving_size: null }],
  ])('%j is weighed in grams', (product) => {
    expect(volumeUnit(product)).toBeUndefined();
  });
});

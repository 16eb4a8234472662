// One packaged food as every layer sees it: Nutella's label figures per 100 g (sodium in mg, from
// 0.107 g salt), the product the Open Food Facts port makes of them and a 20 g diary row of it.
import type { BarcodeProduct } from '../../src/shared/nutrition/contracts.js';

export const NUTELLA = '3017620422003';

export const nutellaPer100g = {
  calories: 539,
  protein: 6.3,
  carbs: 57.5,
  fat: 30.9,
  sugars: 56.3,
  sodium: 43,
  saturatedFat: 10.6,
};

export const nutellaProduct: BarcodeProduct = {
  code: NUTELLA,
  name: 'Nutella',
  brand: 'Ferrero',
  per100g: nutellaPer100g,
  servingGrams: 15,
  source: 'openfoodfacts',
};

/** 20 g of it as a diary row by barcode: the four figures and sodium, rounded as the diary stores them. */
const nutella20g = { calories: 108, protein: 1.3, carbs: 11.5, fat: 6.2, sodium: 9 };
export const nutella20gRow = {
  name: 'Nutella',
  grams: 20,
  ...nutella20g,
  source: 'barcode',
  barcode: NUTELLA,
};

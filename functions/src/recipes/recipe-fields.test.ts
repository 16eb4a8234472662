import { expect, test } from 'vitest';
import { imageOf, instructionsOf, minutesOf, servingsOf } from './recipe-fields.js';

test('yields in the forms pages write them', () => {
  expect(
    [4, '4', '4 servings', 'Serves 4-6', ['6', '6 Portionen'], '2,5 Portionen', 'a few', 0, '500'].map(
      servingsOf,
    ),
  ).toEqual([4, 4, 4, 4, 6, 3, undefined, undefined, undefined]);
});

test('ISO 8601 durations in minutes', () => {
  expect(
    ['PT1H30M', 'P0DT0H20M', 'PT90M', 'PT45S', 'P1D', 'PT', '20 min', 'P30D', null].map(minutesOf),
  ).toEqual([90, 20, 90, 1, 1440, undefined, undefined, undefined, undefined]);
});

test('steps from texts, HowToSteps and HowToSections, numbering and markup removed', () => {
  expect(
    instructionsOf([
      '1. Mix<br>2) Rest',
      { '@type': 'HowToSection', itemListElement: [{ '@type': 'HowToStep', text: '<p>Bake</p>' }] },
      { '@type': 'HowToStep', name: 'Serve' },
    ]),
  ).toEqual(['Mix', 'Rest', 'Bake', 'Serve']);
});

test('an image is kept only on the page’s own site or on a named https host', () => {
  const page = 'http://recipes.test/soup';
  expect(imageOf('/a.jpg', page)).toBe('http://recipes.test/a.jpg');
  expect(imageOf({ url: 'https://cdn.example.org/b.jpg' }, page)).toBe('https://cdn.example.org/b.jpg');
  expect(imageOf(['http://192.168.0.1/reboot', 'x'], page)).toBeUndefined();
  expect(imageOf('http://cdn.example.org/b.jpg', page)).toBeUndefined();
  expect(imageOf('https://10.0.0.1/b.jpg', page)).toBeUndefined();
  expect(imageOf('https://localhost/b.jpg', page)).toBeUndefined();
  expect(imageOf('javascript:alert(1)', page)).toBeUndefined();
  expect(imageOf('data:image/png;base64,AAAA', page)).toBeUndefined();
});

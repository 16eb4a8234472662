import { canonicalFoodId } from 'functions/lib/shared/nutrition/food-ids.js';
import type { Lang } from './demo-language.js';

/**
 * Dishes the demo knows by name in any app language, with the table foods (NDB numbers, as eaten) that go
 * into them, so "a creamy mushroom risotto" becomes rice, onion, butter, parmesan and broth besides the
 * mushrooms it names. The table has ready-made dishes too; a meal logged in words takes those where it
 * names one ("pizza"), a recipe always takes these.
 */
export interface Dish {
  names: Record<Lang, string>;
  keywords: string[];
  foods: string[];
}

/** `names` is "en|es|de|da"; keywords and foods are "|"-separated, foods by NDB number, which the table
 * writes "sr24:<NDB>" (the form its foods' ids are compared in). */
function dish(names: string, keywords: string, foods: string): Dish {
  const [en, es, de, da] = names.split('|') as [string, string, string, string];
  const ids = foods.split('|').map((id) => canonicalFoodId(id) ?? id);
  return { names: { en, es, de, da }, keywords: keywords.split('|'), foods: ids };
}

const RICE = '20445';
const PASTA = '20421';
const ONION = '11282';
const GARLIC = '11215';
const CARROT = '11124';
const RED_PEPPER = '11821';
const TOMATO = '11529';
const CRUSHED_TOMATOES = '11693';
const LETTUCE = '11251';
const POTATOES = '11367';
const GROUND_BEEF = '23570';
const STEWING_BEEF = '23090';
const CHICKEN_BREAST = '05064';
const EGG = '01123';
const MILK = '01077';
const BUTTER = '01145';
const PARMESAN = '01033';
const CHEDDAR = '01009';
const MOZZARELLA = '01026';
const OLIVE_OIL = '04053';
const FLOUR = '20081';
const BROTH = '06413';

export const DISHES: Dish[] = [
  dish('Risotto|Risotto|Risotto|Risotto', 'risotto|rizoto', [RICE, ONION, BUTTER, PARMESAN, BROTH].join('|')),
  dish(
    'Pancakes|Tortitas|Pfannkuchen|Pandekager',
    'pancake|crepe|crêpe|tortita|panqueque|pfannkuchen|eierkuchen|pandekage|pandekager',
    [FLOUR, MILK, EGG, BUTTER].join('|'),
  ),
  dish(
    'Omelette|Tortilla francesa|Omelett|Omelet',
    'omelette|omelet|omelett|tortilla francesa|scrambled eggs|huevos revueltos|rührei|røræg',
    [EGG, BUTTER].join('|'),
  ),
  dish(
    'Porridge|Gachas de avena|Haferbrei|Havregrød',
    'porridge|oatmeal|gachas|haferbrei|havregrød|grød',
    ['08120', MILK].join('|'),
  ),
  dish('Soup|Sopa|Suppe|Suppe', 'soup|sopa|crema de|suppe', [BROTH, ONION, CARROT].join('|')),
  dish('Salad|Ensalada|Salat|Salat', 'salad|ensalada|salat', [LETTUCE, TOMATO, '11205', OLIVE_OIL].join('|')),
  dish('Curry|Curry|Curry|Karry', 'curry|karry', [ONION, GARLIC, '12118', RICE].join('|')),
  dish(
    'Stir-fry|Salteado|Wok-Pfanne|Wokret',
    'stir fry|stir-fry|salteado|wok|pfannengericht|wokret',
    [RED_PEPPER, CARROT, '16123', OLIVE_OIL, RICE].join('|'),
  ),
  dish('Pizza|Pizza|Pizza|Pizza', 'pizza', [FLOUR, CRUSHED_TOMATOES, MOZZARELLA, OLIVE_OIL].join('|')),
  dish(
    'Lasagne|Lasaña|Lasagne|Lasagne',
    'lasagne|lasagna|lasaña',
    [PASTA, GROUND_BEEF, CRUSHED_TOMATOES, ONION, MOZZARELLA].join('|'),
  ),
  dish(
    'Spaghetti bolognese|Espaguetis a la boloñesa|Spaghetti Bolognese|Spaghetti bolognese',
    'bolognese|boloñesa|bolognaise',
    [PASTA, GROUND_BEEF, CRUSHED_TOMATOES, ONION, GARLIC].join('|'),
  ),
  dish(
    'Pasta carbonara|Pasta carbonara|Pasta Carbonara|Pasta carbonara',
    'carbonara',
    [PASTA, '10862', EGG, PARMESAN, '02030'].join('|'),
  ),
  dish(
    'Burger|Hamburguesa|Burger|Burger',
    'burger|hamburger|hamburguesa',
    [GROUND_BEEF, '18350', TOMATO, LETTUCE, CHEDDAR].join('|'),
  ),
  dish(
    'Tacos|Tacos|Tacos|Tacos',
    'taco|burrito|fajita',
    ['18364', GROUND_BEEF, RED_PEPPER, ONION, CHEDDAR].join('|'),
  ),
  dish(
    'Sandwich|Bocadillo|Belegtes Brot|Sandwich',
    'sandwich|sándwich|bocadillo|belegtes brot|smørrebrød|stulle',
    ['18069', CHEDDAR, '07029', LETTUCE].join('|'),
  ),
  dish('Smoothie|Batido|Smoothie|Smoothie', 'smoothie|batido', ['09040', '09316', '01116', MILK].join('|')),
  dish(
    'Chili con carne|Chili con carne|Chili con Carne|Chili con carne',
    'chili|chilli|chili con carne',
    [GROUND_BEEF, '16033', CRUSHED_TOMATOES, ONION].join('|'),
  ),
  dish(
    'Goulash|Gulash|Gulasch|Gullasch',
    'goulash|gulasch|gullasch|gulash',
    [STEWING_BEEF, ONION, RED_PEPPER, POTATOES].join('|'),
  ),
  dish(
    'Paella|Paella|Paella|Paella',
    'paella',
    [RICE, '15151', CHICKEN_BREAST, RED_PEPPER, '11305', BROTH].join('|'),
  ),
  dish(
    'Stew|Estofado|Eintopf|Gryderet',
    'stew|guiso|estofado|eintopf|gryderet|gryde',
    [STEWING_BEEF, POTATOES, CARROT, ONION, BROTH].join('|'),
  ),
  dish(
    'Cake|Bizcocho|Kuchen|Kage',
    'cake|pastel|tarta|bizcocho|kuchen|kage',
    [FLOUR, '19335', EGG, BUTTER].join('|'),
  ),
  dish(
    'Mashed potatoes|Puré de patatas|Kartoffelpüree|Kartoffelmos',
    'mash|mashed potatoes|puré|kartoffelbrei|kartoffelpüree|kartoffelmos',
    [POTATOES, MILK, BUTTER].join('|'),
  ),
];

/** Words that describe a dish by a food it is made with: "creamy", "cremoso", "cremig", "cremet". */
export const STYLE_WORDS: { keywords: string[]; food: string }[] = [
  {
    keywords: 'creamy|cremoso|cremosa|cremig|cremiges|cremige|sahnig|cremet|cremede'.split('|'),
    food: '01053',
  },
];

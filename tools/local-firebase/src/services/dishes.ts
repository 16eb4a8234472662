import { type Food, foodNamed, type Lang } from './food-table.js';

/**
 * Dishes the demo knows by name in any app language, with what goes into them, so "a creamy mushroom
 * risotto" becomes rice, onion, butter, parmesan and stock besides the mushrooms and cream it names.
 */
export interface Dish {
  names: Record<Lang, string>;
  keywords: string[];
  foods: Food[];
}

/** `names` is "en|es|de|da"; keywords and foods are "|"-separated. */
function dish(names: string, keywords: string, foods: string): Dish {
  const [en, es, de, da] = names.split('|') as [string, string, string, string];
  return { names: { en, es, de, da }, keywords: keywords.split('|'), foods: foods.split('|').map(foodNamed) };
}

export const DISHES: Dish[] = [
  dish('Risotto|Risotto|Risotto|Risotto', 'risotto|risotto de|rizoto', 'Rice|Onion|Butter|Parmesan|Stock'),
  dish(
    'Pancakes|Tortitas|Pfannkuchen|Pandekager',
    'pancake|pancakes|crepe|crepes|crêpes|tortitas|tortita|panqueques|pfannkuchen|eierkuchen|pandekage|pandekager',
    'Flour|Milk|Eggs|Butter',
  ),
  dish(
    'Omelette|Tortilla francesa|Omelett|Omelet',
    'omelette|omelet|omelett|tortilla francesa|scrambled eggs|huevos revueltos|rührei|røræg',
    'Eggs|Butter',
  ),
  dish(
    'Porridge|Gachas de avena|Haferbrei|Havregrød',
    'porridge|oatmeal|gachas|haferbrei|havregrød|grød',
    'Oats|Milk',
  ),
  dish('Soup|Sopa|Suppe|Suppe', 'soup|sopa|crema de|suppe', 'Stock|Onion|Carrots'),
  dish('Salad|Ensalada|Salat|Salat', 'salad|ensalada|salat', 'Mixed salad|Tomatoes|Cucumber|Olive oil'),
  dish('Curry|Curry|Curry|Karry', 'curry|karry', 'Onion|Garlic|Coconut milk|Rice'),
  dish(
    'Stir-fry|Salteado|Wok-Pfanne|Wokret',
    'stir fry|stir-fry|salteado|wok|pfannengericht|wokret',
    'Bell pepper|Carrots|Soy sauce|Olive oil|Rice',
  ),
  dish('Pizza|Pizza|Pizza|Pizza', 'pizza', 'Flour|Tomato sauce|Mozzarella|Olive oil'),
  dish(
    'Lasagne|Lasaña|Lasagne|Lasagne',
    'lasagne|lasagna|lasaña',
    'Pasta|Beef mince|Tomato sauce|Onion|Cheese',
  ),
  dish(
    'Spaghetti bolognese|Espaguetis a la boloñesa|Spaghetti Bolognese|Spaghetti bolognese',
    'bolognese|boloñesa|bolognaise',
    'Pasta|Beef mince|Tomato sauce|Onion|Garlic',
  ),
  dish(
    'Pasta carbonara|Pasta carbonara|Pasta Carbonara|Pasta carbonara',
    'carbonara',
    'Pasta|Bacon|Eggs|Parmesan|Black pepper',
  ),
  dish(
    'Burger|Hamburguesa|Burger|Burger',
    'burger|burgers|hamburger|hamburguesa|hamburguesas',
    'Beef mince|Bread|Tomatoes|Mixed salad|Cheese',
  ),
  dish(
    'Tacos|Tacos|Tacos|Tacos',
    'taco|tacos|burrito|burritos|fajita|fajitas',
    'Tortilla|Beef mince|Bell pepper|Onion|Cheese',
  ),
  dish(
    'Sandwich|Bocadillo|Belegtes Brot|Sandwich',
    'sandwich|sándwich|bocadillo|belegtes brot|smørrebrød|stulle',
    'Bread|Cheese|Ham|Mixed salad',
  ),
  dish('Smoothie|Batido|Smoothie|Smoothie', 'smoothie|batido', 'Banana|Berries|Greek yoghurt|Milk'),
  dish(
    'Chili con carne|Chili con carne|Chili con Carne|Chili con carne',
    'chili|chilli|chili con carne',
    'Beef mince|Beans|Tomato sauce|Onion',
  ),
  dish(
    'Goulash|Gulash|Gulasch|Gullasch',
    'goulash|gulasch|gullasch|gulash',
    'Beef mince|Onion|Bell pepper|Potatoes',
  ),
  dish('Paella|Paella|Paella|Paella', 'paella', 'Rice|Prawns|Chicken breast|Bell pepper|Peas|Stock'),
  dish(
    'Stew|Estofado|Eintopf|Gryderet',
    'stew|guiso|estofado|eintopf|gryderet|gryde',
    'Beef mince|Potatoes|Carrots|Onion|Stock',
  ),
  dish('Cake|Bizcocho|Kuchen|Kage', 'cake|pastel|tarta|bizcocho|kuchen|kage', 'Flour|Sugar|Eggs|Butter'),
  dish(
    'Mashed potatoes|Puré de patatas|Kartoffelpüree|Kartoffelmos',
    'mash|mashed potatoes|puré|kartoffelbrei|kartoffelmos',
    'Potatoes|Milk|Butter',
  ),
];

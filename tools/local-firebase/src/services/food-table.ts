/**
 * The demo AI's food table: names in the four app languages, the words that identify each food in free
 * text (any language), and macros per 100 g as bought (dry rice, raw chicken). Calories always derive from
 * the macros with 4/4/9 kcal per gram, so every demo answer passes the backend's consistency check.
 */
import type { Language } from 'functions/lib/shared/profile-values.js';

/** The app's languages, from its own list. */
export type Lang = Language;
export type Role = 'protein' | 'carb' | 'veg' | 'fruit' | 'fat' | 'dairy' | 'liquid' | 'baking' | 'spice';
/** How a recipe for one person states the amount when the food is not counted in pieces. */
export type RecipeUnit = 'g' | 'ml' | 'tbsp' | 'tsp';

export interface Food {
  names: Record<Lang, string>;
  /** lower-case words (or phrases) that identify the food in free text, any language */
  keywords: string[];
  role: Role;
  per100: { protein: number; carbs: number; fat: number };
  /** grams as bought for one person when the food is a main part of the meal */
  portion: number;
  /** grams of one piece (an egg, an onion, a slice of bread) where the food is counted */
  piece?: number;
  unit: RecipeUnit;
  /** grams per millilitre, for spoons and cups */
  density: number;
  /** weight on the plate per gram as bought (rice swells, meat shrinks) */
  cooked: number;
  /** a usual sight on a photographed plate, picked when the photo is the only input */
  plate: boolean;
}

interface Extra {
  kw?: string;
  piece?: number;
  unit?: RecipeUnit;
  density?: number;
  cooked?: number;
  plate?: boolean;
}

/** `names` is "en|es|de|da"; `kw` adds "|"-separated words such as singulars and other spellings. */
function food(names: string, role: Role, macros: [number, number, number], portion: number, x: Extra = {}) {
  const [en, es, de, da] = names.split('|') as [string, string, string, string];
  const [protein, carbs, fat] = macros;
  const words = [en, es, de, da, ...(x.kw ? x.kw.split('|') : [])].map((w) => w.toLowerCase().trim());
  return {
    names: { en, es, de, da },
    keywords: [...new Set(words)],
    role,
    per100: { protein, carbs, fat },
    portion,
    piece: x.piece,
    unit: x.unit ?? 'g',
    density: x.density ?? 1,
    cooked: x.cooked ?? 1,
    plate: x.plate ?? false,
  } satisfies Food;
}

const plate = true;

export const FOODS: Food[] = [
  food('Chicken breast|Pechuga de pollo|Hähnchenbrust|Kyllingebryst', 'protein', [23, 0, 1.9], 150, {
    kw: 'chicken|pollo|hähnchen|huhn|kylling',
    cooked: 0.75,
    plate,
  }),
  food('Salmon|Salmón|Lachs|Laks', 'protein', [20, 0, 13], 140, { kw: 'lachsfilet', cooked: 0.8, plate }),
  food('Beef mince|Carne picada|Rinderhack|Hakket oksekød', 'protein', [19, 0, 15], 125, {
    kw: 'beef|minced beef|ground beef|ternera|carne|rind|rindfleisch|hackfleisch|oksekød|hakkekød',
    cooked: 0.75,
    plate,
  }),
  food('Pork|Cerdo|Schweinefleisch|Svinekød', 'protein', [21, 0, 6], 150, {
    kw: 'pork chop|schwein|svin',
    cooked: 0.75,
    plate,
  }),
  food('Turkey|Pavo|Pute|Kalkun', 'protein', [24, 0, 1.5], 150, { kw: 'truthahn', cooked: 0.75, plate }),
  food('Bacon|Beicon|Speck|Bacon', 'protein', [13, 1, 35], 40, { kw: 'bacón|panceta|pancetta|guanciale' }),
  food('Ham|Jamón|Schinken|Skinke', 'protein', [18, 1.5, 4], 50, { piece: 15 }),
  food('Tuna|Atún|Thunfisch|Tun', 'protein', [26, 0, 1], 100, { kw: 'tunfisk', plate }),
  food('White fish|Pescado blanco|Weißfisch|Hvid fisk', 'protein', [18, 0, 0.7], 150, {
    kw: 'fish|cod|bacalao|merluza|pescado|fisch|kabeljau|seelachs|fisk|torsk',
    cooked: 0.8,
    plate,
  }),
  food('Prawns|Gambas|Garnelen|Rejer', 'protein', [20, 0.5, 1], 120, {
    kw: 'prawn|shrimp|shrimps|gamba|langostino|langostinos|garnele|reje',
    plate,
  }),
  food('Eggs|Huevos|Eier|Æg', 'protein', [13, 1.1, 11], 120, {
    kw: 'egg|huevo|ei|eiern|ægget|æggene',
    piece: 60,
    plate,
  }),
  food('Tofu|Tofu|Tofu|Tofu', 'protein', [15, 2, 8], 150, { plate }),
  food('Lentils|Lentejas|Linsen|Linser', 'protein', [24, 52, 1.1], 70, {
    kw: 'lentil|lenteja|linse',
    cooked: 2.5,
    plate,
  }),
  food('Chickpeas|Garbanzos|Kichererbsen|Kikærter', 'protein', [8, 18, 2.6], 120, {
    kw: 'chickpea|garbanzo|kichererbse|kikært|hummus',
  }),
  food('Beans|Alubias|Bohnen|Bønner', 'protein', [8, 16, 0.5], 120, {
    kw: 'bean|kidney beans|black beans|judías|frijoles|alubia|frijol|bohne|kidneybohnen|bønne|kidneybønner',
  }),
  food('Greek yoghurt|Yogur griego|Griechischer Joghurt|Græsk yoghurt', 'dairy', [9, 4, 5], 170, {
    kw: 'yoghurt|yogurt|joghurt|skyr',
  }),
  food('Rice|Arroz|Reis|Ris', 'carb', [7, 78, 0.7], 75, {
    kw: 'basmati|jasmine rice|arborio',
    cooked: 2.5,
    plate,
  }),
  food('Pasta|Pasta|Nudeln|Pasta', 'carb', [12, 72, 1.5], 90, {
    kw: 'spaghetti|penne|macaroni|fusilli|tagliatelle|noodles|noodle|fideos|nudel|nudler|makaroni',
    cooked: 2.2,
    plate,
  }),
  food('Potatoes|Patatas|Kartoffeln|Kartofler', 'carb', [2, 17, 0.1], 200, {
    kw: 'potato|patata|papas|kartoffel|kartoffel|kartoffelpüree',
    piece: 150,
    plate,
  }),
  food('Sweet potato|Boniato|Süßkartoffel|Sød kartoffel', 'carb', [1.6, 20, 0.1], 200, {
    kw: 'sweet potatoes|batata|süßkartoffeln|søde kartofler',
    piece: 200,
    plate,
  }),
  food('Bread|Pan|Brot|Brød', 'carb', [9, 49, 3.2], 60, {
    kw: 'toast|tostada|tostadas|pan tostado|toastbrot|brötchen|rugbrød|franskbrød|baguette',
    piece: 30,
    plate,
  }),
  food('Oats|Avena|Haferflocken|Havregryn', 'carb', [13, 60, 7], 60, {
    kw: 'oat|rolled oats|oatmeal|copos de avena|hafer',
    density: 0.4,
  }),
  food('Tortilla|Tortilla|Tortilla|Tortilla', 'carb', [8, 50, 7], 60, { kw: 'wrap|wraps', piece: 60 }),
  food('Quinoa|Quinoa|Quinoa|Quinoa', 'carb', [14, 64, 6], 70, { cooked: 2.7, plate }),
  food('Couscous|Cuscús|Couscous|Couscous', 'carb', [13, 72, 0.6], 70, { kw: 'cous cous', cooked: 2.5 }),
  food('Flour|Harina|Mehl|Hvedemel', 'baking', [10, 76, 1], 60, {
    kw: 'plain flour|wheat flour|weizenmehl|mel',
    density: 0.55,
  }),
  food('Sugar|Azúcar|Zucker|Sukker', 'baking', [0, 100, 0], 10, { kw: 'azucar', density: 0.85 }),
  food('Honey|Miel|Honig|Honning', 'baking', [0.3, 82, 0], 20, { unit: 'tbsp', density: 1.4 }),
  food('Syrup|Sirope|Sirup|Sirup', 'baking', [0, 67, 0], 20, {
    kw: 'maple syrup|golden syrup|sirope de arce|jarabe|ahornsirup|ahornsirup',
    unit: 'tbsp',
    density: 1.3,
  }),
  food('Chocolate|Chocolate|Schokolade|Chokolade', 'baking', [6, 55, 32], 25, { kw: 'cocoa|cacao|kakao' }),
  food('Mushrooms|Champiñones|Pilze|Svampe', 'veg', [3.1, 3.3, 0.3], 150, {
    kw: 'mushroom|champiñón|seta|setas|hongos|pilz|champignon|champignons|svamp|champignon',
  }),
  food('Broccoli|Brócoli|Brokkoli|Broccoli', 'veg', [2.8, 7, 0.4], 150, { kw: 'brocoli', plate }),
  food('Tomatoes|Tomates|Tomaten|Tomater', 'veg', [0.9, 3.9, 0.2], 120, {
    kw: 'tomato|tomate|tomat|cherry tomatoes',
    piece: 120,
    plate,
  }),
  food('Tomato sauce|Tomate triturado|Tomatensoße|Tomatsauce', 'veg', [1.3, 5, 0.2], 150, {
    kw: 'passata|tomato passata|chopped tomatoes|canned tomatoes|salsa de tomate|tomatensauce|dosentomaten|hakkede tomater|flåede tomater',
    unit: 'ml',
    density: 1.05,
  }),
  food('Spinach|Espinacas|Spinat|Spinat', 'veg', [2.9, 3.6, 0.4], 80, { kw: 'espinaca', plate }),
  food('Carrots|Zanahorias|Karotten|Gulerødder', 'veg', [0.9, 10, 0.2], 100, {
    kw: 'carrot|zanahoria|karotte|möhre|möhren|gulerod',
    piece: 80,
    plate,
  }),
  food('Bell pepper|Pimiento|Paprika|Peberfrugt', 'veg', [1, 6, 0.3], 150, {
    kw: 'bell peppers|red pepper|green pepper|peppers|pimientos|paprikaschote|peberfrugter',
    piece: 150,
    plate,
  }),
  food('Onion|Cebolla|Zwiebel|Løg', 'veg', [1.1, 9, 0.1], 110, {
    kw: 'onions|shallot|zwiebeln|rødløg',
    piece: 110,
  }),
  food('Garlic|Ajo|Knoblauch|Hvidløg', 'veg', [6.4, 33, 0.5], 5, {
    kw: 'garlic clove|garlic cloves|dientes de ajo|knoblauchzehe|knoblauchzehen|fed hvidløg',
    piece: 5,
  }),
  food('Courgette|Calabacín|Zucchini|Squash', 'veg', [1.2, 3.1, 0.3], 150, {
    kw: 'zucchini|courgettes|calabacines',
    piece: 200,
    plate,
  }),
  food('Cucumber|Pepino|Gurke|Agurk', 'veg', [0.7, 3.6, 0.1], 100, { plate }),
  food('Mixed salad|Ensalada mixta|Gemischter Salat|Blandet salat', 'veg', [1.4, 3, 0.2], 80, {
    kw: 'salad|lettuce|ensalada|lechuga|salat|kopfsalat',
    plate,
  }),
  food('Green beans|Judías verdes|Grüne Bohnen|Grønne bønner', 'veg', [1.8, 7, 0.2], 120, {
    kw: 'green bean|haricots verts|brechbohnen',
    plate,
  }),
  food('Peas|Guisantes|Erbsen|Ærter', 'veg', [5.4, 14, 0.4], 80, { kw: 'pea|guisante|erbse|ært', plate }),
  food('Sweetcorn|Maíz|Mais|Majs', 'veg', [3.2, 19, 1.2], 80, { kw: 'corn|maiz', plate }),
  food('Cabbage|Col|Kohl|Kål', 'veg', [1.3, 6, 0.1], 150, { kw: 'repollo|weißkohl|hvidkål' }),
  food('Avocado|Aguacate|Avocado|Avocado', 'fat', [2, 9, 15], 70, {
    kw: 'guacamole|palta',
    piece: 140,
    plate,
  }),
  food('Banana|Plátano|Banane|Banan', 'fruit', [1.1, 23, 0.3], 120, { kw: 'platano|bananas', piece: 120 }),
  food('Apple|Manzana|Apfel|Æble', 'fruit', [0.3, 14, 0.2], 180, { kw: 'apples|äpfel|æbler', piece: 180 }),
  food('Berries|Frutos rojos|Beeren|Bær', 'fruit', [0.7, 12, 0.3], 100, {
    kw: 'berry|blueberries|strawberries|raspberries|fresas|arándanos|erdbeeren|heidelbeeren|jordbær|blåbær',
  }),
  food('Lemon|Limón|Zitrone|Citron', 'fruit', [1.1, 9, 0.3], 50, {
    kw: 'lemons|limones|zitronen',
    piece: 100,
  }),
  food('Olive oil|Aceite de oliva|Olivenöl|Olivenolie', 'fat', [0, 0, 100], 14, {
    kw: 'oil|aceite|öl|olie|rapsöl|rapsolie',
    unit: 'tbsp',
    density: 0.92,
  }),
  food('Butter|Mantequilla|Butter|Smør', 'fat', [0.9, 0.1, 81], 15, { density: 0.95 }),
  food('Nuts|Frutos secos|Nüsse|Nødder', 'fat', [20, 16, 54], 30, {
    kw: 'nut|almonds|walnuts|cashews|almendras|nueces|mandeln|walnüsse|mandler|valnødder',
  }),
  food('Peanut butter|Crema de cacahuete|Erdnussbutter|Peanutbutter', 'fat', [25, 20, 50], 32, {
    kw: 'mantequilla de cacahuete|jordnøddesmør',
    unit: 'tbsp',
    density: 1.1,
  }),
  food('Cheese|Queso|Käse|Ost', 'dairy', [25, 1.3, 33], 40, {
    kw: 'cheddar|gouda|emmental|cheesy|queso rallado|reibekäse|revet ost',
  }),
  food('Parmesan|Parmesano|Parmesan|Parmesan', 'dairy', [35, 3, 29], 20, {
    kw: 'parmigiano|parmesankäse|parmesanost',
  }),
  food('Mozzarella|Mozzarella|Mozzarella|Mozzarella', 'dairy', [18, 2, 17], 60),
  food('Feta|Queso feta|Feta|Feta', 'dairy', [14, 4, 21], 40, { kw: 'fetaost' }),
  food('Cream|Nata|Sahne|Fløde', 'dairy', [2.5, 3.4, 30], 50, {
    kw: 'creamy|heavy cream|double cream|crema|cremoso|cremosa|nata para cocinar|sahnig|cremig|rahm|kochsahne|piskefløde|madlavningsfløde|cremet',
    unit: 'ml',
  }),
  food('Milk|Leche|Milch|Mælk', 'liquid', [3.4, 4.8, 1.5], 200, { unit: 'ml', density: 1.03 }),
  food('Coconut milk|Leche de coco|Kokosmilch|Kokosmælk', 'liquid', [2, 3, 20], 100, { unit: 'ml' }),
  food('Stock|Caldo|Brühe|Bouillon', 'liquid', [0.6, 0.4, 0.2], 250, {
    kw: 'broth|vegetable stock|chicken stock|caldo de verduras|caldo de pollo|gemüsebrühe|hühnerbrühe|fond|grøntsagsbouillon',
    unit: 'ml',
  }),
  food('Soy sauce|Salsa de soja|Sojasoße|Sojasauce', 'liquid', [8, 5, 0.1], 15, {
    kw: 'soy|soja|sojasauce|sojasovs',
    unit: 'tbsp',
    density: 1.1,
  }),
  food('Salt|Sal|Salz|Salt', 'spice', [0, 0, 0], 1, { unit: 'tsp', density: 1.2 }),
  food('Black pepper|Pimienta|Pfeffer|Peber', 'spice', [10, 64, 3], 0.5, {
    kw: 'pepper',
    unit: 'tsp',
    density: 0.5,
  }),
  food('Herbs|Hierbas|Kräuter|Krydderurter', 'spice', [3, 5, 0.6], 5, {
    kw: 'herb|basil|parsley|oregano|thyme|albahaca|perejil|orégano|basilikum|petersilie|persille|timian',
  }),
];

/** A food by its English name (dish recipes and fallbacks refer to foods this way). */
export function foodNamed(en: string): Food {
  const found = FOODS.find((x) => x.names.en === en);
  if (!found) throw new Error(`no food named ${en}`);
  return found;
}

export const kcal = (m: { protein: number; carbs: number; fat: number }) =>
  4 * m.protein + 4 * m.carbs + 9 * m.fat;

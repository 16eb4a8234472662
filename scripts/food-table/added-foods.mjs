// The foods SR24 lacks, taken from USDA SR28 and Denmark's Frida as added-foods.json lists them (see the
// README for how they were chosen). Each keeps its source's figures and English name under an id naming
// the source; the file adds the everyday names and, for Frida foods, the food group and where household
// volume measures come from (Frida publishes none).
import { cleanName } from './clean-name.mjs';
import { fridaName, fridaPer100g } from './frida.mjs';
import { FOOD_GROUPS, portions } from './usda-sr24.mjs';
import { sr28Per100g } from './usda-sr28.mjs';

/**
 * Measures of volume (a cup, a spoon, fluid ounces) weigh the same for foods of the same density, so a
 * Frida yoghurt takes the cup of the USDA yoghurt named in `portionsFrom`; a slice or a piece does not
 * carry over between foods, so those are left out.
 */
const VOLUME = /^[\d /]+ (cup|tbsp|tsp|fl oz)\b/;

const refuse = (problems, message) => {
  problems.push(message);
  return null;
};

function sr28Food(number, sr28, sr24Ids, problems) {
  const food = sr28.get(number);
  if (!food) return refuse(problems, `sr28:${number}: not in SR28`);
  if (sr24Ids.has(`sr24:${number}`)) return refuse(problems, `sr28:${number}: SR24 already has it`);
  const { name, branded } = cleanName(food.name);
  return {
    id: `sr28:${number}`,
    name,
    group: food.group in FOOD_GROUPS ? food.group : null,
    ...(branded ? { branded: true } : {}),
    per100g: sr28Per100g(food.nutrients),
    portions: portions(food.measures),
  };
}

function fridaFood(number, entry, frida, foodsById, problems) {
  const food = frida.get(number);
  if (!food) return refuse(problems, `frida:${number}: not in Frida`);
  if (!(entry.group in FOOD_GROUPS))
    return refuse(problems, `frida:${number}: group "${entry.group}" is not an SR group`);
  let volume = [];
  if (entry.portionsFrom !== undefined) {
    const from = foodsById.get(entry.portionsFrom);
    if (!from)
      return refuse(problems, `frida:${number}: portionsFrom ${entry.portionsFrom} is not in the table`);
    volume = from.portions.filter((p) => VOLUME.test(p.label));
    if (volume.length === 0)
      return refuse(problems, `frida:${number}: ${entry.portionsFrom} has no volume measure`);
  }
  return {
    id: `frida:${number}`,
    name: fridaName(food),
    group: entry.group,
    per100g: fridaPer100g(food),
    portions: volume,
  };
}

/**
 * The added foods, SR28's first then Frida's, each in number order, and their curated names by id.
 * `sr24` is the SR24 foods (for refusing a duplicate and for volume measures).
 */
export function addedFoods(selection, { sr24, sr28, frida }, problems) {
  const sr24ById = new Map(sr24.map((f) => [f.id, f]));
  const entries = Object.entries(selection).sort(([a], [b]) => {
    const [sa, na] = a.split(':');
    const [sb, nb] = b.split(':');
    return sa === sb ? Number(na) - Number(nb) : sa === 'sr28' ? -1 : 1;
  });
  const foods = [];
  const names = {};
  for (const [id, entry] of entries) {
    const match = /^(sr28:(\d{5})|frida:([1-9]\d{0,4}))$/.exec(id);
    if (!match || !entry?.names) {
      problems.push(`${id}: not an "sr28:NNNNN" or "frida:N" id with names`);
      continue;
    }
    const food = match[2]
      ? sr28Food(match[2], sr28, sr24ById, problems)
      : fridaFood(match[3], entry, frida, sr24ById, problems);
    if (!food) continue;
    foods.push(food);
    names[id] = entry.names;
  }
  return { foods, names };
}

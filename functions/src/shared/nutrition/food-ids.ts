// Food table ids say which composition table a food comes from: "sr24:09040" (USDA SR24, 2011),
// "sr28:01256" (USDA SR28, 2016), "frida:1693" (Denmark's Frida). Rows, favourites and seed data written
// before the table had more than one source carry a bare NDB number ("09040"): it means the SR24 food and
// is accepted wherever a food id is. Plain code, so the web checks an id without loading zod.

/** The composition tables the food table draws on, as the prefix of their foods' ids. */
export const foodSources = ['sr24', 'sr28', 'frida'] as const;
export type FoodSource = (typeof foodSources)[number];

/**
 * A food id as the table writes it or as older rows stored it: an NDB number (five digits) bare or after
 * "sr24:" / "sr28:", or a Frida food number (1 to 99999, no leading zero) after "frida:".
 */
export const FOOD_ID = /^(?:(?:sr24|sr28):)?\d{5}$|^frida:[1-9]\d{0,4}$/;

/** The id as the table writes it ("09040" -> "sr24:09040"); undefined for anything that is not a food id. */
export function canonicalFoodId(id: string): string | undefined {
  if (!FOOD_ID.test(id)) return undefined;
  return id.includes(':') ? id : `sr24:${id}`;
}

/** The table an id names; undefined for anything that is not a food id. */
export function foodIdSource(id: string): FoodSource | undefined {
  const canonical = canonicalFoodId(id);
  return canonical ? (canonical.slice(0, canonical.indexOf(':')) as FoodSource) : undefined;
}

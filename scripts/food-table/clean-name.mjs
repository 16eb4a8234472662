// USDA's long descriptions ("Rice, white, long-grain, regular, cooked, unenriched, without salt") already
// read well and every comma-separated part carries information (the form, the cooking, the salt, which
// changes sodium tenfold), so they keep their words and order. What reads badly is typography: brands in
// capitals ("CAMPBELL'S CHUNKY Soups"), a few "w/" abbreviations and stray spaces around commas.

/** Capitalised tokens that are acronyms or units and stay capitalised. */
const ACRONYMS = new Set([
  'USDA',
  'US',
  'USA',
  'DHA',
  'ARA',
  'NFS',
  'NFSMI',
  'PBM',
  'VPP',
  'BLT',
  'BBQ',
  'TV',
  'TLC',
  'PM',
  'FOS',
  'AR',
  'II',
  'III',
  'UHT',
  'NLEA',
  'KFC',
  'M&M',
  "M&M's",
]);

/** Generic words USDA happened to capitalise like a brand ("Cereals ready-to-eat, MUESLI, ..."). */
const GENERIC = new Set(['MUESLI']);

const CAPITALISED = /[A-Z]{2,}/;

/** "McDONALD'S" -> "McDonald's", "MALT-O-MEAL" -> "Malt-O-Meal", "CAP'N" -> "Cap'n". */
function titleCase(token) {
  if (/^Mc[A-Z]/.test(token)) return `Mc${titleCase(token.slice(2))}`;
  return token
    .split('-')
    .map((part) => (/\d/.test(part) ? part : part.charAt(0).toUpperCase() + part.slice(1).toLowerCase()))
    .join('-');
}

function isBrandToken(token) {
  const bare = token.replace(/[.,;:()]+$/g, '').replace(/^\(+/, '');
  return CAPITALISED.test(bare) && !ACRONYMS.has(bare) && !/\d/.test(bare);
}

/**
 * The readable name, and whether the USDA name named a brand (its capitalised words). A brand marks a
 * product line rather than the food itself, which search ranks below the generic food.
 */
export function cleanName(usdaName) {
  let branded = false;
  const words = usdaName
    .replace(/\bw\/o\b\s*/gi, 'without ')
    .replace(/\bw\/\s*/gi, 'with ')
    .replace(/\s+,/g, ',')
    .replace(/,(?=\S)/g, ', ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((token) => {
      if (!isBrandToken(token)) return token;
      if (!GENERIC.has(token.replace(/\W+$/, ''))) branded = true;
      return token.replace(/[A-Za-z][A-Za-z'&-]*[A-Za-z]/g, (word) =>
        CAPITALISED.test(word) ? titleCase(word) : word,
      );
    });
  const name = words.join(' ').replace(/^Fast Foods,/, 'Fast foods,');
  return { name, branded };
}

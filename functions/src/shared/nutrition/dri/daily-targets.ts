// What a person needs of each vitamin and mineral a day, by sex and age, from the Dietary Reference
// Intakes (dri-values.ts): the intake to aim for (RDA or AI) and the upper limit a day's food can be held
// to. A profile that does not say its sex or age gets the values of an adult of 31-50 (and, without a
// sex, the higher of the two sexes' for each), and the answer says what was assumed. Plain code.
import { type MicroName, microNames } from '../micros.js';
import { dri, driAgeGroups } from './dri-values.js';

export type TargetSex = 'male' | 'female';

export interface MicroTarget {
  /** The daily intake to aim for; null where none is set (cholesterol). */
  intake: number | null;
  kind: 'RDA' | 'AI' | null;
  /** The upper limit, only where it applies to everything eaten (see `UpperLimitScope`); else null. */
  upper: number | null;
}

export interface MicroTargets {
  /** The sex the targets are for; null: either (the higher value of the two where they differ). */
  sex: TargetSex | null;
  /** The life-stage group's ages: from, and to (null: and over). */
  ages: { from: number; to: number | null };
  /** What the profile did not say, so that the adult values stand in for it. */
  assumed: { sex: boolean; age: boolean };
  targets: Readonly<Record<MicroName, MicroTarget>>;
}

/** The group an adult falls in when the profile gives no age. */
const ADULT_GROUP = driAgeGroups.indexOf(31);

function groupOf(age: number | null | undefined): number | null {
  if (typeof age !== 'number' || !Number.isFinite(age) || age < driAgeGroups[0]) return null;
  let group = 0;
  driAgeGroups.forEach((from, i) => {
    if (age >= from) group = i;
  });
  return group;
}

/** The targets for a profile's `gender` ('male', 'female', or anything else: not said) and `age`. */
export function microTargets(profile: { gender?: string | null; age?: number | null }): MicroTargets {
  const sex: TargetSex | null =
    profile.gender === 'male' || profile.gender === 'female' ? profile.gender : null;
  const known = groupOf(profile.age);
  const group = known ?? ADULT_GROUP;
  const targets = {} as Record<MicroName, MicroTarget>;
  for (const name of microNames) {
    if (name === 'cholesterol') {
      targets[name] = { intake: null, kind: null, upper: null };
      continue;
    }
    const ref = dri[name];
    const male = ref.male[group] as number;
    const female = ref.female[group] as number;
    const upper = ref.upper && ref.upperScope === 'total' ? (ref.upper[group] as number) : null;
    targets[name] = {
      intake: sex === 'male' ? male : sex === 'female' ? female : Math.max(male, female),
      kind: ref.kind,
      upper,
    };
  }
  const next = driAgeGroups[group + 1];
  return {
    sex,
    ages: { from: driAgeGroups[group] as number, to: next === undefined ? null : next - 1 },
    assumed: { sex: sex === null, age: known === null },
    targets,
  };
}

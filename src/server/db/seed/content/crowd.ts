/**
 * The crowd: generated demo members (no bio) who answer the most popular demo questions, so those have 60+
 * answers and results by age group for every group (docs/product.md section 2, Results). Eight per age
 * group, with names from the lists below and the locations of the hand-written members.
 */
import { AGE_GROUPS } from '../../../../shared/constants.js';
import { DEMO_MEMBERS, type DemoMember } from './members.js';

const FIRST_NAMES = [
  'Ava',
  'Ben',
  'Clara',
  'Dev',
  'Elena',
  'Felix',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Kira',
  'Leo',
  'Mila',
  'Nico',
  'Omar',
  'Pia',
  'Quinn',
  'Rosa',
  'Sam',
  'Tara',
  'Ugo',
  'Vera',
  'Wes',
  'Xena',
];
const LAST_NAMES = ['Adler', 'Baker', 'Costa', 'Dunn', 'Evans', 'Ford', 'Gray', 'Hale', 'Ito', 'Jain'];
/** One age in each group, the youngest first, stepped so ages spread across the group. */
const AGES: Record<(typeof AGE_GROUPS)[number], number[]> = {
  '13-17': [13, 14, 15, 16, 17],
  '18-24': [18, 19, 20, 21, 22, 23, 24],
  '25-34': [25, 27, 29, 31, 33, 34],
  '35-44': [35, 37, 39, 41, 43, 44],
  '45-54': [45, 47, 49, 51, 53, 54],
  '55+': [55, 58, 61, 64, 67, 70, 74],
};
export const CROWD_PER_AGE_GROUP = 8;

export const CROWD_MEMBERS: DemoMember[] = AGE_GROUPS.flatMap((group, g) =>
  Array.from({ length: CROWD_PER_AGE_GROUP }, (_, i) => {
    const n = g * CROWD_PER_AGE_GROUP + i;
    const first = FIRST_NAMES[n % FIRST_NAMES.length];
    const last = LAST_NAMES[(n * 7 + g) % LAST_NAMES.length];
    const home = DEMO_MEMBERS[(n * 5) % DEMO_MEMBERS.length];
    return {
      username: `${first}.${last}${n + 1}`.toLowerCase(),
      displayName: `${first} ${last}`,
      age: AGES[group][i % AGES[group].length],
      birthMonth: (n % 12) + 1,
      country: home.country,
      city: home.city,
      postalCode: home.postalCode,
      bio: '',
    };
  }),
);

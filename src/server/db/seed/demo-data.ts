import type { StandardUnitName } from '#shared/units/standard-units';
/**
 * The demo installation a new user sees at first start: two families, users of every role,
 * public, private and default cookbooks, units and a few dozen recipes. Pure data; seed.ts
 * turns it into rows. End-to-end tests pick users through DEMO_USERS.
 */
import type { RecipeLook } from './recipe-image-svg';
import { FAVORITES_RECIPES } from './demo-recipes-favorites';
import { FAVORITES_SWEET_RECIPES } from './demo-recipes-favorites-sweet';
import { GRANDMA_RECIPES } from './demo-recipes-grandma';
import { OKAFOR_RECIPES } from './demo-recipes-okafor';
import { PARKER_RECIPES } from './demo-recipes-parker';

/** Seeded sign-in emails by what the user may do (see DEMO_PEOPLE for the details). */
export const DEMO_USERS = {
  /** Alex Parker: super_admin role; admin of The Parkers. */
  superAdmin: 'alex@example.com',
  /** Jordan Parker: cookbook_editor of Family Favorites and Grandma's Recipes; Parker member. */
  editor: 'jordan@example.com',
  /** Sarah Parker: family admin of The Parkers; no roles. */
  parkerAdmin: 'sarah@example.com',
  /** Lily Parker: plain member of The Parkers; no admin, no roles. */
  parkerMember: 'lily@example.com',
  /** Chinedu Okafor: family admin of The Okafors; cookbook_editor of Okafor Kitchen. */
  okaforAdmin: 'chinedu@example.com',
  /** Ada Okafor: plain member of The Okafors. */
  okaforMember: 'ada@example.com',
  /** Grace Okafor: plain member of both families (for switching the current family). */
  twoFamilies: 'grace@example.com',
} as const;

export type DemoUserKey = keyof typeof DEMO_USERS;
export type DemoFamilyKey = 'parkers' | 'okafors';
export type DemoCookbookKey = 'favorites' | 'grandma' | 'parkerKitchen' | 'okaforKitchen';

export const DEMO_FAMILIES: Record<DemoFamilyKey, string> = {
  parkers: 'The Parkers',
  okafors: 'The Okafors',
};

export type DemoPerson = {
  key: DemoUserKey;
  name: string;
  superAdmin?: boolean;
  /** Families in order of preference; the first becomes the preferred family. */
  memberships: { family: DemoFamilyKey; isAdmin: boolean }[];
};

// Inserted in this order, so the demo sign-in picker lists the super admin first.
export const DEMO_PEOPLE: DemoPerson[] = [
  {
    key: 'superAdmin',
    name: 'Alex Parker',
    superAdmin: true,
    memberships: [{ family: 'parkers', isAdmin: true }],
  },
  { key: 'editor', name: 'Jordan Parker', memberships: [{ family: 'parkers', isAdmin: false }] },
  { key: 'parkerAdmin', name: 'Sarah Parker', memberships: [{ family: 'parkers', isAdmin: true }] },
  {
    key: 'parkerMember',
    name: 'Lily Parker',
    memberships: [{ family: 'parkers', isAdmin: false }],
  },
  {
    key: 'okaforAdmin',
    name: 'Chinedu Okafor',
    memberships: [{ family: 'okafors', isAdmin: true }],
  },
  { key: 'okaforMember', name: 'Ada Okafor', memberships: [{ family: 'okafors', isAdmin: false }] },
  {
    key: 'twoFamilies',
    name: 'Grace Okafor',
    memberships: [
      { family: 'okafors', isAdmin: false },
      { family: 'parkers', isAdmin: false },
    ],
  },
];

/**
 * Metric and US units. toBase is grams (mass) or millilitres (volume) per unit. Teaspoons and
 * tablespoons are 'any' because metric recipes use them too; their factor is the US one.
 */

export type DemoUnitName = StandardUnitName;

/** [quantity as written (null for 'to taste'), unit name or null, text with preparation]. */
export type DemoIngredient = readonly [string | null, DemoUnitName | null, string];

export type DemoRecipe = {
  /** Stable, unique; names the image file. */
  slug: string;
  title: string;
  subtitle: string;
  category: string;
  servings: number;
  prepTime: number;
  cookTime: number;
  /** How the generated picture looks: a dish shape and food colours (main, accent, garnish). */
  look: RecipeLook;
  ingredients: readonly DemoIngredient[];
  directions: readonly string[];
};

export type DemoCookbook = {
  key: DemoCookbookKey;
  name: string;
  description: string;
  isPublic: boolean;
  families: { family: DemoFamilyKey; isDefault: boolean }[];
  categories: string[];
  /** Users with the cookbook_editor role on this cookbook (super admins edit everything). */
  editors: DemoUserKey[];
  /** Who appears as the author of its recipes. */
  author: DemoUserKey;
  recipes: readonly DemoRecipe[];
};

export const DEMO_COOKBOOKS: DemoCookbook[] = [
  {
    key: 'favorites',
    name: 'Family Favorites',
    description: 'The dishes everyone asks for again: weeknight dinners, soups, treats and drinks.',
    isPublic: true,
    families: [
      { family: 'parkers', isDefault: false },
      { family: 'okafors', isDefault: false },
    ],
    categories: [
      'Breakfast',
      'Soups',
      'Main Dishes',
      'Sides',
      'Salads',
      'Desserts',
      'Baking',
      'Drinks',
    ],
    editors: ['editor'],
    author: 'editor',
    recipes: [...FAVORITES_RECIPES, ...FAVORITES_SWEET_RECIPES],
  },
  {
    key: 'grandma',
    name: "Grandma's Recipes",
    description: "Grandma Ruth's handwritten cards, typed up before the ink fades.",
    isPublic: false,
    families: [{ family: 'parkers', isDefault: false }],
    categories: ['Soups', 'Main Dishes', 'Desserts', 'Baking'],
    editors: ['editor'],
    author: 'editor',
    recipes: GRANDMA_RECIPES,
  },
  {
    key: 'parkerKitchen',
    name: 'Parker Kitchen',
    description: 'What the Parkers actually cook on busy school nights and lazy weekends.',
    isPublic: false,
    families: [{ family: 'parkers', isDefault: true }],
    categories: ['Breakfast', 'Soups', 'Main Dishes', 'Sides', 'Drinks'],
    editors: [],
    author: 'superAdmin',
    recipes: PARKER_RECIPES,
  },
  {
    key: 'okaforKitchen',
    name: 'Okafor Kitchen',
    description: 'Nigerian home cooking from Mama Okafor, plus the party snacks the kids love.',
    isPublic: false,
    families: [{ family: 'okafors', isDefault: true }],
    categories: ['Soups & Stews', 'Main Dishes', 'Sides', 'Snacks', 'Drinks'],
    editors: ['okaforAdmin'],
    author: 'okaforAdmin',
    recipes: OKAFOR_RECIPES,
  },
];

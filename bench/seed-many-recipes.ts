/**
 * Bulk data for the recipe list benchmark: one family whose list holds exactly `visible`
 * recipes (half in a public cookbook, half in the family's own), plus recipes the list must
 * filter out (another family's private cookbook, and some hidden for the family), each with
 * `ingredientsPerRecipe` ingredients and a few directions. A tenth are the user's favourites.
 *
 * The text is like real data, where compression cannot lean on repeats (product rule: list-budget):
 * titles and subtitles drawn from word lists, not numbered; image names of 32 hex digits, as the
 * image pipeline names uploads by content hash (decision 013). Drawn from a seeded generator, so
 * every run gets the same recipes.
 */
import { createHash } from 'node:crypto';
import type { Database } from '#server/db/client';
import { pick as pickOne, seededRng } from '#server/db/seed/recipe-image-kit';
import {
  categories,
  cookbooks,
  directions,
  families,
  familyCookbooks,
  favorites,
  hiddenRecipes,
  ingredients,
  recipes,
  units,
  userFamilies,
  users,
} from '#server/db/schema';

const CATEGORY_NAMES = ['Breakfast', 'Soups', 'Main Dishes', 'Sides', 'Desserts', 'Drinks'];
const QUANTITIES = ['1', '2', '1/2', '1 1/2', '0.25', '3/4', '200', null];
const WORDS = {
  who: ["Grandma's", "Aunt Rosa's", 'Weeknight', 'Sunday', 'Easy', 'Classic', 'Lazy', "Dad's"],
  how: [
    'Smoky',
    'Creamy',
    'Spicy',
    'Lemony',
    'Rustic',
    'Golden',
    'Herby',
    'Sticky',
    'Crispy',
    'Slow-Cooked',
    'Roasted',
    'Braised',
    'Grilled',
    'Garlicky',
    'Honey-Glazed',
    'One-Pan',
  ],
  main: [
    'Chicken',
    'Lentil',
    'Apple',
    'Salmon',
    'Chickpea',
    'Pork',
    'Beef',
    'Mushroom',
    'Tofu',
    'Pumpkin',
    'Shrimp',
    'Lamb',
    'Spinach',
    'Sweet Potato',
    'Cauliflower',
    'Black Bean',
    'Aubergine',
    'Leek',
    'Cod',
    'Turkey',
    'Halloumi',
    'Courgette',
    'Pear',
    'Rhubarb',
  ],
  dish: [
    'Stew',
    'Soup',
    'Crumble',
    'Tacos',
    'Curry',
    'Traybake',
    'Risotto',
    'Pie',
    'Salad',
    'Pasta',
    'Chili',
    'Tagine',
    'Gratin',
    'Frittata',
    'Burgers',
    'Noodles',
    'Bake',
    'Galette',
  ],
  side: ['Dumplings', 'Crusty Bread', 'Rice', 'Greens', 'Yoghurt', 'Salsa Verde', 'Polenta'],
  note: [
    'a family favourite',
    'ready in under an hour',
    'freezes well',
    'great for a crowd',
    'the kids ask for it every week',
    'from the little shop in Lisbon',
    'better the next day',
    'a rainy-day dinner',
    'perfect for picnics',
    'our Christmas Eve tradition',
    'mild enough',
  ],
  foods: [
    'plain flour',
    'onion, diced',
    'garlic, minced',
    'olive oil',
    'sea salt',
    'butter',
    'whole milk',
    'chicken stock',
    'tinned tomatoes',
    'fresh thyme',
    'smoked paprika',
    'cumin',
    'brown sugar',
    'lemon, zested and juiced',
    'double cream',
    'carrots, sliced',
    'celery stick',
    'parmesan, grated',
    'basmati rice',
    'coriander leaves',
    'chilli flakes',
    'soy sauce',
    'eggs',
  ],
};

/** A title, subtitle and content-hash image name for recipe number `n`. */
function recipeText(n: number) {
  const rng = seededRng(`bench recipe ${n}`);
  const pick = <T>(items: readonly T[]) => pickOne(rng, items);
  const title = [
    pick([pick(WORDS.who), '', '']),
    pick(WORDS.how),
    pick(WORDS.main),
    pick(WORDS.dish),
  ]
    .filter(Boolean)
    .join(' ');
  const withSide = pick([true, false, false]) ? ` with ${pick(WORDS.side)}` : '';
  const subtitle = pick([true, true, false]) ? `${pick(WORDS.note)}, ${pick(WORDS.note)}` : null;
  const hash = createHash('sha256').update(`bench image ${n}`).digest('hex').slice(0, 32);
  return { title: title + withSide, subtitle, imageUrl: `/uploads/recipes/${hash}.webp` };
}

/** `listSize`: what the user's list shows; `cardCount`: the family's cards (hidden ones too). */
export type BenchSeed = { familyId: number; userId: number; listSize: number; cardCount: number };

export async function seedManyRecipes(
  db: Database,
  options: { visible: number; ingredientsPerRecipe: number },
): Promise<BenchSeed> {
  const [family] = await db.insert(families).values({ name: 'Bench Family' }).returning();
  const [other] = await db.insert(families).values({ name: 'Other Family' }).returning();
  const [user] = await db
    .insert(users)
    .values({ email: 'bench@example.test', name: 'Bench User' })
    .returning();
  await db.insert(userFamilies).values({ userId: user!.id, familyId: family!.id });

  const book = async (name: string, isPublic: boolean, familyId: number | null) => {
    const [row] = await db.insert(cookbooks).values({ name, isPublic }).returning();
    if (familyId) await db.insert(familyCookbooks).values({ familyId, cookbookId: row!.id });
    const cats = await db
      .insert(categories)
      .values(CATEGORY_NAMES.map((n) => ({ cookbookId: row!.id, name: n })))
      .returning({ id: categories.id });
    return { id: row!.id, categoryIds: cats.map((c) => c.id) };
  };
  const publicBook = await book('Everyone Cooks', true, null);
  const familyBook = await book('Bench Family Kitchen', false, family!.id);
  const otherBook = await book('Other Family Kitchen', false, other!.id);
  const unitIds = (await db.select({ id: units.id }).from(units)).map((u) => u.id);

  const half = Math.floor(options.visible / 2);
  const hiddenCount = Math.max(1, Math.floor(options.visible / 100));
  const visibleIds = [
    ...(await insertRecipes(db, publicBook, half, 0)),
    ...(await insertRecipes(db, familyBook, options.visible - half, half)),
  ];
  await insertRecipes(db, otherBook, Math.floor(options.visible / 4), options.visible);
  const hiddenIds = await insertRecipes(db, familyBook, hiddenCount, options.visible * 2);
  await db
    .insert(hiddenRecipes)
    .values(hiddenIds.map((recipeId) => ({ recipeId, familyId: family!.id })));
  await inChunks(
    visibleIds.filter((_, i) => i % 10 === 0).map((recipeId) => ({ userId: user!.id, recipeId })),
    (chunk) => db.insert(favorites).values(chunk),
  );

  const all = await db.select({ id: recipes.id }).from(recipes);
  await inChunks(
    all.flatMap(({ id }) =>
      Array.from({ length: options.ingredientsPerRecipe }, (_, i) => ({
        recipeId: id,
        position: i + 1,
        quantity: QUANTITIES[(id + i) % QUANTITIES.length]!,
        unitId: i % 3 === 0 ? null : unitIds[(id + i) % unitIds.length]!,
        text: WORDS.foods[(id * 7 + i * 3) % WORDS.foods.length]!,
      })),
    ),
    (chunk) => db.insert(ingredients).values(chunk),
  );
  await inChunks(
    all.flatMap(({ id }) =>
      [1, 2, 3, 4].map((stepNumber) => ({
        recipeId: id,
        stepNumber,
        text: `Step ${stepNumber}: keep stirring until it smells wonderful.`,
      })),
    ),
    (chunk) => db.insert(directions).values(chunk),
  );
  return {
    familyId: family!.id,
    userId: user!.id,
    listSize: options.visible,
    cardCount: options.visible + hiddenCount,
  };
}

async function insertRecipes(
  db: Database,
  book: { id: number; categoryIds: number[] },
  count: number,
  offset: number,
) {
  const rows = Array.from({ length: count }, (_, k) => {
    const n = offset + k;
    return {
      cookbookId: book.id,
      categoryId: book.categoryIds[n % book.categoryIds.length]!,
      ...recipeText(n),
      servings: 1 + (n % 8),
      prepTime: 5 * (n % 7),
      cookTime: 10 * (n % 5),
    };
  });
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insert(recipes)
      .values(rows.slice(i, i + 500))
      .returning({ id: recipes.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** Multi-row inserts, 1,000 rows at a time (far below PostgreSQL's parameter limit). */
async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

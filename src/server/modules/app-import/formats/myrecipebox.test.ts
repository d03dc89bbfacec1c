import { describe, expect, it } from 'vitest';
import { readUpload } from '../archive/read-upload';
import { myRecipeBoxReader } from './myrecipebox';

/** MyRecipeBox's header, with the nameless last column its trailing comma makes. */
const HEADER =
  'title,description,preparationTime,cookingTime,inactiveTime,totalTime,quantity,ingredients,' +
  'instructions,notes,nutrition,favorite,rating,categories,tags,video,source,originalPicture,';

const quoted = (value: string) =>
  /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
const line = (cells: string[]) => cells.map(quoted).join(',');

/** Cells up to tags, in header order: title ... tags. */
type Leading = [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/** A row as MyRecipeBox writes one without tags: video, source, picture, then an empty cell. */
const untagged = (leading: Leading, video: string, source: string, picture: string) =>
  line([...leading, video, source, picture, '']);

/** A tagged row: one more empty cell after tags moves video, source and picture right. */
const tagged = (leading: Leading, video: string, source: string, picture: string) =>
  line([...leading, '', video, source, picture]);

const BAKE: Leading = [
  'Baked Ziti',
  'A weeknight bake, "cheesy", and quick.',
  '20',
  '25',
  '',
  '45',
  '6 servings',
  'INGREDIENTS:\n1 lb ziti\n2 cups marinara, warmed\n\nTOPPING:\n1 cup mozzarella',
  '1. Preheat oven.\n2. Boil the ziti, then drain.\n3. Bake 25 minutes.',
  'Freezes well.',
  'calories : 400 kcal',
  'false',
  '',
  'The main course;Italian',
  'Italian;Weeknight',
];

const SALAD: Leading = [
  'Apple Salad',
  '',
  '10',
  '',
  '',
  '10',
  '',
  'Salad mix\n2 apples',
  'Slice the apples.\nToss them with the mix.\n\nDress just before serving.',
  '',
  '',
  'true',
  '',
  'Sides',
  '',
];

async function read(csv: string) {
  const files = await readUpload('myrecipebox.csv', Buffer.from(csv));
  return { files, result: myRecipeBoxReader.read(files) };
}

describe('MyRecipeBox CSV export', () => {
  it('reads a row field by field: times, yield, categories then tags, headings and numbered steps', async () => {
    const csv = [
      HEADER,
      tagged(BAKE, '', 'https://pasta.example/ziti', 'https://pasta.example/ziti.jpg'),
    ].join('\r\n');
    const { result } = await read(csv);
    expect(result.format).toBe('myrecipebox');
    expect(result.failed).toEqual([]);
    expect(result.mealPlans).toEqual([]);
    expect(result.recipes).toEqual([
      {
        sourceId: 'myrecipebox.csv#baked-ziti',
        title: 'Baked Ziti',
        description: 'A weeknight bake, "cheesy", and quick.',
        servings: 6,
        prepTime: 20,
        cookTime: 25,
        totalTime: 45,
        sourceUrl: 'https://pasta.example/ziti',
        categories: ['The main course', 'Italian', 'Weeknight'],
        ingredients: [
          { kind: 'heading', text: 'INGREDIENTS' },
          { kind: 'ingredient', line: '1 lb ziti' },
          { kind: 'ingredient', line: '2 cups marinara, warmed' },
          { kind: 'heading', text: 'TOPPING' },
          { kind: 'ingredient', line: '1 cup mozzarella' },
        ],
        directions: ['Preheat oven.', 'Boil the ziti, then drain.', 'Bake 25 minutes.'],
        notes: 'Freezes well.',
        images: [{ kind: 'url', url: 'https://pasta.example/ziti.jpg' }],
      },
    ]);
  });

  it('finds source and picture both in untagged rows and in tagged rows, whose cells move right', async () => {
    const csv = [
      HEADER,
      untagged(SALAD, '', 'https://salad.example/apple', 'https://salad.example/apple.jpg'),
      tagged(BAKE, '', 'https://pasta.example/ziti', 'https://pasta.example/ziti.jpg'),
    ].join('\n');
    const recipes = (await read(csv)).result.recipes;
    expect(recipes.map((recipe) => [recipe.sourceUrl, recipe.images])).toEqual([
      ['https://salad.example/apple', [{ kind: 'url', url: 'https://salad.example/apple.jpg' }]],
      ['https://pasta.example/ziti', [{ kind: 'url', url: 'https://pasta.example/ziti.jpg' }]],
    ]);
  });

  it('splits instructions at blank lines, a paragraph of several lines being one step', async () => {
    const csv = [HEADER, untagged(SALAD, '', '', '')].join('\n');
    const [recipe] = (await read(csv)).result.recipes;
    expect(recipe?.directions).toEqual([
      'Slice the apples. Toss them with the mix.',
      'Dress just before serving.',
    ]);
    expect(recipe?.servings).toBeNull();
    expect(recipe?.cookTime).toBeNull();
    expect(recipe?.images).toEqual([]);
  });

  it('keeps a video link and a source that is no address in the notes', async () => {
    const leading: Leading = [...BAKE];
    const csv = [HEADER, tagged(leading, 'https://video.example/ziti', 'Aunt Rosa', '')].join('\n');
    const [recipe] = (await read(csv)).result.recipes;
    expect(recipe?.sourceUrl).toBeNull();
    expect(recipe?.notes).toBe(
      'Freezes well.\n\nVideo: https://video.example/ziti\n\nSource: Aunt Rosa',
    );
  });

  it('sends a row without a title to failed while the others import', async () => {
    const noTitle: Leading = [...SALAD];
    noTitle[0] = '  ';
    const csv = [
      HEADER,
      untagged(SALAD, '', '', ''),
      untagged(noTitle, '', '', ''),
      tagged(BAKE, '', '', ''),
    ].join('\n');
    const { result } = await read(csv);
    expect(result.recipes.map((recipe) => recipe.title)).toEqual(['Apple Salad', 'Baked Ziti']);
    expect(result.failed).toEqual([
      { title: 'myrecipebox.csv, row 2', reason: 'The recipe has no title.' },
    ]);
  });

  describe('detect', () => {
    it('claims a CSV whose header has title, preparationTime, ingredients and instructions', async () => {
      expect(myRecipeBoxReader.detect((await read(`${HEADER}\n`)).files)).toBe(true);
    });

    it("does not claim Plan to Eat's CSV, a header further down, or another file type", async () => {
      const planToEat = 'Title,Course,Cuisine,Ingredients,Directions\nSoup,,,,';
      const headerLater = `name,notes\n${HEADER}\n`;
      for (const csv of [planToEat, headerLater]) {
        expect(myRecipeBoxReader.detect(await readUpload('a.csv', Buffer.from(csv)))).toBe(false);
      }
      const json = await readUpload('recipes.json', Buffer.from(`${HEADER}\n`));
      expect(myRecipeBoxReader.detect(json)).toBe(false);
    });
  });
});

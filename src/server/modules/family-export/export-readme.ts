/** README.md of every family export: the format, for people and for other apps. */
export const EXPORT_README = `# Family Cookbook export

This zip holds a family's recipes as one member of the family saw them when they downloaded
it: the recipes of every cookbook the family sees (hidden recipes only when that member shows
hidden recipes), the pictures, and the family's notes, favourites, meal plans and pantry.

Importing this zip into Family Cookbook (Import from other apps) brings the recipes back field
by field, with their pictures, the family's notes and, when asked for, the meal plans.

## Files

- \`recipes/<name>-<id>.json\`: one recipe, a schema.org \`Recipe\` in JSON-LD
  (https://schema.org/Recipe), readable by any app that imports schema.org recipes.
- \`images/<hash>.webp\`: the recipes' pictures (WebP), named by their content.
- \`family.json\`: the family's notes, favourites, meal plans and pantry.
- \`README.md\`: this file.

## A recipe file

| schema.org | Family Cookbook |
|---|---|
| \`name\` | title |
| \`description\` | subtitle |
| \`image\` | the picture, a path inside this zip (\`images/<hash>.webp\`) |
| \`recipeYield\` | servings (\`"4 servings"\`) |
| \`prepTime\`, \`cookTime\`, \`totalTime\` | times, ISO 8601 durations (\`PT1H30M\`); left out when not given |
| \`recipeCategory\` | category |
| \`recipeIngredient\` | ingredient rows in order, as one line each (\`1 1/2 cup flour\`); a group heading (\`For the sauce:\`) is a row of its own |
| \`recipeInstructions\` | the steps in order, \`HowToStep\`s |
| \`url\`, \`isBasedOn\` | the page the recipe was imported from |
| \`dateCreated\`, \`dateModified\` | when it was written and last changed |
| \`author\` | who wrote it (a \`Person\`) |
| \`isPartOf\` | its cookbook (a \`Book\`) |

\`familyCookbook\` holds every field exactly as Family Cookbook stores it, so nothing is lost
where schema.org has no exact place:

- \`version\`, \`id\`, \`title\`, \`subtitle\`, \`servings\` (a whole number),
  \`prepTime\` and \`cookTime\` (whole minutes; 0: not given), \`sourceUrl\`, \`category\`;
- \`cookbook\`: \`{ id, name, isPublic }\`;
- \`image\`: the picture's file in this zip, or null; \`imageUrl\`: an outside picture address;
- \`isHidden\`: whether the family hid the recipe;
- \`createdBy\` (a name), \`createdAt\`, \`updatedAt\` (ISO 8601);
- \`ingredients\`: \`[{ position, quantity, unit, text, isHeading }]\`: \`quantity\` as written
  (\`"1 1/2"\`, \`"2-3"\`) or null, \`unit\` the unit's name (\`"cup"\`, \`"g"\`) or null, \`text\`
  the rest of the row; \`isHeading\`: the row reads as a group heading, which is a row like
  any other in Family Cookbook;
- \`directions\`: \`[{ stepNumber, text }]\`.

## family.json

- \`format\`: \`"family-cookbook-export"\`, \`version\`: 1, \`exportedAt\`, \`exportedBy\` (a name),
  \`family\`: \`{ id, name }\`;
- \`recipes\`: \`[{ recipeId, recipeFile, title }]\`, every recipe file of the zip;
- \`notes\`: \`[{ recipeId, recipeFile, text, author, createdAt }]\`, the family's notes on
  those recipes, oldest first; \`author\` is the name of the member who wrote it;
- \`favorites\`: \`[{ recipeId, recipeFile }]\`, the exporting member's favourites;
- \`mealPlans\`: \`[{ date, mealType, plannedServings, recipeId, recipeFile, title, placeholder,
  cookedAt }]\`: \`date\` is \`YYYY-MM-DD\`, \`mealType\` one of Breakfast, Lunch, Dinner, Snack,
  Dessert; \`recipeId\`/\`recipeFile\` name a recipe of this zip, or are null for a placeholder
  (\`placeholder\`: \`{ title, subtitle?, servings? }\`) or a recipe not in the zip;
- \`pantry\`: \`[{ name, quantity, unit, bestBefore, category, isStaple }]\`.

Recipes are referred to by \`recipeId\` (the \`id\` in the recipe's \`familyCookbook\`) and by
their file.
`;

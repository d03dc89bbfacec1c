import { describe, expect, it } from 'vitest';
import { parseRecipeText } from './parse-recipe-text';

function lines(recipe: ReturnType<typeof parseRecipeText>) {
  return recipe?.ingredients.map((ingredient) => ingredient.line);
}

describe('parseRecipeText (German, French, Spanish, Italian)', () => {
  it('reads a German recipe with servings in the heading and a Zubereitungszeit', () => {
    const recipe = parseRecipeText(`Kaiserschmarrn
Zubereitungszeit 20 Min.

Zutaten für 4 Personen:
• 200 g Mehl
• 4 Eier
• 2 EL Zucker
• 1 Prise Salz
Für die Beilage:
• 500 g Apfelmus

Zubereitung
1. Mehl, Eier, Zucker und Salz zu einem glatten Teig verrühren.
2. Den Teig in einer Pfanne mit Butter goldbraun backen.
3. Mit zwei Gabeln zerreißen und mit Apfelmus servieren.`);
    expect(recipe).toMatchObject({ title: 'Kaiserschmarrn', servings: 4, prepTime: 20 });
    expect(recipe?.subtitle).toBeNull();
    expect(lines(recipe)).toEqual([
      '200 g Mehl',
      '4 Eier',
      '2 EL Zucker',
      '1 Prise Salz',
      '500 g Apfelmus',
    ]);
    expect(recipe?.ingredients[2]).toMatchObject({ quantity: '2', unit: 'EL', text: 'Zucker' });
    expect(recipe?.directions).toHaveLength(3);
    expect(recipe?.directions[0]).toBe(
      'Mehl, Eier, Zucker und Salz zu einem glatten Teig verrühren.',
    );
  });

  it("reads German with 'Anleitung', 'Gesamtzeit' and 'Schritt' labels", () => {
    const recipe = parseRecipeText(`Linsensuppe
Portionen: 6
Gesamtzeit: 1 Std. 15 Min.
ZUTATEN
250 g Tellerlinsen
1 Zwiebel
1,5 l Gemüsebrühe
ANLEITUNG
Schritt 1: Die Zwiebel würfeln und in Öl andünsten.
Schritt 2: Linsen und Brühe zugeben und eine Stunde köcheln lassen.`);
    expect(recipe).toMatchObject({ servings: 6, totalTime: 75 });
    expect(lines(recipe)).toEqual(['250 g Tellerlinsen', '1 Zwiebel', '1,5 l Gemüsebrühe']);
    expect(recipe?.directions).toEqual([
      'Die Zwiebel würfeln und in Öl andünsten.',
      'Linsen und Brühe zugeben und eine Stunde köcheln lassen.',
    ]);
  });

  it('reads a French recipe: Ingrédients, Préparation heading and time lines', () => {
    const recipe = parseRecipeText(`Crêpes de la Chandeleur
Pour 4 personnes
Préparation : 10 min
Cuisson : 1 h 30

Ingrédients
- 250 g de farine
- 4 œufs
- 50 cl de lait
- une pincée de sel

Préparation
Étape 1
Mélanger la farine et les œufs, puis ajouter le lait petit à petit.
Étape 2
Laisser reposer la pâte une heure, puis cuire les crêpes dans une poêle chaude.`);
    expect(recipe).toMatchObject({ servings: 4, prepTime: 10, cookTime: 90 });
    expect(lines(recipe)).toEqual([
      '250 g de farine',
      '4 œufs',
      '50 cl de lait',
      'une pincée de sel',
    ]);
    expect(recipe?.directions).toEqual([
      'Mélanger la farine et les œufs, puis ajouter le lait petit à petit.',
      'Laisser reposer la pâte une heure, puis cuire les crêpes dans une poêle chaude.',
    ]);
  });

  it('reads French without headings, with a group heading and numbered steps', () => {
    const recipe = parseRecipeText(`Vinaigrette maison
Pour la sauce :
3 c. à soupe d'huile d'olive
1 c. à soupe de vinaigre
1 cuillère à café de moutarde
1) Mettre la moutarde et le vinaigre dans un bol.
2) Ajouter l'huile en fouettant.`);
    expect(lines(recipe)).toEqual([
      "3 c. à soupe d'huile d'olive",
      '1 c. à soupe de vinaigre',
      '1 cuillère à café de moutarde',
    ]);
    expect(recipe?.directions).toEqual([
      'Mettre la moutarde et le vinaigre dans un bol.',
      "Ajouter l'huile en fouettant.",
    ]);
  });

  it('reads a Spanish recipe with Ingredientes, Elaboración and Para 4 personas', () => {
    const recipe = parseRecipeText(`Tortilla de patatas
La receta clásica de la abuela
Para 4 personas
Tiempo de preparación: 15 minutos
Tiempo total: 45 minutos

INGREDIENTES:
* 1 kg de patatas
* 6 huevos
* 1 cebolla
* Aceite de oliva
* Sal

ELABORACIÓN:
1. Pelar y cortar las patatas en láminas finas.
2. Freír las patatas y la cebolla a fuego lento durante 20 minutos.
3. Batir los huevos, mezclar con las patatas y cuajar la tortilla por ambos lados.`);
    expect(recipe).toMatchObject({
      title: 'Tortilla de patatas',
      subtitle: 'La receta clásica de la abuela',
      servings: 4,
      prepTime: 15,
      totalTime: 45,
    });
    expect(lines(recipe)).toEqual([
      '1 kg de patatas',
      '6 huevos',
      '1 cebolla',
      'Aceite de oliva',
      'Sal',
    ]);
    expect(recipe?.directions).toHaveLength(3);
    expect(recipe?.directions[1]).toBe(
      'Freír las patatas y la cebolla a fuego lento durante 20 minutos.',
    );
  });

  it('reads Spanish with Preparación as the steps heading and porciones', () => {
    const recipe = parseRecipeText(`Gazpacho
4 porciones
Ingredientes
1 kg de tomates maduros
1 pepino
2 cucharadas de vinagre
Preparación
Triturar todos los ingredientes con un poco de agua fría.
Colar y servir muy frío.`);
    expect(recipe?.servings).toBe(4);
    expect(recipe?.ingredients).toHaveLength(3);
    expect(recipe?.directions).toEqual([
      'Triturar todos los ingredientes con un poco de agua fría.',
      'Colar y servir muy frío.',
    ]);
  });

  it('reads an Italian recipe with Ingredienti and Procedimento', () => {
    const recipe = parseRecipeText(`Spaghetti aglio e olio
Dosi per 2 persone
Ingredienti
200 g di spaghetti
2 spicchi d'aglio
4 cucchiai di olio extravergine
Procedimento
Cuocere gli spaghetti in abbondante acqua salata.
Scaldare l'olio con l'aglio e saltare la pasta in padella.`);
    expect(recipe?.servings).toBe(2);
    expect(recipe?.ingredients).toHaveLength(3);
    expect(recipe?.directions).toHaveLength(2);
  });
});

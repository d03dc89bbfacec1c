/**
 * Common ingredients by grocery category, comma-separated, as a recipe writes them (singular
 * or plural: grocery-category.ts reads each entry through the same key words as an
 * ingredient). The lookup tries the longest phrase first, so a two-word entry such as
 * 'peanut butter' or 'baking soda' overrides its last word ('butter', 'soda').
 */
export const GROCERY_CATEGORIES = [
  'Bakery',
  'Beverages',
  'Dairy & Eggs',
  'Frozen',
  'Meat & Seafood',
  'Other',
  'Pantry',
  'Produce',
  'Spices & Seasonings',
] as const;
export type GroceryCategory = (typeof GROCERY_CATEGORIES)[number];

export const GROCERY_DICTIONARY: Record<Exclude<GroceryCategory, 'Other'>, string> = {
  Produce: `
    apple, apricot, artichoke, arugula, asparagus, avocado, banana, basil, bean sprout, beet,
    beetroot, bell pepper, berry, blackberry, blueberry, bok choy, broccoli, brussels sprout,
    brussel sprout, butternut squash, cabbage, cantaloupe, carrot, cauliflower, celery,
    chard, cherry, cherry tomato, chile, chili, chili pepper, chile pepper, chive, cilantro,
    clementine, collard green, coriander leaf, corn, corn on the cob, cranberry, cucumber,
    date, dill, eggplant, aubergine, endive, fennel, fig, garlic, garlic clove, ginger,
    grape, grapefruit, green bean, green onion, green pepper, habanero, herb, jalapeno,
    jalapeno pepper, kale, kiwi, leek, lemon, lemon juice, lemongrass, lettuce, lime,
    lime juice, mango, melon, mint, mushroom, nectarine, okra, onion, orange, parsley,
    parsnip, pea, snow pea, snap pea, peach, pear, pineapple, plantain, plum, pomegranate,
    potato, pumpkin, radish, raspberry, red onion, red pepper, yellow pepper, orange pepper,
    sweet pepper, hot pepper, romaine, rocket, scallion, scotch bonnet, scotch bonnet pepper,
    serrano pepper, poblano pepper, habanero pepper, shallot, spinach, spring onion, squash,
    strawberry, sweet potato, tomatillo, tomato, turnip, watermelon, yam, zucchini,
    courgette, salad green, mixed green, celeriac, rhubarb, kohlrabi, watercress
  `,
  'Meat & Seafood': `
    anchovy, bacon, beef, brisket, chicken, chorizo, clam, cod, crab, crayfish, duck, fish,
    fish fillet, goat, ground meat, halibut, ham, lamb, lobster, meat, meatball, mince,
    mussel, oxtail, pancetta, pepperoni, pork, pork chop, prawn, prosciutto, salami, salmon,
    sausage, scallop, shrimp, sirloin, steak, tilapia, trout, tuna steak, turkey, veal,
    venison, hot dog, drumstick, tenderloin, ribeye, short rib, spare rib, snapper, mackerel,
    sardine, squid, octopus
  `,
  'Dairy & Eggs': `
    butter, buttermilk, cheddar, cheese, cottage cheese, cream, cream cheese, creme fraiche,
    egg, egg white, egg yolk, feta, ghee, goat cheese, gouda, gruyere, half and half,
    heavy cream, kefir, margarine, mascarpone, milk, almond milk, oat milk, soy milk,
    mozzarella, parmesan, parmigiano reggiano, pecorino, provolone, ricotta, sour cream,
    swiss cheese, whipping cream, yogurt, yoghurt, greek yogurt, brie, halloumi, paneer,
    tofu
  `,
  Bakery: `
    bagel, baguette, bread, brioche, bun, hamburger bun, hot dog bun, ciabatta, croissant,
    english muffin, flatbread, focaccia, naan, pita, roll, dinner roll, sourdough, tortilla,
    wrap, pie crust, muffin, sandwich bread, challah
  `,
  Pantry: `
    almond, apple butter, baking powder, baking soda, barley, bean, black bean, kidney bean,
    pinto bean, cannellini bean, white bean, bread crumb, breadcrumb, panko, broth, stock,
    bouillon, bulgur, cashew, cereal, chickpea, chip, chocolate, chocolate chip, cocoa,
    cocoa powder, coconut milk, coconut cream, coconut, condensed milk, evaporated milk,
    cornmeal, cornstarch, corn starch, cornflour, couscous, cracker, dried fruit, raisin,
    egusi, extract, vanilla, vanilla extract, flour, gelatin, honey, hazelnut, jam, jelly,
    ketchup, lentil, maple syrup, syrup, mayonnaise, mayo, molasses, mustard, dijon mustard,
    noodle, nut, oat, oatmeal, oil, olive oil, vegetable oil, sesame oil, olive, pasta,
    spaghetti, penne, macaroni, lasagna, lasagne, fusilli, paste, tomato paste, curry paste,
    peanut, peanut butter, almond butter, pecan, pickle, pine nut, pistachio, quinoa, rice,
    salsa, sauce, soy sauce, hot sauce, fish sauce, worcestershire sauce, tomato sauce, seed,
    sesame seed, sugar, brown sugar, powdered sugar, icing sugar, tahini, tomato puree,
    crushed tomato, canned tomato, vinegar, walnut, yeast, sprinkle, caper, sun dried tomato,
    tuna, canned tuna, stuffing, marshmallow, pudding mix, food coloring, agave, miso,
    dressing, gravy
  `,
  'Spices & Seasonings': `
    allspice, bay leaf, black pepper, white pepper, pepper, peppercorn, cardamom, cayenne,
    cayenne pepper, chili flake, red pepper flake, pepper flake, chili powder, cinnamon,
    clove, coriander, cumin, curry powder, fennel seed, garam masala, garlic powder,
    ground ginger, herbes de provence, italian seasoning, marjoram, mustard seed, nutmeg,
    onion powder, oregano, paprika, smoked paprika, rosemary, saffron, sage, salt,
    kosher salt, sea salt, seasoning, spice, star anise, tarragon, thyme, turmeric,
    vanilla bean, za atar, five spice, sumac, msg
  `,
  Frozen: `
    frozen pea, frozen corn, frozen spinach, frozen berry, frozen vegetable, ice, ice cream,
    sorbet, puff pastry, phyllo, filo, frozen pizza, fish stick, hash brown, french fry,
    frozen waffle, tater tot
  `,
  Beverages: `
    beer, coffee, espresso, juice, orange juice, apple juice, soda, club soda,
    sparkling water, tonic water, tea, wine, red wine, white wine, sake, rum, vodka, whiskey,
    bourbon, brandy, cider, lemonade, coconut water, kombucha, mineral water
  `,
};

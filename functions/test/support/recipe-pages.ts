// Recipe pages written for the tests, each in the form one kind of site writes its recipe: JSON-LD on its
// own, inside a @graph with @type lists, microdata, an array at the top, and a page with no structured
// recipe at all.

const page = (lang: string, head: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Test page</title>${head}</head><body>${body}</body></html>`;

const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

/** English, plain JSON-LD: fractions, a range, HowToSteps, ISO durations, a relative image. */
export const plainJsonLdPage = page(
  'en',
  jsonLd({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Buttermilk Pancakes',
    recipeYield: '4 servings',
    prepTime: 'PT10M',
    cookTime: 'PT20M',
    totalTime: 'PT30M',
    image: { '@type': 'ImageObject', url: '/img/pancakes.jpg' },
    recipeIngredient: [
      '1 ½ cups all-purpose flour',
      '2-3 eggs',
      '1/2 tsp salt',
      '2 tbsp butter, melted',
      '300 ml milk',
      'a handful of blueberries (optional)',
    ],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Whisk the flour and salt.' },
      { '@type': 'HowToStep', text: 'Beat in the eggs, milk and butter.' },
      { '@type': 'HowToStep', text: 'Fry in a hot pan &amp; serve.' },
    ],
  }),
  '<h1>Buttermilk Pancakes</h1><p>Our favourite.</p>',
);

/** German, a @graph (as site plugins write it) with @type as a list, a yield list and HowToSections. */
export const graphJsonLdPage = page(
  'de',
  jsonLd({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', name: 'Omas Küche' },
      { '@type': 'WebPage', name: 'Kartoffelsuppe' },
      {
        '@type': ['Recipe', 'NewsArticle'],
        name: 'Kartoffelsuppe',
        recipeYield: ['4', '4 Portionen'],
        totalTime: 'PT45M',
        image: ['https://cdn.example.org/suppe.jpg'],
        recipeIngredient: [
          '500 g Kartoffeln',
          '1 Zwiebel',
          '2 EL Öl',
          '1 l Gemüsebrühe',
          'Salz nach Geschmack',
        ],
        recipeInstructions: [
          {
            '@type': 'HowToSection',
            name: 'Vorbereiten',
            itemListElement: [{ '@type': 'HowToStep', text: 'Kartoffeln und Zwiebel schälen und würfeln.' }],
          },
          {
            '@type': 'HowToSection',
            name: 'Kochen',
            itemListElement: [
              { '@type': 'HowToStep', text: 'Zwiebel in Öl andünsten.' },
              { '@type': 'HowToStep', text: 'Kartoffeln und Brühe zugeben, 20 Minuten kochen.' },
            ],
          },
        ],
      },
    ],
  }),
  '<h1>Kartoffelsuppe</h1>',
);

/** Danish, microdata only; the author's nested name is not the recipe's. */
export const microdataPage = page(
  'da',
  '',
  `<article itemscope itemtype="https://schema.org/Recipe">
  <h1 itemprop="name">Kartoffelmos</h1>
  <div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Mormor</span></div>
  <p>Til <span itemprop="recipeYield">4 personer</span>, <time itemprop="totalTime" datetime="PT35M">35 min</time></p>
  <img itemprop="image" src="mos.jpg" alt="">
  <ul>
    <li itemprop="recipeIngredient">1 kg kartofler</li>
    <li itemprop="recipeIngredient">1 dl fløde</li>
    <li itemprop="recipeIngredient">50 g smør</li>
    <li itemprop="recipeIngredient">2 fed hvidløg</li>
  </ul>
  <ol itemprop="recipeInstructions">
    <li>Kog kartoflerne møre.</li>
    <li>Mos dem med fløde og smør.</li>
  </ol>
</article>`,
);

/** Spanish, an array of JSON-LD nodes at the top. */
export const arrayJsonLdPage = page(
  'es',
  jsonLd([
    { '@type': 'Organization', name: 'Cocina' },
    {
      '@type': 'Recipe',
      name: 'Tortilla de patatas',
      recipeYield: 2,
      recipeIngredient: [
        '4 huevos',
        '300 g de patatas',
        '3 cucharadas de aceite de oliva',
        'una pizca de sal',
      ],
      recipeInstructions: 'Pelar y freír las patatas.\nBatir los huevos.\nCuajar la tortilla.',
    },
  ]),
  '<h1>Tortilla</h1>',
);

/** No structured recipe: the recipe is only in the text, after a long story. */
export const unstructuredPage = (storyChars = 0) =>
  page(
    'en',
    '',
    `<h1>Grandma's lentil soup</h1><p>${'It was a cold winter. '.repeat(Math.ceil(storyChars / 22))}</p>
<h2>Ingredients</h2><ul><li>200 g red lentils</li><li>1 onion</li><li>1 l water</li></ul>
<h2>Method</h2><p>Cook everything for 20 minutes.</p>`,
  );

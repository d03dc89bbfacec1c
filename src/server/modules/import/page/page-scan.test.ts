import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { MAX_READ_DEPTH } from './dom-depth';
import { MAX_READ_ANCESTORS, MAX_READ_ELEMENTS, scanPage } from './page-scan';

const NO_LIMITS = { depth: Infinity, elements: Infinity, ancestors: Infinity };

/** Elements and depth of the tree cheerio builds, as extract-recipe.ts loads pages. */
function treeShape(html: string) {
  type Node = { type: string; children?: Node[] };
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  let elements = 0;
  let depth = 0;
  const stack: Array<[Node, number]> = [[$.root()[0] as unknown as Node, 0]];
  while (stack.length > 0) {
    const [node, at] = stack.pop()!;
    depth = Math.max(depth, at);
    for (const child of node.children ?? []) {
      if (child.type === 'tag' || child.type === 'script' || child.type === 'style') {
        elements++;
        stack.push([child, at + 1]);
      }
    }
  }
  return { elements, depth };
}

const shapeOf = (html: string) => {
  const { elements, depth } = scanPage(html, NO_LIMITS);
  return { elements, depth };
};

/** The page: 25,000 × four unclosed tags, 450 kB; its tree took 10 s to build. */
const HOSTILE = `<html><body>${'<div><span><b><i>'.repeat(25_000)}</body></html>`;

describe('scanPage', () => {
  it.each([
    ['nested and closed', '<div><p>a<b>b</b></p><ul><li>1<li>2</ul></div>'],
    ['void elements as leaves', '<div><img src=x><br><input></div></br>'],
    ['implied closes', '<p>a<p>b<div>c</div><table><tr><td>1<td>2<tr><td>3</table><dl><dt>a<dd>b'],
    ['self-closing only in svg', '<div/><div/><svg><path/><g/><foreignObject><div/></svg>'],
    ['comments and declarations', '<!doctype html><!-- <div><div> --><!--><div><![CDATA[<b>]]>'],
    ['raw text', '<script>if (a<b) "<div>"</script ><style>p{}</style><title><b></title>x'],
    ['quoted attributes', `<a title="<div>" alt='>'><b class=x>y</b></a>`],
    ['stray closing tags', '</p></br></div><div></span></div>'],
    ['names cut by the end of the page', '<div><span class="open'],
    ['an attribute named =" ', '<a ="><div><div>">'],
  ])('counts %s as the parsed tree has them', (_name, html) => {
    expect(shapeOf(html)).toEqual(treeShape(html));
  });

  it('counts what the parser builds on a crafted page, not what a naive scan would see', () => {
    // A scan that ended the tag at the first '"' pair would skip these divs; htmlparser2 does not.
    const html = `<a ="> ${'<div>'.repeat(400)} ">`;
    expect(shapeOf(html)).toEqual(treeShape(html));
    expect(scanPage(html).withinLimits).toBe(false);
  });

  it('stops at the first element past the depth limit, before reading the rest', () => {
    const shape = scanPage(HOSTILE);
    expect(shape.withinLimits).toBe(false);
    expect(shape.depth).toBe(MAX_READ_DEPTH + 1);
    expect(shape.elements).toBe(MAX_READ_DEPTH + 1);
  });

  it('stops past the element limit however flat the page is', () => {
    const flat = (n: number) => `<body>${'<br>'.repeat(n - 1)}</body>`;
    expect(scanPage(flat(MAX_READ_ELEMENTS)).withinLimits).toBe(true);
    const over = scanPage(flat(MAX_READ_ELEMENTS + 1));
    expect(over.withinLimits).toBe(false);
    expect(over.elements).toBe(MAX_READ_ELEMENTS + 1);
  });

  it('stops when deep and many elements together would make every selector slow', () => {
    // 240 levels are allowed, and so are 2,000 elements; both at once are not.
    const deepList = (items: number) =>
      `<body>${'<div>'.repeat(240)}<ul>${'<li>1 cup flour</li>'.repeat(items)}</ul></body>`;
    // Depths summed: body 1, the divs 2 to 241, ul 242, then 243 for each item.
    const above = 1 + ((2 + 241) * 240) / 2 + 242;
    const items = Math.floor((MAX_READ_ANCESTORS - above) / 243);
    expect(scanPage(deepList(items))).toMatchObject({
      withinLimits: true,
      depth: 243,
      ancestors: above + items * 243,
    });
    expect(scanPage(deepList(items + 1)).withinLimits).toBe(false);
  });

  it('lets an ordinary page through', () => {
    const page = `<html><head><title>Soup</title></head><body>${'<div><p>Step</p></div>'.repeat(500)}</body></html>`;
    expect(scanPage(page)).toMatchObject({ withinLimits: true, elements: 1004, depth: 4 });
  });

  it('collects the JSON-LD blocks, also past the limits', () => {
    const jsonLd = '{"@type":"Recipe","name":"Soup"}';
    const page = `${HOSTILE}<script type="application/ld+json">${jsonLd}</script>
      <script>var x = '<script type="application/ld+json">'</script>
      <SCRIPT TYPE='Application/LD+JSON'>[]</SCRIPT>`;
    expect(scanPage(page).jsonLd).toEqual([jsonLd, '[]']);
    expect(scanPage(`<head><script type="application/ld+json">${jsonLd}</script>`).jsonLd).toEqual([
      jsonLd,
    ]);
  });

  it('takes time linear in the page, whatever is left unclosed', () => {
    // Each would cost a search to the end of the page from every '<' if scanned naively.
    const pages = [
      '<a "'.repeat(250_000),
      '<!--'.repeat(250_000),
      '<script>'.repeat(120_000),
      '<a b='.repeat(200_000),
      '</x'.repeat(300_000),
      `${'<div>'.repeat(200)}${'</nope>'.repeat(140_000)}`,
    ];
    for (const page of pages) {
      const started = performance.now();
      scanPage(page);
      // A megabyte scans in milliseconds (seconds on a loaded machine); a quadratic scan
      // would take minutes.
      expect(performance.now() - started).toBeLessThan(5000);
    }
  }, 60_000);
});

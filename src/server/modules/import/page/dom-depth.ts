import type { CheerioAPI } from 'cheerio';

/**
 * How deep elements may nest before the page's HTML is no longer read, only its JSON-LD.
 * Real recipe pages nest a few dozen levels; the list and heading heuristics match
 * descendant selectors, whose cost grows with depth × elements, so a page of 20,000 nested
 * tags (easy to send, 100 KB) took seconds of the server's only thread.
 */
export const MAX_READ_DEPTH = 256;

/** Does any element nest deeper than `limit`? One walk over the tree, no recursion. */
/** The part of a parsed node this walk reads (cheerio does not export domhandler's types). */
type TreeNode = { type: string; children?: TreeNode[] };

export function nestsDeeperThan($: CheerioAPI, limit: number): boolean {
  const stack: Array<{ node: TreeNode; depth: number }> = [
    { node: $.root()[0] as unknown as TreeNode, depth: 0 },
  ];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth > limit) return true;
    if (node.children) {
      for (const child of node.children) {
        if (child.type === 'tag') stack.push({ node: child, depth: depth + 1 });
      }
    }
  }
  return false;
}

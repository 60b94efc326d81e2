/** The parts of a hast node this plugin reads (react-markdown's tree after remark-rehype). */
interface TreeNode {
  type: string;
  tagName?: string;
  children?: TreeNode[];
}

const HEADING = /^h([1-6])$/;

function collectHeadings(node: TreeNode, into: TreeNode[]): TreeNode[] {
  if (node.type === 'element' && node.tagName && HEADING.test(node.tagName)) into.push(node);
  for (const child of node.children ?? []) collectHeadings(child, into);
  return into;
}

/**
 * A rehype plugin: the headings in a recipe's text sit below the page's own heading around it.
 * The text's top heading becomes `level` (one below the surrounding heading), deeper ones follow
 * in their order, and none goes more than one level below the heading before it, capped at h6,
 * so the page's outline has no gap (axe `heading-order`) whatever the author wrote ("# A" then
 * "#### B" is h3 then h4 under an h2).
 */
export function headingsFrom(level: number) {
  return (tree: TreeNode) => {
    const headings = collectHeadings(tree, []);
    if (headings.length === 0) return;
    const depths = headings.map((heading) => Number(HEADING.exec(heading.tagName ?? '')?.[1]));
    const top = Math.min(...depths);
    let previous = level - 1;
    headings.forEach((heading, at) => {
      const shown = Math.min(6, level + depths[at] - top, previous + 1);
      heading.tagName = `h${shown}`;
      previous = shown;
    });
  };
}

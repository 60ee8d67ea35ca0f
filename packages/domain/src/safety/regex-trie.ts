// A long alternation of words as a trie-shaped regex source. V8's backtracking engine tries every alternative of
// `(?:a|b|c…)` at every position of the text; with the names sharing prefixes factored out it tries one branch per
// first letter instead (the medicine names were a fifth of reading a note's time, decision 164). The language is the
// same; where two words match at one position (one is a prefix of the other), the longer is tried first, as in a
// list sorted longest first.

/** `s` as a regex source matching exactly it (the one escape every word list here uses). */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Node {
  children: Map<string, Node>;
  end: boolean;
  /** Length of the longest completion below this node, set once the trie is built. */
  depth: number;
}

/**
 * Regex source (no flags, no anchors) matching any of `words`. A space in a word stands for `space` (by default
 * one or more whitespace characters).
 */
export function trieAlternation(words: readonly string[], space = '\\s+'): string {
  const root: Node = { children: new Map(), end: false, depth: 0 };
  for (const word of new Set(words)) {
    if (word === '') continue;
    let node = root;
    for (const ch of word) {
      let next = node.children.get(ch);
      if (!next) {
        next = { children: new Map(), end: false, depth: 0 };
        node.children.set(ch, next);
      }
      node = next;
    }
    node.end = true;
  }
  const setDepth = (node: Node): number => {
    for (const child of node.children.values()) node.depth = Math.max(node.depth, 1 + setDepth(child));
    return node.depth;
  };
  setDepth(root);
  const token = (ch: string): string => (ch === ' ' ? space : escapeRegExp(ch));
  const source = (node: Node): string => {
    // Longest completions first, the end of a word last: the longer of two words at one position wins.
    const branches = [...node.children.entries()]
      .sort((a, b) => b[1].depth - a[1].depth || (a[0] < b[0] ? -1 : 1))
      .map(([ch, child]) => {
        // A chain of single children is written as one run of characters.
        let run = token(ch);
        let at = child;
        while (at.children.size === 1 && !at.end) {
          const [[c, n]] = [...at.children.entries()] as [[string, Node]];
          run += token(c);
          at = n;
        }
        return at.children.size === 0 ? run : `${run}${source(at)}`;
      });
    if (branches.length === 0) return '';
    const body = branches.length === 1 && !node.end ? (branches[0] as string) : `(?:${branches.join('|')}${node.end ? '|' : ''})`;
    return body;
  };
  return root.children.size === 0 ? '(?!)' : source(root);
}

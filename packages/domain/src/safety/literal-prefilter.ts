/**
 * A literal prefilter for many regular expressions run over one short text (decision 177).
 *
 * For each pattern, `requiredLiterals` reads its source and finds a set of strings such that every match of the
 * pattern contains at least one of them ("chest (?:pain|tight)" → ["chest "]). A `LiteralIndex` finds, in one pass
 * over the text, which of those strings are present, so a pattern none of whose strings is in the text is never run.
 * It only ever drops a constraint it cannot read (classes, lookarounds, optional parts), so it never skips a pattern
 * that could match: it is a filter, not a reading.
 */

/** What one piece of a pattern can match: the finite set of strings it matches exactly, or strings every match holds. */
interface Piece {
  /** Every string the piece can match, when few; may hold "" (an optional piece, a zero-width assertion). */
  exact: string[] | null;
  /** Strings at least one of which every match of the piece contains (none empty); null when there is no such set. */
  required: string[] | null;
}

/** Most strings kept in a piece's exact set. */
const EXACT_LIMIT = 64;
/** Most strings a run of pieces is multiplied out to (past it, the run is cut: fewer, shorter strings filter as well). */
const PRODUCT_LIMIT = 16;
/** Strings this long are rare enough in a note: past it, a set of fewer strings is the better filter. */
const SELECTIVE_LENGTH = 5;
/** Most strings kept in a required set (a list of medicine names is a few hundred). */
const REQUIRED_LIMIT = 4000;
/** Most members of a character class expanded to single-character strings. */
const CLASS_LIMIT = 8;

/** Characters that stand for themselves, up to the next special one. */
const PLAIN = /[^\\[\](){}|*+?.^$]+/y;
const ANY: Piece = { exact: null, required: null };
const EMPTY: Piece = { exact: [''], required: null };

const usable = (set: string[] | null): set is string[] =>
  set !== null && set.length > 0 && set.length <= REQUIRED_LIMIT && set.every((s) => s.length > 0);

/** A better required set keeps longer strings (fewer texts hold them), then fewer of them. */
function score(set: string[]): number {
  let min = Infinity;
  for (const s of set) min = Math.min(min, s.length);
  return Math.min(min, SELECTIVE_LENGTH) * 10_000 - set.length;
}
function best(candidates: string[][]): string[] | null {
  let out: string[] | null = null;
  for (const c of candidates) if (usable(c) && (out === null || score(c) > score(out))) out = c;
  return out === null ? null : pruned(out);
}
/** Distinct strings, without one that holds another of the set ("blue lips" when "lips" is there). */
function pruned(set: string[]): string[] {
  const distinct = [...new Set(set)];
  if (distinct.length > EXACT_LIMIT) return distinct;
  distinct.sort((a, b) => a.length - b.length);
  const kept: string[] = [];
  for (const s of distinct) if (!kept.some((k) => s.includes(k))) kept.push(s);
  return kept;
}
function product(a: string[], b: string[], limit = PRODUCT_LIMIT): string[] | null {
  if (a.length * b.length > limit) return null;
  // One string on either side keeps the other side's strings distinct (the common case: one more letter).
  if (b.length === 1) return b[0] === '' ? a : a.map((x) => x + (b[0] as string));
  if (a.length === 1) return a[0] === '' ? b : b.map((y) => (a[0] as string) + y);
  const out: string[] = [];
  for (const x of a) for (const y of b) out.push(x + y);
  return [...new Set(out)];
}

/** Groups this long are read once and remembered (a list of medicine names is in many patterns). */
const REMEMBERED_GROUP = 200;
const rememberedGroups = new Map<string, Piece>();

/** Where each group that opens at an index closes, found in one pass (escapes and classes skipped). */
function groupEnds(src: string): Map<number, number> {
  const ends = new Map<number, number>();
  const open: number[] = [];
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') open.push(i);
    else if (c === ')') {
      const start = open.pop();
      if (start !== undefined) ends.set(start, i);
    }
  }
  return ends;
}

class Reader {
  private i = 0;
  private readonly ends: Map<number, number>;
  constructor(private readonly src: string) {
    this.ends = groupEnds(src);
  }

  read(): Piece {
    const piece = this.alternation();
    if (this.i !== this.src.length) throw new Error(`unread pattern text at ${this.i}`);
    return piece;
  }

  private alternation(): Piece {
    const branches = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      branches.push(this.sequence());
    }
    if (branches.length === 1) return branches[0] as Piece;
    let exact: string[] | null = [];
    let required: string[] | null = [];
    for (const b of branches) {
      exact = exact !== null && b.exact !== null ? [...exact, ...b.exact] : null;
      const r = b.required ?? (usable(b.exact) ? b.exact : null);
      required = required !== null && r !== null ? [...required, ...r] : null;
    }
    if (exact !== null) exact = [...new Set(exact)];
    if (exact !== null && exact.length > EXACT_LIMIT) exact = null;
    if (required !== null && required.length > REQUIRED_LIMIT) required = null;
    return { exact, required };
  }

  private sequence(): Piece {
    const candidates: string[][] = [];
    let run: string[] = [''];
    let whole: string[] | null = [''];
    const close = () => {
      candidates.push(run);
      run = [''];
    };
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      const piece = this.plainRun() ?? this.quantified(this.atom());
      if (piece.required !== null) candidates.push(piece.required);
      if (piece.exact === null) {
        close();
        whole = null;
        continue;
      }
      const next = product(run, piece.exact);
      if (next === null) {
        candidates.push(run);
        run = piece.exact;
      } else run = next;
      whole = whole === null ? null : product(whole, piece.exact, EXACT_LIMIT);
    }
    candidates.push(run);
    return { exact: whole, required: best(candidates) };
  }

  /** Plain characters up to the next special one, read as one string (the last one is left if a quantifier follows). */
  private plainRun(): Piece | null {
    PLAIN.lastIndex = this.i;
    const m = PLAIN.exec(this.src);
    if (m === null) return null;
    let text = m[0];
    if ('*+?{'.includes(this.src[this.i + text.length] ?? '')) text = text.slice(0, -1);
    if (text === '') return null;
    this.i += text.length;
    return { exact: [text], required: null };
  }

  private quantified(piece: Piece): Piece {
    const next = this.src[this.i];
    if (next !== '*' && next !== '+' && next !== '?' && next !== '{') return piece;
    const rest = this.src.slice(this.i);
    let min: number;
    let max: number;
    const braces = /^\{(\d+)(?:(,)(\d*))?\}/.exec(rest);
    if (rest[0] === '*') [min, max, this.i] = [0, Infinity, this.i + 1];
    else if (rest[0] === '+') [min, max, this.i] = [1, Infinity, this.i + 1];
    else if (rest[0] === '?') [min, max, this.i] = [0, 1, this.i + 1];
    else if (braces !== null) {
      min = Number(braces[1]);
      max = braces[2] === undefined ? min : braces[3] === '' ? Infinity : Number(braces[3]);
      this.i += braces[0].length;
    } else return piece;
    if (this.src[this.i] === '?') this.i++; // lazy
    if (min === 0) return { exact: max === 1 && piece.exact !== null ? [...new Set(['', ...piece.exact])] : null, required: null };
    const required = piece.required ?? (usable(piece.exact) ? piece.exact : null);
    return { exact: min === 1 && max === 1 ? piece.exact : null, required };
  }

  private atom(): Piece {
    const c = this.src[this.i] as string;
    if (c === '(') return this.group();
    if (c === '[') return this.charClass();
    if (c === '\\') return this.escape(false);
    this.i++;
    if (c === '^' || c === '$') return EMPTY;
    if (c === '.') return ANY;
    return { exact: [c], required: null };
  }

  private group(): Piece {
    const end = this.ends.get(this.i);
    if (end !== undefined && end - this.i >= REMEMBERED_GROUP) {
      const text = this.src.slice(this.i, end + 1);
      const known = rememberedGroups.get(text);
      if (known !== undefined) {
        this.i = end + 1;
        return known;
      }
      const piece = this.readGroup();
      rememberedGroups.set(text, piece);
      return piece;
    }
    return this.readGroup();
  }

  private readGroup(): Piece {
    const head = /^\((\?(?::|=|!|<=|<!))?/.exec(this.src.slice(this.i)) as RegExpExecArray;
    this.i += head[0].length;
    const inner = this.alternation();
    if (this.src[this.i] !== ')') throw new Error(`unclosed group at ${this.i}`);
    this.i++;
    // A lookaround consumes nothing: what it asks of the text is not read (dropping a constraint is safe).
    return head[1] !== undefined && head[1] !== '?:' ? EMPTY : inner;
  }

  /** An escape outside a class: a class of characters, a zero-width boundary, or one character. */
  private escape(inClass: boolean): Piece {
    const e = this.src[this.i + 1] as string;
    this.i += 2;
    if ('dDwWsS'.includes(e)) return ANY;
    if (!inClass && (e === 'b' || e === 'B')) return EMPTY;
    const control: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v', '0': '\0', b: '\b' };
    if (e === 'x' || e === 'u' || e === 'c' || e === 'k' || e === 'p' || e === 'P' || /[1-9]/.test(e)) throw new Error(`unread escape \\${e}`);
    return { exact: [control[e] ?? e], required: null };
  }

  /** One character of a class, or null for a shorthand class (\w, \s, \d) that cannot be listed. */
  private classMember(): string | null {
    if (this.src[this.i] !== '\\') return this.src[this.i++] as string;
    const p = this.escape(true);
    return p.exact === null ? null : (p.exact[0] as string);
  }

  private charClass(): Piece {
    this.i++;
    const negated = this.src[this.i] === '^';
    if (negated) this.i++;
    const members: string[] = [];
    let open = false; // holds a shorthand class (\w, \s, \d) or a wide range
    let first = true;
    while (this.i < this.src.length && (this.src[this.i] !== ']' || first)) {
      first = false;
      const from = this.classMember();
      if (from === null) {
        open = true;
        continue;
      }
      if (this.src[this.i] === '-' && this.src[this.i + 1] !== ']' && this.i + 1 < this.src.length) {
        this.i++;
        const to = this.classMember();
        const span = to === null ? -1 : to.charCodeAt(0) - from.charCodeAt(0);
        if (span < 0 || span >= CLASS_LIMIT) open = true;
        else for (let k = 0; k <= span; k++) members.push(String.fromCharCode(from.charCodeAt(0) + k));
      } else members.push(from);
    }
    if (this.src[this.i] !== ']') throw new Error(`unclosed class at ${this.i}`);
    this.i++;
    const set = [...new Set(members)];
    if (negated || open || set.length === 0 || set.length > CLASS_LIMIT) return ANY;
    return { exact: set, required: null };
  }
}

/** Strings at least one of which is in every match of the pattern, or null when none can be read from it. */
export function requiredLiterals(pattern: RegExp): string[] | null {
  if (/[iuvsmy]/.test(pattern.flags)) return null;
  let piece: Piece;
  try {
    piece = new Reader(pattern.source).read();
  } catch {
    return null;
  }
  return piece.required ?? (usable(piece.exact) ? pruned(piece.exact) : null);
}

interface TrieNode {
  next: Map<number, TrieNode>;
  /** Indices of the literals that end here. */
  ends: number[];
}

/** The patterns that may match a text, found by the literals each needs (one pass over the text). */
export class LiteralIndex {
  private readonly root: TrieNode = { next: new Map(), ends: [] };
  /** For each literal, the patterns it lets through. */
  private readonly literalPatterns: number[][] = [];
  /** Patterns with no literal read from them: always run. */
  private readonly always: number[] = [];

  constructor(readonly patterns: readonly RegExp[]) {
    const ids = new Map<string, number>();
    patterns.forEach((p, index) => {
      const literals = requiredLiterals(p);
      if (literals === null) {
        this.always.push(index);
        return;
      }
      for (const literal of literals) {
        let id = ids.get(literal);
        if (id === undefined) {
          id = this.literalPatterns.length;
          ids.set(literal, id);
          this.literalPatterns.push([]);
          let node = this.root;
          for (let k = 0; k < literal.length; k++) {
            const code = literal.charCodeAt(k);
            let child = node.next.get(code);
            if (child === undefined) node.next.set(code, (child = { next: new Map(), ends: [] }));
            node = child;
          }
          node.ends.push(id);
        }
        (this.literalPatterns[id] as number[]).push(index);
      }
    });
  }

  /** One flag per pattern: 1 when it may match the text (or any part of it), 0 when it cannot. */
  candidates(text: string): Uint8Array {
    const out = new Uint8Array(this.patterns.length);
    for (const index of this.always) out[index] = 1;
    const seen = new Uint8Array(this.literalPatterns.length);
    for (let i = 0; i < text.length; i++) {
      let node: TrieNode | undefined = this.root;
      for (let j = i; j < text.length; j++) {
        node = node.next.get(text.charCodeAt(j));
        if (node === undefined) break;
        for (const id of node.ends) {
          if (seen[id] === 1) continue;
          seen[id] = 1;
          for (const index of this.literalPatterns[id] as number[]) out[index] = 1;
        }
      }
    }
    return out;
  }

  /** Whether any of the patterns matches the text. */
  anyMatch(text: string): boolean {
    const may = this.candidates(text);
    for (let k = 0; k < may.length; k++) if (may[k] === 1 && text.search(this.patterns[k] as RegExp) >= 0) return true;
    return false;
  }
}

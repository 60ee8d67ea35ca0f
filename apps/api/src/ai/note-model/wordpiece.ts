// The model's tokenizer: BERT's uncased WordPiece, read from the pinned tokenizer.json (normaliser:
// clean the text, space out CJK characters, lower-case, strip accents; split on white space and
// punctuation; greedy longest-match word pieces with "##"; [CLS] … [SEP]). Written here rather than
// imported from @huggingface/transformers, whose import alone costs the process about 24 MB of memory
// (docs/decisions/140-note-model-round-7.md); a test checks it gives the same ids as that library on the
// whole corpus.
import { readFileSync } from 'node:fs';

/** The model was trained on at most 512 tokens (tokenizer_config.json: model_max_length). */
const MAX_TOKENS = 512;
const MAX_CHARS_PER_WORD = 100;
const PUNCTUATION = '\\p{P}\\u0021-\\u002F\\u003A-\\u0040\\u005B-\\u0060\\u007B-\\u007E';
const WORDS = new RegExp(`[^\\s${PUNCTUATION}]+|[${PUNCTUATION}]`, 'gu');
// The same test as the reference implementation (its alternation binds loosely; kept for identical ids).
const CONTROL = /^\p{Cc}|\p{Cf}|\p{Co}|\p{Cs}$/u;
const MARK = /\p{Mn}/gu;

function isCjk(cp: number): boolean {
  return (
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x20000 && cp <= 0x2a6df) ||
    (cp >= 0x2a700 && cp <= 0x2b73f) ||
    (cp >= 0x2b740 && cp <= 0x2b81f) ||
    (cp >= 0x2b820 && cp <= 0x2ceaf) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x2f800 && cp <= 0x2fa1f)
  );
}

function normalise(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (cp === 0 || cp === 0xfffd || (ch !== '\t' && ch !== '\n' && ch !== '\r' && CONTROL.test(ch))) continue;
    if (/^\s$/.test(ch)) out += ' ';
    else if (isCjk(cp)) out += ` ${ch} `;
    else out += ch;
  }
  return out.toLowerCase().normalize('NFD').replace(MARK, '');
}

export interface Encoded {
  inputIds: BigInt64Array;
  attentionMask: BigInt64Array;
  tokenTypeIds: BigInt64Array;
  /** [batch, length] */
  dims: [number, number];
}

export class WordPieceTokenizer {
  private readonly vocab: Map<string, number>;
  private readonly unk: number;
  private readonly cls: number;
  private readonly sep: number;
  private readonly pad: number;

  constructor(tokenizerJson: string) {
    const spec = JSON.parse(readFileSync(tokenizerJson, 'utf8')) as { model: { vocab: Record<string, number> } };
    this.vocab = new Map(Object.entries(spec.model.vocab));
    const id = (t: string): number => {
      const v = this.vocab.get(t);
      if (v === undefined) throw new Error(`tokenizer.json has no ${t}`);
      return v;
    };
    this.unk = id('[UNK]');
    this.cls = id('[CLS]');
    this.sep = id('[SEP]');
    this.pad = id('[PAD]');
  }

  /**
   * The ids of one text, [CLS] … [SEP], cut at MAX_TOKENS after the special tokens are added (as the
   * reference does: a cut text ends without [SEP]; the app's units, 40 words at most, are never cut).
   */
  ids(text: string): number[] {
    const out = [this.cls];
    for (const word of normalise(text).match(WORDS) ?? []) {
      if (out.length >= MAX_TOKENS) break;
      const chars = [...word];
      if (chars.length > MAX_CHARS_PER_WORD) {
        out.push(this.unk);
        continue;
      }
      const pieces: number[] = [];
      let start = 0;
      let bad = false;
      while (start < chars.length) {
        let end = chars.length;
        let found: number | undefined;
        while (start < end) {
          const piece = (start > 0 ? '##' : '') + chars.slice(start, end).join('');
          found = this.vocab.get(piece);
          if (found !== undefined) break;
          end--;
        }
        if (found === undefined) {
          bad = true;
          break;
        }
        pieces.push(found);
        start = end;
      }
      if (bad) out.push(this.unk);
      else out.push(...pieces);
    }
    return [...out, this.sep].slice(0, MAX_TOKENS);
  }

  /** A batch, padded to its longest text. */
  encode(texts: readonly string[]): Encoded {
    const rows = texts.map((t) => this.ids(t));
    const length = Math.max(...rows.map((r) => r.length));
    const inputIds = new BigInt64Array(rows.length * length).fill(BigInt(this.pad));
    const attentionMask = new BigInt64Array(rows.length * length);
    rows.forEach((r, b) =>
      r.forEach((id, t) => {
        inputIds[b * length + t] = BigInt(id);
        attentionMask[b * length + t] = 1n;
      }),
    );
    return { inputIds, attentionMask, tokenTypeIds: new BigInt64Array(rows.length * length), dims: [rows.length, length] };
  }
}

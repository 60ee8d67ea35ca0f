// Per-category recall and precision of red-flag triage on a labelled corpus (bench and tests).
import { RED_FLAG_CATEGORIES, findRedFlags, type RedFlagCategory } from './triage';

export interface CategoryMetrics {
  category: RedFlagCategory | 'any';
  support: number;
  truePositives: number;
  falsePositives: number;
  recall: number;
  precision: number;
}

export interface LabelledText {
  text: string;
  category: RedFlagCategory | null;
}

/**
 * A note counts as a true positive for its category when that category fires; any category
 * firing on a note labelled otherwise (or ordinary) is a false positive for that category.
 * 'any' scores "did something fire" against "is it a red flag".
 */
export function triageMetrics(corpus: readonly LabelledText[]): { rows: CategoryMetrics[]; misses: LabelledText[]; falseAlarms: (LabelledText & { fired: RedFlagCategory[] })[] } {
  const fired = corpus.map((n) => [...new Set(findRedFlags(n.text).map((m) => m.category))]);
  const misses: LabelledText[] = [];
  const falseAlarms: (LabelledText & { fired: RedFlagCategory[] })[] = [];
  corpus.forEach((n, i) => {
    const f = fired[i] as RedFlagCategory[];
    if (n.category !== null && !f.includes(n.category)) misses.push(n);
    if (n.category === null && f.length > 0) falseAlarms.push({ ...n, fired: f });
  });
  const row = (category: RedFlagCategory | 'any', isLabelled: (n: LabelledText) => boolean, didFire: (f: RedFlagCategory[]) => boolean): CategoryMetrics => {
    let support = 0;
    let tp = 0;
    let fp = 0;
    corpus.forEach((n, i) => {
      const hit = didFire(fired[i] as RedFlagCategory[]);
      if (isLabelled(n)) {
        support++;
        if (hit) tp++;
      } else if (hit && (category === 'any' || n.category === null || !(fired[i] as RedFlagCategory[]).includes(n.category))) fp++;
    });
    return { category, support, truePositives: tp, falsePositives: fp, recall: support === 0 ? 1 : tp / support, precision: tp + fp === 0 ? 1 : tp / (tp + fp) };
  };
  const rows = RED_FLAG_CATEGORIES.map((c) => row(c, (n) => n.category === c, (f) => f.includes(c)));
  rows.push(row('any', (n) => n.category !== null, (f) => f.length > 0));
  return { rows, misses, falseAlarms };
}

// Triage quality bench: per-category recall and precision of red-flag triage on the labelled
// corpus (src/safety/corpus). `pnpm --filter @cadence/domain bench` (also run by `pnpm bench`).
// Exits 1 when overall recall < 0.98 or precision < 0.95 (the targets of docs/decisions/037).
declare const process: { exitCode?: number };
import { HOLDOUT_CORPUS, ORDINARY_CORPUS, RED_FLAG_CORPUS } from '../src/safety/corpus';
import { triageMetrics } from '../src/safety/triage-metrics';

const corpus = [...RED_FLAG_CORPUS, ...ORDINARY_CORPUS];
const { rows, misses, falseAlarms } = triageMetrics(corpus);
console.log(`Triage corpus: ${RED_FLAG_CORPUS.length} red-flag notes, ${ORDINARY_CORPUS.length} ordinary notes`);
console.log('category                 support   recall  precision');
for (const r of rows) {
  console.log(`${r.category.padEnd(24)} ${String(r.support).padStart(7)}   ${r.recall.toFixed(3)}  ${r.precision.toFixed(3)}`);
}
for (const m of misses) console.log(`  missed (${m.category}): ${m.text}`);
for (const f of falseAlarms) console.log(`  false alarm (${f.fired.join(', ')}): ${f.text}`);
// Held-out notes (never used to tune the rules): an honest estimate for new phrasing; not gated.
const held = triageMetrics(HOLDOUT_CORPUS);
const heldAny = held.rows.at(-1);
console.log(
  `Held-out (${HOLDOUT_CORPUS.filter((n) => n.category !== null).length} red-flag + ${HOLDOUT_CORPUS.filter((n) => n.category === null).length} ordinary, not tuned on): recall ${heldAny?.recall.toFixed(3)}  precision ${heldAny?.precision.toFixed(3)}`,
);
for (const m of held.misses) console.log(`  held-out missed (${m.category}): ${m.text}`);
for (const f of held.falseAlarms) console.log(`  held-out false alarm (${f.fired.join(', ')}): ${f.text}`);
const any = rows.at(-1);
if (!any || any.recall < 0.98 || any.precision < 0.95) {
  console.error('triage bench: below target (recall >= 0.98, precision >= 0.95)');
  process.exitCode = 1;
}

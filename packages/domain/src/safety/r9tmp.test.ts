import { it } from 'vitest';
import { ORDINARY_CORPUS, RED_FLAG_CORPUS } from './corpus';
import { findRedFlags } from './triage';
it('list', () => {
  for (const n of RED_FLAG_CORPUS) { const m = findRedFlags(n.text); if (!m.some((x) => x.category === n.category)) console.log('MISS', n.category, '::', n.text, JSON.stringify(m)); }
  for (const n of ORDINARY_CORPUS) { const m = findRedFlags(n.text); if (m.length) console.log('FA', JSON.stringify(m), '::', n.text); }
});

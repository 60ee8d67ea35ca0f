import { REASON_ADAPTED_PREFIX } from './daily-plan';

/**
 * What she told today's check-in, in the words the plan's adapted tasks carry ("Adapted: lower
 * back pain" → "lower back pain"), each once, in plan order: the check-in card thanks her for
 * those, not for "what you told us".
 */
export function heardToday(tasks: readonly { reasonTag: string }[]): string[] {
  const prefix = `${REASON_ADAPTED_PREFIX}: `;
  const heard: string[] = [];
  for (const t of tasks) {
    if (!t.reasonTag.startsWith(prefix)) continue;
    const what = t.reasonTag.slice(prefix.length).trim();
    if (what && !heard.includes(what)) heard.push(what);
  }
  return heard;
}

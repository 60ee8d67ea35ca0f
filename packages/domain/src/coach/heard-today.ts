/**
 * What she told today's check-in, from the structured reason each adapted task carries (`heard`:
 * "lower back pain"), each once, in plan order: the check-in card thanks her for those, not for
 * "what you told us". Display text ("Adapted: …") is never parsed back (docs/decisions/110).
 */
export function heardToday(tasks: readonly { heard?: string | undefined }[]): string[] {
  const heard: string[] = [];
  for (const t of tasks) {
    const what = t.heard?.trim() ?? '';
    if (what && !heard.includes(what)) heard.push(what);
  }
  return heard;
}

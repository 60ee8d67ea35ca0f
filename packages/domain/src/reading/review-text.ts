// Kept apart from the reader (./read-note.ts): the web's weekly form needs this one line, not the triage rules
// and tables the reader brings with it (first-screen JS, docs/decisions/022).

/** The text of a weekly check-in the reading covers: what helped, what didn't, her notes (one paragraph each). */
export function reviewText(review: { whatHelped?: string | null; whatDidntHelp?: string | null; notes?: string | null }): string {
  return [review.whatHelped, review.whatDidntHelp, review.notes].map((t) => (t ?? '').trim()).filter((t) => t !== '').join('\n\n');
}

// Zod-free, so a screen that shows a rating does not load the schemas (first-screen JS, docs/decisions/022).

/** Her rating of the week, or null when she did not give one (the slider's default is not a rating: docs/decisions/133). */
export function ratingOf(review: { energyMoodScore: number; rated?: boolean | null }): number | null {
  return review.rated === false ? null : review.energyMoodScore;
}

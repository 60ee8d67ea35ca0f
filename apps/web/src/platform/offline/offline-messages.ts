/** Texts of the offline state (not in the spec: platform copy, kept in one place). */
export const OFFLINE_MESSAGES = {
  bannerTitle: "You're offline",
  /** Error message of a mutation blocked while offline (shown by the screens' error toasts). */
  mutationBlocked: "You're offline, so nothing was sent. What you typed is still here — try again when you're back online.",
  /** A write kept in the outbox (decision 122): said where the spec's success toast would be. */
  savedOnPhone: "Saved on this phone, will send when you're online.",
} as const;

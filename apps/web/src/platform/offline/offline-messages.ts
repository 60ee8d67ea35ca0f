/** Texts of the offline state (not in the spec: platform copy, kept in one place). */
export const OFFLINE_MESSAGES = {
  bannerTitle: "You're offline",
  bannerBrowserOffline: "You can still read what's on screen. Changes can't be saved until you're back online — anything you type stays where it is.",
  bannerServerUnreachable: "We can't reach Cadence right now. Changes can't be saved until the connection is back — anything you type stays where it is.",
  /** Error message of a mutation blocked while offline (shown by the screens' error toasts). */
  mutationBlocked: "You're offline, so nothing was sent. What you typed is still here — try again when you're back online.",
} as const;

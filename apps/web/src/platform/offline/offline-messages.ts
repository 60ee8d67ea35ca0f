/** Texts of the offline state (not in the spec: platform copy, kept in one place). */
export const OFFLINE_MESSAGES = {
  bannerTitle: "You're offline",
  bannerBrowserOffline: "Your ticks, tasks, notes and check-ins are saved on this phone and sent when you're back online. Other changes wait until then — anything you type stays where it is.",
  bannerServerUnreachable: "We can't reach Cadence right now. Your ticks, tasks, notes and check-ins are saved on this phone and sent when the connection is back — anything you type stays where it is.",
  /** Error message of a mutation blocked while offline (shown by the screens' error toasts). */
  mutationBlocked: "You're offline, so nothing was sent. What you typed is still here — try again when you're back online.",
  /** A write kept in the outbox (decision 122): said where the spec's success toast would be. */
  savedOnPhone: "Saved on this phone, will send when you're online.",
} as const;

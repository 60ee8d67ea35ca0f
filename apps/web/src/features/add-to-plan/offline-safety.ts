// Safety with no signal (docs/decisions/121-red-flags-read-offline.md): when a check-in cannot reach the
// server, the browser reads it with the domain's red-flag rules, the same pure code the server runs first,
// so a red flag gets its action-first notice (with a tel: link, which needs no data) at once. Loaded while
// she writes (the note box fetches it on mount), so it is here when the signal is not.
import { triageText, type SafetyNotice } from '@cadence/domain';
import { localiseForBrowser } from '../../components/ui/safety-localise';

/**
 * The notice the rules raise for what she wrote, or null, with the numbers of the browser's country
 * (the server's notice uses her location's; offline the phone's region is what there is).
 */
export function offlineSafetyNotice(text: string): SafetyNotice | null {
  const notice = triageText(text);
  return notice ? localiseForBrowser(notice) : null;
}

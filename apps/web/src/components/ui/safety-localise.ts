import { countryFromLocale, localiseSafetyNotice, type SafetyNotice } from '@cadence/domain';

/** The browser's region ("en-GB" → GB), for notices whose location named no country. */
function browserCountry(): string | null {
  if (typeof navigator === 'undefined') return null;
  for (const locale of [navigator.language, ...(navigator.languages ?? [])]) {
    const code = countryFromLocale(locale);
    if (code) return code;
  }
  return null;
}

/**
 * The notice with the emergency numbers of the browser's country. Its own chunk: the numbers of
 * every country are ~5 KiB gzip that a screen with no notice (most days) should not download.
 */
export const localiseForBrowser = (notice: SafetyNotice): SafetyNotice => localiseSafetyNotice(notice, browserCountry());

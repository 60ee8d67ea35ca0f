// Where to call, country by country: the emergency number, a national crisis line and an
// eating-disorder helpline where one is well established. Sources: each country's official
// emergency-number page, the International Association for Suicide Prevention crisis-centre list
// (iasp.info/resources/Crisis_Centres) and the national services' own sites; checked 2026-11.
// A number here is shown as a tap-to-call `tel:` link, so only numbers that can be dialled as
// written belong here. Countries not listed get DEFAULT_HELP (112 works from most mobile phones).

export interface HelpLine {
  /** Service name as people know it ("Samaritans"). */
  name: string;
  /** Number as written locally ("116 123"). Dial form: telHref(). */
  number: string;
  /** "call", "call or text". */
  how?: string;
}

export interface CountryHelp {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** Ambulance / general emergency number. */
  emergency: string;
  crisis?: HelpLine;
  eatingDisorder?: HelpLine;
}

const c = (code: string, name: string, emergency: string, crisis?: HelpLine, eatingDisorder?: HelpLine): CountryHelp => ({
  code,
  name,
  emergency,
  ...(crisis ? { crisis } : {}),
  ...(eatingDisorder ? { eatingDisorder } : {}),
});

export const COUNTRY_HELP: readonly CountryHelp[] = [
  c('GB', 'United Kingdom', '999', { name: 'Samaritans', number: '116 123' }, { name: 'Beat', number: '0808 801 0677' }),
  c('IE', 'Ireland', '112', { name: 'Samaritans', number: '116 123' }, { name: 'Bodywhys', number: '01 210 7906' }),
  c('US', 'United States', '911', { name: 'the 988 Suicide & Crisis Lifeline', number: '988', how: 'call or text' }, { name: 'the ANAD helpline', number: '1-888-375-7767' }),
  c('CA', 'Canada', '911', { name: '9-8-8 Suicide Crisis Helpline', number: '988', how: 'call or text' }, { name: 'NEDIC', number: '1-866-633-4220' }),
  c('AU', 'Australia', '000', { name: 'Lifeline', number: '13 11 14' }, { name: 'the Butterfly helpline', number: '1800 33 4673' }),
  c('NZ', 'New Zealand', '111', { name: 'Need to talk? 1737', number: '1737', how: 'call or text' }, { name: 'EDANZ', number: '0800 2 33269' }),
  c('FR', 'France', '15', { name: '3114, the national suicide prevention line', number: '3114' }),
  c('DE', 'Germany', '112', { name: 'TelefonSeelsorge', number: '0800 111 0 111' }),
  c('AT', 'Austria', '144', { name: 'TelefonSeelsorge', number: '142' }),
  c('CH', 'Switzerland', '144', { name: 'Die Dargebotene Hand', number: '143' }),
  c('NL', 'Netherlands', '112', { name: '113 Zelfmoordpreventie', number: '113' }),
  c('BE', 'Belgium', '112', { name: 'the Zelfmoordlijn / Centre de Prévention du Suicide', number: '1813' }),
  c('LU', 'Luxembourg', '112', { name: 'SOS Détresse', number: '454545' }),
  c('ES', 'Spain', '112', { name: 'Línea 024', number: '024' }),
  c('PT', 'Portugal', '112', { name: 'SNS 24', number: '808 24 24 24' }),
  c('IT', 'Italy', '112', { name: 'Telefono Amico', number: '02 2327 2327' }),
  c('SE', 'Sweden', '112', { name: 'Mind Självmordslinjen', number: '90101' }),
  c('NO', 'Norway', '113', { name: 'Mental Helse', number: '116 123' }),
  c('DK', 'Denmark', '112', { name: 'Livslinien', number: '70 201 201' }),
  c('FI', 'Finland', '112', { name: 'MIELI Crisis Helpline', number: '09 2525 0111' }),
  c('IS', 'Iceland', '112', { name: 'the Red Cross helpline', number: '1717' }),
  c('PL', 'Poland', '112', { name: 'the crisis line for adults', number: '116 123' }),
  c('CZ', 'Czechia', '155', { name: 'Linka první psychické pomoci', number: '116 123' }),
  c('GR', 'Greece', '112', { name: 'the suicide prevention line', number: '1018' }),
  c('HU', 'Hungary', '112', { name: 'LESZ', number: '116 123' }),
  c('RO', 'Romania', '112', { name: 'the Alianța Română de Prevenție a Suicidului line', number: '0800 801 200' }),
  c('HR', 'Croatia', '112', { name: 'Plavi telefon', number: '01 4833 888' }),
  c('EE', 'Estonia', '112', { name: 'the emotional support line', number: '116 123' }),
  c('IN', 'India', '112', { name: 'Tele-MANAS', number: '14416' }),
  c('ZA', 'South Africa', '10177', { name: 'SADAG', number: '0800 567 567' }),
  c('SG', 'Singapore', '995', { name: 'Samaritans of Singapore', number: '1767' }),
  c('MY', 'Malaysia', '999', { name: 'Befrienders KL', number: '03 7627 2929' }),
  c('HK', 'Hong Kong', '999', { name: 'the Samaritan Befrienders', number: '2389 2222' }),
  c('JP', 'Japan', '119', { name: 'Inochi no Denwa', number: '0570 783 556' }),
  c('KR', 'South Korea', '119', { name: 'the suicide prevention line', number: '109' }),
  c('PH', 'Philippines', '911', { name: 'the NCMH crisis hotline', number: '1553' }),
  c('BR', 'Brazil', '192', { name: 'CVV', number: '188' }),
  c('MX', 'Mexico', '911', { name: 'Línea de la Vida', number: '800 911 2000' }),
  c('AR', 'Argentina', '107', { name: 'the Centro de Asistencia al Suicida', number: '135' }),
  c('IL', 'Israel', '101', { name: 'ERAN', number: '1201' }),
  c('AE', 'United Arab Emirates', '998', { name: 'the National Mental Support Line', number: '800 4673' }),
];

/** For countries we do not know: 112 reaches emergency services from most mobile phones worldwide. */
export const DEFAULT_HELP: CountryHelp = {
  code: 'ZZ',
  name: 'your country',
  emergency: '112',
};

const BY_CODE = new Map(COUNTRY_HELP.map((h) => [h.code, h]));

/** Help for an ISO country code (case-insensitive); DEFAULT_HELP when unknown. */
export function helpForCountry(code: string | null | undefined): CountryHelp {
  return (code ? BY_CODE.get(code.toUpperCase()) : undefined) ?? DEFAULT_HELP;
}

/** The `tel:` href of a number as written ("116 123" → "tel:116123", "0800 2 33269" → "tel:0800233269"). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^0-9A-Za-z+]/g, '')}`;
}

// --- location text → country ---------------------------------------------------------------

/** Country names and common short forms (lowercase, accents folded). */
const COUNTRY_WORDS: Readonly<Record<string, string>> = {
  uk: 'GB', 'u.k.': 'GB', 'united kingdom': 'GB', britain: 'GB', 'great britain': 'GB', england: 'GB', scotland: 'GB', wales: 'GB',
  'northern ireland': 'GB', gb: 'GB',
  ireland: 'IE', eire: 'IE', 'republic of ireland': 'IE',
  usa: 'US', 'u.s.': 'US', 'u.s.a.': 'US', us: 'US', 'united states': 'US', america: 'US', 'united states of america': 'US',
  canada: 'CA', australia: 'AU', 'new zealand': 'NZ', aotearoa: 'NZ', france: 'FR', germany: 'DE', deutschland: 'DE',
  austria: 'AT', osterreich: 'AT', switzerland: 'CH', schweiz: 'CH', suisse: 'CH', netherlands: 'NL', holland: 'NL',
  'the netherlands': 'NL', nederland: 'NL', belgium: 'BE', belgique: 'BE', luxembourg: 'LU', spain: 'ES', espana: 'ES',
  portugal: 'PT', italy: 'IT', italia: 'IT', sweden: 'SE', sverige: 'SE', norway: 'NO', norge: 'NO', denmark: 'DK',
  danmark: 'DK', finland: 'FI', suomi: 'FI', iceland: 'IS', poland: 'PL', polska: 'PL', czechia: 'CZ', 'czech republic': 'CZ',
  greece: 'GR', hungary: 'HU', romania: 'RO', croatia: 'HR', estonia: 'EE', india: 'IN', 'south africa': 'ZA',
  singapore: 'SG', malaysia: 'MY', 'hong kong': 'HK', japan: 'JP', 'south korea': 'KR', korea: 'KR', philippines: 'PH',
  brazil: 'BR', brasil: 'BR', mexico: 'MX', argentina: 'AR', israel: 'IL', uae: 'AE', 'united arab emirates': 'AE', dubai: 'AE',
};

/** Larger cities, and the US states / Canadian provinces / Australian states people write after a city. */
const PLACE_WORDS: Readonly<Record<string, string>> = {
  // United Kingdom
  london: 'GB', bristol: 'GB', leeds: 'GB', manchester: 'GB', birmingham: 'GB', liverpool: 'GB', sheffield: 'GB',
  newcastle: 'GB', nottingham: 'GB', leicester: 'GB', brighton: 'GB', oxford: 'GB', cambridge: 'GB', bath: 'GB',
  york: 'GB', edinburgh: 'GB', glasgow: 'GB', aberdeen: 'GB', dundee: 'GB', cardiff: 'GB', swansea: 'GB', belfast: 'GB',
  southampton: 'GB', portsmouth: 'GB', plymouth: 'GB', exeter: 'GB', norwich: 'GB', reading: 'GB', coventry: 'GB',
  derby: 'GB', 'stoke-on-trent': 'GB', hull: 'GB', bradford: 'GB', cornwall: 'GB', devon: 'GB', kent: 'GB', yorkshire: 'GB',
  surrey: 'GB', essex: 'GB', sussex: 'GB', 'milton keynes': 'GB', bournemouth: 'GB', cheltenham: 'GB', harrogate: 'GB',
  // Ireland
  dublin: 'IE', cork: 'IE', galway: 'IE', limerick: 'IE', waterford: 'IE',
  // United States (cities and states)
  'new york': 'US', nyc: 'US', brooklyn: 'US', 'los angeles': 'US', chicago: 'US', houston: 'US', phoenix: 'US',
  philadelphia: 'US', 'san antonio': 'US', 'san diego': 'US', dallas: 'US', austin: 'US', 'san francisco': 'US',
  seattle: 'US', denver: 'US', boston: 'US', atlanta: 'US', miami: 'US', portland: 'US', nashville: 'US', 'las vegas': 'US',
  detroit: 'US', minneapolis: 'US', 'washington dc': 'US', 'washington, d.c.': 'US', california: 'US', texas: 'US',
  florida: 'US', ohio: 'US', oregon: 'US', georgia: 'US', virginia: 'US', colorado: 'US', arizona: 'US', michigan: 'US',
  massachusetts: 'US', illinois: 'US', pennsylvania: 'US', 'north carolina': 'US', 'new jersey': 'US', utah: 'US',
  ca: 'US', ny: 'US', tx: 'US', fl: 'US', wa: 'US', or: 'US', il: 'US', ma: 'US', co: 'US', az: 'US', nc: 'US', nj: 'US',
  // Canada
  toronto: 'CA', vancouver: 'CA', montreal: 'CA', calgary: 'CA', ottawa: 'CA', edmonton: 'CA', winnipeg: 'CA', halifax: 'CA',
  ontario: 'CA', quebec: 'CA', 'british columbia': 'CA', alberta: 'CA', bc: 'CA', on: 'CA',
  // Australia / New Zealand
  sydney: 'AU', melbourne: 'AU', brisbane: 'AU', perth: 'AU', adelaide: 'AU', canberra: 'AU', hobart: 'AU', 'gold coast': 'AU',
  nsw: 'AU', victoria: 'AU', queensland: 'AU', auckland: 'NZ', wellington: 'NZ', christchurch: 'NZ', dunedin: 'NZ',
  // Europe
  paris: 'FR', lyon: 'FR', marseille: 'FR', toulouse: 'FR', nice: 'FR', bordeaux: 'FR', berlin: 'DE', munich: 'DE',
  munchen: 'DE', hamburg: 'DE', cologne: 'DE', koln: 'DE', frankfurt: 'DE', stuttgart: 'DE', vienna: 'AT', wien: 'AT',
  zurich: 'CH', geneva: 'CH', basel: 'CH', bern: 'CH', amsterdam: 'NL', rotterdam: 'NL', utrecht: 'NL', 'the hague': 'NL',
  brussels: 'BE', antwerp: 'BE', ghent: 'BE', madrid: 'ES', barcelona: 'ES', valencia: 'ES', seville: 'ES', malaga: 'ES',
  lisbon: 'PT', lisboa: 'PT', porto: 'PT', rome: 'IT', roma: 'IT', milan: 'IT', milano: 'IT', florence: 'IT', naples: 'IT',
  turin: 'IT', stockholm: 'SE', gothenburg: 'SE', oslo: 'NO', bergen: 'NO', copenhagen: 'DK', helsinki: 'FI',
  reykjavik: 'IS', warsaw: 'PL', krakow: 'PL', prague: 'CZ', athens: 'GR', budapest: 'HU', bucharest: 'RO', zagreb: 'HR',
  tallinn: 'EE',
  // elsewhere
  mumbai: 'IN', delhi: 'IN', 'new delhi': 'IN', bangalore: 'IN', bengaluru: 'IN', chennai: 'IN', hyderabad: 'IN',
  kolkata: 'IN', pune: 'IN', 'cape town': 'ZA', johannesburg: 'ZA', durban: 'ZA', pretoria: 'ZA', 'kuala lumpur': 'MY',
  tokyo: 'JP', osaka: 'JP', kyoto: 'JP', seoul: 'KR', busan: 'KR', manila: 'PH', 'sao paulo': 'BR', 'rio de janeiro': 'BR',
  'mexico city': 'MX', guadalajara: 'MX', 'buenos aires': 'AR', 'tel aviv': 'IL', jerusalem: 'IL', 'abu dhabi': 'AE',
};

/** Two-letter abbreviations that are also ordinary words: only trusted as the last part ("Portland, OR"). */
const TAIL_ONLY = new Set(['us', 'or', 'on', 'co', 'ca', 'ma', 'il', 'gb']);

const fold = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function lookup(part: string, isTail: boolean): string | undefined {
  const p = part.trim().replace(/\s+/g, ' ');
  if (p === '' || (!isTail && TAIL_ONLY.has(p))) return undefined;
  return COUNTRY_WORDS[p] ?? PLACE_WORDS[p];
}

/**
 * The ISO country code her location text names ("Bristol" → GB, "Leeds, UK" → GB, "Austin, TX"
 * → US, "Lyon" → FR), or null. Country words win over cities; the last comma part is read first.
 */
export function countryFromLocation(location: string | null | undefined): string | null {
  if (!location) return null;
  const text = fold(location);
  const parts = text.split(/[,/;|()\n]+/).map((p) => p.trim()).filter((p) => p !== '');
  for (let i = parts.length - 1; i >= 0; i--) {
    const hit = lookup(parts[i] as string, i === parts.length - 1 && parts.length > 1);
    if (hit) return hit;
  }
  // Word n-grams inside a free phrase ("I live near Bristol", "outside of new york city").
  const words = text.replace(/[^a-z0-9.' -]+/g, ' ').split(/\s+/).filter((w) => w !== '');
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const gram = words.slice(i, i + n).join(' ').replace(/[.']+$/, '');
      if (n === 1 && (TAIL_ONLY.has(gram) || gram.length < 3)) continue;
      const hit = COUNTRY_WORDS[gram] ?? PLACE_WORDS[gram];
      if (hit) return hit;
    }
  }
  return null;
}

/** The region part of a BCP 47 locale ("en-GB" → "GB", "fr" → null). */
export function countryFromLocale(locale: string | null | undefined): string | null {
  if (!locale) return null;
  const m = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})\b/i.exec(locale.trim());
  return m ? (m[1] as string).toUpperCase() : null;
}

/** Her country: from what she wrote as her location, else the browser's region, else null. */
export function resolveCountry(location: string | null | undefined, locale?: string | null): string | null {
  return countryFromLocation(location) ?? countryFromLocale(locale);
}

/** Header every client (web, SDK) sends with the person's IANA time zone, so "today" is her today. */
export const TIME_ZONE_HEADER = 'x-cadence-tz';

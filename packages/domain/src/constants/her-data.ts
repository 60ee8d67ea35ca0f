// Her data, hers (docs/decisions/049): limits of export files, passkeys and device-link codes (no zod here:
// the web app imports these).

/** `format` of a Cadence export file. */
export const EXPORT_FORMAT = 'cadence-export';
/** The one export version this build writes and restores. */
export const EXPORT_VERSION = 1;
/** Largest export file a restore accepts (a 45-day account is well under 1 MiB). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** Most documents one section of an export may hold (years of daily use). */
export const MAX_EXPORT_SECTION_DOCS = 5000;

/** A device-link code: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const DEVICE_LINK_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const DEVICE_LINK_CODE_LENGTH = 8;
/** A device-link code works this long, once. */
export const DEVICE_LINK_TTL_MS = 10 * 60 * 1000;
/** A WebAuthn challenge works this long, once. */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Most passkeys one person may register. */
export const MAX_PASSKEYS = 20;
/** Longest passkey name. */
export const MAX_PASSKEY_NAME_LENGTH = 60;

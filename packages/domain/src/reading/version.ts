/** The version stored with each reading; a stored reading of an older version is read again (docs/decisions/110). Zod-free: screens import it. */
export const NOTE_READING_VERSION = 1;

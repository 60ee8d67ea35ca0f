// Her data, hers (docs/decisions/049): the export file's envelope. The documents inside each section are
// checked by the API against its stored models (unknown fields, types, required fields).
import { z } from 'zod';
import { EXPORT_FORMAT, EXPORT_VERSION, MAX_EXPORT_SECTION_DOCS } from '../constants/her-data';


/** Sections of an export, one per stored collection of hers (sessions and passkeys excluded). */
export const EXPORT_SECTIONS = [
  'users',
  'onboardingResponses',
  'lifestyleProfiles',
  'onboardingRecommendations',
  'routines',
  'dailyPlans',
  'dailyLogs',
  'weeklyReviews',
  'weeklyRecommendations',
  'recommendationApplications',
  'idempotencyKeys',
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

/**
 * Sections a file made before they existed does not have: read as empty, so an older export still
 * restores (her remembered writes, docs/decisions/120-idempotent-writes.md).
 */
const SECTIONS_ADDED_LATER: readonly ExportSection[] = ['idempotencyKeys'];

const ExportDocSchema = z.record(z.string(), z.unknown()).and(z.object({ _id: z.string().min(1).max(200) }));

/** The envelope: a format name and version, when it was made, and her documents by section. */
export const CadenceExportSchema = z.strictObject({
  format: z.literal(EXPORT_FORMAT, { message: `This is not a Cadence export file (format must be "${EXPORT_FORMAT}").` }),
  version: z.literal(EXPORT_VERSION, {
    message: `This export file has a version this app cannot restore (only version ${EXPORT_VERSION}).`,
  }),
  exportedAt: z.string().max(40),
  data: z.strictObject(
    Object.fromEntries(
      EXPORT_SECTIONS.map((s) => {
        const docs = z.array(ExportDocSchema).max(MAX_EXPORT_SECTION_DOCS);
        return [s, SECTIONS_ADDED_LATER.includes(s) ? docs.default([]) : docs];
      }),
    ) as Record<ExportSection, z.ZodArray<typeof ExportDocSchema>>,
  ),
});
export type CadenceExport = z.infer<typeof CadenceExportSchema>;

/** The CSV export query (`?format=csv`). */
export const ExportFormatSchema = z.enum(['json', 'csv']);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

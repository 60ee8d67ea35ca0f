// Getting back in on a new device (docs/decisions/051): passkeys (WebAuthn) and one-time device-link codes.
import { z } from 'zod';
import { DEVICE_LINK_ALPHABET, DEVICE_LINK_CODE_LENGTH, MAX_PASSKEY_NAME_LENGTH } from '../constants/her-data';
import { IdSchema } from './primitives';


/** A code as she types it: spaces and dashes ignored, any case. */
export const DeviceLinkCodeSchema = z
  .string({ error: 'must be text' })
  .max(40)
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .length(DEVICE_LINK_CODE_LENGTH, `must be ${DEVICE_LINK_CODE_LENGTH} characters`)
      .regex(new RegExp(`^[${DEVICE_LINK_ALPHABET}]+$`), 'has a character that is not in device codes'),
  );

const b64url = (max: number) => z.string().max(max).regex(/^[A-Za-z0-9_-]*={0,2}$/, 'must be base64url');

/** The browser's answer to a WebAuthn ceremony (checked further by @simplewebauthn/server). */
export const WebAuthnResponseSchema = z.strictObject({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.record(z.string().max(40), z.union([z.string().max(20_000), z.array(z.string().max(40)).max(10), z.number()])),
  clientExtensionResults: z.record(z.string().max(40), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});
export type WebAuthnResponse = z.infer<typeof WebAuthnResponseSchema>;

export const RegisterPasskeyInputSchema = z.strictObject({
  response: WebAuthnResponseSchema,
  name: z.string().trim().max(MAX_PASSKEY_NAME_LENGTH).optional(),
});
export type RegisterPasskeyInput = z.infer<typeof RegisterPasskeyInputSchema>;

export const PasskeySignInInputSchema = z.strictObject({ response: WebAuthnResponseSchema });

/** A passkey as listed on My Profile. */
export const PasskeySummarySchema = z.object({
  id: IdSchema,
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof PasskeySummarySchema>;

/**
 * What a browser gets when it signs in to an existing account (passkey, device link, restore
 * from a file): enough to put her local data back (spec §3 local storage keys).
 */
export const SignedInSchema = z.strictObject({
  id: IdSchema,
  name: z.string(),
  location: z.string(),
  customCategories: z.array(z.string()),
  programName: z.string(),
  /** Lists of the latest lifestyle profile (personalizedProfile), or null. */
  personalizedProfile: z.record(z.string(), z.array(z.string())).nullable(),
  /** The latest onboarding recommendations. */
  recommendations: z.array(z.strictObject({ title: z.string(), description: z.string(), category: z.string(), frequency: z.string() })),
});
export type SignedIn = z.infer<typeof SignedInSchema>;

/** 'Link another device': the code to type on the other device, and until when it works. */
export const DeviceLinkSchema = z.strictObject({ code: z.string(), expiresAt: z.string() });
export type DeviceLink = z.infer<typeof DeviceLinkSchema>;

/** Whether this server can make and verify passkeys (production needs its public address; docs/decisions/090). */
export const PasskeyStatusSchema = z.strictObject({ available: z.boolean() });
export type PasskeyStatus = z.infer<typeof PasskeyStatusSchema>;

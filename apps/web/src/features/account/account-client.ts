// Her data, hers (docs/decisions/049): file downloads and restores over REST (files are bigger than the tRPC
// body limit), and the WebAuthn ceremonies (@simplewebauthn/browser) around the tRPC procedures.
import { MAX_IMPORT_BYTES, type SignedIn } from '@cadence/domain';
import { TIME_ZONE_HEADER } from '../../lib/constants';
import { browserTimeZone } from '../../lib/time-zone';
import { apiRequest } from '../../lib/rest';

/** Downloads a file the API answers as an attachment (the browser saves it under the API's file name). */
export async function downloadFile(path: string): Promise<string> {
  const res = await fetch(path, { credentials: 'include', headers: { [TIME_ZONE_HEADER]: browserTimeZone() } });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text().catch(() => '')) || res.statusText}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'cadence-download';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** Reads an export file she picked and restores it into a new account (this browser is signed in to it). */
export async function restoreFromFile(file: File): Promise<SignedIn> {
  if (file.size > MAX_IMPORT_BYTES) throw new Error(`This file is too large to be a Cadence export (the limit is ${MAX_IMPORT_BYTES / 1024 / 1024} MB).`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    throw new Error('This file cannot be restored: it is not a complete Cadence export (JSON). Was the download cut short?');
  }
  return apiRequest<SignedIn>('POST', '/api/wellness/import', parsed);
}

/** The text to show for an error from these calls ("400: message" → "message"). */
export function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.replace(/^\d{3}: /, '');
}

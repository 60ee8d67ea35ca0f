// The clinician summary PDF (docs/decisions/050), read back with a PDF text extractor (poppler's pdftotext).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testDbName } from '@cadence/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_ENV } from '../../e2e-api/e2e-kit';
import { plantStretchHistory } from '../../testing/planted-history';
import { seedProgramme, type SeededProgramme } from '../../testing/seed-programme';
import { startTestServer, TestBrowser, TestClock, type TestServer } from '../../testing/test-server';

let server: TestServer;
let seeded: SeededProgramme;
const clock = new TestClock('2026-11-02T07:30:00Z');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-summary-'));

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('summary'), env: TEST_ENV, now: clock.now });
  // Monday 2 Nov to Sunday 15 Nov 2026: two full weeks.
  seeded = await seedProgramme(server.url, clock, { days: 14, firstDay: '2026-11-02' });
}, 120_000);
afterAll(async () => {
  await server?.close({ dropDatabase: true });
  fs.rmSync(dir, { recursive: true, force: true });
});

async function download(browser: TestBrowser, query = '', userId = seeded.userId) {
  const res = await fetch(`${server.url}/api/wellness/users/${userId}/clinician-summary.pdf${query}`, {
    headers: { cookie: browser.cookie ?? '', 'x-cadence-tz': 'UTC' },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

function pdfText(bytes: Buffer, name: string): { text: string; pages: number } {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  expect(fonts).toMatch(/DejaVuSans/);
  expect(fonts.split('\n').slice(2).filter(Boolean).every((l) => /\byes\s+yes\b/.test(l))).toBe(true); // embedded, subset
  expect(info).toMatch(/Page size:\s+595\.28 x 841\.89/); // A4
  return { text, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]) };
}

describe('clinician summary PDF', () => {
  it('is a 1–3 page A4 PDF with her name, the period, adherence figures, symptoms, supplements with cautions and reflections', async () => {
    clock.set('2026-11-15T20:00:00Z');
    const res = await download(seeded.browser);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="cadence-clinician-summary-2026-11-02-to-2026-11-15.pdf"');
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = pdfText(res.bytes, 'default.pdf');
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(3);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Maya Okafor');
    expect(flat).toContain('Age: 46');
    expect(flat).toContain('Hypothyroidism');
    expect(flat).toContain('Levothyroxine 75 mcg');
    expect(flat).toContain('November 2, 2026 to November 15, 2026 (2026-11-02 – 2026-11-15): 14 days, 14 with a daily log');
    // Adherence per week: tasks done/total, then days done/planned per category (the seed logs supplements every day).
    expect(flat).toMatch(/2026-11-02 \d+\/\d+ \(\d+%\) (\d\/7 \(\d+%\) ){3}7\/7 \(100%\)/);
    expect(flat).toMatch(/2026-11-09 \d+\/\d+ \(\d+%\) (\d\/7 \(\d+%\) ){3}7\/7 \(100%\)/);
    expect(flat).toMatch(/fatigue: \d+ days? \(first 2026-11-\d\d, last 2026-11-\d\d\)/);
    expect(flat).toContain('Ashwagandha at night');
    expect(flat).toMatch(/Screening caution — Ashwagandha/i);
    expect(flat).toContain('Week of 2026-11-09 — energy & mood');
    expect(flat).toContain('Self-reported data from a wellness app');
  });

  it('covers the period asked for, and refuses bad periods with a clear 400', async () => {
    const res = await download(seeded.browser, '?from=2026-11-09&to=2026-11-15');
    expect(res.status).toBe(200);
    const { text } = pdfText(res.bytes, 'week2.pdf');
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('(2026-11-09 – 2026-11-15): 7 days, 7 with a daily log');
    expect(flat).not.toMatch(/2026-11-02 \d+\/\d+/);
    const bad = await download(seeded.browser, '?from=2026-11-15&to=2026-11-01');
    expect(bad.status).toBe(400);
    expect(bad.bytes.toString()).toBe('from: must be on or before to');
    expect((await download(seeded.browser, '?from=yesterday')).status).toBe(400);
    expect((await download(seeded.browser, '?color=red')).status).toBe(400);
    // One day reads as one day, not "1 days".
    const oneDay = await download(seeded.browser, '?from=2026-11-15&to=2026-11-15');
    expect(pdfText(oneDay.bytes, 'day.pdf').text.replace(/\s+/g, ' ')).toContain('(2026-11-15 – 2026-11-15): 1 day, 1 with a daily log');
  });

  it('is for her session only (404 for anyone else)', async () => {
    expect((await download(new TestBrowser(server.url))).status).toBe(404);
  });
});

describe("'What helps' in the clinician summary (docs/decisions/072)", () => {
  /** A new user with the planted stretch history of `days` days to 19 Nov, and her summary over it. */
  async function plantedSummary(name: string, days: number, file: string) {
    clock.set('2026-11-20T09:00:00Z');
    const browser = new TestBrowser(server.url);
    const userId = (await browser.request('POST', '/api/wellness/users', { name, location: 'Leeds' })).json.id as string;
    const planted = await plantStretchHistory(browser, userId, '2026-11-19', days);
    const res = await download(browser, `?from=${planted.from}&to=${planted.to}`, userId);
    expect(res.status).toBe(200);
    return pdfText(res.bytes, file);
  }

  it('with enough days: the planted +2 energy in her words for a clinician, with the confidence and not-medical-advice line', async () => {
    const { text, pages } = await plantedSummary('Ines Ward', 44, 'what-helps.pdf');
    expect(pages).toBeLessThanOrEqual(3);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('What helps (next-day energy and mood)');
    expect(flat).toContain('Patterns in her own logs, not medical advice.');
    expect(flat).toContain('After days with “Evening stretch”, her energy the next day was 2 points higher (out of 10).');
    expect(flat).toContain('Consistent over 3 weeks — 22 days with, 21 without.');
    // The chart shows the same energy ratings the figure comes from.
    expect(flat).toContain('Line: daily energy, her own rating or from her check-in notes');
  });

  it('without enough days the section is left out', async () => {
    const flat = (await plantedSummary('Noor Ali', 8, 'no-what-helps.pdf')).text.replace(/\s+/g, ' ');
    expect(flat).not.toContain('What helps');
    expect(flat).not.toContain('not medical advice');
  });
});


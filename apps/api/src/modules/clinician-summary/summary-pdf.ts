// Lays the clinician summary out as an A4 PDF (pdfkit; DejaVu Sans embedded, so the text is
// extractable and nothing is fetched). 1–3 pages: lists are capped in summary-model.ts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LOG_COMPLETION_TYPES, WHAT_HELPS_NOT_ADVICE, formatLongUsDate } from '@cadence/domain';
import PDFDocument from 'pdfkit';
import { adherenceCell, daysBetween, type SummaryModel } from './summary-model';

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fonts: { body: Buffer; bold: Buffer } | undefined;
/** The two font files, read once per process. */
const FONT = () => (fonts ??= { body: readFileSync(path.join(FONT_DIR, 'DejaVuSans.ttf')), bold: readFileSync(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')) });

export const SELF_REPORTED_LINE =
  'Self-reported data from a wellness app (Cadence). It is not a medical record and has not been checked by a clinician.';

const TEAL = '#0f766e';
const GREY = '#555555';
const MARGIN = 48;

export async function renderSummaryPdf(m: SummaryModel, generatedOn: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: `Wellness summary — ${m.who.name}`, Author: 'Cadence', Subject: 'Self-reported wellness data', Creator: 'Cadence' },
    font: FONT().body as unknown as string,
  });
  doc.registerFont('Body', FONT().body);
  doc.registerFont('Bold', FONT().bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  const heading = (text: string) => {
    if (doc.y > doc.page.height - MARGIN - 90) doc.addPage();
    doc.moveDown(0.6).font('Bold').fontSize(12).fillColor(TEAL).text(text).moveDown(0.2).font('Body').fontSize(9.5).fillColor('black');
  };
  const line = (label: string, value: string) => doc.font('Bold').text(`${label}: `, { continued: true }).font('Body').text(value || '—');

  // --- Header ---------------------------------------------------------------------------------
  doc.font('Bold').fontSize(17).fillColor(TEAL).text('Wellness summary for a clinician');
  doc.font('Body').fontSize(9).fillColor(GREY).text(`${SELF_REPORTED_LINE} Generated ${formatLongUsDate(generatedOn)}.`);
  doc.fillColor('black').fontSize(10).moveDown(0.5);

  heading('Who');
  line('Name', m.who.name);
  line('Age', m.who.age === null ? 'not given' : String(m.who.age));
  line('Health conditions (as she entered them)', m.who.conditions || 'none entered');
  line('Medications (as she entered them)', m.who.medications || 'none entered');
  if (m.who.challenges.length) line('Focus areas', m.who.challenges.join(', '));

  heading('Period');
  doc.text(
    `${formatLongUsDate(m.period.from)} to ${formatLongUsDate(m.period.to)} (${m.period.from} – ${m.period.to}): ${m.period.days} ${m.period.days === 1 ? 'day' : 'days'}, ${m.period.daysLogged} with a daily log.`,
  );

  // --- Adherence table --------------------------------------------------------------------------
  heading('Adherence by category per week (days done / days planned)');
  const cols = ['Week of', 'Tasks done', ...LOG_COMPLETION_TYPES.map((t) => t[0]!.toUpperCase() + t.slice(1))];
  const colW = [80, 70, ...LOG_COMPLETION_TYPES.map(() => (width - 150) / LOG_COMPLETION_TYPES.length)];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = MARGIN;
    doc.font(bold ? 'Bold' : 'Body').fontSize(9);
    cells.forEach((c, i) => {
      doc.text(c, x, y, { width: colW[i]! - 4, lineBreak: false });
      x += colW[i]!;
    });
    doc.x = MARGIN;
    doc.y = y + 14;
  };
  if (m.weeks.length === 0) doc.text('No plans or logs in this period.');
  else {
    row(cols, true);
    doc.moveTo(MARGIN, doc.y - 2).lineTo(MARGIN + width, doc.y - 2).strokeColor('#cccccc').stroke();
    for (const w of m.weeks) {
      const pct = w.tasksTotal ? ` (${Math.round((w.tasksDone / w.tasksTotal) * 100)}%)` : '';
      row([w.weekStart, `${w.tasksDone}/${w.tasksTotal}${pct}`, ...LOG_COMPLETION_TYPES.map((t) => adherenceCell(w.categories[t]))]);
    }
  }

  // --- Energy chart ---------------------------------------------------------------------------
  heading('Energy and mood');
  drawChart(doc, m, MARGIN, doc.y + 4, width, 130);

  // --- Symptoms -------------------------------------------------------------------------------
  heading('Symptoms she mentioned most (from her notes)');
  if (m.symptoms.length === 0) doc.text('None found in her notes for this period.');
  for (const s of m.symptoms)
    doc.text(`• ${s.symptom}: ${s.days} day${s.days === 1 ? '' : 's'} (first ${s.first}, last ${s.last})`);

  // Only when some habit or tag has enough days (docs/decisions/072): otherwise there is nothing honest to say.
  if (m.whatHelps.length > 0) {
    heading('What helps (next-day energy and mood)');
    doc.fontSize(8.5).fillColor(GREY).text(WHAT_HELPS_NOT_ADVICE.she).fillColor('black').fontSize(9.5);
    for (const w of m.whatHelps) {
      doc.text(`• ${w.text}`);
      doc.fontSize(8.5).fillColor(GREY).text(`${w.confidence} — ${w.withDays} days with, ${w.withoutDays} without.`, { indent: 10 }).fillColor('black').fontSize(9.5);
    }
  }

  heading('Safety notices the app raised');
  if (m.safety.length === 0) doc.text('None in this period.');
  for (const s of m.safety) doc.font('Bold').text(`${s.date} — ${s.title}`).font('Body').text(s.message, { indent: 10 });

  heading('Supplements in her routines');
  if (m.supplements.length === 0) doc.text('None listed.');
  for (const s of m.supplements) {
    doc.text(`• ${s.label}`);
    for (const c of s.cautions) doc.fillColor('#9a3412').text(`Screening caution — ${c}`, { indent: 10 }).fillColor('black');
  }

  heading('Her weekly reflections, in brief');
  if (m.reflections.length === 0) doc.text('No weekly reflections in this period.');
  for (const r of m.reflections) {
    doc.font('Bold').text(`Week of ${r.weekStart} — energy & mood ${r.score}/10`).font('Body');
    if (r.helped) doc.text(`Helped: ${r.helped}`, { indent: 10 });
    if (r.hard) doc.text(`Hard: ${r.hard}`, { indent: 10 });
  }

  doc.moveDown(1).fontSize(8.5).fillColor(GREY).text(SELF_REPORTED_LINE);
  doc.end();
  return done;
}

/** Daily energy (line, 0–10) and weekly energy & mood scores (squares, 1–10) over the period. */
function drawChart(doc: PDFKit.PDFDocument, m: SummaryModel, x: number, y: number, w: number, h: number) {
  const span = Math.max(1, daysBetween(m.period.from, m.period.to));
  const px = (date: string) => x + 24 + ((w - 30) * Math.min(span, Math.max(0, daysBetween(m.period.from, date)))) / span;
  const py = (v: number) => y + h - (h * v) / 10;
  doc.save();
  doc.font('Body').fontSize(7).fillColor(GREY);
  for (const v of [0, 5, 10]) {
    doc.moveTo(x + 24, py(v)).lineTo(x + w, py(v)).strokeColor('#e5e5e5').lineWidth(0.5).stroke();
    doc.text(String(v), x, py(v) - 4, { width: 18, align: 'right', lineBreak: false });
  }
  doc.text(m.period.from, x + 24, y + h + 3, { lineBreak: false });
  doc.text(m.period.to, x + w - 60, y + h + 3, { width: 60, align: 'right', lineBreak: false });
  if (m.energy.length) {
    doc.lineWidth(1.4).strokeColor(TEAL);
    m.energy.forEach((p, i) => (i === 0 ? doc.moveTo(px(p.date), py(p.value)) : doc.lineTo(px(p.date), py(p.value))));
    doc.stroke();
    for (const p of m.energy) doc.circle(px(p.date), py(p.value), 1.8).fill(TEAL);
  }
  for (const s of m.weeklyScores) doc.rect(px(s.weekStart) - 2.5, py(s.score) - 2.5, 5, 5).fill('#b45309');
  doc.restore();
  doc.x = x;
  doc.y = y + h + 14;
  doc.font('Body').fontSize(8).fillColor(GREY);
  const legend =
    m.energy.length || m.weeklyScores.length
      ? 'Line: daily energy, her own rating or from her check-in notes (0–10). Squares: her weekly energy & mood score (1–10).'
      : 'No energy or mood scores in this period.';
  doc.text(legend, x, doc.y).fillColor('black').fontSize(9.5);
}

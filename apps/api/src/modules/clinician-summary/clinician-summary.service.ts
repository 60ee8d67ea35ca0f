import { localIsoDate } from '@cadence/domain';
import { badRequest } from '../../lib/errors';
import type { AccountService } from '../account/account.service';
import { buildSummaryModel, daysBetween, type SummaryModel } from './summary-model';
import { renderSummaryPdf } from './summary-pdf';

/** Longest period one summary covers. */
export const MAX_SUMMARY_DAYS = 366;

/**
 * The clinician summary (docs/decisions/050): 1–3 A4 pages a doctor can read in a minute, over a period
 * (default: the programme so far, from the day she joined to her today).
 */
export class ClinicianSummaryService {
  constructor(
    private readonly deps: { account: Pick<AccountService, 'snapshot'>; now: () => Date },
  ) {}

  async model(userId: string, period: { from?: string; to?: string }, timeZone: string): Promise<SummaryModel> {
    const data = await this.deps.account.snapshot(userId);
    const user = data.users![0]!;
    const today = localIsoDate(this.deps.now(), timeZone);
    // joinDate: the day she started (set from the server's clock; createdAt in production as well).
    const joined = localIsoDate(new Date(String(user.joinDate ?? user.createdAt)), timeZone);
    const to = period.to ?? today;
    const from = period.from ?? (joined <= to ? joined : to);
    if (from > to) throw badRequest('from: must be on or before to');
    if (daysBetween(from, to) + 1 > MAX_SUMMARY_DAYS) throw badRequest(`The period can be at most ${MAX_SUMMARY_DAYS} days.`);
    return buildSummaryModel(data, from, to);
  }

  /** GET /api/wellness/users/{id}/clinician-summary.pdf */
  async pdf(userId: string, period: { from?: string; to?: string }, timeZone: string): Promise<{ fileName: string; pdf: Buffer }> {
    const model = await this.model(userId, period, timeZone);
    const today = localIsoDate(this.deps.now(), timeZone);
    return { fileName: `cadence-clinician-summary-${model.period.from}-to-${model.period.to}.pdf`, pdf: await renderSummaryPdf(model, today) };
  }
}

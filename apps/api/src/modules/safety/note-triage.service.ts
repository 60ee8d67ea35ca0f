import {
  noticeForReading,
  readNoteSafety,
  type NoteSafetyReading,
  type SafetyNotice,
  type TriageMode,
  type TriageOptions,
} from '@cadence/domain';
import type { NoteModelStatus } from '../../ai/note-model';

export interface NoteTriage {
  /** One reading per text given (empty texts skipped). */
  readings: NoteSafetyReading[];
  /** The action-first notice for everything flagged, or null. */
  notice: SafetyNotice | null;
  mode: TriageMode;
}

/**
 * Every note she writes is triaged here, wherever it was typed (check-in, Log note): the domain's
 * reading (rules first, then the note model when it loaded) and one notice (docs/decisions/105).
 */
export class NoteTriageService {
  constructor(private readonly model: () => Promise<NoteModelStatus>) {}

  /** 'rules+model' when the note model loaded, else 'rules' (/healthz reports it). */
  async mode(): Promise<TriageMode> {
    return (await this.model()).mode;
  }

  async triage(texts: readonly (string | null | undefined)[], options: TriageOptions = {}): Promise<NoteTriage> {
    const { model, mode } = await this.model();
    const readings: NoteSafetyReading[] = [];
    for (const text of texts) if (typeof text === 'string' && text.trim() !== '') readings.push(await readNoteSafety(text, model));
    const merged: NoteSafetyReading = {
      sentences: readings.flatMap((r) => r.sentences),
      flags: readings.flatMap((r) => r.flags),
      unread: [],
      language: 'en',
      triage: mode,
      guarded: readings.flatMap((r) => r.guarded),
    };
    return { readings, notice: noticeForReading(merged, options), mode };
  }
}

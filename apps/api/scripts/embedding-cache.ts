// Embeddings of corpus texts, cached on disk next to the model (.bin/note-model/embedding-cache.json) so
// retraining and tuning do not embed the same text twice. The cache is keyed by the model file's pin.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Embedder } from '../src/ai/note-model/embedder';
import { NOTE_MODEL_FILES } from '../src/ai/note-model/model-files';

export class EmbeddingCache implements Embedder {
  private readonly map = new Map<string, Float32Array>();
  private readonly file: string;
  private dirty = false;

  constructor(
    parent: string,
    private readonly inner: Embedder,
  ) {
    this.file = join(parent, 'embedding-cache.json');
    if (existsSync(this.file)) {
      const raw = JSON.parse(readFileSync(this.file, 'utf8')) as { model: string; rows: Record<string, string> };
      if (raw.model === NOTE_MODEL_FILES['onnx/model.onnx'])
        for (const [k, v] of Object.entries(raw.rows)) {
          // Small Buffers share a pool: copy exactly this vector's bytes.
          const b = Buffer.from(v, 'base64');
          this.map.set(k, new Float32Array(b.buffer, b.byteOffset, b.byteLength / 4).slice());
        }
    }
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const missing = [...new Set(texts.filter((t) => !this.map.has(t)))];
    for (let i = 0; i < missing.length; i += 256) {
      const batch = missing.slice(i, i + 256);
      const vectors = await this.inner.embed(batch);
      batch.forEach((t, j) => this.map.set(t, vectors[j] as Float32Array));
      this.dirty = true;
      if (missing.length > 256) process.stdout.write(`\r  embedded ${Math.min(i + 256, missing.length)}/${missing.length}`);
    }
    if (missing.length > 256) process.stdout.write('\n');
    return texts.map((t) => this.map.get(t) as Float32Array);
  }

  save(): void {
    if (!this.dirty) return;
    const rows: Record<string, string> = {};
    for (const [k, v] of this.map) rows[k] = Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64');
    writeFileSync(this.file, JSON.stringify({ model: NOTE_MODEL_FILES['onnx/model.onnx'], rows }));
  }
}

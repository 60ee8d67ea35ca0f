import assert from 'node:assert/strict';
import { test } from 'node:test';
import { schemaToGrammarSchema } from './schema-to-grammar.mjs';

test('keeps required properties only, drops unsupported keywords', () => {
  const out = schemaToGrammarSchema({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: {
      label: { type: 'string', minLength: 1, maxLength: 80, pattern: '^x' },
      rationale: { type: 'string' },
      items: { type: 'array', items: { type: 'integer', minimum: 0 }, maxItems: 3 },
    },
    required: ['label', 'items'],
    additionalProperties: false,
  });
  assert.deepEqual(out, {
    type: 'object',
    properties: {
      label: { type: 'string', minLength: 1, maxLength: 80 },
      items: { type: 'array', items: { type: 'integer' }, maxItems: 3 },
    },
    required: ['label', 'items'],
    additionalProperties: false,
  });
});

test('resolves $ref, enums, nullable unions and formats', () => {
  const out = schemaToGrammarSchema({
    type: 'object',
    $defs: { kind: { type: 'string', enum: ['add', 'soften'] } },
    properties: {
      type: { $ref: '#/$defs/kind' },
      maybe: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      when: { type: 'string', format: 'date' },
    },
    required: ['type', 'maybe', 'when'],
  });
  assert.deepEqual(out.properties, {
    type: { enum: ['add', 'soften'] },
    maybe: { oneOf: [{ type: 'string' }, { type: 'null' }] },
    when: { type: 'string', format: 'date' },
  });
});

// Turns a response_format JSON schema (as the AI SDK sends it: zod's JSON schema) into the subset
// node-llama-cpp's JSON-schema grammar understands. Optional properties are LEFT OUT: the grammar
// always emits every listed property, so a schema with optional fields would make the model write
// them all (17-29 s per call on this CPU instead of a few). Unsupported keywords (pattern, minimum,
// $schema, default, ...) are dropped; the app validates the answer with its own schema anyway.

const STRING_FORMATS = new Set(['date-time', 'time', 'date']);

/** @param {any} schema @returns {any} */
export function schemaToGrammarSchema(schema, root = schema) {
  if (schema === true || schema === undefined || schema === null) return { type: ['string', 'number', 'boolean', 'null'] };
  if (typeof schema !== 'object') return { type: 'string' };
  if (schema.$ref) {
    const target = resolveRef(root, schema.$ref);
    return target ? schemaToGrammarSchema(target, root) : { type: 'string' };
  }
  if ('const' in schema) return { const: schema.const };
  if (Array.isArray(schema.enum)) return { enum: schema.enum };
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives)) {
    if (alternatives.length === 1) return schemaToGrammarSchema(alternatives[0], root);
    return { oneOf: alternatives.map((a) => schemaToGrammarSchema(a, root)) };
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) return schemaToGrammarSchema(schema.allOf[0], root);

  let type = schema.type;
  if (Array.isArray(type) && type.length === 1) type = type[0];
  if (type === undefined && schema.properties) type = 'object';
  if (type === undefined && schema.items) type = 'array';

  switch (type) {
    case 'object': {
      const required = new Set(Array.isArray(schema.required) ? schema.required : []);
      const properties = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        if (required.has(key)) properties[key] = schemaToGrammarSchema(value, root);
      }
      return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
    }
    case 'array': {
      const out = { type: 'array', items: schemaToGrammarSchema(schema.items ?? true, root) };
      if (Number.isInteger(schema.minItems)) out.minItems = schema.minItems;
      if (Number.isInteger(schema.maxItems)) out.maxItems = schema.maxItems;
      return out;
    }
    case 'string': {
      if (STRING_FORMATS.has(schema.format)) return { type: 'string', format: schema.format };
      const out = { type: 'string' };
      if (Number.isInteger(schema.minLength)) out.minLength = schema.minLength;
      if (Number.isInteger(schema.maxLength)) out.maxLength = schema.maxLength;
      return out;
    }
    case 'number':
    case 'integer':
    case 'boolean':
    case 'null':
      return { type };
    default:
      if (Array.isArray(type) && type.length) return { type };
      return { type: ['string', 'number', 'boolean', 'null'] };
  }
}

function resolveRef(root, ref) {
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return undefined;
  let node = root;
  for (const part of ref.slice(2).split('/')) {
    node = node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

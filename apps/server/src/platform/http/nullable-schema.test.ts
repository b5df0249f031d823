import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collapseNullableUnions } from './nullable-schema';

const schema = z.object({
  name: z.string().nullable(),
  size: z.number().int().nullable(),
  owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  either: z.union([z.object({ a: z.string() }), z.object({ b: z.number().int() })]),
});
const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' });

describe('collapseNullableUnions', () => {
  it('writes a nullable object as the object with nullable, and leaves other unions alone', () => {
    const out = collapseNullableUnions(json) as { properties: Record<string, Record<string, unknown>> };
    // zod already writes nullable primitives as a type list, which fast-json-stringify handles well.
    expect(out.properties.name).toEqual({ type: ['string', 'null'] });
    expect(out.properties.owner).toMatchObject({ type: 'object', nullable: true });
    expect(out.properties.either.anyOf).toHaveLength(2);
  });

  it('serializes exactly as the original schema does, nulls included', () => {
    const original = fastJson(json as Parameters<typeof fastJson>[0]);
    const collapsed = fastJson(collapseNullableUnions(json) as Parameters<typeof fastJson>[0]);
    for (const value of [
      { name: null, size: null, owner: null, either: { a: 'x' } },
      { name: 'x', size: 3, owner: { id: 1, name: 'Oy' }, either: { b: 2 } },
    ]) {
      expect(collapsed(value)).toBe(original(value));
      expect(JSON.parse(collapsed(value))).toEqual(value);
    }
  });
});

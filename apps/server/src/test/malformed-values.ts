import fc from 'fast-check';

/**
 * Generators of hostile input for the malformed-input test (DECISIONS.md "Input"): values of the
 * wrong type, numbers out of PostgreSQL's `integer` range, NUL and lone surrogates, huge strings,
 * and bodies that are not what their content type says.
 */

/**
 * Spellings of 1 (and 5, 10) that are not decimal integers: z.coerce.number took every one of them
 * (issue 16), so a path answered 200 for `documents/0x1`. Paths, queries and form fields must refuse them.
 */
export const LOOSE_NUMBERS = ['0x1', '+1', '1.0', '1e0', '0b1', '0o1', '01', ' 1', '1 ', '+5', '5.0', '1e1', '0b101'];

/** JSON values a body once passed off as an id: `{"document_id":[5]}` answered 200. */
export const LOOSE_JSON_IDS: unknown[] = [true, false, [1], ['1'], '0x1', '+1', '1.0', '1e0', '', null, { id: 1 }, 1.5];

const hostileString = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '', ' ', '0', '-1', '1e400', 'null', '[]', '{}'),
  fc.constantFrom(...LOOSE_NUMBERS),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constant('x'.repeat(300_000)),
  fc.constant('ä'.repeat(5000)),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, -1, 0, 1.5, 1e308, -1e308),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** One hostile JSON value of any type. */
export const malformedValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileNumber, { maxKeys: 2 }),
);

/** A query value: hostile text and numbers as the query string carries them. */
export const queryValue: fc.Arbitrary<string> = fc.oneof(hostileString, hostileNumber.map(String));

/** A path segment: out-of-range and non-numeric ids, encoded NUL, invalid UTF-8, huge. */
export const pathValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('2147483648', '99999999999999999999', '-1', '0', '1.5', 'abc', '%00', '%ED%A0%80', '%FF', '1e3'),
  fc.constantFrom(...LOOSE_NUMBERS),
  fc.integer({ min: 1, max: 3 }).map(String),
  fc.constant('9'.repeat(5000)),
);

export interface GeneratedBody {
  contentType: string;
  payload: string | Buffer;
}

/** A JSON object with the operation's real property names (and a few others) set to hostile values. */
export const malformedObject = (properties: string[]): fc.Arbitrary<GeneratedBody> =>
  fc
    .dictionary(fc.constantFrom(...properties, 'id', 'name', 'company_id', 'email'), malformedValue, { maxKeys: 6 })
    .map((object) => ({ contentType: 'application/json', payload: JSON.stringify(object) }));

const BOUNDARY = '----portal-fuzz';

/** A well-formed multipart body but for its boundary of `length` characters. */
export function longBoundaryBody(length: number): GeneratedBody {
  const boundary = 'b'.repeat(length);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nx\r\n--${boundary}--\r\n`,
  };
}

/**
 * Bodies that break their own content type: broken JSON and broken multipart. Every writing
 * route gets both: one that takes no files must refuse a multipart body cleanly too.
 */
export const brokenBody = (): fc.Arbitrary<GeneratedBody> => {
  const json = fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    '"\\ud800"',
    'null',
    '\u0000',
    '{"name":"\\u0000"}',
    '1'.repeat(50),
  );
  const broken: fc.Arbitrary<GeneratedBody>[] = [json.map((payload) => ({ contentType: 'application/json', payload }))];
  broken.push(
    fc.constantFrom(
      // No boundary at all.
      { contentType: 'multipart/form-data', payload: 'hello' },
      // Truncated in the middle of a file part.
      {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nname,code\r\nab`,
      },
      // A boundary that never appears.
      { contentType: 'multipart/form-data; boundary=nothere', payload: `--${BOUNDARY}\r\n\r\n` },
      // A file part whose name holds NUL and a path.
      {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="../../\u0000.csv"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
      },
      // A part the parser skips (not form-data), bigger than its buffer: it used to hang the request.
      {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        payload: `--${BOUNDARY}\r\nContent-Disposition: attachment; name="file"\r\n\r\n${'a'.repeat(40_000)}\r\n--${BOUNDARY}--\r\n`,
      },
    ),
    // Boundaries past RFC 2046's 70 characters; from 253 on they broke the parser's search (500).
    fc.constantFrom(71, 252, 253, 256, 1000).map(longBoundaryBody),
  );
  return fc.oneof(...broken);
};

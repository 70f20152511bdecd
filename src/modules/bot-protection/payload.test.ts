import { describe, expect, it } from 'vitest';
import { parseSolutionPayload } from './payload';
import { MAX_PAYLOAD_LENGTH } from './rules';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

const valid = {
  challenge: {
    parameters: { algorithm: 'SHA-256', cost: 1, expiresAt: 1_900_000_000, keyLength: 32, keyPrefix: 'ab12', nonce: '00ff', salt: 'beef' },
    signature: 'deadbeef',
  },
  solution: { counter: 42, derivedKey: 'ab12cd', time: 12.5 },
};

describe('parseSolutionPayload', () => {
  it('reads the widget payload: base64 of the signed challenge and the solution', () => {
    expect(parseSolutionPayload(encode(valid))).toEqual(valid);
  });

  it('keeps parameters it does not know, so the signature check sees them as sent', () => {
    const withExtra = { ...valid, challenge: { ...valid.challenge, parameters: { ...valid.challenge.parameters, extra: 'x' } } };
    expect(parseSolutionPayload(encode(withExtra))?.challenge.parameters).toMatchObject({ extra: 'x' });
  });

  it('refuses what is not a payload', () => {
    const cases: unknown[] = [
      undefined,
      null,
      42,
      '',
      'not base64!',
      Buffer.from('not json').toString('base64'),
      Buffer.from([0xff, 0xfe, 0xfd]).toString('base64'),
      encode({}),
      encode([]),
      encode({ ...valid, solution: { counter: -1, derivedKey: 'ab' } }),
      encode({ ...valid, solution: { counter: 1.5, derivedKey: 'ab' } }),
      encode({ ...valid, solution: { counter: 1, derivedKey: 'xyz' } }),
      encode({ ...valid, challenge: { parameters: valid.challenge.parameters } }),
      encode({ challenge: null, solution: null, test: true }),
      'A'.repeat(MAX_PAYLOAD_LENGTH + 4),
    ];
    for (const raw of cases) expect(parseSolutionPayload(raw)).toBeNull();
  });
});

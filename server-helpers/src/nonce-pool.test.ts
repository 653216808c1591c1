import { randomBytes } from 'node:crypto';
import { pooledNonces } from './nonce-pool';

describe('pooledNonces', () => {
  it('hands out 16-byte nonces from the random source, each once, drawing a new block every 256', () => {
    let draws = 0;
    const nonce = pooledNonces((size) => {
      draws += 1;
      return randomBytes(size);
    });
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const value = nonce();
      expect(Buffer.from(value, 'base64')).toHaveLength(16);
      seen.add(value);
    }
    expect(seen.size).toBe(1000);
    expect(draws).toBe(Math.ceil(1000 / 256));
  });

  it('cuts each nonce from its own bytes of the block', () => {
    // A source whose bytes count up shows which bytes each nonce was cut from.
    const nonce = pooledNonces((size) => Buffer.from(Array.from({ length: size }, (_, i) => i % 256)));
    expect(Buffer.from(nonce(), 'base64')).toEqual(Buffer.from([...Array(16).keys()]));
    expect(Buffer.from(nonce(), 'base64')).toEqual(Buffer.from([...Array(16).keys()].map((i) => 16 + i)));
  });
});

// CSP nonces for the API's security-headers plugin and the page server's: a server helper, not a
// contract (the headers they go into are: contracts/src/security-headers.ts).

const NONCE_BYTES = 16;
const NONCES_PER_DRAW = 256;

/** What `randomBytes` of node:crypto returns, as far as `pooledNonces` uses it. */
interface RandomBlock {
  toString(encoding: 'base64', start: number, end: number): string;
}

/**
 * CSP nonces of 16 random bytes each, cut from blocks drawn 256 nonces at a time: every response
 * that is not a built file carries one, and one call to the system's random source per response
 * cost the API about a tenth of its time on a cached public read (docs/performance.md, "The API's
 * time per request"). Each nonce is fresh output of the random source the caller passes
 * (`randomBytes` of node:crypto) and is handed out once, as Node's own randomUUID() does with its
 * cache of random bytes.
 */
export function pooledNonces(draw: (size: number) => RandomBlock): () => string {
  let block = draw(NONCE_BYTES * NONCES_PER_DRAW);
  let next = 0;
  return () => {
    if (next === NONCES_PER_DRAW) {
      block = draw(NONCE_BYTES * NONCES_PER_DRAW);
      next = 0;
    }
    const start = next * NONCE_BYTES;
    next += 1;
    return block.toString('base64', start, start + NONCE_BYTES);
  };
}

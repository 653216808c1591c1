import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A new connection's first round trip carries about 14,600 bytes; a page over it waits one more
 * round trip, 300 ms on 3G (docs/performance.md, "Page HTML in one round trip"). The allowance is
 * the response's headers.
 */
const ONE_ROUND_TRIP_BODY = 14_600 - 1_300;

/**
 * Pages differ per request (the CSP nonce), so they are compressed per response, quickly: quality 6
 * costs what 5 does (about 3 ms for the home page) and is about 1 % smaller. A page that would still
 * need a second round trip (the home page in Kiswahili or French, whose texts are longer) is
 * compressed again at quality 10: about 18 ms more for about 6 % fewer bytes, which brings it back
 * under (docs/performance.md, "With three languages").
 */
export async function compress(html: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(html, { level: 6 });
  const quality = (level: number) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
  const quick = await brotli(html, quality(6));
  return quick.length <= ONE_ROUND_TRIP_BODY ? quick : brotli(html, quality(10));
}

// HTTP content negotiation the API's public cache and the page server share: a server helper, no
// contract of the browsers'.

/** 'br' or 'gzip' when the client's Accept-Encoding takes it (q > 0), br first; else undefined. */
export function acceptedEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  let gz = false;
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip') gz = true;
  }
  return gz ? 'gzip' : undefined;
}

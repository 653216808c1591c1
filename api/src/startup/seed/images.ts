import sharp from 'sharp';

/**
 * Demo images drawn at seed time from SVG: abstract gradients and shapes in the site's
 * teal / navy / amber palette, so a first start shows a complete site without shipping binaries.
 */
const NAVY = ['#0b1f3a', '#0f2a4d', '#12325e', '#1b3f73'];
const TEAL = ['#0f766e', '#0d9488', '#14b8a6', '#2dd4bf'];
const AMBER = ['#f59e0b', '#fbbf24', '#fcd34d', '#d97706'];

/** Small deterministic PRNG (mulberry32): the same seed draws the same picture. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

const f = (n: number) => n.toFixed(1);

/** A wide banner (slides, projects, mission/vision): gradient, glow, rings, a network of nodes, bands. */
export function bannerSvg(seed: number, width = 1600, height = 900): string {
  const r = random(seed);
  const angle = r.between(10, 60);
  const from = r.pick(NAVY);
  const to = r.pick(TEAL);
  const glow = r.pick(AMBER);
  const gx = r.between(0.55, 0.9) * width;
  const gy = r.between(0.15, 0.6) * height;

  const rings = Array.from({ length: 5 }, (_, i) => {
    const radius = 120 + i * r.between(70, 110);
    return `<circle cx="${f(gx)}" cy="${f(gy)}" r="${f(radius)}" fill="none" stroke="${TEAL[3]}" stroke-opacity="${f(0.28 - i * 0.045)}" stroke-width="${f(r.between(1.5, 4))}"/>`;
  }).join('');

  const nodes = Array.from({ length: 14 }, () => [r.between(0.05, 0.6) * width, r.between(0.15, 0.95) * height] as const);
  const links = nodes
    .flatMap(([x, y], i) => {
      const [x2, y2] = nodes[(i + 1 + Math.floor(r.next() * 3)) % nodes.length]!;
      return `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"/>`;
    })
    .join('');
  const dots = nodes
    .map(
      ([x, y], i) =>
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(i % 4 === 0 ? 9 : 5)}" fill="${i % 4 === 0 ? glow : '#e2f7f5'}" fill-opacity="${i % 4 === 0 ? 0.9 : 0.5}"/>`,
    )
    .join('');

  const bands = Array.from({ length: 3 }, (_, i) => {
    const x = r.between(-0.2, 0.8) * width;
    const w = r.between(80, 260);
    return `<polygon points="${f(x)},${height} ${f(x + w)},${height} ${f(x + w + height * 0.6)},0 ${f(x + height * 0.6)},0" fill="${i === 1 ? glow : TEAL[2]}" fill-opacity="${f(i === 1 ? 0.1 : 0.08)}"/>`;
  }).join('');

  const grid: string[] = [];
  for (let x = 40; x < width * 0.35; x += 36) {
    for (let y = 40; y < height * 0.3; y += 36) grid.push(`<circle cx="${x}" cy="${y}" r="2" fill="#ffffff" fill-opacity="0.18"/>`);
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${f(angle)} 0.5 0.5)">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <circle cx="${f(gx)}" cy="${f(gy)}" r="${f(height * 0.55)}" fill="url(#glow)"/>
  ${bands}${rings}${grid.join('')}${links}${dots}
  <rect width="100%" height="100%" fill="url(#shade)"/>
</svg>`;
}

/** An abstract portrait: a figure in profile of circles and curves, no face, no text. */
export function avatarSvg(seed: number, size = 480): string {
  const r = random(seed);
  const bgFrom = r.pick(NAVY);
  const bgTo = r.pick(TEAL);
  const figure = r.pick(['#e6fffb', '#fef3c7', '#ccfbf1']);
  const accent = r.pick(AMBER);
  const c = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgFrom}"/><stop offset="1" stop-color="${bgTo}"/></linearGradient>
    <linearGradient id="fig" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${figure}" stop-opacity="0.95"/><stop offset="1" stop-color="${figure}" stop-opacity="0.7"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <circle cx="${f(c + r.between(-60, 60))}" cy="${f(r.between(60, 140))}" r="${f(r.between(70, 120))}" fill="${accent}" fill-opacity="0.22"/>
  <circle cx="${c}" cy="${c}" r="${f(size * 0.42)}" fill="none" stroke="${accent}" stroke-opacity="0.55" stroke-width="6" stroke-dasharray="${f(r.between(40, 120))} ${f(r.between(14, 40))}"/>
  <circle cx="${c}" cy="${f(size * 0.4)}" r="${f(size * 0.15)}" fill="url(#fig)"/>
  <path d="M ${f(size * 0.2)} ${size} C ${f(size * 0.2)} ${f(size * 0.68)}, ${f(size * 0.35)} ${f(size * 0.6)}, ${c} ${f(size * 0.6)} S ${f(size * 0.8)} ${f(size * 0.68)}, ${f(size * 0.8)} ${size} Z" fill="url(#fig)"/>
</svg>`;
}

/** A square emblem for an icon: an eye on the horizon, for "vision". */
export function emblemSvg(size = 256): string {
  const c = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${TEAL[1]}"/><stop offset="1" stop-color="${NAVY[2]}"/></linearGradient></defs>
  <circle cx="${c}" cy="${c}" r="${c - 4}" fill="url(#bg)"/>
  <path d="M ${size * 0.16} ${c} Q ${c} ${size * 0.22} ${size * 0.84} ${c} Q ${c} ${size * 0.78} ${size * 0.16} ${c} Z" fill="#ffffff" fill-opacity="0.92"/>
  <circle cx="${c}" cy="${c}" r="${size * 0.13}" fill="${AMBER[0]}"/>
  <circle cx="${c}" cy="${c}" r="${size * 0.05}" fill="${NAVY[0]}"/>
</svg>`;
}

export async function renderWebp(svg: string, quality = 70): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality, effort: 4 }).toBuffer();
}

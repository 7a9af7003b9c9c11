import { useId, useMemo } from 'react';

/** Palettes for generated covers: sky top, sky bottom, far hills, near hills, sun. */
const palettes = [
  ['#45305c', '#f2a65a', '#7a4b6e', '#3b2440', '#ffe08a'], // dusk
  ['#1f3b57', '#7fb3c9', '#2f5a6e', '#173042', '#fff4c7'], // sea night
  ['#2c4a3b', '#c8d98f', '#4e7a55', '#243d2e', '#fff1b8'], // forest
  ['#5c2b33', '#f5a07a', '#8c4148', '#451f27', '#ffd9a0'], // ember
  ['#283152', '#b8a6e6', '#4b4f86', '#1e2340', '#f4f0ff'], // lilac
  ['#4a3520', '#f0c66e', '#8a5a2b', '#3a2816', '#fff6d5'], // desert
] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32: a tiny seeded random source so a template always gets the same art. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function ridge(random: () => number, base: number, amplitude: number): string {
  const points = 5;
  let d = `M0 200 L0 ${base}`;
  for (let i = 1; i <= points; i++) {
    const x = (400 / points) * i;
    const cx = x - 400 / points / 2;
    const cy = base - amplitude * (0.4 + random());
    d += ` Q${cx.toFixed(1)} ${cy.toFixed(1)} ${x.toFixed(1)} ${(base + (random() - 0.5) * amplitude * 0.6).toFixed(1)}`;
  }
  return `${d} L400 200 Z`;
}

/** A storybook landscape generated from `seed` (a template id): stands in for a missing cover image. */
export function CoverArt({ seed, className = '' }: { seed: string; className?: string }) {
  const id = useId();
  const art = useMemo(() => {
    const h = hash(seed);
    const random = seeded(h);
    const palette = palettes[h % palettes.length]!;
    return {
      palette,
      sunX: 60 + random() * 280,
      sunY: 45 + random() * 35,
      sunR: 16 + random() * 14,
      far: ridge(random, 128, 46),
      near: ridge(random, 160, 34),
      stars: Array.from({ length: 7 }, () => ({ x: random() * 400, y: random() * 70, r: 0.8 + random() * 1.4 })),
    };
  }, [seed]);
  const [skyTop, skyBottom, far, near, sun] = art.palette;
  return (
    <svg viewBox="0 0 400 200" preserveAspectRatio="xMidYMid slice" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={skyTop} />
          <stop offset="1" stopColor={skyBottom} />
        </linearGradient>
      </defs>
      <rect width="400" height="200" fill={`url(#${id}sky)`} />
      {art.stars.map((s, i) => (
        <circle key={i} cx={s.x} cy={s.y} r={s.r} fill="#fff" opacity="0.7" />
      ))}
      <circle cx={art.sunX} cy={art.sunY} r={art.sunR * 1.9} fill={sun} opacity="0.18" />
      <circle cx={art.sunX} cy={art.sunY} r={art.sunR} fill={sun} />
      <path d={art.far} fill={far} opacity="0.9" />
      <path d={art.near} fill={near} />
    </svg>
  );
}

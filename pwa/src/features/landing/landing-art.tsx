// Storybook illustrations for the audience landing pages, drawn inline in the style of the cover
// art (graded sky, layered hills): decorative, so hidden from assistive technology.
import { useId } from 'react';

/** Which landing illustration to draw. */
export type LandingArtKind = 'crossroads' | 'book' | 'map';

const SKIES: Record<LandingArtKind, readonly [string, string]> = {
  crossroads: ['#2e2140', '#f2a65a'],
  book: ['#1f3b57', '#8cbfd1'],
  map: ['#241832', '#765a93'],
};

const STARS = [
  [40, 36, 1.6],
  [92, 22, 1.2],
  [150, 48, 1.4],
  [236, 28, 1.8],
  [318, 44, 1.2],
  [362, 20, 1.5],
  [280, 66, 1],
] as const;

/** A 4:3 scene for a landing page hero: a crossroads (coaches), a book (educators) or a map (storytellers). */
export function LandingArt({ kind, className = '' }: { kind: LandingArtKind; className?: string }) {
  const id = useId();
  const [top, bottom] = SKIES[kind];
  return (
    <svg viewBox="0 0 400 300" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill={`url(#${id}sky)`} />
      {STARS.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="#fff" opacity="0.75" />
      ))}
      {kind === 'crossroads' && <Crossroads />}
      {kind === 'book' && <OpenBook />}
      {kind === 'map' && <MapAndQuill />}
    </svg>
  );
}

function Crossroads() {
  return (
    <g>
      <circle cx="300" cy="150" r="46" fill="#ffe08a" opacity="0.18" />
      <circle cx="300" cy="150" r="24" fill="#ffe08a" />
      <path d="M0 192Q60 150 120 176T240 164T400 172V300H0Z" fill="#7a4b6e" />
      <path d="M0 222Q100 200 200 212T400 206V300H0Z" fill="#3b2440" />
      {/* The path forks: home on the left, the unknown on the right. */}
      <path d="M176 300h48l-16-64h-16z" fill="#e9d6b4" opacity="0.9" />
      <path d="M193 238l8-2-79-30-6 2z" fill="#e9d6b4" opacity="0.8" />
      <path d="M199 236l8 2 88-40-6-2z" fill="#e9d6b4" opacity="0.8" />
      <path d="M86 190l14-13 14 13z" fill="#5b4176" />
      <rect x="88" y="189" width="24" height="17" fill="#45305c" />
      <rect x="97" y="194" width="6" height="6" fill="#ffd36b" />
      <path d="M294 200v-28" stroke="#fbf5ea" strokeWidth="2" strokeLinecap="round" />
      <path d="M294 172l17 5-17 5z" fill="#ffa25a" />
      <rect x="226" y="206" width="4" height="36" rx="1.5" fill="#d7bb8c" />
      <path d="M226 210h-26l-6 6 6 6h26z" fill="#fbf5ea" />
      <path d="M230 224h26l6 6-6 6h-26z" fill="#fbf5ea" />
      <circle cx="200" cy="252" r="7" fill="#1a1124" />
      <path d="M189 280q11-26 22 0z" fill="#1a1124" />
    </g>
  );
}

function OpenBook() {
  return (
    <g>
      <circle cx="76" cy="74" r="34" fill="#fff4c7" opacity="0.2" />
      <circle cx="76" cy="74" r="18" fill="#fff4c7" />
      <path d="M0 200Q80 160 170 186T400 178V300H0Z" fill="#2f5a6e" />
      <path d="M0 240Q120 214 230 232T400 226V300H0Z" fill="#173042" />
      {/* What rises from the book: a raindrop, a sail, a star. */}
      <path d="M196 196C184 150 150 134 138 108" fill="none" stroke="#ffe7a8" strokeWidth="2" strokeDasharray="2 7" strokeLinecap="round" />
      <path d="M206 196C216 150 250 140 262 116" fill="none" stroke="#ffe7a8" strokeWidth="2" strokeDasharray="2 7" strokeLinecap="round" />
      <path d="M201 192V84" stroke="#ffe7a8" strokeWidth="2" strokeDasharray="2 7" strokeLinecap="round" />
      <path d="M136 78q13 16 0 26-13-10 0-26z" fill="#bfe3f0" />
      <path d="M250 108h26l-5 7h-16z" fill="#fbf5ea" />
      <path d="M262 106V82l12 22z" fill="#ffd36b" />
      <path d="M201 56l4 9 10 1-8 6 3 10-9-5-9 5 3-10-8-6 10-1z" fill="#ffd36b" />
      <path d="M200 204q-40-16-82-8v48q42-8 82 8z" fill="#fbf5ea" />
      <path d="M200 204q40-16 82-8v48q-42-8-82 8z" fill="#fffcf6" />
      <path d="M200 204v48" stroke="#d7bb8c" strokeWidth="2" />
      <path d="M132 210q28-4 56 4M132 222q28-4 56 4M132 234q28-4 56 4M212 214q28-8 56-4M212 226q28-8 56-4M212 238q28-8 56-4" stroke="#d7bb8c" strokeWidth="2" fill="none" strokeLinecap="round" />
    </g>
  );
}

function MapAndQuill() {
  return (
    <g>
      <path d="M0 236Q100 212 210 230T400 222V300H0Z" fill="#45305c" />
      <g transform="rotate(-6 200 160)">
        <rect x="84" y="88" width="232" height="150" rx="6" fill="#f4e8d2" />
        <rect x="84" y="88" width="232" height="150" rx="6" fill="none" stroke="#d7bb8c" strokeWidth="3" />
        <path d="M104 206c40-44 80 12 120-50s66-30 74-46" fill="none" stroke="#a3401a" strokeWidth="3" strokeDasharray="6 7" strokeLinecap="round" />
        <path d="M112 140l12-16 12 16M130 148l10-13 10 13" fill="none" stroke="#85768a" strokeWidth="2.5" strokeLinejoin="round" />
        <path d="M186 196h22v-22l-11-8-11 8z" fill="#765a93" />
        <path d="M192 196v-9h10v9" fill="#f4e8d2" />
        <path d="M290 104l12 12M302 104l-12 12" stroke="#c04a1c" strokeWidth="3.5" strokeLinecap="round" />
        <circle cx="270" cy="204" r="15" fill="none" stroke="#85768a" strokeWidth="2" />
        <path d="M270 186v36M252 204h36" stroke="#85768a" strokeWidth="1.5" />
        <path d="M270 190l4 14-4 14-4-14z" fill="#c04a1c" />
      </g>
      {/* The quill resting across the corner of the map. */}
      <path d="M372 118c-42 8-86 48-110 112 20-14 40-26 56-46 18-22 40-46 54-66z" fill="#fffcf6" stroke="#d7bb8c" strokeWidth="2" />
      <path d="M364 126c-34 24-64 58-98 100" stroke="#d7bb8c" strokeWidth="2" fill="none" />
      <path d="M262 230l-10 20 16-14z" fill="#2a2030" />
    </g>
  );
}

// The Academy's lecture pictures: small storybook scenes drawn inline in the style of the cover
// art (graded sky, stars, layered hills) with one motif per lecture. Decorative only.
import { useId, type ReactNode } from 'react';
import type { LectureArtKind } from './lectures/lecture-types';

/** Sky top, sky bottom, far hills, near hills, light: one palette per lecture. */
const PALETTES: Record<LectureArtKind, readonly [string, string, string, string, string]> = {
  engine: ['#45305c', '#f2a65a', '#7a4b6e', '#3b2440', '#ffe08a'],
  outcomes: ['#2c4a3b', '#c8d98f', '#4e7a55', '#243d2e', '#fff1b8'],
  threads: ['#1f3b57', '#7fb3c9', '#2f5a6e', '#173042', '#fff4c7'],
  setting: ['#5c2b33', '#f5a07a', '#8c4148', '#451f27', '#ffd9a0'],
  dice: ['#283152', '#b8a6e6', '#4b4f86', '#1e2340', '#f4f0ff'],
  stats: ['#4a3520', '#f0c66e', '#8a5a2b', '#3a2816', '#fff6d5'],
  multiplayer: ['#241832', '#c26a4a', '#5b4176', '#2e2140', '#ffd36b'],
  images: ['#2c4a3b', '#9fc7b0', '#4e7a55', '#243d2e', '#fff1b8'],
};

const STARS = [
  [30, 24, 1.4],
  [78, 14, 1],
  [122, 40, 1.2],
  [262, 18, 1.5],
  [318, 36, 1],
  [370, 14, 1.3],
] as const;

/** A gear outline centred on (cx, cy) with `teeth` teeth, as an SVG path. */
function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const points: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const angle = (Math.PI * 2 * i) / (teeth * 4);
    const r = i % 4 < 2 ? outer : inner;
    points.push(`${(cx + r * Math.cos(angle)).toFixed(1)} ${(cy + r * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${points.join('L')}Z`;
}

/** The picture of a lecture, 2:1; size and crop come from `className`. */
export function LectureArt({ kind, className = '' }: { kind: LectureArtKind; className?: string }) {
  const id = useId();
  const [top, bottom, far, near, light] = PALETTES[kind];
  return (
    <svg viewBox="0 0 400 200" preserveAspectRatio="xMidYMid slice" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
      </defs>
      <rect width="400" height="200" fill={`url(#${id}sky)`} />
      {STARS.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="#fff" opacity="0.7" />
      ))}
      <path d="M0 200V132Q70 104 140 124T280 116T400 124V200Z" fill={far} opacity="0.9" />
      {MOTIFS[kind]({ near, light })}
    </svg>
  );
}

type MotifProps = { near: string; light: string };

const MOTIFS: Record<LectureArtKind, (p: MotifProps) => ReactNode> = {
  // A gear (the engine) with a quill's path branching out of it into three stars.
  engine: ({ near, light }) => (
    <g>
      <path d="M0 200V160Q100 140 200 152T400 150V200Z" fill={near} />
      <path d={gearPath(200, 96, 46, 36, 10)} fill="#2a2030" opacity="0.9" />
      <circle cx="200" cy="96" r="15" fill={light} />
      <path d="M200 111v30M200 141q-30 10-60-6M200 141q30 10 62-8" fill="none" stroke={light} strokeWidth="2.5" strokeDasharray="3 6" strokeLinecap="round" />
      <circle cx="138" cy="134" r="4" fill={light} />
      <circle cx="264" cy="132" r="4" fill={light} />
      <circle cx="200" cy="146" r="4" fill={light} />
    </g>
  ),
  // A road winding to the horizon past three milestone flags.
  outcomes: ({ near, light }) => (
    <g>
      <circle cx="300" cy="70" r="36" fill={light} opacity="0.2" />
      <circle cx="300" cy="70" r="20" fill={light} />
      <path d="M0 200V150Q100 130 200 146T400 140V200Z" fill={near} />
      <path d="M120 200c30-20 120-22 110-40s-70-10-50-24 80-6 92-12" fill="none" stroke="#f4e8d2" strokeWidth="12" strokeLinecap="round" opacity="0.85" />
      {([
        [168, 178, 1],
        [240, 150, 0.8],
        [276, 124, 0.6],
      ] as const).map(([x, y, s]) => (
        <g key={x} transform={`translate(${x} ${y}) scale(${s})`}>
          <path d="M0 0v-34" stroke="#fffcf6" strokeWidth="2.5" strokeLinecap="round" />
          <path d="M0-34l20 6-20 6z" fill="#e8692b" />
        </g>
      ))}
    </g>
  ),
  // Three threads weaving towards a knot, then on.
  threads: ({ near, light }) => (
    <g>
      <circle cx="84" cy="60" r="16" fill={light} />
      <path d="M0 200V164Q110 148 210 160T400 154V200Z" fill={near} />
      <path d="M20 110c60-40 100 40 160 0s100-40 200 0" fill="none" stroke="#ffa25a" strokeWidth="4" strokeLinecap="round" />
      <path d="M20 100c60 40 100-40 160 0s100 40 200 0" fill="none" stroke="#ffe7a8" strokeWidth="4" strokeLinecap="round" />
      <path d="M20 120c50-10 110 10 160-15s110-20 200 5" fill="none" stroke="#d9cde6" strokeWidth="4" strokeLinecap="round" />
      {[100, 180, 280].map((x) => (
        <circle key={x} cx={x} cy={x === 180 ? 104 : x === 100 ? 102 : 104} r="6" fill="#fffcf6" stroke="#e8692b" strokeWidth="2.5" />
      ))}
    </g>
  ),
  // A lagoon city: narrow houses, a tall survey tower, a bridge and its reflection.
  setting: ({ near, light }) => (
    <g>
      <circle cx="90" cy="64" r="20" fill={light} />
      <path d="M178 130V46l12-12 12 12v84z" fill={near} />
      <rect x="186" y="56" width="8" height="10" fill={light} />
      {([
        [110, 96, 22],
        [134, 104, 18],
        [154, 92, 22],
        [206, 100, 20],
        [228, 90, 24],
        [254, 104, 18],
        [274, 96, 20],
      ] as const).map(([x, y, w]) => (
        <g key={x}>
          <path d={`M${x} 130V${y}l${w / 2}-10l${w / 2} 10V130z`} fill={near} />
          <rect x={x + w / 2 - 3} y={y + 8} width="6" height="7" fill={light} opacity="0.9" />
        </g>
      ))}
      <path d="M0 130h400v70H0z" fill="#3b2f40" opacity="0.85" />
      <path d="M296 130q20-22 40 0M336 130q20-22 40 0" fill="none" stroke={near} strokeWidth="5" />
      <path d="M100 142h190M130 156h140M160 170h90" stroke={light} strokeWidth="2" opacity="0.35" strokeLinecap="round" />
    </g>
  ),
  // A die on a hill: the roll.
  dice: ({ near, light }) => (
    <g>
      <path d="M0 200V158Q100 140 200 150T400 146V200Z" fill={near} />
      <path d="M200 44l52 24-52 24-52-24z" fill="#fffcf6" />
      <path d="M148 68l52 24v60l-52-24z" fill="#e9d6b4" />
      <path d="M252 68l-52 24v60l52-24z" fill="#d7bb8c" />
      <ellipse cx="200" cy="68" rx="7" ry="3.5" fill="#c04a1c" />
      {([
        [162, 88],
        [174, 110],
        [186, 132],
      ] as const).map(([x, y]) => (
        <ellipse key={x} cx={x} cy={y} rx="4" ry="5" fill="#2a2030" transform={`rotate(-25 ${x} ${y})`} />
      ))}
      {([
        [214, 104],
        [238, 92],
        [214, 130],
        [238, 118],
      ] as const).map(([x, y]) => (
        <ellipse key={`${x}-${y}`} cx={x} cy={y} rx="4" ry="5" fill="#2a2030" transform={`rotate(25 ${x} ${y})`} />
      ))}
      <circle cx="320" cy="56" r="4" fill={light} />
      <circle cx="92" cy="70" r="3" fill={light} />
    </g>
  ),
  // Three glass vessels filled to different levels, like stats in a sidebar.
  stats: ({ near, light }) => (
    <g>
      <circle cx="320" cy="58" r="18" fill={light} />
      <path d="M0 200V160Q100 146 200 156T400 150V200Z" fill={near} />
      {([
        [134, 0.75, '#e8692b'],
        [188, 0.45, '#ffd36b'],
        [242, 0.25, '#765a93'],
      ] as const).map(([x, level, color]) => {
        const h = 86;
        const fill = h * level;
        return (
          <g key={x}>
            <rect x={x} y={68} width="34" height={h} rx="10" fill="#fffcf6" opacity="0.35" />
            <rect x={x} y={68 + h - fill} width="34" height={fill} rx="10" fill={color} />
            <rect x={x} y={68} width="34" height={h} rx="10" fill="none" stroke="#fffcf6" strokeWidth="2.5" />
          </g>
        );
      })}
      <path d="M120 156h170" stroke="#2a2030" strokeWidth="4" strokeLinecap="round" />
    </g>
  ),
  // Figures around a fire under the stars.
  multiplayer: ({ near, light }) => (
    <g>
      <path d="M0 200V150Q100 132 200 144T400 140V200Z" fill={near} />
      <circle cx="200" cy="140" r="34" fill={light} opacity="0.18" />
      <path d="M200 112q14 16 6 30-6 6-12 0-8-14 6-30z" fill="#ffa25a" />
      <path d="M200 124q7 9 3 16-3 3-6 0-4-8 3-16z" fill={light} />
      <path d="M184 146l32-6M184 140l32 6" stroke="#3a2816" strokeWidth="4" strokeLinecap="round" />
      {([
        [140, 1],
        [166, 0.85],
        [236, 0.85],
        [262, 1],
      ] as const).map(([x, s]) => (
        <g key={x} transform={`translate(${x} 146) scale(${s})`}>
          <circle cx="0" cy="-26" r="7" fill="#1a1124" />
          <path d="M-12 0q12-30 24 0z" fill="#1a1124" />
        </g>
      ))}
    </g>
  ),
  // An easel holding a small framed landscape.
  images: ({ near, light }) => (
    <g>
      <path d="M0 200V156Q100 138 200 150T400 146V200Z" fill={near} />
      <path d="M176 166l24-118 24 118M200 48v122" stroke="#3a2816" strokeWidth="4" strokeLinecap="round" fill="none" />
      <rect x="146" y="60" width="108" height="76" rx="4" fill="#fffcf6" />
      <rect x="154" y="68" width="92" height="60" fill="#7fb3c9" />
      <circle cx="224" cy="84" r="8" fill={light} />
      <path d="M154 128v-22q22-16 44-4t48-6v32z" fill="#4e7a55" />
      <path d="M140 136h120" stroke="#3a2816" strokeWidth="5" strokeLinecap="round" />
    </g>
  ),
};

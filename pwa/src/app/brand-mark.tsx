import { useId } from 'react';

/** The Taleforge mark (open book with a flame), drawn inline so it needs no request. */
export function BrandMark({ className = 'size-9' }: { className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 512 512" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}bg`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#45305c" />
          <stop offset="1" stopColor="#241832" />
        </linearGradient>
        <linearGradient id={`${id}fl`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffb347" />
          <stop offset="0.55" stopColor="#f2762e" />
          <stop offset="1" stopColor="#d9501f" />
        </linearGradient>
      </defs>
      <rect x="16" y="16" width="480" height="480" rx="112" fill={`url(#${id}bg)`} />
      <path d="M256 318C206 290 140 284 84 296v114c56-12 122-6 172 22 50-28 116-34 172-22V296c-56-12-122-6-172 22z" fill="#c2552a" />
      <path d="M256 304c-44-28-104-34-156-24v110c52-10 112-4 156 24zM256 304c44-28 104-34 156-24v110c-52-10-112-4-156 24z" fill="#fbf1de" />
      <path d="M256 70c48 58 88 100 80 152-6 40-38 68-80 70-42-2-74-30-80-68-6-38 18-64 38-96 4 36 18 50 30 58-6-38-4-78 12-116z" fill={`url(#${id}fl)`} />
      <path d="M258 164c26 30 44 56 38 82-4 22-20 34-40 34s-36-12-40-32c-4-24 18-44 42-84z" fill="#ffe08a" />
    </svg>
  );
}

// A QR code drawn on the device from the `qrcode` library's module matrix, as one SVG path: no
// outside service, no canvas, crisp at any print size.
import { create } from 'qrcode';
import { useMemo } from 'react';

/** The SVG path of a text's QR modules (with a quiet zone of `margin` modules) and the side length in modules. */
export function qrPath(text: string, margin = 2): { d: string; size: number } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  let d = '';
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) if (modules.data[y * n + x]) d += `M${x + margin} ${y + margin}h1v1h-1z`;
  }
  return { d, size: n + 2 * margin };
}

/** The QR code of `text`, labelled for screen readers by `label`. */
export function QrCode({ text, label, className = '' }: { text: string; label: string; className?: string }) {
  const { d, size } = useMemo(() => qrPath(text), [text]);
  return (
    <svg viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" role="img" aria-label={label} className={className} data-qr={text}>
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

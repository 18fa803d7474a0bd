import { useMemo } from 'react';
import { encode } from 'uqr';
import { qrBackground, qrCode } from './QrCode.css';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The text to encode (the PIX copia e cola payload). */
  value: string;
  /** Accessible name of the image (e.g. 'QR Code do PIX para pagamento'). */
  label: string;
}

/** The dark modules of a QR matrix as one SVG path of 1x1 squares (a quiet zone is added by uqr). */
function modulesPath(data: boolean[][]): string {
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join('');
}

/**
 * A QR code drawn in the browser as inline SVG from its text (uqr, ~7 KB gzip, no canvas, no image
 * request), so the PIX payload and its QR can never disagree. Error correction M, as PIX apps expect.
 * Dark modules use the text colour on the surface colour, keeping the contrast scanners need.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    return { size: qr.size, path: modulesPath(qr.data) };
  }, [value]);
  return (
    <svg
      className={qrCode}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} className={qrBackground} />
      <path d={path} />
    </svg>
  );
}

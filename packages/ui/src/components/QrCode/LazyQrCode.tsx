import { lazy, Suspense } from 'react';
import type { QrCodeProps } from './QrCode';
import { qrCode } from './QrCode.css';

const QrCode = lazy(() => import('./QrCode').then((module) => ({ default: module.QrCode })));

/**
 * {@link QrCode} with its encoder (uqr, about 7 KB gzip) loaded when the first code is shown — a PIX
 * code appears only in an opened Boleto panel, so the statements page does not carry it. Until then, an
 * empty square of the same size keeps the panel from moving.
 */
export function LazyQrCode(props: QrCodeProps) {
  return (
    <Suspense fallback={<span className={qrCode} role="img" aria-label={props.label} aria-busy="true" />}>
      <QrCode {...props} />
    </Suspense>
  );
}

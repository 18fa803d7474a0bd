import { ASSISTANCE_MESSAGES, formatDateBr } from '@portal/domain';
import { Alert } from '../../components/Alert/Alert';
import type { SystemWarrantyView } from '../AssistanceScreen/assistance-types';

/**
 * Whether the chosen system of the chosen unit is still within its warranty, said before sending
 * (product rule §9): until when, or that it ended and the request is still taken, marked so.
 */
export function WarrantyVerdict({ warranty }: { warranty: SystemWarrantyView }) {
  const date = formatDateBr(warranty.until);
  return warranty.within ? (
    <Alert tone="success">{ASSISTANCE_MESSAGES.withinWarranty.replace('{date}', date)}</Alert>
  ) : (
    <Alert tone="warning">{ASSISTANCE_MESSAGES.outOfWarranty.replace('{date}', date)}</Alert>
  );
}

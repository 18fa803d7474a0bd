import { describeError, type Logger } from '../../logger';
import { type ErpSlipSource, ErpUnavailableError } from '../finance/slips/erp-slip-source';
import type { SiengeConnector } from './service';
import { SiengeError } from './sienge-client';
import { siengeInstallmentIds } from './sienge-slip';

/**
 * The Sienge connector as finance's ERP slip source (docs/decisions/066-like-things-together.md): an
 * installment the connector wrote has its registered boleto in Sienge (decision 024); Sienge not
 * answering is logged here and reaches finance as an {@link ErpUnavailableError} (503).
 */
export function siengeSlipSource(
  connector: Pick<SiengeConnector, 'tenantSlip'>,
  logger: Logger,
): ErpSlipSource {
  return {
    installment(externalIds) {
      const ids = siengeInstallmentIds(externalIds.contract, externalIds.installment);
      if (!ids) return undefined;
      return {
        reference: `sienge:${ids.billReceivableId}/${ids.installmentId}`,
        async registeredSlip() {
          try {
            return await connector.tenantSlip(ids);
          } catch (error) {
            if (!(error instanceof SiengeError)) throw error;
            logger.warn('sienge slip unavailable', { ...ids, ...describeError(error) });
            throw new ErpUnavailableError('Sienge unavailable', { cause: error });
          }
        },
      };
    },
  };
}

import { isApiError, type StatementSummary } from '@portal/api';
import { useApiClient } from '@portal/api/react';
import { messageForCode } from '@portal/domain';
import { useToast } from '@portal/ui';
import type { IncomeTaxPanelState } from '@portal/ui/screens';
import { useCallback, useState } from 'react';

/**
 * The Rendimento panels of the statements list (spec section 2): the chosen year's report of the
 * card's company (`GET /api/v1/income_tax/report/pdf`) saved as '{year}_informe_de_rendimento.pdf',
 * then 'Informe de rendimento resgatado com sucesso.'; a failure says 'Erro ao gerar o link do PDF ou
 * PDF indisponivel' (the server's text for a 404) as a toast and in the panel, which stays open.
 */
export function useIncomeTaxDownloads(customerId: number | undefined) {
  const client = useApiClient();
  const toast = useToast();
  const [states, setStates] = useState<Readonly<Record<number, IncomeTaxPanelState>>>({});

  const download = useCallback(
    async (item: StatementSummary, year: number) => {
      if (customerId === undefined) return;
      const bill = item.bill_id;
      const set = (state: IncomeTaxPanelState) => setStates((current) => ({ ...current, [bill]: state }));
      set({ isDownloading: true });
      try {
        const { downloadIncomeTax } = await import('./income-tax-download');
        await downloadIncomeTax(client, { customerId, companyId: item.company.id, year });
        set({});
        toast.success(messageForCode('GET-INCOME-TAX-200'));
      } catch (error) {
        const message =
          isApiError(error) && error.status !== 0 && error.status < 500
            ? error.message
            : messageForCode('GET-INCOME-TAX-404');
        set({ message, tone: 'error' });
        toast.danger(message);
      }
    },
    [client, customerId, toast],
  );

  return { states, download };
}

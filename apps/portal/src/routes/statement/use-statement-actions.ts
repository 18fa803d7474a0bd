import type { Customer, StatementPdfQuery } from '@portal/api';
import { useApiClient } from '@portal/api/react';
import { messageForCode } from '@portal/domain';
import { useToast } from '@portal/ui';
import type { InstallmentRow, ProofSubmission, ProofUploadState, SlipPanelState } from '@portal/ui/screens';
import { useEffect, useRef, useState } from 'react';
import { messages } from '../../messages/pt-BR';
import type { RowSlipContext } from './row-slip-lookup';
import type { StatementActionsMemory, StatementActionsTools } from './statement-actions';

/** The statement's actions — exports, proof send, a row's slip — load as one chunk on first use (decision 038). */
const load = () => import('./statement-actions');

/**
 * The statement screen's actions (spec sections 2, 3, 4, 8; decision 018; docs/product/decisions.md
 * section 7): the two exports, a row's proof of payment and its slip. Their state lives here, their work
 * in `statement-actions.ts`. The proof dialog stays open while a send runs; 'Boleto' opens the slip
 * dialog at once on its wait.
 */
export function useStatementActions(context: {
  bill: number | null;
  /** Null while the customer's documents are unknown (the PDF button then waits). */
  pdfQuery: StatementPdfQuery | null;
  customer: Customer | undefined;
  slipContext: RowSlipContext | null;
  /** Called after a stored proof (the installments are read again). */
  onSent: () => void;
}) {
  const client = useApiClient();
  const toast = useToast();
  const [isExportingPdf, setExportingPdf] = useState(false);
  const [isExportingXls, setExportingXls] = useState(false);
  const [proofFor, setProofFor] = useState<InstallmentRow | null>(null);
  const [upload, setUpload] = useState<ProofUploadState>({ status: 'idle' });
  const [slipFor, setSlipFor] = useState<InstallmentRow | null>(null);
  const [slip, setSlip] = useState<SlipPanelState>({ status: 'loading' });
  const memory = useRef<StatementActionsMemory>({
    pending: null,
    sending: false,
    shown: null,
    ticket: 0,
  }).current;
  useEffect(
    () => () => {
      memory.ticket += 1;
    },
    [memory],
  );
  const tools: StatementActionsTools = { client, toast, memory, ...context, setProofFor, setUpload, setSlip };

  // An export's button is busy until it ends; its chunk not arriving (offline) fails as the export does.
  const exporting = (
    setBusy: (busy: boolean) => void,
    work: (actions: Awaited<ReturnType<typeof load>>) => Promise<void>,
    failure: string,
  ) => {
    setBusy(true);
    void load()
      .then(work, () => toast.danger(failure))
      .finally(() => setBusy(false));
  };

  return {
    isExportingPdf,
    isExportingXls,
    exportPdf: () => {
      if (context.pdfQuery)
        exporting(
          setExportingPdf,
          (actions) => actions.exportPdf(tools),
          messageForCode('EXPORT-TO-PDF-404'),
        );
    },
    exportXls: (rows: readonly InstallmentRow[]) =>
      exporting(setExportingXls, (actions) => actions.exportXls(tools, rows), messages.finance.xlsxFailed),
    proofFor,
    upload,
    slipFor,
    slip,
    sendProof: (submission: ProofSubmission) =>
      void load().then(
        (actions) => actions.sendProof(tools, submission),
        () => setUpload({ status: 'error', message: messageForCode('NETWORK-ERROR') }),
      ),
    changeProof: (row: InstallmentRow | null) => {
      // Closing while a send runs would hide its outcome: the dialog stays until the verdict.
      if (memory.sending) return;
      setProofFor(row);
      setUpload({ status: 'idle' });
      // The send's code arrives while the customer picks the file.
      if (row) load().catch(() => undefined);
    },
    openSlip: (row: InstallmentRow) => {
      if (!context.slipContext) return;
      const mine = ++memory.ticket;
      memory.shown = null;
      setSlipFor(row);
      setSlip({ status: 'loading' });
      void load().then(
        (actions) => actions.showSlip(tools, row, mine),
        // The chunk itself did not arrive (offline): the panel says the slip could not be looked up.
        () => {
          if (mine === memory.ticket)
            setSlip({ status: 'error', message: messageForCode('LATEST-SLIP-504') });
        },
      );
    },
    closeSlip: () => {
      memory.ticket += 1;
      setSlipFor(null);
    },
    // A slip is shown only once this chunk has looked it up: it is here already.
    downloadSlip: () => void load().then((actions) => actions.downloadSlip(tools)),
  };
}

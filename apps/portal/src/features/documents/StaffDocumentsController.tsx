import { deleteDocument, postDocument, putDocument, resolveFileUrl } from '@portal/api';
import { useApiClient, useStaffDocuments } from '@portal/api/react';
import { MAX_DOCUMENT_BYTES } from '@portal/domain';
import {
  type DocumentContractOption,
  type DocumentTransfer,
  type DocumentUploadInput,
  documentsMessages,
  StaffDocumentsSection,
  type StaffDocumentsSectionProps,
  type StaffDocumentView,
} from '@portal/ui/screens';
import { useMemo, useRef, useState } from 'react';
import { failureText } from '../../app/failure-text';
import { staffDocumentView } from './staff-document-view';

const t = documentsMessages.staff;

/** Whose documents the block manages: a client's contracts, one at a time, or one enterprise. */
export type StaffDocumentsOwner =
  | { scope: 'contract'; contracts: readonly { id: number; document: string; enterpriseName: string }[] }
  | { scope: 'enterprise'; enterpriseId: number };

/** A share of an upload as the bar's percentage. */
function percent(loaded: number, total: number | undefined): number | null {
  return total ? Math.round((loaded / total) * 100) : null;
}

/**
 * The staff's 'Documentos' block with its reads and calls (decision 077): on the client page for the
 * contract chosen, on the enterprise page for the enterprise. Loaded on its own chunk by each page,
 * so neither page's first script grows. Each action reads the list again.
 */
export function StaffDocumentsController(owner: StaffDocumentsOwner) {
  const client = useApiClient();
  const contracts = useMemo<readonly DocumentContractOption[]>(
    () =>
      owner.scope === 'contract'
        ? owner.contracts.map((contract) => ({
            id: contract.id,
            label: t.contractOption(contract.document, contract.enterpriseName),
          }))
        : [],
    [owner],
  );
  const firstContract = contracts[0]?.id ?? null;
  const [chosen, setChosen] = useState<number | null>(null);
  const contractId = chosen ?? firstContract;
  const query =
    owner.scope === 'enterprise'
      ? { enterprise_id: owner.enterpriseId }
      : contractId === null
        ? null
        : { contract_id: contractId };
  const read = useStaffDocuments(query);
  const [upload, setUpload] = useState<DocumentTransfer>({ status: 'idle' });
  const [replace, setReplace] = useState<DocumentTransfer>({ status: 'idle' });
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<StaffDocumentsSectionProps['notice']>();
  const busy = useRef(false);
  const documents = useMemo(
    () =>
      read.data?.map((document) => {
        const view = staffDocumentView(document);
        return { ...view, url: resolveFileUrl(client.baseUrl, document.url) };
      }) ?? null,
    [read.data, client.baseUrl],
  );

  /** Runs one action at a time; the list is read again afterwards, whatever happened. */
  const run = async (action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setNotice(undefined);
    try {
      await action();
    } finally {
      busy.current = false;
      void read.mutate();
    }
  };

  const onUpload = (input: DocumentUploadInput) =>
    void run(async () => {
      // The owner the list is read for: the enterprise, or the contract chosen.
      if (query === null) return;
      setUpload({ status: 'sending', progress: 0 });
      try {
        await postDocument(
          client,
          {
            file: input.file,
            title: input.title,
            kind: input.kind,
            ...query,
          },
          {
            onUploadProgress: ({ loaded, total }) =>
              setUpload({ status: 'sending', progress: percent(loaded, total) }),
          },
        );
        setUpload({ status: 'done' });
        setNotice({ tone: 'success', text: t.uploaded(input.title) });
      } catch (error) {
        setUpload({ status: 'error', message: failureText(error, 'DOCUMENT-UPLOAD-ERROR') });
      }
    });

  const onReplace = (document: StaffDocumentView, file: File) =>
    void run(async () => {
      setReplace({ status: 'sending', progress: 0 });
      try {
        await putDocument(
          client,
          document.id,
          { file },
          {
            onUploadProgress: ({ loaded, total }) =>
              setReplace({ status: 'sending', progress: percent(loaded, total) }),
          },
        );
        setReplace({ status: 'done' });
        setNotice({ tone: 'success', text: t.replaced(document.title) });
      } catch (error) {
        setReplace({ status: 'error', message: failureText(error, 'DOCUMENT-UPLOAD-ERROR') });
      }
    });

  const onRemove = (document: StaffDocumentView) =>
    void run(async () => {
      setRemovingId(document.id);
      try {
        await deleteDocument(client, document.id);
        setNotice({ tone: 'success', text: t.removed(document.title) });
      } catch (error) {
        setNotice({ tone: 'danger', text: failureText(error, 'DOCUMENT-REMOVE-ERROR') });
      } finally {
        setRemovingId(null);
      }
    });

  return (
    <StaffDocumentsSection
      scope={owner.scope}
      contracts={contracts}
      contractId={contractId}
      onContractChange={(id) => {
        setChosen(id);
        setNotice(undefined);
        setUpload({ status: 'idle' });
      }}
      documents={documents}
      isLoading={read.isLoading}
      errorMessage={read.error && !read.data ? failureText(read.error, 'DOCUMENT-LIST-ERROR') : undefined}
      onRetry={() => void read.mutate()}
      maxBytes={MAX_DOCUMENT_BYTES}
      upload={upload}
      onUpload={onUpload}
      replace={replace}
      onReplaceOpen={() => {
        if (!busy.current) setReplace({ status: 'idle' });
      }}
      onReplace={onReplace}
      removingId={removingId}
      onRemove={onRemove}
      notice={notice}
    />
  );
}

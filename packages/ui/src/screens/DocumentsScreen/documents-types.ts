/** One published document as its lists show it (the customer's page and the staff's blocks). */
export interface DocumentView {
  id: number;
  title: string;
  /** The kind's code, e.g. `deed`; the portal gives its label in `kind_label`. */
  kind: string;
  /** 'Escritura', 'Manual do proprietário'… */
  kind_label: string;
  /** ISO instant: when it was published (or its file last replaced). */
  added_at: string;
  /** Published since the customer's last visit to the page (always false on the staff's lists). */
  is_new: boolean;
}

/** The documents of one contract (its enterprise and unit) or of one enterprise. */
export type DocumentGroupView =
  | {
      scope: 'contract';
      /** The contract's id: unique with `scope`. */
      id: number;
      /** The contract's 'Título/DOC' (CT.2025/00001). */
      contract_document: string;
      enterprise_name: string;
      /** The contract's unit ('Apto 101, Torre A') when known; else the heading names the contract. */
      unit_name?: string | null;
      documents: readonly DocumentView[];
    }
  | {
      scope: 'enterprise';
      id: number;
      enterprise_name: string;
      documents: readonly DocumentView[];
    };

/** Where opening a document stands: 'Abrir' waits for its signed link, or the link failed. */
export type DocumentOpening =
  | { status: 'loading'; documentId: number }
  | { status: 'error'; documentId: number; message: string };

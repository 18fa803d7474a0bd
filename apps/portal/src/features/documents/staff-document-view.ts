import type { StaffDocument } from '@portal/api';
import { DOCUMENT_KIND_LABELS } from '@portal/domain';
import type { StaffDocumentView } from '@portal/ui/screens';

/** A document of the staff's list as their block shows it: the date of its current file. */
export function staffDocumentView(document: StaffDocument): StaffDocumentView {
  return {
    id: document.id,
    title: document.title,
    kind: document.kind,
    kind_label: DOCUMENT_KIND_LABELS[document.kind],
    added_at: document.replaced_at ?? document.created_at,
    is_new: false,
    downloads: document.downloads,
    url: document.url,
  };
}

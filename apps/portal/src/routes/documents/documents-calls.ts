/** The calls of 'Documentos' besides its read, loaded with the page's first need of them (decision 038). */
export { getDocumentLink, postDocumentsVisit } from '@portal/api';
export { downloadFile } from '@portal/api/download';

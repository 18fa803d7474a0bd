import type { Endpoint } from '../endpoint';
import {
  assistanceMessageEndpoint,
  assistanceRequestEndpoint,
  assistanceRequestsEndpoint,
  createAssistanceEndpoint,
  deliveredUnitsEndpoint,
  rateAssistanceEndpoint,
  warrantyTableEndpoint,
} from './assistance/assistance';
import { assistanceQueueEndpoint } from './assistance/assistance-queue';
import { assistanceReportEndpoint } from './assistance/assistance-report';
import { assistanceStatusEndpoint, staffAssistanceMessageEndpoint } from './assistance/assistance-staff';
import { staffAssistanceRequestEndpoint } from './assistance/assistance-staff-request';
import { tokenEndpoint } from './auth/token';
import { tokenLogoutEndpoint } from './auth/token-logout';
import { tokenRefreshEndpoint } from './auth/token-refresh';
import {
  blockClientEndpoint,
  clientDetailEndpoint,
  resendClientActivationEndpoint,
  unblockClientEndpoint,
} from './clients/client-access';
import { documentLinkEndpoint, documentsVisitEndpoint, myDocumentsEndpoint } from './documents/documents';
import { importDocumentEndpoint, removeImportedDocumentEndpoint } from './documents/documents-import';
import {
  documentDownloadReportEndpoint,
  removeDocumentEndpoint,
  replaceDocumentEndpoint,
  staffDocumentsEndpoint,
  uploadDocumentEndpoint,
} from './documents/documents-staff';
import { attachmentsEndpoint } from './enterprises/attachments';
import { defaultImageEndpoint } from './enterprises/default-image';
import { deleteAttachmentsEndpoint } from './enterprises/delete-attachments';
import { enterprisesEndpoint } from './enterprises/enterprises';
import { timelineEndpoint } from './enterprises/timeline';
import { uploadAttachmentsEndpoint } from './enterprises/upload-attachments';
import { billInfoEndpoint } from './financial/bill-info';
import { currentDebitBalanceEndpoint } from './financial/current-debit-balance';
import { statementPdfEndpoint } from './financial/statement-pdf';
import { totalDebitEndpoint } from './financial/total-debit';
import { userDebitsInfoEndpoint } from './financial/user-debits-info';
import { importBatchEndpoint } from './import/import-batch-endpoint';
import { importRunsEndpoint } from './import/import-runs';
import {
  createIntegrationKeyEndpoint,
  integrationKeysEndpoint,
  revokeIntegrationKeyEndpoint,
} from './import/integration-keys';
import { spreadsheetConfirmEndpoint } from './import/spreadsheet-confirm';
import { spreadsheetPreviewEndpoint } from './import/spreadsheet-preview';
import { spreadsheetTemplateEndpoint } from './import/spreadsheet-template';
import { incomeTaxEndpoint } from './income-tax/income-tax';
import { siengeStatusEndpoint, siengeSyncEndpoint, siengeWebhookEndpoint } from './integrations/sienge';
import { paymentProofEndpoint } from './invoice/payment-proof';
import { paymentSlipEndpoint } from './invoice/payment-slip';
import {
  clientPrepaymentQuoteEndpoint,
  completePrepaymentEndpoint,
  prepaymentReportEndpoint,
} from './prepayments/prepayment-admin';
import {
  contractPrepaymentsEndpoint,
  issuePrepaymentEndpoint,
  prepaymentQuoteEndpoint,
  prepaymentSlipEndpoint,
} from './prepayments/prepayments';
import { financialStatementReportEndpoint } from './reports/financial-statement-report';
import { paymentSlipReportEndpoint } from './reports/payment-slip-report';
import { userHistoryEndpoint } from './reports/user-history';
import {
  deactivateStaffEndpoint,
  inviteStaffEndpoint,
  reactivateStaffEndpoint,
  staffEndpoint,
} from './staff/staff';
import { activateEndpoint } from './user/activate';
import { activationLinkEndpoint } from './user/activation-link';
import { customerEndpoint } from './user/customer';
import { resetPasswordEndpoint } from './user/reset-password';
import { sendResetPasswordEmailEndpoint } from './user/send-reset-password-email';
import { signUpEndpoint } from './user/sign-up';
import { ticketEndpoint } from './user/ticket';
import { userListEndpoint } from './user/user-list';

/**
 * Every endpoint of the contract, in the order of spec section 7 then product rule §2. The server
 * registers its routes from this list and the OpenAPI document is built from it.
 */
export const ENDPOINTS: readonly Endpoint[] = [
  tokenEndpoint,
  tokenRefreshEndpoint,
  tokenLogoutEndpoint,
  signUpEndpoint,
  customerEndpoint,
  sendResetPasswordEmailEndpoint,
  resetPasswordEndpoint,
  activateEndpoint,
  activationLinkEndpoint,
  ticketEndpoint,
  userListEndpoint,
  clientDetailEndpoint,
  resendClientActivationEndpoint,
  blockClientEndpoint,
  unblockClientEndpoint,
  enterprisesEndpoint,
  attachmentsEndpoint,
  uploadAttachmentsEndpoint,
  deleteAttachmentsEndpoint,
  defaultImageEndpoint,
  timelineEndpoint,
  userDebitsInfoEndpoint,
  billInfoEndpoint,
  currentDebitBalanceEndpoint,
  totalDebitEndpoint,
  statementPdfEndpoint,
  paymentSlipEndpoint,
  paymentProofEndpoint,
  incomeTaxEndpoint,
  userHistoryEndpoint,
  paymentSlipReportEndpoint,
  financialStatementReportEndpoint,
  importBatchEndpoint,
  createIntegrationKeyEndpoint,
  integrationKeysEndpoint,
  revokeIntegrationKeyEndpoint,
  importRunsEndpoint,
  spreadsheetTemplateEndpoint,
  spreadsheetPreviewEndpoint,
  spreadsheetConfirmEndpoint,
  siengeWebhookEndpoint,
  siengeStatusEndpoint,
  siengeSyncEndpoint,
  staffEndpoint,
  inviteStaffEndpoint,
  deactivateStaffEndpoint,
  reactivateStaffEndpoint,
  prepaymentQuoteEndpoint,
  issuePrepaymentEndpoint,
  contractPrepaymentsEndpoint,
  prepaymentSlipEndpoint,
  prepaymentReportEndpoint,
  completePrepaymentEndpoint,
  clientPrepaymentQuoteEndpoint,
  warrantyTableEndpoint,
  deliveredUnitsEndpoint,
  assistanceRequestsEndpoint,
  assistanceRequestEndpoint,
  createAssistanceEndpoint,
  assistanceMessageEndpoint,
  rateAssistanceEndpoint,
  assistanceQueueEndpoint,
  staffAssistanceRequestEndpoint,
  assistanceStatusEndpoint,
  staffAssistanceMessageEndpoint,
  assistanceReportEndpoint,
  myDocumentsEndpoint,
  documentsVisitEndpoint,
  documentLinkEndpoint,
  staffDocumentsEndpoint,
  uploadDocumentEndpoint,
  replaceDocumentEndpoint,
  removeDocumentEndpoint,
  documentDownloadReportEndpoint,
  importDocumentEndpoint,
  removeImportedDocumentEndpoint,
];

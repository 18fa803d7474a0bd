/**
 * @portal/api — the HTTP contract of the customer portal: endpoint descriptors (zod/mini schemas),
 * the typed client and the OpenAPI document. Safe to import in Node (no React); the SWR hooks live in
 * the `@portal/api/react` entry. Every export is named here by hand (architecture.md, style rule 1),
 * in Biome's sorted order by file path — so there are no section headings, which sorting would strand.
 */

export type { ApiClient, ApiClientOptions, CallOptions, SessionSource } from './client/api-client';
export { createApiClient } from './client/api-client';
export type { ApiErrorDetails } from './client/api-error';
export { ApiError, isAbortError, isApiError } from './client/api-error';
export { downloadFile, fetchFile, resolveFileUrl, saveBlob } from './client/download';
export { fetchTransport } from './client/fetch-transport';
export type { Transport, TransportRequest, TransportResponse, UploadProgress } from './client/transport';
export { xhrTransport } from './client/xhr-transport';
export type {
  AuthLevel,
  BodyKind,
  Endpoint,
  EndpointBody,
  EndpointBodyOutput,
  EndpointConfig,
  EndpointInput,
  EndpointParams,
  EndpointParamsOutput,
  EndpointQuery,
  EndpointQueryOutput,
  EndpointResponse,
  HttpMethod,
  ObjectSchema,
  ResponseKind,
  Schema,
} from './endpoint';
export { defineEndpoint } from './endpoint';
export { ENDPOINTS } from './endpoints/all-endpoints';
export {
  assistanceMessageEndpoint,
  assistanceRequestEndpoint,
  assistanceRequestsEndpoint,
  createAssistanceEndpoint,
  deliveredUnitsEndpoint,
  getAssistanceRequest,
  getAssistanceRequests,
  getDeliveredUnits,
  getWarrantyTable,
  postAssistanceMessage,
  postAssistanceRating,
  postAssistanceRequest,
  rateAssistanceEndpoint,
  warrantyTableEndpoint,
} from './endpoints/assistance/assistance';
export type { AssistanceQueuePage, AssistanceQueueQuery } from './endpoints/assistance/assistance-queue';
export { assistanceQueueEndpoint, getAssistanceQueue } from './endpoints/assistance/assistance-queue';
export type {
  AssistanceReport,
  AssistanceReportEnterprise,
  AssistanceReportQuery,
} from './endpoints/assistance/assistance-report';
export { assistanceReportEndpoint, getAssistanceReport } from './endpoints/assistance/assistance-report';
export type {
  AssistanceActor,
  AssistanceDetail,
  AssistanceEvent,
  AssistanceMessage,
  AssistanceMessageBody,
  AssistancePhoto,
  AssistanceQueueItem,
  AssistanceRating,
  AssistanceRatingBody,
  AssistanceStatusBody,
  AssistanceSummary,
  AssistanceVisit,
  CreateAssistanceBody,
  DeliveredUnit,
  StaffAssistanceDetail,
  WarrantySystemRow,
  WarrantyTable,
} from './endpoints/assistance/assistance-schemas';
export {
  AssistanceDetailSchema,
  AssistanceMessageBodySchema,
  AssistanceQueueItemSchema,
  AssistanceRatingBodySchema,
  AssistanceStatusBodySchema,
  AssistanceSummarySchema,
  CreateAssistanceBodySchema,
  DeliveredUnitSchema,
  StaffAssistanceDetailSchema,
  WarrantyTableSchema,
} from './endpoints/assistance/assistance-schemas';
export {
  assistanceStatusEndpoint,
  postAssistanceStatus,
  postStaffAssistanceMessage,
  staffAssistanceMessageEndpoint,
} from './endpoints/assistance/assistance-staff';
export {
  getStaffAssistanceRequest,
  staffAssistanceRequestEndpoint,
} from './endpoints/assistance/assistance-staff-request';
export type { TokenBody, TokenCallOptions } from './endpoints/auth/token';
export { PUBLIC_IP_HEADER, postToken, TokenHeadersSchema, tokenEndpoint } from './endpoints/auth/token';
export { postTokenLogout, tokenLogoutEndpoint } from './endpoints/auth/token-logout';
export { postTokenRefresh, tokenRefreshEndpoint } from './endpoints/auth/token-refresh';
export type { TokenResponse } from './endpoints/auth/token-response';
export { TokenResponseSchema } from './endpoints/auth/token-response';
export type {
  ClientAccessAction,
  ClientAccessAuditEntry,
  ClientAccessChange,
  ClientAccessState,
  ClientDetail,
} from './endpoints/clients/client-access';
export {
  blockClientEndpoint,
  CLIENT_ACCESS_ACTIONS,
  CLIENT_ACCESS_STATES,
  ClientDetailSchema,
  clientDetailEndpoint,
  getClientDetail,
  postClientAccess,
  resendClientActivationEndpoint,
  unblockClientEndpoint,
} from './endpoints/clients/client-access';
export type {
  ContractDocuments,
  CustomerDocument,
  DocumentDownloadRecord,
  DocumentLink,
  EnterpriseDocuments,
  MyDocuments,
  ReplaceDocumentBody,
  StaffDocument,
  UploadDocumentBody,
} from './endpoints/documents/document-schemas';
export {
  CustomerDocumentSchema,
  DocumentDownloadRecordSchema,
  DocumentLinkSchema,
  MyDocumentsSchema,
  ReplaceDocumentBodySchema,
  StaffDocumentSchema,
  UploadDocumentBodySchema,
} from './endpoints/documents/document-schemas';
export {
  documentLinkEndpoint,
  documentsVisitEndpoint,
  getDocumentLink,
  getMyDocuments,
  myDocumentsEndpoint,
  postDocumentsVisit,
} from './endpoints/documents/documents';
export type { ImportDocument, ImportDocumentResult } from './endpoints/documents/documents-import';
export {
  deleteImportedDocument,
  ImportDocumentResultSchema,
  ImportDocumentSchema,
  importDocumentEndpoint,
  MAX_DOCUMENT_BASE64_CHARS,
  MAX_DOCUMENT_IMPORT_BYTES,
  putImportDocument,
  removeImportedDocumentEndpoint,
} from './endpoints/documents/documents-import';
export type {
  DocumentDownloadReportPage,
  DocumentDownloadReportQuery,
  StaffDocumentsQuery,
} from './endpoints/documents/documents-staff';
export {
  deleteDocument,
  documentDownloadReportEndpoint,
  getDocumentDownloadReport,
  getStaffDocuments,
  postDocument,
  putDocument,
  removeDocumentEndpoint,
  replaceDocumentEndpoint,
  staffDocumentsEndpoint,
  uploadDocumentEndpoint,
} from './endpoints/documents/documents-staff';
export type { Attachment, AttachmentsQuery } from './endpoints/enterprises/attachments';
export { AttachmentSchema, attachmentsEndpoint, getAttachments } from './endpoints/enterprises/attachments';
export type { DefaultImage } from './endpoints/enterprises/default-image';
export {
  DefaultImageSchema,
  defaultImageEndpoint,
  getDefaultImage,
} from './endpoints/enterprises/default-image';
export { deleteAttachments, deleteAttachmentsEndpoint } from './endpoints/enterprises/delete-attachments';
export type { Enterprise, EnterprisesQuery } from './endpoints/enterprises/enterprises';
export { EnterpriseSchema, enterprisesEndpoint, getEnterprises } from './endpoints/enterprises/enterprises';
export type { Timeline } from './endpoints/enterprises/timeline';
export { getTimeline, TimelineSchema, timelineEndpoint } from './endpoints/enterprises/timeline';
export type { UploadAttachmentsBody } from './endpoints/enterprises/upload-attachments';
export {
  IMAGE_MIME_TYPES,
  MAX_IMAGES_PER_UPLOAD,
  postAttachments,
  UploadAttachmentsBodySchema,
  uploadAttachmentsEndpoint,
} from './endpoints/enterprises/upload-attachments';
export type { BillInfo } from './endpoints/financial/bill-info';
export { BillInfoSchema, billInfoEndpoint, getBillInfo } from './endpoints/financial/bill-info';
export type {
  CurrentDebitBalanceQuery,
  Installment,
  InstallmentListRow,
  UnreadableInstallment,
} from './endpoints/financial/current-debit-balance';
export {
  currentDebitBalanceEndpoint,
  getCurrentDebitBalance,
  InstallmentRowSchema,
  InstallmentSchema,
  isUnreadableInstallment,
  splitInstallmentRows,
  UnreadableInstallmentSchema,
} from './endpoints/financial/current-debit-balance';
export type { StatementPdfQuery } from './endpoints/financial/statement-pdf';
export {
  getStatementPdf,
  statementPdfEndpoint,
} from './endpoints/financial/statement-pdf';
export type { TotalDebit, TotalDebitQuery } from './endpoints/financial/total-debit';
export { getTotalDebit, TotalDebitSchema, totalDebitEndpoint } from './endpoints/financial/total-debit';
export type { StatementSummary, UserDebitsInfoQuery } from './endpoints/financial/user-debits-info';
export {
  getUserDebitsInfo,
  StatementSummarySchema,
  userDebitsInfoEndpoint,
} from './endpoints/financial/user-debits-info';
export type {
  ImportBatch,
  ImportCompany,
  ImportContract,
  ImportCustomer,
  ImportEnterprise,
  ImportInstallment,
  ImportRefusal,
  ImportUnit,
} from './endpoints/import/import-batch';
export {
  IMPORT_ROW_SCHEMAS,
  ImportBatchSchema,
  ImportCompanySchema,
  ImportContractSchema,
  ImportCustomerSchema,
  ImportEnterpriseSchema,
  ImportInstallmentSchema,
  ImportRefusalSchema,
  ImportUnitSchema,
  MAX_IMPORT_BATCH_BYTES,
  MAX_IMPORT_ROWS,
  MAX_REPORTED_ROW_ERRORS,
} from './endpoints/import/import-batch';
export {
  INTEGRATION_KEY_PREFIX,
  importBatchEndpoint,
  putImportBatch,
} from './endpoints/import/import-batch-endpoint';
export type {
  ImportCounts,
  ImportCountsByEntity,
  ImportEntity,
  ImportResult,
  ImportRowError,
} from './endpoints/import/import-outcome';
export {
  IMPORT_ENTITIES,
  ImportCountsByEntitySchema,
  ImportResultSchema,
  ImportRowErrorSchema,
} from './endpoints/import/import-outcome';
export type { ImportRun, ImportRunsPage, ImportSource } from './endpoints/import/import-runs';
export {
  getImportRuns,
  IMPORT_SOURCES,
  ImportRunSchema,
  importRunsEndpoint,
} from './endpoints/import/import-runs';
export type { CreatedIntegrationKey, IntegrationKey } from './endpoints/import/integration-keys';
export {
  CreatedIntegrationKeySchema,
  createIntegrationKeyEndpoint,
  deleteIntegrationKey,
  getIntegrationKeys,
  IntegrationKeySchema,
  integrationKeysEndpoint,
  postIntegrationKey,
  revokeIntegrationKeyEndpoint,
} from './endpoints/import/integration-keys';
export type { SpreadsheetRefusal } from './endpoints/import/spreadsheet-confirm';
export {
  postSpreadsheetConfirm,
  SpreadsheetRefusalSchema,
  spreadsheetConfirmEndpoint,
} from './endpoints/import/spreadsheet-confirm';
export type { SpreadsheetPreview, SpreadsheetRowError } from './endpoints/import/spreadsheet-preview';
export {
  MAX_SPREADSHEET_BYTES,
  postSpreadsheetPreview,
  SPREADSHEET_EXTENSIONS,
  SpreadsheetPreviewSchema,
  SpreadsheetRowErrorSchema,
  SpreadsheetUploadSchema,
  spreadsheetPreviewEndpoint,
} from './endpoints/import/spreadsheet-preview';
export {
  getSpreadsheetTemplate,
  SPREADSHEET_TEMPLATE_FILE_NAME,
  spreadsheetTemplateEndpoint,
  XLSX_MEDIA_TYPE,
} from './endpoints/import/spreadsheet-template';
export type { IncomeTaxQuery } from './endpoints/income-tax/income-tax';
export { getIncomeTax, incomeTaxEndpoint } from './endpoints/income-tax/income-tax';
export type {
  SiengeStatus,
  SiengeSync,
  SiengeWebhookAccepted,
} from './endpoints/integrations/sienge';
export {
  getSiengeStatus,
  postSiengeSync,
  SiengeStatusSchema,
  SiengeSyncSchema,
  SiengeSyncStartedSchema,
  SiengeWebhookAcceptedSchema,
  SiengeWebhookBodySchema,
  siengeStatusEndpoint,
  siengeSyncEndpoint,
  siengeWebhookEndpoint,
} from './endpoints/integrations/sienge';
export type { PaymentProofQuery } from './endpoints/invoice/payment-proof';
export {
  checkProofFile,
  MAX_PROOF_BYTES,
  paymentProofEndpoint,
  postPaymentProof,
} from './endpoints/invoice/payment-proof';
export type { PaymentSlip, PaymentSlipQuery } from './endpoints/invoice/payment-slip';
export {
  getPaymentSlip,
  PaymentSlipSchema,
  paymentSlipEndpoint,
} from './endpoints/invoice/payment-slip';
export type {
  PrepaymentRecord,
  PrepaymentReportPage,
  PrepaymentReportQuery,
} from './endpoints/prepayments/prepayment-admin';
export {
  clientPrepaymentQuoteEndpoint,
  completePrepaymentEndpoint,
  getPrepaymentReport,
  PrepaymentRecordSchema,
  postClientPrepaymentQuote,
  postCompletePrepayment,
  prepaymentReportEndpoint,
} from './endpoints/prepayments/prepayment-admin';
export type {
  IssuedPrepayment,
  Prepayment,
  PrepaymentInstallment,
  PrepaymentIssueBody,
  PrepaymentKind,
  PrepaymentQuote,
  PrepaymentQuoteBody,
  PrepaymentStatus,
  QuotedInstallment,
} from './endpoints/prepayments/prepayment-schemas';
export {
  IssuedPrepaymentSchema,
  MAX_PREPAYMENT_INSTALLMENTS,
  PREPAYMENT_KINDS,
  PREPAYMENT_STATUSES,
  PrepaymentIssueBodySchema,
  PrepaymentQuoteBodySchema,
  PrepaymentQuoteSchema,
  PrepaymentSchema,
} from './endpoints/prepayments/prepayment-schemas';
export type { ContractPrepaymentsQuery } from './endpoints/prepayments/prepayments';
export {
  contractPrepaymentsEndpoint,
  getContractPrepayments,
  getPrepaymentSlip,
  issuePrepaymentEndpoint,
  postPrepayment,
  postPrepaymentQuote,
  prepaymentQuoteEndpoint,
  prepaymentSlipEndpoint,
} from './endpoints/prepayments/prepayments';
export type {
  FinancialStatementRecord,
  FinancialStatementReportPage,
} from './endpoints/reports/financial-statement-report';
export {
  FinancialStatementRecordSchema,
  financialStatementReportEndpoint,
  getFinancialStatementReport,
} from './endpoints/reports/financial-statement-report';
export type {
  GenerationReportQuery,
  PaymentSlipRecord,
  PaymentSlipReportPage,
} from './endpoints/reports/payment-slip-report';
export {
  getPaymentSlipReport,
  PaymentSlipRecordSchema,
  paymentSlipReportEndpoint,
} from './endpoints/reports/payment-slip-report';
export type { LoginHistoryRecord, UserHistoryPage, UserHistoryQuery } from './endpoints/reports/user-history';
export {
  getUserHistory,
  LoginHistoryRecordSchema,
  userHistoryEndpoint,
} from './endpoints/reports/user-history';
export type { StaffAction, StaffAuditEntry, StaffMember, StaffOverview } from './endpoints/staff/staff';
export {
  deactivateStaffEndpoint,
  getStaff,
  inviteStaffEndpoint,
  postStaffActive,
  postStaffInvitation,
  reactivateStaffEndpoint,
  STAFF_ACTIONS,
  StaffAuditEntrySchema,
  StaffMemberSchema,
  staffEndpoint,
} from './endpoints/staff/staff';
export type { ActivateBody } from './endpoints/user/activate';
export {
  ACTIVATION_PAGE_PATH,
  ActivateBodySchema,
  activateEndpoint,
  postActivate,
} from './endpoints/user/activate';
export { activationLinkEndpoint } from './endpoints/user/activation-link';
export type { Customer, CustomerQuery } from './endpoints/user/customer';
export { CustomerSchema, customerEndpoint, getCustomer } from './endpoints/user/customer';
export { NewPasswordSchema, postResetPassword, resetPasswordEndpoint } from './endpoints/user/reset-password';
export {
  postSendResetPasswordEmail,
  sendResetPasswordEmailEndpoint,
} from './endpoints/user/send-reset-password-email';
export type { SignUpBody } from './endpoints/user/sign-up';
export { postSignUp, SignUpBodySchema, signUpEndpoint } from './endpoints/user/sign-up';
export type { TicketBody } from './endpoints/user/ticket';
export { postTicket, TicketBodySchema, ticketEndpoint } from './endpoints/user/ticket';
export type { UserList, UserListQuery } from './endpoints/user/user-list';
export { getUserList, ListedUserSchema, UserListSchema, userListEndpoint } from './endpoints/user/user-list';
export { multipartBody } from './multipart';
export type { OpenApiDocument, OpenApiOptions } from './openapi/build-openapi';
export { buildOpenApiDocument } from './openapi/build-openapi';
export type { ReportLink } from './schemas/documents';
export { ReportLinkSchema } from './schemas/documents';
export type { ErrorBody, ErrorIssue, MessageBody } from './schemas/error-body';
export {
  ErrorBodySchema,
  errorBody,
  failureStatus,
  genericCodeForStatus,
  MessageBodySchema,
  messageBody,
  statusOfCode,
} from './schemas/error-body';
export type { RuntimeBrand, RuntimeBrandContact, RuntimeConfig } from './schemas/runtime-config';
export { RUNTIME_CONFIG_ELEMENT_ID } from './schemas/runtime-config';
export { endpointUrl, fillPath, joinUrl, queryString } from './url';
export type { EndpointInputResult, ParsedEndpointInput, RawEndpointInput } from './validate';
export { parseEndpointInput, parseEndpointResponse, toIssues } from './validate';

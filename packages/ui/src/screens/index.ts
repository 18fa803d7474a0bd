/**
 * `@portal/ui/screens` — the presentational screens the portal renders: each screen, its props and the
 * named types those props take or hand back (decision 070). What a screen builds itself from (the
 * report frame, cards, dialogs, page sizes of its own lists) stays inside its folder.
 */

export { assistanceMessages } from '../messages/pt-BR-assistance';
export { assistanceStaffMessages } from '../messages/pt-BR-assistance-staff';
export { clientMessages } from '../messages/pt-BR-clients';
export { documentsMessages } from '../messages/pt-BR-documents';
export {
  ActivateAccountScreen,
  type ActivateAccountScreenProps,
  type ActivationSubmission,
} from './ActivateAccountScreen/ActivateAccountScreen';
export {
  AssistanceDetailScreen,
  type AssistanceDetailScreenProps,
} from './AssistanceDetailScreen/AssistanceDetailScreen';
export type { AssistanceRatingInput } from './AssistanceDetailScreen/AssistanceRating';
export {
  AssistanceQueueScreen,
  type AssistanceQueueScreenProps,
} from './AssistanceQueueScreen/AssistanceQueueScreen';
export {
  type AssistanceQueueFilters,
  NO_QUEUE_FILTERS,
  QUEUE_AGES,
} from './AssistanceQueueScreen/queue-filters';
export {
  AssistanceReportScreen,
  type AssistanceReportScreenProps,
} from './AssistanceReportScreen/AssistanceReportScreen';
export type { AssistanceReportFilters, AssistanceReportView } from './AssistanceReportScreen/report-types';
export { AssistanceScreen, type AssistanceScreenProps } from './AssistanceScreen/AssistanceScreen';
export type {
  AssistanceDetailView,
  AssistanceMessageInput,
  AssistanceNotice,
  AssistanceQueueRow,
  AssistanceSummaryView,
  DeliveredUnitView,
  StaffAssistanceDetailView,
  UploadProgressView,
  WarrantySystemOption,
} from './AssistanceScreen/assistance-types';
export { ClientScreen, type ClientScreenProps } from './ClientScreen/ClientScreen';
export type { ClientAccessChangeView, ClientView } from './ClientScreen/client-types';
export { type ClientRow, ClientsScreen, type ClientsScreenProps } from './ClientsScreen/ClientsScreen';
export { ContactsScreen } from './ContactsScreen/ContactsScreen';
export {
  type DocumentDownloadRow,
  type DocumentDownloadsFilters,
  DocumentDownloadsReportScreen,
  type DocumentDownloadsReportScreenProps,
} from './DocumentDownloadsReportScreen/DocumentDownloadsReportScreen';
export { DocumentsScreen, type DocumentsScreenProps } from './DocumentsScreen/DocumentsScreen';
export type { DocumentGroupView, DocumentOpening, DocumentView } from './DocumentsScreen/documents-types';
export {
  EnterpriseStatusScreen,
  type EnterpriseStatusScreenProps,
  type PhotoFilter,
  type PhotoStatus,
} from './EnterpriseStatusScreen/EnterpriseStatusScreen';
export {
  type EnterprisesAudience,
  EnterprisesScreen,
  type EnterprisesScreenProps,
} from './EnterprisesScreen/EnterprisesScreen';
export {
  type FailedLoginReportFilters,
  FailedLoginReportScreen,
  type FailedLoginReportScreenProps,
} from './FailedLoginReportScreen/FailedLoginReportScreen';
export {
  type GeneratedSlipRow,
  GeneratedSlipsReportScreen,
  type GeneratedSlipsReportScreenProps,
} from './GeneratedSlipsReportScreen/GeneratedSlipsReportScreen';
export {
  type GeneratedStatementRow,
  GeneratedStatementsReportScreen,
  type GeneratedStatementsReportScreenProps,
} from './GeneratedStatementsReportScreen/GeneratedStatementsReportScreen';
export { ImportDataScreen, type ImportDataScreenProps } from './ImportDataScreen/ImportDataScreen';
export { IMPORT_HISTORY_PAGE_SIZE } from './ImportDataScreen/ImportHistory';
export type {
  ImportHistoryView,
  ImportPreviewView,
  ImportResultView,
  ImportRunRow,
} from './ImportDataScreen/import-types';
export {
  type LoginHistoryRow,
  type LoginReportFilters,
  LoginReportScreen,
  type LoginReportScreenProps,
} from './LoginReportScreen/LoginReportScreen';
export {
  type ActivationResult,
  type LoginCredentials,
  LoginScreen,
  type LoginScreenProps,
} from './LoginScreen/LoginScreen';
export {
  NewAssistanceScreen,
  type NewAssistanceScreenProps,
} from './NewAssistanceScreen/NewAssistanceScreen';
export type { NewAssistanceInput } from './NewAssistanceScreen/new-request';
export {
  PasswordRecoveryScreen,
  type PasswordRecoveryScreenProps,
  type RecoveryResult,
} from './PasswordRecoveryScreen/PasswordRecoveryScreen';
export {
  PrepaymentRequestsScreen,
  type PrepaymentRequestsScreenProps,
} from './PrepaymentsReportScreen/PrepaymentRequestsScreen';
export {
  PrepaymentsReportScreen,
  type PrepaymentsReportScreenProps,
} from './PrepaymentsReportScreen/PrepaymentsReportScreen';
export type { PrepaymentReportRow } from './PrepaymentsReportScreen/prepayment-report-types';
export type { GenerationReportFilters } from './ReportScreen/generation-filters';
export type { ReportDataProps, ReportFilterValues } from './ReportScreen/report-types';
export {
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
} from './ResetPasswordScreen/ResetPasswordScreen';
export { SiengeSyncScreen, type SiengeSyncScreenProps } from './SiengeSyncScreen/SiengeSyncScreen';
export type { SiengeStatusView, SiengeSyncView } from './SiengeSyncScreen/sienge-types';
export { SignUpScreen, type SignUpScreenProps } from './SignUpScreen/SignUpScreen';
export {
  StaffAssistanceScreen,
  type StaffAssistanceScreenProps,
} from './StaffAssistanceScreen/StaffAssistanceScreen';
export type { AssistanceStatusInput } from './StaffAssistanceScreen/status-change';
export {
  StaffDocumentsSection,
  type StaffDocumentsSectionProps,
} from './StaffDocumentsSection/StaffDocumentsSection';
export type {
  DocumentContractOption,
  DocumentTransfer,
  DocumentUploadInput,
  StaffDocumentView,
} from './StaffDocumentsSection/staff-documents-types';
export { StaffScreen, type StaffScreenProps } from './StaffScreen/StaffScreen';
export type { StaffAuditEntryView, StaffInviteInput, StaffMemberView } from './StaffScreen/staff-types';
export {
  PrepaymentDialog,
  type PrepaymentDialogProps,
} from './StatementScreen/prepayment/PrepaymentDialog';
export type {
  PrepaymentChoice,
  PrepaymentHold,
  PrepaymentLine,
  PrepaymentOutcome,
  PrepaymentSimulation,
  PrepaymentSimulationState,
} from './StatementScreen/prepayment/prepayment-types';
export { StatementScreen, type StatementScreenProps } from './StatementScreen/StatementScreen';
export type {
  BillInfo,
  InstallmentRow,
  ProofSubmission,
  ProofUploadState,
} from './StatementScreen/statement-types';
export type { StatementCardView } from './StatementsScreen/StatementCard';
export { StatementsScreen, type StatementsScreenProps } from './StatementsScreen/StatementsScreen';
export type {
  ContractSummaryState,
  IncomeTaxPanelState,
  SlipPanelState,
  StatementSummaryItem,
} from './StatementsScreen/statements-types';
export { SupportScreen, type SupportScreenProps } from './SupportScreen/SupportScreen';

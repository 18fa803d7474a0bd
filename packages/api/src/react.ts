/**
 * @portal/api/react — the SWR hooks of the contract and the provider of the client. A separate entry so
 * that Node code (the server) importing `@portal/api` never loads React or SWR. Named exports by hand.
 */
export type { ApiProviderProps } from './hooks/api-context';
export { ApiProvider, useApiClient } from './hooks/api-context';
export {
  useAssistanceRequest,
  useAssistanceRequests,
  useDeliveredUnits,
  useWarrantyTable,
} from './hooks/assistance-hooks';
export { useAssistanceQueue } from './hooks/assistance-queue-hook';
export { useAssistanceReport } from './hooks/assistance-report-hook';
export { useClientDetail } from './hooks/client-detail-hook';
export { preloadDefaultImages, useDefaultImages } from './hooks/default-images-hook';
export { useMyDocuments } from './hooks/documents-hooks';
export { useDocumentDownloadReport, useStaffDocuments } from './hooks/documents-staff-hooks';
export { preloadFirstEnterprises, useEnterpriseBatches } from './hooks/enterprise-batches-hook';
export { useAttachments, useTimeline } from './hooks/enterprise-hooks';
export type { UserListEntry } from './hooks/every-user-hook';
export { preloadEveryUser, useEveryUser } from './hooks/every-user-hook';
export { useImportRuns } from './hooks/import-runs-hook';
export type { InflightRegistry } from './hooks/inflight-registry';
export { createInflightRegistry } from './hooks/inflight-registry';
export { useInstallmentLists } from './hooks/installment-lists-hook';
export {
  forgetPreloadedReads,
  preloadRead,
  UNCLAIMED_READ_MS,
} from './hooks/preloaded-reads';
export { usePrepaymentReport } from './hooks/prepayment-report-hook';
export { useContractPrepayments } from './hooks/prepayments-hook';
export { queryKey } from './hooks/query-key';
export {
  useBillInfo,
  useCurrentDebitBalance,
  useCustomer,
  useTotalDebit,
  useUserDebitsInfo,
} from './hooks/read-hooks';
export { useFinancialStatementReport, usePaymentSlipReport, useUserHistory } from './hooks/report-hooks';
export { useSiengeStatus } from './hooks/sienge-status-hook';
export { useStaffAssistanceRequest } from './hooks/staff-assistance-request-hook';
export { useStaff } from './hooks/staff-hook';
export type { ApiPagesConfig } from './hooks/use-api-pages';
export type { ApiQueries, ApiQueriesConfig, ApiQueriesEntry } from './hooks/use-api-queries';
export type { ApiQueryConfig } from './hooks/use-api-query';
export { onErrorRetry, useApiQuery } from './hooks/use-api-query';

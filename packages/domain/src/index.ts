/**
 * @portal/domain — the pure rules of the customer portal. No React, no DOM, no I/O; time is passed in.
 * Every export is named here by hand (architecture.md, style rule 1).
 */

// 'Assistência técnica' (product rule §9): the warranty table, the status flow, the text limits.
export type { PreferredPeriod } from './assistance/assistance-limits';
export {
  ASSISTANCE_LIMITS,
  ASSISTANCE_RATING,
  MAX_ASSISTANCE_PHOTO_BYTES,
  MAX_ASSISTANCE_PHOTOS_PER_REQUEST,
  MAX_ASSISTANCE_PHOTOS_PER_UPLOAD,
  PREFERRED_PERIOD_LABELS,
  PREFERRED_PERIODS,
} from './assistance/assistance-limits';
export { ASSISTANCE_MESSAGES } from './assistance/assistance-messages';
export type {
  AssistanceChangeProblem,
  AssistanceStatus,
  AssistanceStatusChange,
} from './assistance/assistance-status';
export {
  ASSISTANCE_STATUS_LABELS,
  ASSISTANCE_STATUSES,
  ASSISTANCE_TRANSITIONS,
  assistanceChangeProblems,
  canChangeAssistanceStatus,
  isAssistanceClosed,
  TIME_OF_DAY,
} from './assistance/assistance-status';
export type { WarrantyStatus } from './assistance/warranty-status';
export { warrantyStatus, warrantyUntil } from './assistance/warranty-status';
export type { WarrantyPeriod, WarrantySystem, WarrantyUnit } from './assistance/warranty-table';
export {
  DEFAULT_WARRANTY_TABLE,
  findWarrantySystem,
  MAX_WARRANTY_LABEL,
  MAX_WARRANTY_SYSTEMS,
  WARRANTY_SYSTEM_KEY,
  WARRANTY_UNITS,
  warrantyTableProblem,
} from './assistance/warranty-table';
// FEBRABAN bank slips (boleto de cobrança): codes, due-date factor, Interleaved 2 of 5 bars.
export type { Boleto, ParsedBoleto } from './boleto/boleto-codes';
export {
  barcodeFromDigitableLine,
  digitableLineFromBarcode,
  parseBarcode,
  parseDigitableLine,
  slipCodeShapeError,
  validateDigitableLine,
} from './boleto/boleto-codes';
export { BOLETO_MESSAGES } from './boleto/boleto-messages';
export type { BoletoError, BoletoErrorCode, BoletoResult } from './boleto/boleto-types';
export type { BoletoInput } from './boleto/build-boleto';
export { buildBoleto } from './boleto/build-boleto';
export { dateFromFactor, dueDateFactor, FIRST_FACTOR_DATE } from './boleto/due-date-factor';
export type { BancoDoBrasilFreeFieldInput } from './boleto/free-field-banco-do-brasil';
export { buildBancoDoBrasilFreeField } from './boleto/free-field-banco-do-brasil';
export type {
  Interleaved2of5Bar,
  Interleaved2of5Bars,
  Interleaved2of5Element,
  Interleaved2of5Options,
} from './boleto/interleaved-2-of-5';
export { interleaved2of5Bars, interleaved2of5Pattern } from './boleto/interleaved-2-of-5';
// Brand colours: WCAG contrast and the theme tones derived from one brand colour.
export type { BrandColorProblem, BrandTones } from './brand/brand-colors';
export {
  AA_TEXT_CONTRAST,
  brandColorProblems,
  brandTones,
  contrastRatio,
  parseHex,
  relativeLuminance,
} from './brand/brand-colors';
export {
  addYears,
  calendarDateAt,
  DEFAULT_TIME_ZONE,
  FINANCIAL_SUMMARY_START,
  FINANCIAL_SUMMARY_YEARS_AHEAD,
  financialSummaryWindow,
  todayIso,
} from './dates/calendar';
export { formatDateTimeBr } from './dates/date-time';
export { dayRangeIn, nextIsoDay, startOfDayIn } from './dates/day-bounds';
export type { CalendarDate } from './dates/iso-date';
export {
  daysInMonth,
  EMPTY_DATE_TEXT,
  formatDateBr,
  isLeapYear,
  parseIsoDate,
  toIsoDate,
} from './dates/iso-date';
export type { MonthOption } from './dates/month-names';
export {
  capitalizedMonthName,
  monthName,
  monthNameOfIsoDate,
  monthOptions,
  monthYearLabel,
  monthYearOfIsoDate,
} from './dates/month-names';
export type { YearOrder } from './dates/year-range';
export { yearsSince } from './dates/year-range';
export { onlyDigits } from './documents/check-digit';
export { CNPJ_LENGTH, generateCnpj, isValidCnpj, normalizeCnpj } from './documents/cnpj';
export { CPF_LENGTH, generateCpf, isValidCpf, normalizeCpf } from './documents/cpf';
export type { CpfCnpjReading } from './documents/cpf-cnpj';
export { readCpfCnpj } from './documents/cpf-cnpj';
export { CNPJ_MASK_LENGTH, CPF_MASK_LENGTH, formatCpfCnpj, maskCnpj, maskCpf } from './documents/masks';
export type { PersonType } from './documents/person-types';
export { PERSON_TYPES } from './documents/person-types';
export type { PhotoFilterOptions, StatusPhotoYearsOptions, YearMonth } from './enterprise/photo-filters';
export { photoUploadMonths, statusPhotoFilterOptions, statusPhotoYears } from './enterprise/photo-filters';
export type {
  ConstructionProgress,
  ConstructionStage,
  ConstructionStageKey,
  ConstructionStageState,
  EnterpriseTimeline,
} from './enterprise/progress';
export { CONSTRUCTION_STAGE_KEYS, constructionProgress, parseStagePercent } from './enterprise/progress';
export { ACCESS_CATALOGUE } from './errors/access-catalogue';
export type { ErrorCode } from './errors/error-catalogue';
export { ERROR_CATALOGUE, isErrorCode, messageForCode } from './errors/error-catalogue';
export {
  incomeTaxFileName,
  PAYMENT_SLIPS_XLSX_FILE_NAME,
  paymentSlipFileName,
  prepaymentSlipFileName,
  STATEMENT_PDF_FILE_NAME,
} from './files/download-names';
export { imageDataUrl } from './files/image-data-url';
export { isValidEmail } from './forms/email';
export type { NewPasswordRuleId, NewPasswordRuleResult } from './forms/new-password';
export {
  checkNewPassword,
  isNewPasswordValid,
  isPasswordStrong,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
} from './forms/new-password';
export type { SignUpErrors, SignUpField, SignUpForm, SignUpPayload } from './forms/sign-up';
export { buildSignUpPayload, validateSignUp } from './forms/sign-up';
export type { TicketErrors, TicketForm, TicketPayload, TicketSubject } from './forms/ticket';
export {
  buildTicketPayload,
  isTicketSubject,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_SUBJECTS,
  validateTicket,
} from './forms/ticket';
export type { IncomeTaxInstallment } from './income-tax/year-summary';
export {
  owedAtYearEnd,
  paidInYear,
  paidUntilYearEnd,
  totalReceived,
  yearEnd,
} from './income-tax/year-summary';
export { incomeTaxYears } from './income-tax/years';
export type {
  ContractSummary,
  ContractSummaryRow,
  NextInstallment,
} from './installments/contract-summary';
export { contractFirstDate, summarizeContract } from './installments/contract-summary';
export type { CorrectionIndexKey, CorrectionIndexLabel } from './installments/correction-index';
export { correctionIndexLabel } from './installments/correction-index';
export type { CorrectionIndexExplanation } from './installments/correction-index-explanation';
export { correctionIndexExplanation } from './installments/correction-index-explanation';
export { installmentNumbersText } from './installments/installment-numbers-text';
export type { PayableCandidate } from './installments/newest-payable';
export { findNewestPayableSlip } from './installments/newest-payable';
export { slipDueDate } from './installments/slip-due-date';
export type { SortDirection } from './installments/sort';
export { compareCells, PROOF_COLUMN, sortInstallments, stableSort } from './installments/sort';
export type { SortState } from './installments/sort-state';
export { applySort, INITIAL_SORT_STATE, resetSort, setSortPage, toggleSort } from './installments/sort-state';
export type {
  PaymentSlipsHeader,
  SpreadsheetCell,
  SpreadsheetInstallment,
} from './installments/spreadsheet-rows';
export {
  excelDateSerial,
  PAYMENT_SLIPS_HEADERS,
  PAYMENT_SLIPS_SHEET_NAME,
  paymentSlipSpreadsheetRow,
  paymentSlipSpreadsheetRows,
} from './installments/spreadsheet-rows';
export type { StatementTotals, StatementTotalsRow } from './installments/statement-totals';
export { statementTotals } from './installments/statement-totals';
export type { KnownInstallmentStatus, StatusBadge, StatusTone } from './installments/status';
export {
  installmentStatusBadge,
  installmentStatusLabel,
  installmentStatusTone,
  isKnownInstallmentStatus,
  isOpenStatus,
  isPayableStatus,
  KNOWN_INSTALLMENT_STATUSES,
} from './installments/status';
export { CARD_IMAGE_CACHE_LIMIT } from './lists/card-image-cache';
export type { FetchMoreInput } from './lists/fetch-more';
export {
  ENTERPRISE_FETCH_MARGIN,
  ENTERPRISE_FETCH_STEP,
  nextEnterpriseBatch,
  shouldFetchMore,
} from './lists/fetch-more';
export type { CompactPageSlot, PageWindow } from './lists/page-window';
export { compactPageWindow, PAGE_WINDOW_SIZE, pageWindow } from './lists/page-window';
export type { Page } from './lists/paginate';
export {
  clampPage,
  DEFAULT_PAGE_SIZE,
  IMAGE_PAGE_SIZE,
  pageCount,
  pageRangeText,
  paginate,
} from './lists/paginate';
export {
  filterClientsByName,
  filterEnterprisesByName,
  matchesClientName,
  matchesEnterpriseSearch,
  normalizeForSearch,
} from './lists/search';
export {
  CONSTRUCTION_STAGE_LABELS,
  CORRECTION_INDEX_LABELS,
  DATE_MESSAGES,
  DOCUMENT_MESSAGES,
  FILE_NAME_MESSAGES,
  IMPORT_ENTITY_LABELS,
  IMPORT_MESSAGES,
  INSTALLMENT_STATUS_LABELS,
  MONEY_MESSAGES,
  MONTH_NAMES,
  NEW_PASSWORD_RULE_LABELS,
  PAGINATION_MESSAGES,
  PREPAYMENT_MESSAGES,
  TICKET_MESSAGES,
} from './messages/pt-BR';
export { SIGN_UP_MESSAGES } from './messages/pt-BR-access';
export { CORRECTION_INDEX_MESSAGES } from './messages/pt-BR-correction-index';
export { currencyLabel, formatCentsNumber, formatMoney, REAL_SYMBOL, roundCents } from './money/format-money';
export type { MoneyParseResult } from './money/parse-money';
export { parseMoney } from './money/parse-money';
// PIX "copia e cola" (BR Code, EMV merchant-presented mode) with CRC16-CCITT-FALSE.
export type { PixPayloadInput } from './pix/build-pix-payload';
export { buildPixPayload, PIX_GUI, toPixText } from './pix/build-pix-payload';
export { crc16Ccitt } from './pix/crc16';
export type { ParsedPixPayload } from './pix/parse-pix-payload';
export { parsePixPayload, validatePixPayload } from './pix/parse-pix-payload';
export { PIX_MESSAGES } from './pix/pix-messages';
export type { PixError, PixErrorCode, PixResult } from './pix/pix-types';
export type { ContractTerms, ContractTermsFields } from './prepayment/contract-terms';
export { contractTermsOf, isValidMonthlyRate } from './prepayment/contract-terms';
// Paying ahead (product rule §8): present values at the contract's monthly rate and the saldo devedor.
export type {
  PrepaymentInstallment,
  PrepaymentQuote,
  PrepaymentQuoteLine,
  PrepaymentQuoteResult,
  PrepaymentRefusal,
  PrepaymentRefusalCode,
  PrepaymentRequest,
} from './prepayment/prepayment-types';
export { daysBetween, PREPAYMENT_MONTH_DAYS, presentValueCents } from './prepayment/present-value';
export { quotePrepayment } from './prepayment/quote-prepayment';
export type { SettlementBalance, SettlementRow, SettlementTerms } from './prepayment/settlement-balance';
export { settlementBalance } from './prepayment/settlement-balance';
// 'Documentos' (product rule §9, "Documents"): the kinds of the purchase papers and their limits.
export type { DocumentKind, DocumentOwnerType } from './purchase-documents/document-kinds';
export {
  CONTRACT_DOCUMENT_KINDS,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  DOCUMENT_TITLE_LIMITS,
  documentKindFits,
  ENTERPRISE_DOCUMENT_KINDS,
  MAX_DOCUMENT_BYTES,
  PURCHASE_DOCUMENT_MESSAGES,
} from './purchase-documents/document-kinds';
export { decodeBase64Url, decodeUtf8 } from './session/base64url';
export type { TokenPayload, UserType } from './session/jwt';
export {
  decodeJwtPayload,
  isTokenAlive,
  isUserType,
  REFRESH_LEAD_MS,
  refreshDelayMs,
  USER_TYPES,
} from './session/jwt';
export type { StartupSessionAction, StoredTokens, StoredUser } from './session/stored-session';
export {
  parseStoredTokens,
  parseStoredUser,
  SESSION_STORAGE_KEYS,
  serializeStoredTokens,
  serializeStoredUser,
  startupSessionAction,
} from './session/stored-session';

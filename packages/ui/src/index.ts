/** @portal/ui — public API: theme, brand, copy and components. Named exports only. */

export { BrandLogo } from './brand/BrandLogo';
export { BrandPortalTheme, type BrandPortalThemeProps } from './brand/BrandPortalTheme';
export { BrandProvider, type BrandProviderProps } from './brand/BrandProvider';
export type {
  BrandConfig,
  BrandContact,
  BrandLogo as BrandLogoSource,
  BrandLogoProps,
} from './brand/brand-config';
export { useBrand } from './brand/brand-context';
export { contrastRatio } from './brand/contrast';
export { demoBrand, secondBrand } from './brand/demo-brand';
export { Alert, type AlertProps, type AlertTone, alertTones } from './components/Alert/Alert';
export { AppShell, type AppShellProps, type ShellUser } from './components/AppShell/AppShell';
export { PublicShell, type PublicShellProps } from './components/AppShell/PublicShell';
export { AuthLayout, type AuthLayoutProps } from './components/AuthLayout/AuthLayout';
export {
  type BreadcrumbItem,
  Breadcrumbs,
  type BreadcrumbsProps,
} from './components/Breadcrumbs/Breadcrumbs';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './components/Button/Button';
export {
  Card,
  type CardElevation,
  type CardPadding,
  type CardProps,
  cardElevations,
  cardPaddings,
} from './components/Card/Card';
export {
  CopyField,
  type CopyFieldProps,
  copyToClipboard,
} from './components/CopyField/CopyField';
export {
  DataTable,
  type DataTableAlign,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  dataTableAligns,
} from './components/DataTable/DataTable';
export { DateRangeField, type DateRangeFieldProps } from './components/DateRangeField/DateRangeField';
export {
  type DateRangeProblem,
  type DateRangeValue,
  dateRangeProblem,
  EMPTY_DATE_RANGE,
  isDateRangeEmpty,
} from './components/DateRangeField/date-range';
export { ConfirmDialog, type ConfirmDialogProps } from './components/Dialog/ConfirmDialog';
export {
  Dialog,
  type DialogProps,
  type DialogSize,
  type DialogTone,
  dialogSizes,
  dialogTones,
} from './components/Dialog/Dialog';
export {
  DocumentField,
  type DocumentFieldProps,
  type DocumentKind,
  documentKinds,
} from './components/DocumentField/DocumentField';
export {
  EmptyState,
  type EmptyStateProps,
  type EmptyStateTone,
  emptyStateTones,
} from './components/EmptyState/EmptyState';
export {
  EnterpriseCard,
  type EnterpriseCardProps,
  EnterpriseCardSkeleton,
  type EnterpriseSummary,
} from './components/EnterpriseCard/EnterpriseCard';
export { Field, type FieldProps } from './components/Field/Field';
export type { FieldControl } from './components/Field/field-control';
export { FilePicker, type FilePickerProps } from './components/FilePicker/FilePicker';
export {
  checkFile,
  type FileLike,
  type FileProblem,
  matchesAccept,
} from './components/FilePicker/file-check';
export { formatFileSize } from './components/FilePicker/file-size';
export {
  FilterBar,
  type FilterBarProps,
  FilterBarWideField,
  type FilterBarWideFieldProps,
} from './components/FilterBar/FilterBar';
export { Icon, type IconProps, type IconSize, iconSizes } from './components/Icon/Icon';
export { type IconName, iconNames } from './components/Icon/icons';
export {
  Inline,
  type InlineJustify,
  type InlineProps,
  inlineJustifications,
} from './components/Layout/Inline';
export {
  type LayoutAlign,
  type LayoutGap,
  layoutAligns,
  layoutGaps,
} from './components/Layout/layout-props';
export { Stack, type StackProps } from './components/Layout/Stack';
export {
  DateText,
  type DateTextProps,
  MoneyText,
  type MoneyTextProps,
} from './components/MoneyText/MoneyText';
export { Page, type PageProps, type PageWidth, pageWidths } from './components/Page/Page';
export { PageHeader, type PageHeaderProps } from './components/Page/PageHeader';
export {
  PageSection,
  type PageSectionElement,
  type PageSectionProps,
  pageSectionElements,
} from './components/Page/PageSection';
export { PageSectionTitle, type PageSectionTitleProps } from './components/Page/PageSectionTitle';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField';
export type { GalleryImage } from './components/PhotoGallery/gallery-image';
export { PhotoGallery, type PhotoGalleryProps } from './components/PhotoGallery/PhotoGallery';
export { ZoomOverlay, type ZoomOverlayProps } from './components/PhotoGallery/ZoomOverlay';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar';
export { QrCode, type QrCodeProps } from './components/QrCode/QrCode';
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './components/SegmentedControl/SegmentedControl';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export {
  isActivePath,
  MENU_PATHS,
  type MenuEntry,
  type MenuLink,
  menuEntriesFor,
} from './components/SideMenu/menu-entries';
export {
  SideMenu,
  type SideMenuProps,
  type SideMenuVariant,
  sideMenuVariants,
} from './components/SideMenu/SideMenu';
export { SiteFooter, type SiteFooterProps } from './components/SiteFooter/SiteFooter';
export { ExternalLink, type ExternalLinkProps } from './components/SiteHeader/ExternalLink';
export { SiteHeader } from './components/SiteHeader/SiteHeader';
export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './components/Spinner/Spinner';
export { StatusBadge, type StatusBadgeProps, statusBadgeTones } from './components/StatusBadge/StatusBadge';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export { Textarea, type TextareaProps } from './components/Textarea/Textarea';
export {
  TextField,
  type TextFieldProps,
  type TextFieldType,
  textFieldTypes,
} from './components/TextField/TextField';
export {
  TextLink,
  type TextLinkProps,
  type TextLinkVariant,
  textLinkVariants,
} from './components/TextLink/TextLink';
export { ToastRegion, type ToastRegionProps } from './components/Toast/ToastRegion';
export {
  type ToastApi,
  type ToastDuration,
  type ToastOptions,
  type ToastTone,
  toastDurations,
  toastTones,
  useToast,
} from './components/Toast/toast-context';
export {
  InfoTip,
  type InfoTipProps,
  Tooltip,
  type TooltipProps,
  type TooltipSide,
  tooltipSides,
} from './components/Tooltip/Tooltip';
export { TopBar, type TopBarProps } from './components/TopBar/TopBar';
export {
  UploadProgressBar,
  type UploadProgressBarProps,
} from './components/UploadProgressBar/UploadProgressBar';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
export {
  WhatsAppButton,
  type WhatsAppButtonProps,
  type WhatsAppChannel,
  whatsAppChannels,
} from './components/WhatsAppButton/WhatsAppButton';
export { useMediaQuery } from './hooks/use-media-query';
export { type Messages, messages } from './messages/pt-BR';
export { clientMessages } from './messages/pt-BR-clients';
export { handleLinkClick, type LinkClickEvent, type NavigateHandler } from './navigation/link-click';
export {
  ActivateAccountScreen,
  type ActivateAccountScreenProps,
  type ActivationSubmission,
} from './screens/ActivateAccountScreen/ActivateAccountScreen';
export { ClientScreen, type ClientScreenProps } from './screens/ClientScreen/ClientScreen';
export {
  type ClientAccessActionView,
  type ClientAccessChangeView,
  type ClientAccessStateView,
  type ClientView,
  clientAccessActions,
  clientAccessStates,
} from './screens/ClientScreen/client-types';
export {
  type ClientRow,
  ClientsScreen,
  type ClientsScreenProps,
} from './screens/ClientsScreen/ClientsScreen';
export { ContactCard, type ContactCardProps } from './screens/ContactsScreen/ContactCard';
export {
  ContactCards,
  type ContactCardsProps,
  ContactsScreen,
} from './screens/ContactsScreen/ContactsScreen';
export {
  ENTERPRISE_IMAGE_ACCEPT,
  EnterpriseStatusScreen,
  type EnterpriseStatusScreenProps,
  type PhotoFilter,
  type PhotoStatus,
  photoStatuses,
} from './screens/EnterpriseStatusScreen/EnterpriseStatusScreen';
export {
  EnterprisesScreen,
  type EnterprisesScreenProps,
} from './screens/EnterprisesScreen/EnterprisesScreen';
export {
  type FailedLoginReportFilters,
  FailedLoginReportScreen,
  type FailedLoginReportScreenProps,
} from './screens/FailedLoginReportScreen/FailedLoginReportScreen';
export {
  type GeneratedSlipRow,
  GeneratedSlipsReportScreen,
  type GeneratedSlipsReportScreenProps,
} from './screens/GeneratedSlipsReportScreen/GeneratedSlipsReportScreen';
export {
  type GeneratedStatementRow,
  GeneratedStatementsReportScreen,
  type GeneratedStatementsReportScreenProps,
} from './screens/GeneratedStatementsReportScreen/GeneratedStatementsReportScreen';
export {
  IMPORT_FILE_ACCEPT,
  IMPORT_FILE_MAX_BYTES,
  ImportDataScreen,
  type ImportDataScreenProps,
} from './screens/ImportDataScreen/ImportDataScreen';
export { IMPORT_HISTORY_PAGE_SIZE } from './screens/ImportDataScreen/ImportHistory';
export {
  type ImportCountsByEntityView,
  type ImportCountsView,
  type ImportEntityKey,
  type ImportHistoryView,
  type ImportPreviewErrorView,
  type ImportPreviewView,
  type ImportResultView,
  type ImportRowErrorView,
  type ImportRunRow,
  type ImportRunStatusView,
  type ImportSourceView,
  importEntityKeys,
  importRunStatuses,
  importSources,
} from './screens/ImportDataScreen/import-types';
export { IMPORT_ERRORS_PAGE_SIZE } from './screens/ImportDataScreen/PagedRowErrors';
export {
  type LoginHistoryRow,
  type LoginReportFilters,
  LoginReportScreen,
  type LoginReportScreenProps,
} from './screens/LoginReportScreen/LoginReportScreen';
export {
  type ActivationResult,
  activationResults,
  type LoginCredentials,
  LoginScreen,
  type LoginScreenProps,
} from './screens/LoginScreen/LoginScreen';
export {
  PasswordRecoveryScreen,
  type PasswordRecoveryScreenProps,
  type RecoveryResult,
  recoveryResults,
} from './screens/PasswordRecoveryScreen/PasswordRecoveryScreen';
export {
  type GenerationFilterKey,
  type GenerationReportFilters,
  generationTextFilters,
} from './screens/ReportScreen/generation-filters';
export { ReportScreen, type ReportScreenProps } from './screens/ReportScreen/ReportScreen';
export type {
  ReportDataProps,
  ReportFilterValues,
  ReportLayout,
  ReportTextFilter,
} from './screens/ReportScreen/report-types';
export {
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
} from './screens/ResetPasswordScreen/ResetPasswordScreen';
export { SiengeSyncScreen, type SiengeSyncScreenProps } from './screens/SiengeSyncScreen/SiengeSyncScreen';
export {
  type SiengeStatusView,
  type SiengeSyncScope,
  type SiengeSyncStatus,
  type SiengeSyncTrigger,
  type SiengeSyncView,
  siengeSyncScopes,
  siengeSyncStatuses,
  siengeSyncTriggers,
} from './screens/SiengeSyncScreen/sienge-types';
export { SignUpScreen, type SignUpScreenProps } from './screens/SignUpScreen/SignUpScreen';
export { StaffScreen, type StaffScreenProps } from './screens/StaffScreen/StaffScreen';
export {
  type StaffActionView,
  type StaffAuditEntryView,
  type StaffInviteInput,
  type StaffMemberView,
  staffActions,
} from './screens/StaffScreen/staff-types';
export { MAX_PROOF_FILE_BYTES } from './screens/StatementScreen/proof-file';
export { StatementScreen, type StatementScreenProps } from './screens/StatementScreen/StatementScreen';
export type {
  BillInfo,
  InstallmentRow,
  ProofSubmission,
  ProofUploadState,
} from './screens/StatementScreen/statement-types';
export type { StatementCardView } from './screens/StatementsScreen/StatementCard';
export { StatementsScreen, type StatementsScreenProps } from './screens/StatementsScreen/StatementsScreen';
export {
  type ContractSummaryState,
  type IncomeTaxPanelState,
  type SlipPanelState,
  type StatementSummaryItem,
  statementTitle,
} from './screens/StatementsScreen/statements-types';
export { SupportScreen, type SupportScreenProps } from './screens/SupportScreen/SupportScreen';
export { type Breakpoint, breakpoints, mediaDown, mediaUp, reducedMotion } from './theme/breakpoints';
export type { BrandColors, ColorToken } from './theme/colors';
export { vars } from './theme/contract.css';
export { demoPalette, secondPalette } from './theme/palettes';
export { brandThemeClass, demoThemeClass, secondThemeClass } from './theme/themes.css';

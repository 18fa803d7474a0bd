/**
 * `@portal/ui` — the kit: the brand provider, the components and the types their props take.
 * The portal's screens are `@portal/ui/screens`, the styling tokens `@portal/ui/theme` (decision 070).
 * Named exports only; a helper that only a component itself needs stays out.
 */

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
export { demoBrand, secondBrand } from './brand/demo-brand';
export { Alert, type AlertProps, type AlertTone } from './components/Alert/Alert';
export { AppShell, type AppShellProps, type ShellUser } from './components/AppShell/AppShell';
export { PublicShell, type PublicShellProps } from './components/AppShell/PublicShell';
export { AuthLayout, type AuthLayoutProps } from './components/AuthLayout/AuthLayout';
export {
  type BreadcrumbItem,
  Breadcrumbs,
  type BreadcrumbsProps,
} from './components/Breadcrumbs/Breadcrumbs';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button/Button';
export {
  Card,
  type CardElevation,
  type CardPadding,
  type CardProps,
} from './components/Card/Card';
export { CopyField, type CopyFieldProps } from './components/CopyField/CopyField';
export {
  DataTable,
  type DataTableAlign,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
} from './components/DataTable/DataTable';
export { DateRangeField, type DateRangeFieldProps } from './components/DateRangeField/DateRangeField';
export {
  type DateRangeValue,
  EMPTY_DATE_RANGE,
  isDateRangeEmpty,
} from './components/DateRangeField/date-range';
export { ConfirmDialog, type ConfirmDialogProps } from './components/Dialog/ConfirmDialog';
export {
  Dialog,
  type DialogProps,
  type DialogSize,
  type DialogTone,
} from './components/Dialog/Dialog';
export {
  DocumentField,
  type DocumentFieldProps,
  type DocumentKind,
} from './components/DocumentField/DocumentField';
export {
  EmptyState,
  type EmptyStateProps,
  type EmptyStateTone,
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
export type { FileProblem } from './components/FilePicker/file-check';
export {
  FilterBar,
  type FilterBarProps,
  FilterBarWideField,
  type FilterBarWideFieldProps,
} from './components/FilterBar/FilterBar';
export { Icon, type IconProps, type IconSize } from './components/Icon/Icon';
export type { IconName } from './components/Icon/icons';
export {
  IconButton,
  type IconButtonProps,
  type IconButtonVariant,
} from './components/IconButton/IconButton';
export { Inline, type InlineJustify, type InlineProps } from './components/Layout/Inline';
export type { LayoutAlign, LayoutElement, LayoutGap } from './components/Layout/layout-props';
export { Stack, type StackProps } from './components/Layout/Stack';
export { LoadState, type LoadStateProps } from './components/LoadState/LoadState';
export {
  DateText,
  type DateTextProps,
  MoneyText,
  type MoneyTextProps,
} from './components/MoneyText/MoneyText';
export { Page, type PageProps, type PageWidth } from './components/Page/Page';
export { PageHeader, type PageHeaderProps } from './components/Page/PageHeader';
export {
  PageSection,
  type PageSectionElement,
  type PageSectionProps,
} from './components/Page/PageSection';
export { PageSectionTitle, type PageSectionTitleProps } from './components/Page/PageSectionTitle';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField';
export type { GalleryImage } from './components/PhotoGallery/gallery-image';
export { PhotoGallery, type PhotoGalleryProps } from './components/PhotoGallery/PhotoGallery';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar';
export { QrCode, type QrCodeProps } from './components/QrCode/QrCode';
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './components/SegmentedControl/SegmentedControl';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export { SideMenu, type SideMenuProps, type SideMenuVariant } from './components/SideMenu/SideMenu';
export { SiteFooter, type SiteFooterProps } from './components/SiteFooter/SiteFooter';
export { ExternalLink, type ExternalLinkProps } from './components/SiteHeader/ExternalLink';
export { SiteHeader } from './components/SiteHeader/SiteHeader';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/Spinner/Spinner';
export { StatusBadge, type StatusBadgeProps } from './components/StatusBadge/StatusBadge';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export { TableSection, type TableSectionProps } from './components/TableSection/TableSection';
export { Textarea, type TextareaProps } from './components/Textarea/Textarea';
export { TextField, type TextFieldProps, type TextFieldType } from './components/TextField/TextField';
export { TextLink, type TextLinkProps, type TextLinkVariant } from './components/TextLink/TextLink';
export { ToastRegion, type ToastRegionProps } from './components/Toast/ToastRegion';
export {
  type ToastApi,
  type ToastDuration,
  type ToastOptions,
  type ToastTone,
  useToast,
} from './components/Toast/toast-context';
export {
  InfoTip,
  type InfoTipProps,
  Tooltip,
  type TooltipProps,
  type TooltipSide,
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
} from './components/WhatsAppButton/WhatsAppButton';
export { useMediaQuery } from './hooks/use-media-query';
export { type Messages, messages } from './messages/pt-BR';
export type { NavigateHandler } from './navigation/link-click';

/**
 * The kit's icon set: lucide icons imported one by one (the package is side-effect free, so only
 * the icons named here reach the bundle). Add an icon here, under a name that says what it means.
 */
import {
  ArrowDown,
  ArrowLeft,
  ArrowUp,
  ArrowUpDown,
  CalendarDays,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  CircleAlert,
  CircleCheck,
  CircleX,
  Copy,
  Download,
  ExternalLink,
  Eye,
  EyeOff,
  FileText,
  Info,
  LogOut,
  Mail,
  Menu,
  MessageCircle,
  Phone,
  QrCode,
  Receipt,
  Search,
  Trash2,
  Upload,
  X,
} from 'lucide-react';

/** Icons by meaning. */
export const icons = {
  arrowDown: ArrowDown,
  arrowUp: ArrowUp,
  back: ArrowLeft,
  sort: ArrowUpDown,
  calendar: CalendarDays,
  check: Check,
  chevronLeft: ChevronLeft,
  chevronRight: ChevronRight,
  chevronsLeft: ChevronsLeft,
  chevronsRight: ChevronsRight,
  alert: CircleAlert,
  success: CircleCheck,
  close: X,
  copy: Copy,
  download: Download,
  externalLink: ExternalLink,
  eye: Eye,
  eyeOff: EyeOff,
  file: FileText,
  info: Info,
  logout: LogOut,
  mail: Mail,
  menu: Menu,
  whatsapp: MessageCircle,
  phone: Phone,
  search: Search,
  trash: Trash2,
  upload: Upload,
  chevronDown: ChevronDown,
  qrCode: QrCode,
  receipt: Receipt,
  error: CircleX,
} as const;

/** The name of an icon of the set. */
export type IconName = keyof typeof icons;

/** Every icon name, reused by the stories. */
export const iconNames = Object.keys(icons) as IconName[];

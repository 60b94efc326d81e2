// Carries the DefaultTheme augmentation to every app that imports this package (apps only include their own src).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./styled.d.ts" />
export { lightTheme, darkTheme, themes, type AppTheme, type AppColors, type ThemeMode } from './theme/theme';
export { AppThemeProvider, type AppThemeProviderProps } from './theme/AppThemeProvider';
export { GlobalStyle } from './theme/GlobalStyle';

export { Button, IconButton, type ButtonProps, type ButtonVariant, type IconButtonProps } from './primitives/Button';
export { TextField, Select, BareInput, BareTextArea, FieldGroup, type TextFieldProps, type SelectProps, type SelectOption } from './primitives/fields';
export { Switch, type SwitchProps } from './primitives/Switch';
export { PendingMark } from './primitives/PendingMark';
export {
  Card,
  Divider,
  Note,
  CardLink,
  Badge,
  ErrorBanner,
  ErrorBox,
  EmptyState,
  type CardLinkProps,
  type BadgeProps,
  type BadgeTone,
  type ErrorBoxProps,
  type EmptyStateProps,
} from './primitives/surfaces';
export { Modal, type ModalProps } from './primitives/Modal';
export { Spinner, type SpinnerProps } from './primitives/Spinner';
export { ListPending, isListPending, type ListPendingProps, type PendingList } from './primitives/ListPending';
export { VisuallyHidden } from './primitives/VisuallyHidden';
export { FilePickInput, FilePickButton } from './primitives/file-pick';
export { PageHeader, Screen, ListRow, ListSection, type PageHeaderProps, type ListRowProps, type ListSectionProps } from './primitives/layout';

export {
  ToastProvider,
  useToast,
  type Toast,
  type ToastApi,
  type ToastOptions,
  type ToastType,
  type ToastAction,
} from './toast/ToastProvider';
export { TOAST_DEFAULT_DURATION_MS, TOAST_SIMPLE_DURATION_MS, TOAST_CLOSE_ANIMATION_MS } from './toast/constants';

export { SwipeToDelete, type SwipeToDeleteProps, type SwipeThresholds } from './primitives/SwipeToDelete';
export { Autocomplete, type AutocompleteProps } from './primitives/Autocomplete';
export { QuickAddChips, type QuickAddChipsProps } from './primitives/QuickAddChips';
export { CollapsibleSection, type CollapsibleSectionProps } from './primitives/CollapsibleSection';
export { FloatingActionButton, type FloatingActionButtonProps } from './primitives/FloatingActionButton';
export { PencilIcon, SearchIcon } from './primitives/icons';
export { DashboardCard, type DashboardCardProps } from './primitives/DashboardCard';
export { Toolbar, SearchField, FilterGrid } from './primitives/toolbar';

export {
  TUTORIAL_SEEN_KEY,
  TUTORIAL_REQUEST_EVENT,
  isTutorialSeen,
  markTutorialSeen,
  requestTutorial,
  resetTutorial,
  type TutorialRequestAction,
  type TutorialRequestDetail,
} from './tutorial';
export { browserNavigation, inNativeApp } from './browser-navigation';

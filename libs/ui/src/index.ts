// The design system's core: the theme, surfaces, buttons, links, layout and toasts that every screen
// and Home's cards use. The controls of the feature screens (forms, dialogs, list gestures, toolbars)
// are `@mealapp/ui/controls` (controls.ts), which the shell provides on first need.
// Carries the DefaultTheme augmentation to every app that imports this package (apps only include their own src).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./styled.d.ts" />
export { lightTheme, darkTheme, themes, type AppTheme, type AppColors, type ThemeMode } from './theme/theme';
export { AppThemeProvider, type AppThemeProviderProps } from './theme/AppThemeProvider';
export { GlobalStyle } from './theme/GlobalStyle';

export { Button, IconButton, type ButtonProps, type ButtonVariant, type IconButtonProps } from './primitives/Button';
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
export { Spinner, type SpinnerProps } from './primitives/Spinner';
export { VisuallyHidden } from './primitives/VisuallyHidden';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './primitives/links';
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

export { PencilIcon, SearchIcon } from './primitives/icons';
export { DashboardCard, type DashboardCardProps } from './primitives/DashboardCard';

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
export { browserNavigation, inNativeApp, nativePlatform } from './browser-navigation';

export type ThemeMode = 'light' | 'dark';

export interface AppColors {
  bg: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  /** The strongest ink: what text dimmed to 55% (a shopped item) is drawn in, so it still reads at 4.5:1. */
  ink: string;
  border: string;
  primary: string;
  primaryText: string;
  success: string;
  warning: string;
  danger: string;
  info: string;
  amber: string;
  orange: string;
  focus: string;
}

export interface AppTheme {
  mode: ThemeMode;
  colors: AppColors;
  radius: { sm: string; md: string; lg: string; pill: string };
  /** 4px grid: space(4) === '16px'. */
  space: (n: number) => string;
  shadow: { sm: string; md: string; lg: string };
  font: {
    family: string;
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
    weight: { regular: number; medium: number; bold: number };
  };
  /** Minimum touch target (WCAG 2.5.5). */
  touchTarget: string;
  /** Height of the shell's fixed bottom navigation. */
  bottomNavHeight: string;
}

const shared = {
  radius: { sm: '8px', md: '12px', lg: '16px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    family:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
    weight: { regular: 400, medium: 500, bold: 700 },
  },
  touchTarget: '44px',
  bottomNavHeight: '64px',
} satisfies Partial<AppTheme>;

export const lightTheme: AppTheme = {
  ...shared,
  mode: 'light',
  colors: {
    bg: '#f5f6f8',
    surface: '#ffffff',
    surfaceAlt: '#eef0f3',
    text: '#1a1d21',
    textMuted: '#5a6370',
    ink: '#000000',
    border: '#d5dae1',
    primary: '#1f7a4c',
    primaryText: '#ffffff',
    // Dark enough for 4.5:1 as text on their own tint (badges, banners) and on every surface of the page.
    success: '#1c7130',
    warning: '#8e5400',
    danger: '#b62525',
    info: '#1a5fb4',
    amber: '#9c6b00',
    orange: '#c2410c',
    focus: '#2563eb',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.2)',
  },
};

export const darkTheme: AppTheme = {
  ...shared,
  mode: 'dark',
  colors: {
    bg: '#0f1114',
    surface: '#1a1d22',
    surfaceAlt: '#252a31',
    text: '#eef0f3',
    textMuted: '#a4acb7',
    ink: '#ffffff',
    border: '#3a414b',
    primary: '#4cc38a',
    primaryText: '#08140e',
    success: '#5cc46a',
    warning: '#f0b429',
    danger: '#f26b6b',
    info: '#6cb2ff',
    amber: '#f5c451',
    orange: '#fb923c',
    focus: '#8ab4ff',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.55)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.65)',
  },
};

export const themes: Record<ThemeMode, AppTheme> = { light: lightTheme, dark: darkTheme };

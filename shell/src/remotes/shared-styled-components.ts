/**
 * styled-components as the feature apps share it: `styled` and its helpers and the theme, without
 * server rendering (ServerStyleSheet) and the style sheet manager. A name an app imports that is
 * missing here fails shared-modules.spec.ts.
 */
export { default, createGlobalStyle, css, keyframes, styled, ThemeProvider, useTheme } from 'styled-components';

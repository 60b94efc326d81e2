import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // native/android and native/ios: Capacitor's templates, and what `cap sync` copies into them (cordova.js…).
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'libs/api-client/src/generated/**', 'native/android/**', 'native/ios/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: "Use @mealapp/ui's Link and NavLink (libs/ui/src/primitives/links.tsx): react-router's carry the data routers' prefetching into the shell.",
            },
          ],
        },
      ],
      // STYLE.md: real constraints between scopes and types; a wrong import fails lint.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          // The design system's controls are a module of their own that the shell loads on first need
          // (libs/ui/src/controls.ts); the rest of @mealapp/ui is imported statically, as it should be.
          checkDynamicDependenciesExceptions: ['@mealapp/ui'],
          depConstraints: [
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shell', 'scope:shared'] },
            { sourceTag: 'scope:pantry', onlyDependOnLibsWithTags: ['scope:pantry', 'scope:shared'] },
            { sourceTag: 'scope:shopping', onlyDependOnLibsWithTags: ['scope:shopping', 'scope:shared'] },
            { sourceTag: 'scope:recipes', onlyDependOnLibsWithTags: ['scope:recipes', 'scope:shared'] },
            { sourceTag: 'scope:planner', onlyDependOnLibsWithTags: ['scope:planner', 'scope:shared'] },
            { sourceTag: 'scope:account', onlyDependOnLibsWithTags: ['scope:account', 'scope:shared'] },
            { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['scope:backend', 'scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:providers', 'type:ui', 'type:data-access', 'type:util', 'type:types', 'type:testing'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:providers', 'type:ui', 'type:data-access', 'type:util', 'type:types'] },
            // The providers put the data layer (store) and the design system (theme, toasts) together, once.
            { sourceTag: 'type:providers', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:types'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:types'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:types'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:types'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:types'] },
          ],
        },
      ],
    },
  },
);

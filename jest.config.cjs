// One Jest config, three kinds of project. `npm test` picks them by name (see scripts/test.mjs).
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// NestJS 12, a few of its dependencies, Redocly's lint core, openid-client (with oauth4webapi and
// jose) and @fastify/static's content-disposition ship ESM only; swc turns them into CommonJS for
// Jest, also where npm nests them under another package.
const esmOnly = ['openid-client', 'oauth4webapi', 'jose', '@redocly', '@nestjs', 'file-type', 'load-esm', 'uid', 'strtok3', 'token-types', '@tokenizer', 'uint8array-extras', '@borewit', '@electric-sql', 'content-disposition'];
const esmOnlyPattern = esmOnly.join('|');

// react-markdown and the unified, remark, micromark and hast packages under it ship ESM only (the
// recipes' Markdown, mfe-recipes/src/shared/markdown).
const markdownEsm = [
  'react-markdown', 'unified', 'bail', 'is-plain-obj', 'trough', 'vfile[^/]*', 'devlop', 'remark-[^/]*', 'mdast-util-[^/]*', 'micromark[^/]*',
  'unist-util-[^/]*', 'hast-util-[^/]*', 'html-url-attributes', 'property-information', 'space-separated-tokens', 'comma-separated-tokens',
  'estree-util-[^/]*', 'trim-lines', 'zwitch', 'longest-streak', 'ccount', 'decode-named-character-reference', 'character-entities[^/]*',
  'character-reference-invalid', 'parse-entities', 'is-alphanumerical', 'is-alphabetical', 'is-decimal', 'is-hexadecimal', 'stringify-entities',
  '@ungap/structured-clone',
];

const workspaceLibs = {
  '^@mealapp/domain$': '<rootDir>/libs/domain/src/index.ts',
  '^@mealapp/ui$': '<rootDir>/libs/ui/src/index.ts',
  '^@mealapp/ui/controls$': '<rootDir>/libs/ui/src/controls.ts',
  '^@mealapp/api-client$': '<rootDir>/libs/api-client/src/index.ts',
  '^@mealapp/api-client/testing$': '<rootDir>/libs/api-client/src/testing/index.ts',
  '^@mealapp/testing$': '<rootDir>/libs/testing/src/index.ts',
  '^@mealapp/app-providers$': '<rootDir>/libs/app-providers/src/index.ts',
};

const node = {
  testEnvironment: 'node',
  rootDir: __dirname,
  transform: { '^.+\\.(t|j|mj)sx?$': swc(false) },
  transformIgnorePatterns: [`node_modules/(?!(${esmOnlyPattern})/)(?!.*/node_modules/(${esmOnlyPattern})/)`],
  moduleNameMapper: { ...workspaceLibs, '^(\\.{1,2}/.*)\\.js$': '$1' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  projects: [
    { ...node, displayName: 'domain', testMatch: ['<rootDir>/libs/domain/src/**/*.spec.ts'] },
    { ...node, displayName: 'backend-unit', testMatch: ['<rootDir>/backend/src/**/*.spec.ts', '<rootDir>/tools/*.spec.ts'] },
    {
      ...node,
      displayName: 'backend-int',
      testMatch: ['<rootDir>/backend/test/**/*.int-spec.ts'],
      setupFiles: ['<rootDir>/backend/test/setup-env.ts'],
      setupFilesAfterEnv: ['<rootDir>/backend/test/setup-timeout.ts', '<rootDir>/backend/test/setup-contract.ts'],
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      rootDir: __dirname,
      testMatch: [
        '<rootDir>/shell/src/**/*.spec.{ts,tsx}',
        '<rootDir>/mfe-*/src/**/*.spec.{ts,tsx}',
        '<rootDir>/libs/ui/src/**/*.spec.{ts,tsx}',
        '<rootDir>/libs/api-client/src/**/*.spec.{ts,tsx}',
        '<rootDir>/libs/app-providers/src/**/*.spec.{ts,tsx}',
      ],
      transform: { '^.+\\.(t|j|mj)sx?$': swc(true) },
      transformIgnorePatterns: [`node_modules/(?!(@module-federation|${markdownEsm.join('|')})/)`],
      // libs/domain imports its own files with the `.js` suffix (ESM for Node), as in the node projects.
      moduleNameMapper: { ...workspaceLibs, '^(\\.{1,2}/.*)\\.js$': '$1' },
      setupFilesAfterEnv: ['<rootDir>/tools/jest-web-setup.ts'],
    },
  ],
};

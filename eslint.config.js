import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import formatjs from 'eslint-plugin-formatjs';

/**
 * Layers of the client and of the shared code (docs/decisions/012-feature-boundaries.md).
 * Patterns are folders from the repository root; `feature` names the folder of a web feature.
 * `web-root` is what sits directly in src/web (main.tsx, theme-init.ts, test-setup.ts), so it
 * comes last: the more specific folders above win.
 */
const ELEMENTS = [
  { type: 'web-feature', pattern: 'src/web/features/*', capture: ['feature'] },
  { type: 'web-app', pattern: 'src/web/app' },
  { type: 'web-components', pattern: 'src/web/components' },
  { type: 'web-lib', pattern: 'src/web/lib' },
  { type: 'web-test-support', pattern: 'src/web/test-support' },
  // The message catalogues (decision 041): data that lib/i18n loads.
  { type: 'web-locales', pattern: 'src/web/locales' },
  { type: 'web-root', pattern: 'src/web' },
  { type: 'shared', pattern: 'src/shared' },
  { type: 'server-test-support', pattern: 'src/server/test-support' },
  { type: 'server', pattern: 'src/server' },
].map((element) => ({ ...element, partialMatch: false }));

const importing = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const from = (type) => ({ element: { type } });

/**
 * Who may import whom; anything else is an error. Imports inside one element (within one
 * feature, within app/, lib/, components/, src/shared, src/server) are not checked.
 */
const LAYER_POLICIES = [
  // A feature: itself, then only what lies below it. Never another feature.
  { from: from('web-feature'), allow: importing('web-components', 'web-lib', 'shared') },
  // app/ composes: routes, providers, and the places where two features meet.
  {
    from: from('web-app'),
    allow: importing('web-feature', 'web-components', 'web-lib', 'shared'),
  },
  // Presentational pieces may use lib/; lib/ knows no components (and no features).
  { from: from('web-components'), allow: importing('web-lib', 'shared') },
  { from: from('web-lib'), allow: importing('web-locales', 'shared') },
  {
    from: from('web-test-support'),
    allow: importing('web-app', 'web-components', 'web-lib', 'shared'),
  },
  { from: from('web-root'), allow: importing('web-app', 'web-lib', 'shared') },
  // The catalogue check reads the supported languages.
  { from: from('web-locales'), allow: importing('shared') },
  // src/shared imports neither side; the server never imports the client.
  { from: from('shared'), allow: importing('shared') },
  { from: from('server'), allow: importing('shared') },
  // The server's test support (fixtures, fake sites and providers) sits apart from the code
  // that ships: only tests use it (bench/ and e2e/ lie outside these rules).
  { from: from('server-test-support'), allow: importing('server', 'shared') },
  // Tests (and a feature's own test fixtures) may use the test support.
  {
    from: { file: { categories: 'test' } },
    allow: importing('web-test-support', 'server-test-support'),
  },
];

const BOUNDARY_MESSAGE =
  '{{ from.element.path }} may not import {{ to.element.path }} (docs/decisions/012-feature-boundaries.md): what two features share moves down to components/, lib/ or src/shared, and app/ composes features.';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'drizzle',
      'test-results',
      'playwright-report',
      '.tmp',
      'e2e/.artifacts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Fastify plugins and hooks are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // expect.any(...) and friends are typed any by design.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Feature boundaries (docs/decisions/012-feature-boundaries.md).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': ELEMENTS,
      'boundaries/files': [
        { category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/test-fixtures.ts'] },
      ],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/additional-dependency-nodes': [
        // vi.mock('…') names a module as much as an import does.
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name='mock'] > Literal:first-child",
          kind: 'value',
          name: 'vi-mock',
        },
      ],
      'boundaries/legacy-templates': false,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', policies: LAYER_POLICIES, message: BOUNDARY_MESSAGE },
      ],
    },
  },
  {
    // The server imports date-fns one function at a time: its root loads every function, up to
    // a second of each start (docs/decisions/034-start-phases.md). The client's bundler
    // tree-shakes, and tests may take the root.
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'date-fns', message: "Import 'date-fns/<function>' instead." }] },
      ],
    },
  },
  {
    // Every text a user reads comes from the message catalogue (decision 041): no literal text
    // in JSX, nor in the props that carry text to a person.
    files: ['src/web/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'src/web/test-support/**'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              [
                '*',
                '{label,placeholder,title,description,alt,text,message,emptyText,confirmLabel,cancelLabel,submitLabel,pendingLabel,heading,hint,caption}',
              ],
            ],
          },
        },
      ],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-missing-icu-plural-one-placeholders': 'error',
    },
  },
  {
    // In the client, a relative import climbs at most one folder; farther ones use #web/… or
    // #shared/… (package.json "imports"), never ../../….
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./',
              message:
                'Import through #web/… or #shared/… instead of climbing two or more folders.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);

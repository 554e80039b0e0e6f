// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { builtinModules } from 'node:module'

// Node built-ins in both spellings ('fs' and 'node:fs'): the renderer and src/shared may import none of them.
const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)]
// Globals that exist in Node only (Buffer, process, require...): code that also runs in a page may use none of them.
const nodeOnlyGlobals = Object.keys(globals.node)
  .filter((name) => !(name in globals.browser) && !(name in globals.es2021))
  .map((name) => ({ name, message: 'This code runs in a page too: no Node globals.' }))
const electron = {
  name: 'electron',
  message:
    'Only src/main/index.ts, src/main/hosts/electron.ts and src/main/platform/*electron* import electron.',
}

const BRIDGE_MESSAGE =
  'Components and hooks reach main through the query layer only (bridge/desk-query: useDeskQuery, useDeskMutation) ' +
  "or a store's action."

/** What the renderer may not import (flat config replaces a rule's options per block: one list, extended). */
function rendererImports(...morePatterns) {
  return {
    paths: [electron, ...nodeBuiltins.map((name) => ({ name, message: 'The renderer never imports Node.' }))],
    patterns: [
      {
        group: ['**/main/**', '**/sandbox/**', '@agency-desk/sandbox', '@agency-desk/sandbox/*'],
        message: 'The renderer talks to main through the bridge only.',
      },
      ...morePatterns,
    ],
  }
}

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.electron-native/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { paths: [electron] }],
    },
  },
  {
    files: [
      'src/main/index.ts',
      'src/main/hosts/electron.ts',
      'src/main/platform/electron/**',
      'src/preload/**',
      'test/e2e/electron/**',
      'test/fixtures/insecure-shell/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // CommonJS on purpose: it swaps a module of the checker it runs before loading it (no network in tests).
    files: ['scripts/check-electron-security.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/shared/**'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-globals': ['error', ...nodeOnlyGlobals],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            electron,
            ...nodeBuiltins.map((name) => ({ name, message: 'src/shared runs on every side: no Node.' })),
          ],
          patterns: [{ group: ['react', 'react-dom', '@mantine/*'], message: 'src/shared has no UI.' }],
        },
      ],
    },
  },
  {
    files: ['src/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'no-restricted-globals': ['error', ...nodeOnlyGlobals],
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', rendererImports()],
    },
  },
  {
    // Reads are queries and writes mutations (bridge/desk-query.ts) or a store's action: a hook or a helper module
    // holding the client would be a second read layer. BridgeError, isWebHost and the query module stay importable.
    files: ['src/renderer/**/*.ts'],
    ignores: [
      'src/renderer/src/bridge/**',
      'src/renderer/**/*.store.ts',
      // The app's wiring of main's push events: to stores (wire-events) and to stale reads (query-events).
      'src/renderer/src/app/wire-events.ts',
      'src/renderer/src/app/query-events.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        rendererImports({
          group: ['**/bridge', '**/bridge/index'],
          importNames: ['bridge'],
          message: BRIDGE_MESSAGE,
        }),
      ],
    },
  },
  {
    // Components render: from the bridge folder they import the query hooks and nothing else. App.tsx is the one
    // wiring place: it decides whether the app can start (bridgeProblem) and provides the query client.
    files: ['src/renderer/**/*.tsx'],
    ignores: ['src/renderer/src/app/App.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        rendererImports({
          // Every module of the folder but the query hooks (a group cannot re-include a file of a folder it names).
          regex: '(^|/)bridge(/(?!desk-query$)[^/]+)?$',
          message: BRIDGE_MESSAGE,
        }),
      ],
    },
  },
)

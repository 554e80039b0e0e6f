import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { CONTENT_SECURITY_POLICY } from './src/shared/ipc/security'

/** Writes the one CSP of src/shared/ipc/security.ts into index.html (file:// pages get no response headers). */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'agency-desk:csp',
    transformIndexHtml: () => [
      // frame-ancestors only works as a header (the web host sends it); a meta tag would log a warning.
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: CONTENT_SECURITY_POLICY.replace(/; frame-ancestors [^;]*/, ''),
        },
        injectTo: 'head-prepend',
      },
    ],
  }
}

/**
 * The sandbox workspace package (packages/sandbox) is bundled into main like the desk's own code (it is TypeScript
 * source, and externalized it would put its sources in the archive), while its runtime dependencies stay external
 * as the desk's own are: pdfkit and exceljs load fonts and metrics by path, better-sqlite3 is native. electron-builder
 * packs them because the root package depends on @agency-desk/sandbox.
 */
const sandboxDependencies = Object.keys(
  (
    JSON.parse(readFileSync(resolve(__dirname, 'packages/sandbox/package.json'), 'utf8')) as {
      dependencies?: Record<string, string>
    }
  ).dependencies ?? {},
)

export default defineConfig({
  main: {
    build: {
      externalizeDeps: { include: sandboxDependencies, exclude: ['@agency-desk/sandbox'] },
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          // The embedded sandbox's thread (src/main/embedded-sandbox.ts loads it beside index.js).
          'embedded-sandbox-worker': resolve(__dirname, 'src/main/embedded-sandbox-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      externalizeDeps: true,
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        // A sandboxed preload cannot be an ES module.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    plugins: [react(), contentSecurityPolicy()],
    build: {
      // ES2021: class private fields (TanStack Query's) lowered, so Electronegativity's parser reads the bundle.
      target: 'es2021',
      // electron-vite leaves the renderer unminified by default: minified, the first screen loads and parses
      // about half the bytes (issue "Speed where an agent waits").
      minify: true,
      rollupOptions: { input: resolve(__dirname, 'src/renderer/index.html') },
    },
  },
})

import { describe, expect, it } from 'vitest'
import { bareImports, checkPackage, packageOf, type PackageFacts } from '../../../scripts/dist-rules'

const good: PackageFacts = {
  asarFiles: [
    '/package.json',
    '/out/main/index.js',
    '/out/main/embedded-sandbox-worker.js',
    '/out/preload/index.cjs',
    '/out/renderer/index.html',
    '/out/renderer/assets/index-abc.js',
    '/node_modules/zod/package.json',
    '/node_modules/@hono/node-server/dist/index.js',
    '/node_modules/better-sqlite3/lib/index.js',
  ],
  unpackedFiles: ['node_modules/better-sqlite3/build/Release/better_sqlite3.node'],
  devDependencies: ['vitest', 'ajv'],
  productionPackages: new Set(['zod', '@hono/node-server', 'better-sqlite3', 'ajv']),
  mainImports: ['zod', '@hono/node-server', 'better-sqlite3', 'electron'],
}

describe('what the packed app must and must not hold', () => {
  it('accepts a package with the bundles, the imported packages and the unpacked driver', () => {
    expect(checkPackage(good)).toEqual([])
  })

  it('names each missing bundle', () => {
    const problems = checkPackage({
      ...good,
      asarFiles: good.asarFiles.filter((f) => !f.startsWith('/out/')),
    })
    expect(problems).toContain('/out/main/index.js is missing from app.asar')
    expect(problems).toContain('/out/preload/index.cjs is missing from app.asar')
    expect(problems.some((p) => p.includes('renderer bundle'))).toBe(true)
  })

  it('refuses source maps, sources, tests and devDependencies', () => {
    const problems = checkPackage({
      ...good,
      asarFiles: [
        ...good.asarFiles,
        '/out/main/index.js.map',
        '/test/unit/a.test.js',
        '/packages/sandbox/src/app.ts',
        '/node_modules/zod/tests/x.js',
        '/node_modules/vitest/index.js',
        // ajv is a devDependency and also a production package's dependency: kept.
        '/node_modules/ajv/index.js',
      ],
    })
    expect(problems).toHaveLength(4)
    expect(problems.find((p) => p.startsWith('sources'))).toBe(
      'sources or tests are packed: /test/unit/a.test.js, /packages/sandbox/src/app.ts',
    )
    expect(problems.find((p) => p.startsWith('devDependencies'))).toBe('devDependencies are packed: vitest')
  })

  it('refuses a package main imports that was left out, and a driver packed inside the archive', () => {
    const problems = checkPackage({ ...good, mainImports: ['hono/body-limit'], unpackedFiles: [] })
    expect(problems).toEqual([
      'main imports packages the archive lacks: hono',
      'better-sqlite3’s .node file is not unpacked beside app.asar',
    ])
  })

  it("names the embedded sandbox's dependencies the archive lacks (fonts it loads by path)", () => {
    const problems = checkPackage({
      ...good,
      runtimePackages: ['zod', '@embedpdf/fonts-sc', 'dejavu-fonts-ttf'],
    })
    expect(problems).toEqual([
      "the embedded sandbox's dependencies are missing: @embedpdf/fonts-sc, dejavu-fonts-ttf",
    ])
  })
})

describe('the imports of a bundle', () => {
  it('finds static, dynamic and require imports, not built-ins or sentences in strings', () => {
    const source = `import a from "zod";import{x}from"hono/body-limit";const b=require('better-sqlite3');
      await import("@faker-js/faker/locale/de");import fs from "node:fs";const s="net from ' price otherwise."`
    expect(bareImports(source).sort()).toEqual([
      '@faker-js/faker/locale/de',
      'better-sqlite3',
      'hono/body-limit',
      'zod',
    ])
    expect(packageOf('@faker-js/faker/locale/de')).toBe('@faker-js/faker')
    expect(packageOf('hono/body-limit')).toBe('hono')
  })
})

// Electronegativity (Doyensec's checker of Electron misconfigurations) over the source, in `npm run lint`:
// fails on any finding, of any severity, that is not switched off by an `eng-disable` comment next to its code
// (each one says why it is accepted). Run offline: the tool fetches translations and Electron's release list from
// the Internet, which tests never do here, so `got` is replaced by a function that fails at once, and the release
// check (AVAILABLE_SECURITY_FIXES_GLOBAL_CHECK, "is this Electron the newest?") is left out: it needs the network.
'use strict'
const Module = require('node:module')
const { resolve } = require('node:path')

const originalLoad = Module._load
Module._load = function load(request, parent, isMain) {
  if (request === 'got') return () => Promise.reject(new Error('No network in this check'))
  return originalLoad.call(this, request, parent, isMain)
}

const run = require('@doyensec/electronegativity/dist/runner.js')
const electronVersion = require('../package.json').devDependencies.electron.replace(/^[^\d]*/, '')
// The folder to check: the source by default (a test points it at a deliberately insecure fixture).
const input = resolve(process.argv[2] ?? resolve(__dirname, '..', 'src'))

// The tool logs its translation fetch failure; keep the output to the findings.
const warn = console.warn
const log = console.log
console.warn = () => {}
console.log = () => {}
run({
  input,
  customScan: [],
  excludeFromScan: ['AvailableSecurityFixesGlobalCheck'],
  isRelative: true,
  isVerbose: false,
  electronVersionOverride: electronVersion,
  parserPlugins: [],
})
  .then((result) => {
    console.warn = warn
    console.log = log
    const findings = result.issues
    const unparsed = result.errors.filter((error) => /\.(ts|tsx|js|cjs|mjs|html)$/.test(error.file ?? ''))
    console.log(
      `electronegativity ${require('@doyensec/electronegativity/package.json').version} (Electron ${electronVersion}):` +
        ` ${result.globalChecks + result.atomicChecks} checks, ${findings.length} findings, ${unparsed.length} files not parsed`,
    )
    for (const issue of findings) {
      console.log(
        `  ${issue.severity.name} ${issue.id} ${issue.file}:${issue.location.line}:${issue.location.column} ${issue.sample}`,
      )
    }
    for (const error of unparsed) console.log(`  not parsed: ${error.file}: ${error.message ?? error.error}`)
    if (findings.length > 0 || unparsed.length > 0) process.exit(1)
  })
  .catch((error) => {
    console.warn = warn
    console.log = log
    console.error(error)
    process.exit(1)
  })

#!/usr/bin/env node
/**
 * `npm test`'s phases, one after the other, stopping at the first that fails (as `a && b` did), with each phase's
 * time printed beside it and again in a summary at the end: where a CI run's time goes is read from its log.
 *
 *   node test/support/run-phases.mjs lint+typecheck test:unit "dist:check -- --skip-build"
 *
 * Each argument is a phase: an npm script with its arguments, or scripts joined by `+`, which run at the same time
 * (for phases that each keep one core busy, eslint and tsc, on a machine with two: run one after the other, they
 * leave a core idle). A phase of one script writes its output as it comes; the scripts of a `+` phase have theirs
 * kept and written whole as each ends, so two logs never interleave line by line.
 */
import { spawn } from 'node:child_process'

const phases = process.argv.slice(2)
if (phases.length === 0) {
  console.error('Usage: node test/support/run-phases.mjs PHASE [PHASE...]  (PHASE: "script [args]" or "a+b")')
  process.exit(2)
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1)

/** Runs `npm run <script> [args]`; resolves true when it exits with 0. */
function run(command, keepOutput) {
  const [script, ...args] = command.trim().split(/\s+/)
  const started = performance.now()
  return new Promise((resolve) => {
    const chunks = []
    const child = spawn(npm, ['run', script, ...args], {
      stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    child.stdout?.on('data', (chunk) => chunks.push(chunk))
    child.stderr?.on('data', (chunk) => chunks.push(chunk))
    let settled = false
    const finish = (passed, status) => {
      if (settled) return
      settled = true
      if (keepOutput) {
        process.stdout.write(`\n== ${command}: ${status} in ${seconds(started)} s\n`)
        process.stdout.write(Buffer.concat(chunks))
      }
      resolve(passed)
    }
    child.once('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`))
      finish(false, 'failed to start')
    })
    child.once('close', (code, signal) =>
      finish(code === 0, code === 0 ? 'passed' : `failed (${code ?? signal})`),
    )
  })
}

const times = []
let failed = null
for (const phase of phases) {
  const commands = phase.split('+')
  const started = performance.now()
  process.stdout.write(`\n== phase ${phase}\n`)
  const results = await Promise.all(commands.map((command) => run(command, commands.length > 1)))
  const passed = results.every(Boolean)
  times.push(`${phase}: ${seconds(started)} s${passed ? '' : ' (failed)'}`)
  process.stdout.write(`== phase ${phase}: ${passed ? 'passed' : 'FAILED'} in ${seconds(started)} s\n`)
  if (!passed) {
    failed = phase
    break
  }
}
process.stdout.write(`\n== phase times\n${times.map((line) => `  ${line}`).join('\n')}\n`)
if (failed !== null) {
  process.stdout.write(`== stopped at the failed phase: ${failed}\n`)
  process.exit(1)
}

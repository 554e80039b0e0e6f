#!/usr/bin/env node
/**
 * Runs npm scripts at the same time and fails when any of them fails: `node test/support/run-together.mjs lint
 * typecheck`. For the phases of `npm test` that each keep one core busy (eslint, tsc) on a machine with two: run one
 * after the other, they leave a core idle. Each script's output is kept and printed whole when it ends, so two logs
 * never interleave line by line; its time is printed beside it.
 */
import { spawn } from 'node:child_process'

const scripts = process.argv.slice(2)
if (scripts.length === 0) {
  console.error('Usage: node test/support/run-together.mjs SCRIPT [SCRIPT...]')
  process.exit(2)
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

function run(script) {
  const started = performance.now()
  return new Promise((resolve) => {
    const chunks = []
    const child = spawn(npm, ['run', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    })
    child.stdout.on('data', (chunk) => chunks.push(chunk))
    child.stderr.on('data', (chunk) => chunks.push(chunk))
    const finish = (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      const status = code === 0 ? 'passed' : `failed (${code})`
      process.stdout.write(`\n== npm run ${script}: ${status} in ${seconds} s\n`)
      process.stdout.write(Buffer.concat(chunks))
      resolve(code === 0)
    }
    child.once('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`))
      finish(1)
    })
    child.once('close', (code, signal) => finish(code ?? (signal === null ? 1 : `signal ${signal}`)))
  })
}

const results = await Promise.all(scripts.map(run))
process.exit(results.every(Boolean) ? 0 : 1)

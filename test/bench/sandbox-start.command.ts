import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

/** One start of `npm run sandbox -- --port 0 ...args` in a shell, until it says it listens; then it is stopped. */
export interface CommandStart {
  wallMs: number
  /** User + system CPU of npm and every process under it, at the moment it listens (Linux /proc; 0 elsewhere). */
  cpuMs: number
  /** The "ready in N ms" the sandbox prints: its own start, without npm and module loading. */
  ownMs: number
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

const TICK_MS = 10 // USER_HZ is 100 on Linux

function processTreeCpuMs(rootPid: number): number {
  try {
    const stats = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map((pid) => {
        try {
          // Fields after the command name (which may hold spaces) start at ")".
          const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
          return { pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }
        } catch {
          return null
        }
      })
      .filter((entry) => entry !== null)
    const tree = new Set([rootPid])
    for (let grew = true; grew;) {
      grew = false
      for (const entry of stats) {
        if (!tree.has(entry.pid) && tree.has(entry.ppid)) {
          tree.add(entry.pid)
          grew = true
        }
      }
    }
    return stats.filter((entry) => tree.has(entry.pid)).reduce((sum, entry) => sum + entry.ticks, 0) * TICK_MS
  } catch {
    return 0
  }
}

export function commandStart(args: string[]): Promise<CommandStart> {
  return new Promise((resolve, reject) => {
    const begin = performance.now()
    const child = spawn('npm', ['run', 'sandbox', '--', '--port', '0', ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    })
    let output = ''
    let done = false
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const ready = /ready in (\d+) ms/.exec(output)
      if (done || ready === null) return
      done = true
      const wallMs = performance.now() - begin
      const cpuMs = child.pid === undefined ? 0 : processTreeCpuMs(child.pid)
      child.once('exit', () => resolve({ wallMs, cpuMs, ownMs: Number(ready[1]) }))
      // The whole group: npm, its shell and node.
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
    })
    child.once('exit', (code) => {
      if (!done) reject(new Error(`npm run sandbox exited with ${code} before listening:\n${output}`))
    })
  })
}

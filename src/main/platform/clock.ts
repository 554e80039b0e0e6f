import type { Clock } from './types'

/** The machine's clock. Electron and Node share it: time has nothing platform-specific. */
export const systemClock: Clock = {
  now: () => new Date(),
  every(ms, task) {
    const timer = setInterval(task, ms)
    timer.unref?.()
    return () => clearInterval(timer)
  },
  after(ms, task) {
    const timer = setTimeout(task, ms)
    timer.unref?.()
    return () => clearTimeout(timer)
  },
}

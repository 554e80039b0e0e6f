import { describe, expect, it } from 'vitest'
import { createJobRunner, type JobRunnerOptions, type JobVerdict } from '../../../src/main/base/job-runner'
import { manualClock } from '../../support/manual-clock'

const START = Date.parse('2026-03-01T08:00:00Z')

/** A job whose runs end when the test says, with the verdict it says. */
function controlledJob() {
  const runs: { signal: AbortSignal; finish: (verdict: JobVerdict) => void }[] = []
  const job = (signal: AbortSignal) =>
    new Promise<JobVerdict>((resolve) => {
      runs.push({ signal, finish: resolve })
    })
  const finish = async (verdict: JobVerdict = { kind: 'succeeded' }): Promise<void> => {
    runs.at(-1)?.finish(verdict)
    // Lets the runner see the outcome and schedule the next run.
    await new Promise((resolve) => setImmediate(resolve))
  }
  return { runs, job, finish }
}

function setup(overrides: Partial<JobRunnerOptions<JobVerdict>> = {}) {
  const clock = manualClock(START)
  const { runs, job, finish } = controlledJob()
  const ended: JobVerdict[] = []
  const runner = createJobRunner<JobVerdict>({
    name: 'test',
    clock,
    job,
    verdict: (outcome) => outcome,
    intervalMs: () => 60_000,
    backoffMs: (failures) => [5_000, 15_000, 30_000][Math.min(failures, 3) - 1] ?? 30_000,
    onRunEnd: (outcome) => void ended.push(outcome),
    log: () => undefined,
    ...overrides,
  })
  return { clock, runs, finish, runner, ended }
}

describe('job runner: one run at a time', () => {
  it('joins the run under way: same outcome, one run', async () => {
    const { runs, runner } = setup()
    const first = runner.run()
    const second = runner.run()
    expect(second).toBe(first)
    expect(runs).toHaveLength(1)
    runs[0]?.finish({ kind: 'succeeded' })
    expect(await second).toEqual({ kind: 'succeeded' })
  })

  it('coalesces triggers during a run into one more run after it', async () => {
    const { runs, finish, runner } = setup()
    runner.trigger()
    expect(runs).toHaveLength(1)
    runner.trigger()
    runner.trigger()
    expect(runs).toHaveLength(1)
    await finish()
    expect(runs).toHaveLength(2)
    await finish()
    expect(runs).toHaveLength(2)
    expect(runner.status().running).toBe(false)
  })

  it('reports the run under way from the moment it starts', async () => {
    const { finish, runner, ended } = setup()
    expect(runner.status()).toMatchObject({ running: false, failures: 0 })
    void runner.run()
    expect(runner.status().running).toBe(true)
    await finish({ kind: 'failed' })
    expect(runner.status()).toMatchObject({ running: false, failures: 1 })
    expect(ended).toEqual([{ kind: 'failed' }])
  })
})

describe('job runner: timer', () => {
  it('runs first after the start delay, then at the interval', async () => {
    const { clock, runs, finish, runner } = setup()
    runner.start(0)
    expect(clock.pendingIn()).toEqual([0])
    expect(runner.status().nextRunAt).toBe('2026-03-01T08:00:00.000Z')
    clock.advance(0)
    expect(runs).toHaveLength(1)
    await finish()
    expect(clock.pendingIn()).toEqual([60_000])
    expect(runner.scheduledDelayMs()).toBe(60_000)
    clock.advance(60_000)
    expect(runs).toHaveLength(2)
  })

  it('sets no timer before start, nor for a job without an interval', async () => {
    const idle = setup()
    await Promise.all([idle.runner.run(), idle.finish()])
    expect(idle.clock.pendingIn()).toEqual([])

    const untimed = setup({ intervalMs: () => null })
    untimed.runner.start(null)
    await Promise.all([untimed.runner.run(), untimed.finish()])
    expect(untimed.clock.pendingIn()).toEqual([])
  })

  it('replaces a pending timer when a run is asked for, and when the policy changes', async () => {
    let interval = 60_000
    const { clock, finish, runner } = setup({ intervalMs: () => interval })
    runner.start(0)
    clock.advance(0)
    await finish()
    interval = 10_000
    runner.reschedule()
    expect(clock.pendingIn()).toEqual([10_000])
    void runner.run()
    expect(clock.pendingIn()).toEqual([])
    runner.reschedule()
    expect(clock.pendingIn()).toEqual([])
  })
})

describe('job runner: backoff', () => {
  it('waits longer after each failure in a row, and starts over after a success', async () => {
    const { clock, finish, runner } = setup()
    runner.start(0)
    clock.advance(0)
    const delays: number[] = []
    for (const verdict of ['failed', 'failed', 'failed', 'failed', 'succeeded', 'failed'] as const) {
      await finish({ kind: verdict })
      delays.push(...clock.pendingIn())
      clock.advance(clock.pendingIn()[0] ?? 0)
    }
    expect(delays).toEqual([5_000, 15_000, 30_000, 30_000, 60_000, 5_000])
  })

  it('uses the interval after a failure when the job has no backoff', async () => {
    const { clock, finish, runner } = setup({ backoffMs: undefined })
    runner.start(0)
    clock.advance(0)
    await finish({ kind: 'failed' })
    expect(clock.pendingIn()).toEqual([60_000])
  })

  it('counts a failure outside a run toward the backoff', async () => {
    const { clock, finish, runner } = setup()
    runner.start(null)
    runner.recordFailure()
    expect(clock.pendingIn()).toEqual([5_000])
    runner.recordFailure()
    expect(clock.pendingIn()).toEqual([15_000])
    clock.advance(15_000)
    await finish({ kind: 'failed' })
    expect(clock.pendingIn()).toEqual([30_000])
  })

  it('schedules nothing after a run that was stopped', async () => {
    const { clock, finish, runner } = setup()
    runner.start(0)
    clock.advance(0)
    await finish({ kind: 'stopped' })
    expect(clock.pendingIn()).toEqual([])
  })
})

describe('job runner: stop and interrupt', () => {
  it('stop aborts the run under way, waits for it to end, and cancels the timer', async () => {
    const { clock, runs, runner, ended } = setup()
    runner.start(0)
    clock.advance(0)
    const run = runs[0]
    if (run === undefined) throw new Error('no run')
    let stopped = false
    const stopping = runner.stop().then(() => {
      stopped = true
    })
    expect(run.signal.aborted).toBe(true)
    await new Promise((resolve) => setImmediate(resolve))
    expect(stopped).toBe(false)
    run.finish({ kind: 'stopped' })
    await stopping
    expect(ended).toEqual([{ kind: 'stopped' }])
    expect(clock.pendingIn()).toEqual([])
    expect(runner.isStarted()).toBe(false)
  })

  it('drops a coalesced run when stopped', async () => {
    const { runs, runner } = setup()
    runner.trigger()
    runner.trigger()
    const stopping = runner.stop()
    runs[0]?.finish({ kind: 'stopped' })
    await stopping
    await new Promise((resolve) => setImmediate(resolve))
    expect(runs).toHaveLength(1)
  })

  it('interrupt aborts the run and gives its outcome; the runner stays started', async () => {
    const { runs, runner } = setup()
    runner.start(null)
    expect(await runner.interrupt()).toBeNull()
    void runner.run()
    const interrupted = runner.interrupt()
    expect(runs[0]?.signal.aborted).toBe(true)
    runs[0]?.finish({ kind: 'stopped' })
    expect(await interrupted).toEqual({ kind: 'stopped' })
    expect(runner.isStarted()).toBe(true)
  })

  it('counts a job that rejects as a failure and rejects the run', async () => {
    const clock = manualClock(START)
    const runner = createJobRunner<string>({
      name: 'broken',
      clock,
      job: async () => {
        throw new Error('bug')
      },
      verdict: () => ({ kind: 'succeeded' }),
      intervalMs: () => 60_000,
      backoffMs: () => 5_000,
      log: () => undefined,
    })
    runner.start(null)
    await expect(runner.run()).rejects.toThrow('bug')
    expect(runner.status()).toMatchObject({ running: false, failures: 1 })
    expect(clock.pendingIn()).toEqual([5_000])
  })

  it('is not left running by a job that throws before its first await', async () => {
    const runner = createJobRunner<string>({
      name: 'throws at once',
      clock: manualClock(START),
      job: () => {
        throw new Error('at once')
      },
      verdict: () => ({ kind: 'succeeded' }),
      intervalMs: () => null,
      log: () => undefined,
    })
    await expect(runner.run()).rejects.toThrow('at once')
    expect(runner.status().running).toBe(false)
    await expect(runner.run()).rejects.toThrow('at once')
  })

  it('keeps its schedule when the end-of-run listener throws', async () => {
    const { clock, finish, runner } = setup({
      onRunEnd: () => {
        throw new Error('listener')
      },
    })
    runner.start(0)
    clock.advance(0)
    await finish()
    expect(clock.pendingIn()).toEqual([60_000])
  })
})

describe('job runner: waiting for the service', () => {
  it('sets no timer after a run that found the service offline, and runs when it is back', async () => {
    const { clock, runs, finish, runner } = setup()
    runner.start(0)
    clock.advance(0)
    await finish({ kind: 'offline' })
    expect(clock.pendingIn()).toEqual([])
    expect(runner.status().waitingForService).toBe(true)
    runner.onConnectivity(false)
    expect(runs).toHaveLength(1)
    runner.onConnectivity(true)
    expect(runs).toHaveLength(2)
    expect(runner.status()).toMatchObject({ running: true, waitingForService: false })
  })

  it('runs nothing on a timer that falls due while offline, and runs when the service is back', async () => {
    let offline = true
    const { clock, runs, runner } = setup({ isOffline: () => offline })
    runner.start(0)
    clock.advance(0)
    expect(runs).toHaveLength(0)
    expect(runner.status().waitingForService).toBe(true)
    offline = false
    runner.onConnectivity(true)
    expect(runs).toHaveLength(1)
  })

  it('a failure that waits for the service keeps its retry timer and also runs when it is back', async () => {
    const { clock, runs, finish, runner } = setup()
    runner.start(0)
    clock.advance(0)
    await finish({ kind: 'failed', waitForService: true })
    expect(clock.pendingIn()).toEqual([5_000])
    runner.onConnectivity(true)
    expect(runs).toHaveLength(2)
    expect(clock.pendingIn()).toEqual([])
  })

  it('does not run on the way back when not waiting, unless work waits for the service', async () => {
    let work = false
    const { runs, runner } = setup({ hasWork: () => work })
    runner.start(null)
    runner.onConnectivity(true)
    expect(runs).toHaveLength(0)
    await runner.stop()
    // Work waiting for the service runs it, started or not.
    work = true
    runner.onConnectivity(true)
    expect(runs).toHaveLength(1)
  })

  it('a stopped runner does not run when the service is back, even if it was waiting', async () => {
    const { clock, runs, finish, runner } = setup()
    runner.start(0)
    clock.advance(0)
    await finish({ kind: 'offline' })
    await runner.stop()
    runner.onConnectivity(true)
    expect(runs).toHaveLength(1)
  })
})

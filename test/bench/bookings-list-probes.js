/* global window, document, MutationObserver, requestAnimationFrame */
/**
 * What the bookings-list-browser bench runs inside the page, loaded with Playwright's addInitScript (a browser
 * script: no imports, nothing compiled). Times come from the page's own clock, so the bench's round trips to the
 * browser are not in them. Everything hangs on window.__bookingsBench.
 */
;(() => {
  const bench = { firstRowAt: null, firstRowFrameAt: null }
  window.__bookingsBench = bench
  const afterNextFrame = (callback) => requestAnimationFrame(() => setTimeout(callback, 0))
  const rows = () => document.querySelectorAll('tr[data-index]')
  const shownIds = () =>
    [...document.querySelectorAll('tr[data-booking-id]')]
      .slice(0, 20)
      .map((row) => row.getAttribute('data-booking-id'))
      .join(',')
  const total = () => document.querySelector('[data-testid="bookings-total"]')?.textContent ?? ''

  // From the navigation's start (performance.now() is 0 there): the first booking row in the DOM, then on screen.
  const watchFirstRow = () => {
    const observer = new MutationObserver(() => {
      if (bench.firstRowAt !== null || document.querySelector('tr[data-booking-id]') === null) return
      bench.firstRowAt = performance.now()
      observer.disconnect()
      afterNextFrame(() => {
        bench.firstRowFrameAt = performance.now()
      })
    })
    observer.observe(document, { childList: true, subtree: true })
  }
  watchFirstRow()

  // Each bookings.list call (POST /ipc/bookings.list): when it started and how long it took, to tell the wait for
  // main from the page's own work.
  bench.listCalls = []
  const originalFetch = window.fetch.bind(window)
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (!url.includes('/ipc/bookings.list')) return originalFetch(input, init)
    const call = {
      started: performance.now(),
      ms: null,
      refresh: String(init?.body).includes('"refresh":true'),
    }
    bench.listCalls.push(call)
    const response = await originalFetch(input, init)
    call.ms = performance.now() - call.started
    return response
  }

  /**
   * Arms a measure of the next input (keydown or click, caught on the window in the capture phase before the app's
   * handlers): from its time stamp to the rows or the total changing from what they show now (DOM committed, then
   * the next frame). Resolves null when nothing changes within `quietMs`.
   */
  bench.armChange = (quietMs) =>
    new Promise((resolve) => {
      let start = null
      const before = `${total()}|${shownIds()}`
      const onInput = (event) => {
        start ??= event.timeStamp
      }
      window.addEventListener('keydown', onInput, { capture: true, once: true })
      window.addEventListener('click', onInput, { capture: true, once: true })
      const finish = (value) => {
        observer.disconnect()
        clearTimeout(timer)
        window.removeEventListener('keydown', onInput, { capture: true })
        window.removeEventListener('click', onInput, { capture: true })
        resolve(value)
      }
      const timer = setTimeout(() => finish(null), quietMs)
      const observer = new MutationObserver(() => {
        if (start === null) return
        if (`${total()}|${shownIds()}` === before) return
        // Rows not loaded yet show "Loading…": the change counts once booking rows are there.
        if (document.querySelector('tr[data-booking-id]') === null && !total().startsWith('0 ')) return
        const toDom = performance.now() - start
        const begun = start
        observer.disconnect()
        // The list calls this input made: when each was sent after the input, and its round trip (main's share).
        const calls = bench.listCalls
          .filter((call) => call.started >= begun && call.ms !== null)
          .map((call) => ({ sentAfter: call.started - begun, ms: call.ms }))
        afterNextFrame(() => finish({ toDom, toFrame: performance.now() - begun, calls }))
      })
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    })

  /** Scrolls the window down `step` pixels per frame for `frames` frames, timing each frame and counting rows. */
  bench.scriptedScroll = (step, frames) =>
    new Promise((resolve) => {
      const tasks = []
      let observer = null
      try {
        observer = new PerformanceObserver((list) =>
          list.getEntries().forEach((entry) => tasks.push(entry.duration)),
        )
        observer.observe({ type: 'longtask', buffered: false })
      } catch {
        observer = null
      }
      const intervals = []
      let mostRows = 0
      let placeholders = 0
      let last = 0
      const frame = (now) => {
        intervals.push(now - last)
        last = now
        mostRows = Math.max(mostRows, rows().length)
        placeholders += document.querySelectorAll('tr[data-index]:not([data-booking-id])').length > 0 ? 1 : 0
        if (intervals.length >= frames) {
          observer?.disconnect()
          resolve({
            intervals,
            longTasks: tasks.length,
            longestTask: Math.max(0, ...tasks),
            mostRows,
            rowsAtEnd: rows().length,
            framesWithPlaceholders: placeholders,
            scrolledTo: window.scrollY,
          })
          return
        }
        window.scrollBy(0, step)
        requestAnimationFrame(frame)
      }
      requestAnimationFrame((now) => {
        last = now
        requestAnimationFrame(frame)
      })
    })
})()

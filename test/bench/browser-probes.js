/* global window, document, MutationObserver, requestAnimationFrame */
/**
 * What the browser benches (suggestions-browser, experience-search-browser) run inside the page, loaded as it is with Playwright's addInitScript (a
 * browser script: no imports, nothing compiled). Times come from the page's own clock (performance.now and event
 * time stamps), so the bench's round trips to the browser are not in them. Everything hangs on window.__deskBench.
 */
;(() => {
  const bench = { availabilityParsedAt: 0 }
  window.__deskBench = bench

  const afterNextFrame = (callback) => requestAnimationFrame(() => setTimeout(callback, 0))

  /**
   * Arms a measure of the next keystroke: from its keydown (the event's time stamp, caught on the window in the
   * capture phase, before the app's handlers) to each change inside the list "Destination suggestions" that leaves
   * options in it. Resolves once the list has been still for `settleMs` after a change, with the first change (the
   * first answer the agent sees) and the last (the list as it stays), each to the DOM and to the next frame, and
   * the calls to main made meanwhile. Resolves null when the list does not change within `quietMs` (the answers to
   * the new text showed the options already shown: nothing new to see).
   */
  bench.armKeystroke = (quietMs, settleMs) =>
    new Promise((resolve) => {
      let down = null
      let first = null
      let last = null
      window.addEventListener(
        'keydown',
        (event) => {
          down ??= event.timeStamp
        },
        { capture: true, once: true },
      )
      const finish = () => {
        observer.disconnect()
        clearTimeout(timer)
        const calls = bench.calls
          .filter((call) => call.started >= down && call.ms !== null)
          .map(({ channel, ms }) => ({ channel, ms }))
        resolve(first === null ? null : { first, last, calls })
      }
      let timer = setTimeout(finish, quietMs)
      const observer = new MutationObserver((records) => {
        if (down === null) return
        const list = document.querySelector('[role="listbox"][aria-label="Destination suggestions"]')
        if (list === null || list.querySelector('[role="option"]') === null) return
        // Only a change of the list itself: not the input's loader, not the rest of the screen.
        const inList = (node) => node === list || list.contains(node) || node.contains?.(list)
        if (!records.some((record) => inList(record.target) || [...record.addedNodes].some(inList))) return
        const start = down
        const change = { toDom: performance.now() - start, toFrame: 0 }
        afterNextFrame(() => {
          change.toFrame = performance.now() - start
        })
        first ??= change
        last = change
        clearTimeout(timer)
        timer = setTimeout(finish, settleMs)
      })
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    })

  /**
   * Arms a measure of the next keystroke on the Experiences screen: from its keydown to the frame after the
   * results section says it shows `text` (`data-text`) and is no longer busy. Resolves with that time and the
   * calls to main made meanwhile, or null after `quietMs` without it.
   */
  bench.armResults = (text, quietMs) =>
    new Promise((resolve) => {
      let down = null
      window.addEventListener(
        'keydown',
        (event) => {
          down ??= event.timeStamp
        },
        { capture: true, once: true },
      )
      const done = () => {
        const section = document.querySelector('section[aria-label="Search results"]')
        return (
          section !== null &&
          section.getAttribute('data-text') === text &&
          section.getAttribute('aria-busy') === 'false'
        )
      }
      const finish = (value) => {
        observer.disconnect()
        clearTimeout(timer)
        resolve(value)
      }
      const observer = new MutationObserver(() => {
        if (down === null || !done()) return
        observer.disconnect()
        const start = down
        const toDom = performance.now() - start
        afterNextFrame(() => {
          const calls = bench.calls
            .filter((call) => call.started >= start && call.ms !== null)
            .map(({ channel, ms, started }) => ({ channel, ms, sentAfter: started - start }))
          finish({ toDom, toFrame: performance.now() - start, calls })
        })
      })
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      })
      const timer = setTimeout(() => finish(null), quietMs)
    })

  // Each call to main (the web host answers POST /ipc/<channel>): when it started and how long it took, to tell
  // the wait for main from the page's own work. When each hotels.availability answer has been parsed: the
  // rendering that follows is timed from there.
  bench.calls = []
  const originalFetch = window.fetch.bind(window)
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const name = /\/ipc\/([\w.]+)/.exec(url)?.[1]
    // The suggestions channel answers from the local index or from the service: told apart by its input.
    const from = (() => {
      try {
        return typeof init?.body === 'string' ? (JSON.parse(init.body).input?.from ?? null) : null
      } catch {
        return null
      }
    })()
    const channel = name && from ? `${name} (${from})` : name
    const call = { channel, started: performance.now(), ms: null }
    if (channel) bench.calls.push(call)
    const response = await originalFetch(input, init)
    call.ms = performance.now() - call.started
    if (!url.includes('hotels.availability')) return response
    const json = response.json.bind(response)
    response.json = async () => {
      const value = await json()
      bench.availabilityParsedAt = performance.now()
      return value
    }
    return response
  }

  const results = () => document.querySelector('section[aria-label="Search results"]')
  const cards = () => results()?.querySelectorAll('article').length ?? 0

  /** Waits for the results summary to match `summary` with cards shown, then times the render from the answer's parse. */
  bench.awaitResults = (summary, timeoutMs) =>
    new Promise((resolve, reject) => {
      const pattern = new RegExp(summary)
      const done = () => {
        const section = results()
        if (section === null || section.getAttribute('aria-busy') === 'true' || cards() === 0) return false
        return [...section.querySelectorAll('p')].some((p) => pattern.test(p.textContent ?? ''))
      }
      const observer = new MutationObserver(() => {
        if (!done()) return
        const committed = performance.now()
        observer.disconnect()
        clearTimeout(timer)
        const parsed = bench.availabilityParsedAt || committed
        afterNextFrame(() =>
          resolve({ toDom: committed - parsed, toFrame: performance.now() - parsed, cards: cards() }),
        )
      })
      observer.observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      })
      const timer = setTimeout(() => {
        observer.disconnect()
        reject(new Error(`No results matching ${summary} in ${timeoutMs} ms`))
      }, timeoutMs)
    })

  /** Scrolls the window from the top of the results to the bottom, `step` pixels per frame, timing every frame. */
  bench.scriptedScroll = (step) =>
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
      window.scrollTo(0, (results()?.getBoundingClientRect().top ?? 0) + window.scrollY)
      const intervals = []
      let mostCards = 0
      let last = 0
      const frame = (now) => {
        intervals.push(now - last)
        last = now
        mostCards = Math.max(mostCards, cards())
        const bottom = document.documentElement.scrollHeight - window.innerHeight
        if (window.scrollY >= bottom - 1) {
          observer?.disconnect()
          resolve({
            frames: intervals.length,
            intervals,
            longTasks: tasks.length,
            longestTask: Math.max(0, ...tasks),
            cardsAtEnd: cards(),
            mostCards,
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

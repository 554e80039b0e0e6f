/**
 * One Agency Desk per data folder: the first start holds Electron's single-instance lock; a second start hands
 * its launch to the first (which brings its window forward) and exits before it opens anything, so two cores
 * never write the same agency.db. Electron's `app` is passed in (a subset of it), so that the rule is tested
 * without Electron.
 */
export interface SingleInstanceApp {
  requestSingleInstanceLock(): boolean
  quit(): void
  on(event: 'second-instance', listener: () => void): unknown
}

export interface FocusableWindow {
  isDestroyed(): boolean
  isMinimized(): boolean
  restore(): void
  show(): void
  focus(): void
}

/**
 * True when this process is the one instance (start the app); false when another holds the lock (this one quits,
 * and must start nothing). `window` is read at each second launch: the window of the running app, once it exists.
 */
export function claimSingleInstance(app: SingleInstanceApp, window: () => FocusableWindow | null): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit()
    return false
  }
  app.on('second-instance', () => {
    const current = window()
    if (current === null || current.isDestroyed()) return
    if (current.isMinimized()) current.restore()
    current.show()
    current.focus()
  })
  return true
}

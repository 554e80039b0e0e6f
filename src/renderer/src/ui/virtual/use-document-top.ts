import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * The element's distance from the top of the document (a window virtualizer's scroll margin), kept right when what
 * is above it changes height (filters, an error line) by watching the body's size.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (element === null) return
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().top + window.scrollY)
      setTop((previous) => (previous === next ? previous : next))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [ref])
  return top
}

import { useMantineColorScheme } from '@mantine/core'
import { useEffect } from 'react'
import { useSettingsStore } from '../stores/settings.store'

/** Applies the colour scheme saved in settings (main's settings, not the browser's storage, are the truth). */
export function ColorSchemeSync() {
  const colorScheme = useSettingsStore((state) => state.settings?.colorScheme)
  const { setColorScheme } = useMantineColorScheme()
  useEffect(() => {
    if (colorScheme !== undefined) setColorScheme(colorScheme)
  }, [colorScheme, setColorScheme])
  return null
}

import { Group, Paper, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { RestartNowButton } from './RestartNowButton'
import { useUpdatesInfo } from './updates.store'

/**
 * A small note in the header once a new version is downloaded: it never takes the agent from their work (no
 * dialog, no restart of its own); it installs when the app quits, or now if the agent chooses.
 */
export function UpdateBanner() {
  const info = useUpdatesInfo().data
  if (info === undefined || !info.supported || info.state.status !== 'ready') return null
  return (
    <Paper withBorder px="sm" py={4} role="status" aria-label="Update ready">
      <Group gap="xs" wrap="nowrap">
        <IconDownload size={16} aria-hidden />
        <Text size="sm">Version {info.state.version} is ready: it installs when you quit.</Text>
        <RestartNowButton size="xs" />
      </Group>
    </Paper>
  )
}

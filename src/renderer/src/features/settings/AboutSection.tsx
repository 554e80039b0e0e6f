import { Code, Group, Stack, Text, Title } from '@mantine/core'
import { useSettingsStore } from '../../stores/settings.store'
import { DiagnosticsButton } from './DiagnosticsButton'

export function AboutSection() {
  const info = useSettingsStore((state) => state.appInfo)
  if (info === null) return null
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        About
      </Title>
      <Group gap="xl">
        <Text size="sm">
          {info.name} {info.version}
        </Text>
        <Text size="sm" c="dimmed">
          Running as {info.host === 'electron' ? 'the desktop app' : 'the web host'} on {info.platform}
        </Text>
      </Group>
      <Text size="sm">
        Data folder: <Code>{info.dataFolder}</Code>
      </Text>
      <DiagnosticsButton />
    </Stack>
  )
}

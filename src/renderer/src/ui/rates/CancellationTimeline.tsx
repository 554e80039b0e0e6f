import { Alert, Group, Stack, Text, ThemeIcon, Timeline } from '@mantine/core'
import { IconAlertTriangle, IconBan, IconCircleCheck, IconCoin, IconQuestionMark } from '@tabler/icons-react'
import { TEXT } from '../contrast'
import type { CancellationTone, CancellationView } from './rate-view'

const TONE: Record<CancellationTone, { color: string; icon: typeof IconCoin }> = {
  free: { color: 'teal', icon: IconCircleCheck },
  penalty: { color: 'yellow', icon: IconCoin },
  non_refundable: { color: 'red', icon: IconBan },
  unknown: { color: 'orange', icon: IconQuestionMark },
}

/** The cancellation ladder as the agent reads it: headline, then each window with its fee. */
export function CancellationTimeline(props: { view: CancellationView; label: string }) {
  const { view } = props
  const headline = TONE[view.tone]
  if (view.tone === 'unknown')
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title={view.headline}
        aria-label={props.label}
        p="xs"
      >
        {view.rows[0]?.what}
      </Alert>
    )
  return (
    <Stack gap={6} aria-label={props.label} role="group">
      <Group gap={6}>
        <ThemeIcon size="sm" radius="xl" color={headline.color} variant="light">
          <headline.icon size={14} />
        </ThemeIcon>
        <Text fw={600} size="sm" c={view.tone === 'non_refundable' ? TEXT.danger : undefined}>
          {view.headline}
        </Text>
      </Group>
      {/* Every bullet in its own colour: the ladder is not a progress, so every item counts as active. */}
      <Timeline bulletSize={18} lineWidth={2} ml={4} active={view.rows.length - 1}>
        {view.rows.map((row, index) => {
          const tone = TONE[row.kind]
          return (
            <Timeline.Item
              key={index}
              color={tone.color}
              bullet={<tone.icon size={11} />}
              title={
                <Text size="sm" fw={500} c={row.kind === 'non_refundable' ? TEXT.danger : undefined}>
                  {row.what}
                </Text>
              }
            >
              <Text size="xs" c="dimmed">
                {row.when}
              </Text>
            </Timeline.Item>
          )
        })}
      </Timeline>
    </Stack>
  )
}

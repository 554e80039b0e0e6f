import { EmptyState, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A section whose screens are not in this build yet: says so plainly rather than showing an empty page. */
export function SectionPlaceholder(props: { title: string; icon: ReactNode; description: string }) {
  return (
    <Stack gap="lg">
      <Title order={2}>{props.title}</Title>
      <EmptyState
        icon={props.icon}
        withIndicatorBackground
        title={`${props.title} is not available in this build yet`}
        description={props.description}
        mt="xl"
      />
    </Stack>
  )
}

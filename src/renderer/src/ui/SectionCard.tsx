import { Card, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A titled card of a screen, named for assistive technology by its title (a landmark section). */
export function SectionCard(props: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={props.title}
      data-testid={props.testId}
    >
      <Stack gap="sm">
        <Title order={3} size="h4">
          {props.title}
        </Title>
        {props.children}
      </Stack>
    </Card>
  )
}

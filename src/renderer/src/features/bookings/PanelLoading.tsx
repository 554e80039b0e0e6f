import { Alert, Group, Loader, Text } from '@mantine/core'

/**
 * What a booking page section shows before its data: a loader while it is read, or why it could not be. `what` is
 * the section's data in words ("the documents").
 */
export function PanelLoading(props: { what: string; failed: boolean; error: string | null }) {
  if (props.failed)
    return (
      <Alert
        color="red"
        title={`${props.what[0]?.toUpperCase() ?? ''}${props.what.slice(1)} could not be loaded`}
      >
        {props.error}
      </Alert>
    )
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text size="sm">Loading {props.what}…</Text>
    </Group>
  )
}

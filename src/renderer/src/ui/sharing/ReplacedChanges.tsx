import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core'
import { IconArrowsExchange } from '@tabler/icons-react'
import { useState } from 'react'
import type { ReplacedChange } from '../../../../shared/ipc/sharing.contract'
import { useDeskQuery } from '../../bridge/desk-query'
import { TEXT } from '../contrast'
import { errorSentence } from '../errors'
import { useMarkReplacedSeen, useUnseenReplaced } from './sharing-status.store'
import { fieldWords, replacedSentence } from './sharing-words'

/**
 * Replaced changes (issue 33): two desks changed one record while apart, the later change won field by field, and
 * the other version is kept. Each is one sentence with "See it" (the values, field by field) and "Mark as seen".
 */

/** The values that lost and those kept, field by field. */
export function ReplacedChangeDetails(props: {
  change: ReplacedChange | null
  me: string | null
  onClose: () => void
}) {
  const { change, me, onClose } = props
  const markSeen = useMarkReplacedSeen()
  const [error, setError] = useState<string | null>(null)
  const mark = async (id: string): Promise<void> => {
    setError(null)
    try {
      await markSeen([id])
      onClose()
    } catch (failure) {
      setError(errorSentence(failure, { fallback: 'It could not be marked as seen. Try again.' }))
    }
  }
  return (
    <Modal
      opened={change !== null}
      onClose={onClose}
      title="A replaced change"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {change !== null && (
        <Stack gap="sm" data-testid="replaced-change-details">
          <Text size="sm">{replacedSentence(change, new Date(), me)}</Text>
          <Table striped withTableBorder aria-label="Replaced and kept values">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Field</Table.Th>
                <Table.Th scope="col">Replaced ({change.replacedBy})</Table.Th>
                <Table.Th scope="col">Kept ({change.keptBy})</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {change.fields.map((field) => (
                <Table.Tr key={field.field}>
                  <Table.Th scope="row" fw={500}>
                    {fieldWords(field.field)}
                  </Table.Th>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                    {field.replaced === '' ? '(empty)' : field.replaced}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                    {field.kept === '' ? '(empty)' : field.kept}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            The kept values are the record as it is now; to bring a replaced value back, edit the record.
          </Text>
          {error !== null && (
            <Text size="sm" c={TEXT.danger} role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            {!change.seen && (
              <Button variant="default" onClick={() => void mark(change.id)}>
                Mark as seen
              </Button>
            )}
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}

/** One replaced change in a list: its sentence, "See it", and "Mark as seen" while not looked at. */
function ReplacedChangeRow(props: {
  change: ReplacedChange
  me: string | null
  onSee: () => void
  onMarkSeen: () => void
}) {
  const { change, me } = props
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      data-testid="replaced-change"
      data-seen={change.seen}
    >
      <Group gap="xs" wrap="nowrap">
        {!change.seen && (
          <Badge color="orange.9" variant="light" size="sm">
            New
          </Badge>
        )}
        <Text size="sm">{replacedSentence(change, new Date(), me)}</Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" variant="light" onClick={props.onSee}>
          See it
        </Button>
        {!change.seen && (
          <Button size="xs" variant="default" onClick={props.onMarkSeen}>
            Mark as seen
          </Button>
        )}
      </Group>
    </Group>
  )
}

/** Unseen first; within each, main's order (newest first). */
export function unseenFirst(changes: readonly ReplacedChange[]): ReplacedChange[] {
  return [...changes.filter((change) => !change.seen), ...changes.filter((change) => change.seen)]
}

/** Settings -> Agency data: every replaced change, unseen first. */
export function ReplacedChangesList(props: { me: string | null }) {
  const read = useDeskQuery('sharing.conflicts', {})
  const markSeen = useMarkReplacedSeen()
  const [open, setOpen] = useState<ReplacedChange | null>(null)
  const [error, setError] = useState<string | null>(null)
  const changes = unseenFirst(read.data ?? [])
  const unseen = changes.filter((change) => !change.seen).map((change) => change.id)
  const mark = async (ids: string[]): Promise<void> => {
    setError(null)
    try {
      await markSeen(ids)
    } catch (failure) {
      setError(errorSentence(failure, { fallback: 'They could not be marked as seen. Try again.' }))
    }
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="replaced-changes-title">
      <Group justify="space-between">
        <Text fw={600} size="sm" id="replaced-changes-title">
          Replaced changes
        </Text>
        {unseen.length > 1 && (
          <Button size="xs" variant="subtle" onClick={() => void mark(unseen)}>
            Mark all as seen
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        When two desks changed one record while apart, the later change is kept and the other one is listed
        here.
      </Text>
      {read.error !== null && (
        <Text size="sm" c={TEXT.danger} role="alert">
          {errorSentence(read.error, { fallback: 'The replaced changes could not be read.' })}
        </Text>
      )}
      {read.data !== undefined && changes.length === 0 && <Text size="sm">No change has been replaced.</Text>}
      {changes.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Replaced changes"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {changes.map((change) => (
            <ReplacedChangeRow
              key={change.id}
              change={change}
              me={props.me}
              onSee={() => setOpen(change)}
              onMarkSeen={() => void mark([change.id])}
            />
          ))}
        </Stack>
      )}
      {error !== null && (
        <Text size="sm" c={TEXT.danger} role="alert">
          {error}
        </Text>
      )}
      <ReplacedChangeDetails change={open} me={props.me} onClose={() => setOpen(null)} />
    </Stack>
  )
}

/**
 * On a record's page (a customer, a booking's notes): a small notice while one of its records has a replaced change
 * not looked at yet. Nothing otherwise, and no call at all while main counts none unseen.
 */
export function ReplacedNotice(props: { recordIds: readonly string[]; me: string | null }) {
  const changes = useUnseenReplaced(props.recordIds)
  const [open, setOpen] = useState<ReplacedChange | null>(null)
  if (changes.length === 0) return null
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconArrowsExchange size={18} aria-hidden />}
      title="A change here was replaced"
      data-testid="replaced-notice"
    >
      <Stack gap={4}>
        {changes.map((change) => (
          <Group key={change.id} gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm">{replacedSentence(change, new Date(), props.me)}</Text>
            <Button size="xs" variant="light" onClick={() => setOpen(change)}>
              See it
            </Button>
          </Group>
        ))}
      </Stack>
      <ReplacedChangeDetails change={open} me={props.me} onClose={() => setOpen(null)} />
    </Alert>
  )
}

import { Alert, Button, Group, List, Text, ThemeIcon } from '@mantine/core'
import { IconArchive, IconCheck, IconWorldUpload, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { ExperienceV3 } from '../../../../shared/api/experiences-v3'
import { missingRequired, type ChecklistItem } from '../../../../shared/domain/inventory'
import { ACTION_COLOR } from '../../ui/contrast'
import { ConfirmDialog, useConfirmedChange } from './ConfirmDialog'
import { failureText } from './inventory-errors'
import { useInventoryRead, useInventoryWrite } from './inventory-queries'
import { useOffline } from './SupplierOnly'

/** Publish (with what the listing still lacks) and archive (existing bookings stay), each confirmed first. */
export function ExperienceActions(props: { experience: ExperienceV3 }) {
  const { experience } = props
  const offline = useOffline()
  const [dialog, setDialog] = useState<'publish' | 'archive' | null>(null)
  if (experience.state === 'archived') return null
  return (
    <Group gap="sm">
      {experience.state === 'in_progress' && (
        <Button
          color={ACTION_COLOR}
          leftSection={<IconWorldUpload size={16} />}
          onClick={() => setDialog('publish')}
          disabled={offline}
        >
          Publish…
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconArchive size={16} />}
        onClick={() => setDialog('archive')}
        disabled={offline}
      >
        Archive…
      </Button>
      {dialog === 'publish' && <PublishDialog experience={experience} onClose={() => setDialog(null)} />}
      {dialog === 'archive' && <ArchiveDialog experience={experience} onClose={() => setDialog(null)} />}
    </Group>
  )
}

interface DialogProps {
  experience: ExperienceV3
  onClose(): void
}

function PublishDialog(props: DialogProps) {
  const change = useConfirmedChange(failureText)
  const checklist = useInventoryRead('inventory.checklist', { experienceId: props.experience.id })
  const items: ChecklistItem[] | null = checklist.data?.items ?? null
  const publishExperience = useInventoryWrite('inventory.publish')
  const blocking = items === null ? [] : missingRequired(items)
  const publish = () =>
    change.run(async () => {
      await publishExperience.mutateAsync({ experienceId: props.experience.id })
      props.onClose()
    })
  const failure = change.failure ?? checklist.error
  return (
    <ConfirmDialog
      title="Publish this experience?"
      onClose={props.onClose}
      error={failure}
      confirm={{
        label: 'Publish',
        color: ACTION_COLOR,
        onClick: () => void publish(),
        loading: change.busy,
        disabled: items === null || blocking.length > 0,
      }}
    >
      <Text size="sm">
        Once published it appears in tour operators’ searches and can be booked. Before that, check what the
        listing still lacks:
      </Text>
      {items === null && !failure && <Text size="sm">Checking the listing…</Text>}
      {items !== null && (
        <List spacing={6} data-testid="publish-checklist" listStyleType="none">
          {items.map((item) => (
            <List.Item
              key={item.key}
              data-done={item.done}
              icon={
                <ThemeIcon
                  size={20}
                  radius="xl"
                  color={item.done ? 'teal.9' : item.required ? 'red.9' : 'yellow.9'}
                >
                  {item.done ? <IconCheck size={14} /> : <IconX size={14} />}
                </ThemeIcon>
              }
            >
              {item.label}
              {!item.done && (item.required ? ' — needed before publishing' : ' — recommended')}
            </List.Item>
          ))}
        </List>
      )}
      {blocking.length > 0 && (
        <Alert color="yellow" title="Not ready yet">
          Add what is marked as needed, then publish.
        </Alert>
      )}
    </ConfirmDialog>
  )
}

function ArchiveDialog(props: DialogProps) {
  const navigate = useNavigate()
  const change = useConfirmedChange(failureText)
  const archiveExperience = useInventoryWrite('inventory.archive')
  const archive = () =>
    change.run(async () => {
      await archiveExperience.mutateAsync({ experienceId: props.experience.id })
      props.onClose()
      void navigate('/inventory')
    })
  return (
    <ConfirmDialog
      title="Archive this experience?"
      onClose={props.onClose}
      error={change.failure}
      cancelLabel="Keep it"
      confirm={{ label: 'Archive', color: 'red.9', onClick: () => void archive(), loading: change.busy }}
    >
      <Text size="sm">
        “{props.experience.name ?? 'This experience'}” leaves the listings and can no longer be booked.
      </Text>
      <Text size="sm" fw={600}>
        Existing bookings stay as they are and keep referring to it.
      </Text>
    </ConfirmDialog>
  )
}

import { Alert, Button, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core'
import { IconBookmark, IconChevronDown } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import type { SavedView, SaveViewInput, ViewColumn } from '../../../../shared/ipc/views.contract'
import { deskKey, deskQueryClient, useDeskMutation, useDeskQuery } from '../../bridge/desk-query'
import { ACTION_COLOR } from '../../ui/contrast'
import type { BookingsFilters } from './bookings-filters'
import { viewFiltersOf, viewWriteSentence } from './saved-views-view'

const viewReads = () => [deskKey('views.list'), deskKey('views.pinnedCounts')]

/**
 * Saves a view and shows it at once (the list read again follows); a refused write is a sentence, never a throw.
 */
export function useViewWrite() {
  const save = useDeskMutation('views.save', { invalidates: viewReads })
  const [error, setError] = useState<string | null>(null)
  const write = async (input: SaveViewInput): Promise<SavedView | null> => {
    setError(null)
    try {
      const saved = await save.mutateAsync(input)
      deskQueryClient.setQueryData<SavedView[]>(deskKey('views.list', {}), (views) =>
        views?.map((view) => (view.id === saved.id ? saved : view)),
      )
      return saved
    } catch (failure) {
      setError(viewWriteSentence(failure))
      return null
    }
  }
  return { write, error, setError, pending: save.isPending }
}

/** The write that changes the open view, from the version the agent opened (a newer one is a conflict). */
export function changeOf(view: SavedView, patch: Partial<Omit<SaveViewInput, 'id'>>): SaveViewInput {
  return {
    id: view.id,
    expectedVersion: view.version,
    name: view.name,
    filters: view.filters,
    columns: view.columns,
    pinned: view.pinned,
    ...patch,
  }
}

interface Props {
  filters: BookingsFilters
  columns: readonly ViewColumn[]
  /** The view the list shows, once the views are read; null: none open. */
  open: SavedView | null
  onOpen(view: SavedView): void
  /** The open view was deleted: the list stays as it is, without a view. */
  onDeleted(): void
}

type Dialog = { kind: 'new' } | { kind: 'rename'; view: SavedView } | { kind: 'delete'; view: SavedView }

/**
 * "Views": save the list as it is shown (filters, sort, columns) under a name, open a saved view, and for the open
 * one save changes, rename, pin to the navigation and delete.
 */
export function SavedViewsMenu(props: Props) {
  const views = useDeskQuery('views.list', {}).data ?? []
  const { write, error, setError, pending } = useViewWrite()
  const remove = useDeskMutation('views.delete', { invalidates: viewReads })
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const { open } = props
  const shown = { filters: viewFiltersOf(props.filters), columns: [...props.columns] }

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconBookmark size={14} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            data-testid="views-menu"
          >
            {open === null ? 'Views' : `View: ${open.name}`}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setDialog({ kind: 'new' })}>Save as a new view…</Menu.Item>
          {open !== null && (
            <>
              <Menu.Item onClick={() => void write(changeOf(open, shown))}>
                Save changes to “{open.name}”
              </Menu.Item>
              <Menu.Item onClick={() => setDialog({ kind: 'rename', view: open })}>Rename…</Menu.Item>
              <Menu.Item onClick={() => void write(changeOf(open, { pinned: !open.pinned }))}>
                {open.pinned ? 'Unpin from navigation' : 'Pin to navigation'}
              </Menu.Item>
              <Menu.Item color="red" onClick={() => setDialog({ kind: 'delete', view: open })}>
                Delete…
              </Menu.Item>
            </>
          )}
          {views.length > 0 && <Menu.Label>Open a view</Menu.Label>}
          {views.map((view) => (
            <Menu.Item
              key={view.id}
              onClick={() => props.onOpen(view)}
              aria-current={view.id === open?.id ? 'true' : undefined}
            >
              {view.name}
              {view.pinned ? ' (pinned)' : ''}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {error !== null && dialog === null && (
        <Alert color="red" title="The view was not changed" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {dialog !== null && dialog.kind !== 'delete' && (
        <NameDialog
          title={dialog.kind === 'new' ? 'Save as a new view' : 'Rename the view'}
          initial={dialog.kind === 'new' ? '' : dialog.view.name}
          error={error}
          busy={pending}
          onCancel={() => {
            setDialog(null)
            setError(null)
          }}
          onSubmit={async (name) => {
            const saved = await write(
              dialog.kind === 'new' ? { name, ...shown, pinned: false } : changeOf(dialog.view, { name }),
            )
            if (saved === null) return
            setDialog(null)
            if (dialog.kind === 'new') props.onOpen(saved)
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <Modal opened onClose={() => setDialog(null)} title="Delete the view">
          <Stack gap="sm">
            <Text size="sm">
              Delete “{dialog.view.name}”? The bookings stay; only the saved filters and columns go.
            </Text>
            {error !== null && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog(null)}>
                Keep it
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={async () => {
                  setError(null)
                  try {
                    await remove.mutateAsync({ id: dialog.view.id, expectedVersion: dialog.view.version })
                    setDialog(null)
                    props.onDeleted()
                  } catch (failure) {
                    setError(viewWriteSentence(failure))
                  }
                }}
              >
                Delete
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  )
}

function NameDialog(props: {
  title: string
  initial: string
  error: string | null
  busy: boolean
  onCancel(): void
  onSubmit(name: string): Promise<void>
}) {
  const [name, setName] = useState(props.initial)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void props.onSubmit(name)
  }
  return (
    <Modal opened onClose={props.onCancel} title={props.title}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label="Name"
            data-autofocus
            value={name}
            maxLength={80}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          {props.error !== null && (
            <Alert color="red" role="alert">
              {props.error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel}>
              Cancel
            </Button>
            <Button type="submit" color={ACTION_COLOR} loading={props.busy} disabled={name.trim() === ''}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

import { Button, Menu, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconFilePlus } from '@tabler/icons-react'
import { Fragment, useState } from 'react'
import { useNavigate } from 'react-router'
import type { ProposalItemInput } from '../../../../shared/ipc/proposals.contract'
import { deskKey, useDeskMutation, useDeskQuery } from '../../bridge/desk-query'
import { errorSentence } from '../errors'
import { optionTitle } from './proposal-view'

/**
 * "Add to proposal" beside a priced row: into a new draft, into an option of a draft, or into a new option of one.
 * The item is built when the agent picks (from what the row shows: selling and net, the ladder, what it was
 * priced as); main keeps it with the prices and conditions it was added with.
 */
export function AddToProposalMenu(props: {
  build(): ProposalItemInput | null
  disabled?: boolean
  size?: 'xs' | 'sm'
  /** Names the button for assistive technology where several are on a screen ("Add Hotel Lisboa to proposal"). */
  label?: string
  /** Told once main kept the item (a picker around the menu closes). */
  onAdded?(): void
}) {
  const navigate = useNavigate()
  const [opened, setOpened] = useState(false)
  const drafts = useDeskQuery('proposals.list', { search: '', states: ['draft'] }, { enabled: opened })
  const add = useDeskMutation('proposals.addItem', {
    invalidates: (_input, output) => [deskKey('proposals.list'), ['proposals.get', { id: output.id }]],
  })

  const addTo = async (target: { proposalId?: string; optionId?: string }) => {
    const item = props.build()
    if (item === null) return
    try {
      const proposal = await add.mutateAsync({ ...target, item })
      props.onAdded?.()
      const id = `proposal-added-${proposal.id}-${proposal.version}`
      notifications.show({
        id,
        color: 'teal',
        title: `Added to ${proposal.title}`,
        'data-testid': 'proposal-added',
        message: (
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => {
              notifications.hide(id)
              void navigate(`/proposals/${proposal.id}`)
            }}
          >
            Open proposal
          </Button>
        ),
      } as Parameters<typeof notifications.show>[0])
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Not added to the proposal',
        message: errorSentence(error, {
          fallback: 'It could not be added. Try again.',
          overrides: {
            conflict: 'That proposal changed meanwhile (or is no longer a draft): choose it again.',
          },
        }),
      })
    }
  }

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size={props.size ?? 'sm'}
          leftSection={<IconFilePlus size={16} />}
          disabled={props.disabled}
          loading={add.isPending}
          aria-label={props.label}
          data-testid="add-to-proposal"
        >
          Add to proposal
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="add-to-proposal-menu" maw={360}>
        <Menu.Item onClick={() => void addTo({})}>New proposal</Menu.Item>
        {drafts.data === undefined && opened && (
          <Text size="xs" c="dimmed" px="sm" py={4}>
            Reading your drafts…
          </Text>
        )}
        {(drafts.data ?? []).slice(0, 8).map((draft) => (
          <Fragment key={draft.id}>
            <Menu.Divider />
            <Menu.Label>{draft.title}</Menu.Label>
            {draft.options.map((option, index) => (
              <Menu.Item
                key={option.id}
                onClick={() => void addTo({ proposalId: draft.id, optionId: option.id })}
                aria-label={`${draft.title}: ${optionTitle(option, index)}`}
              >
                {optionTitle(option, index)}
              </Menu.Item>
            ))}
            <Menu.Item
              onClick={() => void addTo({ proposalId: draft.id })}
              aria-label={`${draft.title}: new option`}
            >
              New option
            </Menu.Item>
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}

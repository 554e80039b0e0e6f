import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { formatMoney } from '../../../../shared/domain/money'
import type { Proposal, ProposalOption } from '../../../../shared/domain/proposals'
import { useAgentFormat } from '../../ui/format'
import { ProposalItemView } from '../../ui/proposals/ProposalItemView'
import { optionTitle, optionTotals, totalsWords } from '../../ui/proposals/proposal-view'
import { inputOf, useProposalWrite } from './proposal-write'

const MAX_OPTIONS = 6

/**
 * The options side by side, each with its words, its items and its selling total. While draft the agent names
 * an option, removes items, adds or removes options: each change saves the whole proposal on the version shown.
 */
export function ProposalOptions(props: { proposal: Proposal }) {
  const { proposal } = props
  const editable = proposal.state === 'draft'
  const write = useProposalWrite(proposal)
  const format = useAgentFormat()
  // The moment the page opened: the cancellation words do not flicker as the clock moves.
  const [now] = useState(() => Date.now())
  const saveOptions = (options: ProposalOption[]) => write.save({ ...inputOf(proposal), options })
  const changeOption = (id: string, change: Partial<ProposalOption>) =>
    saveOptions(proposal.options.map((option) => (option.id === id ? { ...option, ...change } : option)))

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h4">
          Options
        </Title>
        {editable && proposal.options.length < MAX_OPTIONS && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            loading={write.saving}
            onClick={() =>
              void saveOptions([
                ...proposal.options,
                { id: crypto.randomUUID(), title: '', description: '', items: [] },
              ])
            }
          >
            Add an option
          </Button>
        )}
      </Group>
      {write.failure !== null && (
        <Alert color="red" role="alert" title="Not saved">
          {write.failure}
        </Alert>
      )}
      {proposal.options.length === 0 && (
        <Text size="sm">
          No option yet: add one here, or use "Add to proposal" on a hotel's rates or an experience.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: Math.min(3, Math.max(1, proposal.options.length)) }} spacing="md">
        {proposal.options.map((option, index) => {
          const totals = optionTotals(option)
          const title = optionTitle(option, index)
          return (
            <Card
              withBorder
              radius="md"
              padding="md"
              key={option.id}
              data-testid="proposal-option"
              component="section"
              aria-label={title}
            >
              <Stack gap="xs">
                {editable ? (
                  <OptionWords
                    key={`${option.id}:${proposal.version}`}
                    option={option}
                    index={index}
                    onSave={(change) => void changeOption(option.id, change)}
                  />
                ) : (
                  <>
                    <Title order={4} size="h5">
                      {title}
                    </Title>
                    {option.description !== '' && <Text size="sm">{option.description}</Text>}
                  </>
                )}
                <Divider />
                {option.items.length === 0 && (
                  <Text size="sm" c="dimmed">
                    Nothing in this option yet.
                  </Text>
                )}
                {option.items.map((item) => (
                  <ProposalItemView
                    key={item.id}
                    item={item}
                    format={format}
                    now={now}
                    actions={
                      editable && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${item.kind === 'hotel' ? item.hotel.name : item.experience.name} from ${title}`}
                          onClick={() =>
                            void changeOption(option.id, {
                              items: option.items.filter((other) => other.id !== item.id),
                            })
                          }
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      )
                    }
                  />
                ))}
                <Divider />
                <Group justify="space-between">
                  <Text size="sm" fw={600}>
                    Total
                  </Text>
                  <Text fw={700} data-testid="proposal-option-total">
                    {totalsWords(totals, (amount, currency) => formatMoney(amount, currency, format.locale))}
                  </Text>
                </Group>
                {editable && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} />}
                    onClick={() =>
                      void saveOptions(proposal.options.filter((other) => other.id !== option.id))
                    }
                  >
                    Remove {title}
                  </Button>
                )}
              </Stack>
            </Card>
          )
        })}
      </SimpleGrid>
    </Stack>
  )
}

/** An option's title and words, saved when the agent leaves a field having changed it. */
function OptionWords(props: {
  option: ProposalOption
  index: number
  onSave(change: Partial<ProposalOption>): void
}) {
  const [title, setTitle] = useState(props.option.title)
  const [description, setDescription] = useState(props.option.description)
  return (
    <>
      <TextInput
        label="Option title"
        placeholder={`Option ${props.index + 1}`}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        onBlur={() => title !== props.option.title && props.onSave({ title })}
      />
      <Textarea
        label="Your words for this option"
        autosize
        minRows={2}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        onBlur={() => description !== props.option.description && props.onSave({ description })}
      />
    </>
  )
}

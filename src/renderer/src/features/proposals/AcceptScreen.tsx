import { Alert, Anchor, Button, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconCheck, IconRefresh } from '@tabler/icons-react'
import { zod4Resolver } from 'mantine-form-zod-resolver'
import { useEffect, useState } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { formatMoney } from '../../../../shared/domain/money'
import type { Proposal } from '../../../../shared/domain/proposals'
import { deskKey, useDeskMutation, useDeskQuery } from '../../bridge/desk-query'
import { ACTION_COLOR, TEXT } from '../../ui/contrast'
import { errorSentence } from '../../ui/errors'
import { useAgentFormat } from '../../ui/format'
import { bookingCustomerOf } from '../../ui/people/people-fill'
import { optionTitle, optionTotals, totalsWords } from '../../ui/proposals/proposal-view'
import { SectionCard } from '../../ui/SectionCard'
import { AcceptDraftSchema, emptyAcceptDraft, partyOf, toAcceptInput, type AcceptDraft } from './accept-form'
import { AcceptPeople } from './AcceptPeople'
import { AcceptResult } from './AcceptResult'
import { proposalWriteSentence, staleAfterProposalWrite, useProposal } from './proposals-queries'
import { RecheckTable } from './RecheckTable'

const resolver = zod4Resolver(AcceptDraftSchema, { errorPriority: 'first' })

/**
 * The customer said yes to an option: search its items again, show what moved (in today's selling prices), fill
 * the booking customer and the travellers, confirm. Main books through the existing paths, never twice.
 */
export function AcceptScreen() {
  const { id = '' } = useParams()
  const read = useProposal(id)
  if (read.error)
    return (
      <Alert color="red" title="This proposal could not be read" role="alert">
        {errorSentence(read.error, { fallback: 'The proposal could not be read. Try again.' })}
      </Alert>
    )
  if (read.data === undefined) return <Loader aria-label="Reading the proposal" />
  return <AcceptPage key={read.data.id} proposal={read.data} />
}

function AcceptPage(props: { proposal: Proposal }) {
  const { proposal } = props
  const format = useAgentFormat()
  const [params, setParams] = useSearchParams()
  const asked = params.get('option')
  const option =
    proposal.options.find((o) => o.id === asked) ??
    proposal.options.find((o) => o.id === proposal.acceptedOptionId) ??
    proposal.options[0]
  const recheck = useDeskMutation('proposals.recheck')
  const accept = useDeskMutation('proposals.accept', {
    invalidates: (_input, output) => [
      ...staleAfterProposalWrite(output.proposal.id),
      deskKey('bookings.list'),
    ],
  })
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<AcceptDraft>({
    mode: 'controlled',
    initialValues: emptyAcceptDraft(proposal, partyOf(proposal, option)),
    validate: resolver,
  })
  const customer = useDeskQuery(
    'customers.get',
    { id: proposal.customerId ?? '' },
    { enabled: proposal.customerId !== null },
  )
  // The proposal's customer, once read, fills the booking customer (the agent can still change it).
  useEffect(() => {
    if (customer.data === undefined) return
    const filled = bookingCustomerOf(customer.data.record)
    form.setFieldValue('customer', {
      firstName: filled.firstName,
      lastName: filled.lastName,
      email: filled.email,
      phoneNumber: filled.phoneNumber,
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per customer read
  }, [customer.data])

  // Accepted (here or elsewhere): the choice is made, and accepting again would only find it booked.
  const done = accept.data !== undefined || proposal.state === 'accepted'
  const checked = recheck.data !== undefined && recheck.data.optionId === option?.id ? recheck.data : null
  const bookable = checked?.items.some((item) => item.status === 'same' || item.status === 'moved') ?? false
  const nameOf = (itemId: string) => {
    const item = option?.items.find((i) => i.id === itemId)
    return item === undefined ? 'Item' : item.kind === 'hotel' ? item.hotel.name : item.experience.name
  }

  const pick = (optionId: string) => {
    setParams({ option: optionId }, { replace: true })
    recheck.reset()
    accept.reset()
  }
  const checkAgain = () => {
    if (option === undefined) return
    setFailure(null)
    recheck.mutate({ id: proposal.id, optionId: option.id })
  }
  const confirm = form.onSubmit(async (values) => {
    if (checked === null || option === undefined) return
    setFailure(null)
    try {
      await accept.mutateAsync(
        toAcceptInput(values, {
          id: proposal.id,
          optionId: option.id,
          expectedVersion: proposal.version,
          recheckId: checked.recheckId,
        }),
      )
    } catch (error) {
      setFailure(
        proposalWriteSentence(error, 'The option could not be accepted. Nothing was booked; try again.'),
      )
    }
  })

  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/proposals/${proposal.id}`} size="sm" c={TEXT.link}>
        ← {proposal.title}
      </Anchor>
      <Title order={2}>Accept an option</Title>
      <SectionCard title="The customer chose" testId="accept-option">
        <Radio.Group
          value={option?.id ?? null}
          onChange={pick}
          aria-label="The option the customer chose"
          readOnly={done}
        >
          <Stack gap="xs">
            {proposal.options.map((o, index) => (
              <Radio
                key={o.id}
                value={o.id}
                disabled={done && o.id !== option?.id}
                label={`${optionTitle(o, index)} · ${totalsWords(optionTotals(o), (amount, currency) =>
                  formatMoney(amount, currency, format.locale),
                )}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group>
          <Button
            leftSection={<IconRefresh size={16} />}
            variant={checked === null ? 'filled' : 'default'}
            color={ACTION_COLOR}
            loading={recheck.isPending}
            disabled={done || option === undefined || option.items.length === 0}
            onClick={checkAgain}
          >
            Check prices again
          </Button>
          {proposal.state === 'accepted' && accept.data === undefined && (
            <Text size="sm">This proposal is accepted: its bookings are listed on its page.</Text>
          )}
          {checked === null && !done && (
            <Text size="sm">
              The items are searched again before anything is booked: you see what moved first.
            </Text>
          )}
        </Group>
        {recheck.error && (
          <Alert color="red" role="alert" title="Not checked">
            {errorSentence(recheck.error, {
              fallback: 'The prices could not be checked. Try again.',
              overrides: {
                unreachable: 'The service cannot be reached: accepting needs it. Try again once online.',
              },
            })}
          </Alert>
        )}
        {checked !== null && <RecheckTable items={checked.items} />}
      </SectionCard>
      {accept.data !== undefined ? (
        <SectionCard title="Result" testId="accept-result-section">
          <AcceptResult items={accept.data.items} nameOf={nameOf} />
          <Anchor component={Link} to={`/proposals/${proposal.id}`} c={TEXT.link} fz="sm">
            Back to the proposal
          </Anchor>
        </SectionCard>
      ) : (
        <form onSubmit={confirm} aria-label="Booking details" noValidate>
          <SectionCard title="Customer and travellers" testId="accept-people">
            <AcceptPeople form={form} />
            {failure !== null && (
              <Alert color="red" role="alert" title="Not accepted">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                type="submit"
                color={ACTION_COLOR}
                leftSection={<IconCheck size={16} />}
                loading={accept.isPending}
                disabled={!bookable}
                title={checked === null ? 'Check the prices again first' : undefined}
              >
                Confirm and book
              </Button>
            </Group>
          </SectionCard>
        </form>
      )}
    </Stack>
  )
}

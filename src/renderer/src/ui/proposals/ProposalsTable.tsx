import { Anchor, Button, Stack, Table, Text } from '@mantine/core'
import { IconCopy } from '@tabler/icons-react'
import { Link } from 'react-router'
import { formatIsoDate } from '../../../../shared/domain/dates'
import { formatMoney } from '../../../../shared/domain/money'
import type { ProposalSummary } from '../../../../shared/domain/proposals'
import { counted } from '../../../../shared/i18n'
import { TEXT } from '../contrast'
import { useAgentFormat } from '../format'
import { ProposalStateBadge } from './ProposalStateBadge'
import { optionTitle, totalsWords } from './proposal-view'

/**
 * Proposals as rows: title (a link to the page), state, customer, trip dates, valid until and each option's
 * selling total. The proposals screen and a customer's page both show it; Duplicate only where it is offered.
 */
export function ProposalsTable(props: {
  proposals: readonly ProposalSummary[]
  onDuplicate?: (proposal: ProposalSummary) => void
  duplicating?: string | null
}) {
  const format = useAgentFormat()
  const date = (value: string | null) => (value === null ? '–' : formatIsoDate(value, format.locale))
  const money = (amount: number, currency: string) => formatMoney(amount, currency, format.locale)
  return (
    <Table
      striped
      highlightOnHover
      data-testid="proposals-list"
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Proposal</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th>Customer</Table.Th>
          <Table.Th>Trip</Table.Th>
          <Table.Th>Valid until</Table.Th>
          <Table.Th>Total per option</Table.Th>
          {props.onDuplicate !== undefined && (
            <Table.Th>
              <span className="mantine-visually-hidden">Actions</span>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.proposals.map((proposal) => (
          <Table.Tr key={proposal.id} data-proposal-id={proposal.id} data-testid="proposal-row">
            <Table.Td>
              <Anchor component={Link} to={`/proposals/${proposal.id}`} fz="sm" fw={600} c={TEXT.link}>
                {proposal.title}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <ProposalStateBadge state={proposal.state} size="sm" />
            </Table.Td>
            <Table.Td>{proposal.customerName || '–'}</Table.Td>
            <Table.Td>
              {proposal.tripStart === null
                ? '–'
                : `${date(proposal.tripStart)}${proposal.tripEnd === null ? '' : ` – ${date(proposal.tripEnd)}`}`}
            </Table.Td>
            <Table.Td>{date(proposal.validUntil)}</Table.Td>
            <Table.Td>
              {proposal.options.length === 0 ? (
                <Text size="sm">No option yet</Text>
              ) : (
                <Stack gap={0}>
                  {proposal.options.map((option, index) => (
                    <Text size="sm" key={option.id} data-testid="proposal-option-total">
                      {optionTitle(option, index)}: {totalsWords(option.totals, money)}{' '}
                      <Text span size="xs" c="dimmed">
                        ({counted('proposalItem', option.items)})
                      </Text>
                    </Text>
                  ))}
                </Stack>
              )}
            </Table.Td>
            {props.onDuplicate !== undefined && (
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconCopy size={14} />}
                  loading={props.duplicating === proposal.id}
                  onClick={() => props.onDuplicate?.(proposal)}
                  aria-label={`Duplicate ${proposal.title}`}
                >
                  Duplicate
                </Button>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

import { Button, Group, Text } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useDeskQuery } from '../../bridge/desk-query'
import { errorSentence } from '../errors'
import { ProposalsTable } from './ProposalsTable'

/** A customer's proposals on their page: the same rows as the proposals screen, read again when one changes. */
export function CustomerProposals(props: { customerId: string }) {
  const list = useDeskQuery('proposals.list', { search: '', states: [], customerId: props.customerId })
  if (list.error)
    return (
      <Text size="sm" role="alert">
        {errorSentence(list.error, { fallback: 'The proposals could not be read. Try again.' })}
      </Text>
    )
  if (list.data === undefined) return <Text size="sm">Reading the proposals…</Text>
  return (
    <>
      {list.data.length === 0 ? (
        <Text size="sm">No proposal for this customer yet.</Text>
      ) : (
        <ProposalsTable proposals={list.data} />
      )}
      <Group>
        <Button
          component={Link}
          to="/proposals"
          variant="subtle"
          size="xs"
          rightSection={<IconArrowRight size={14} />}
        >
          All proposals
        </Button>
      </Group>
    </>
  )
}

import { Alert, Button, Group, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { formatMoney } from '../../../../shared/domain/money'
import type { MarkupRuleRecord } from '../../../../shared/ipc/pricing.contract'
import { deskKey, useDeskMutation, useDeskQuery } from '../../bridge/desk-query'
import { ACTION_COLOR } from '../../ui/contrast'
import { errorSentence } from '../../ui/errors'
import { useAgentFormat } from '../../ui/format'
import { MarkupRuleForm } from './MarkupRuleForm'
import { describeScope } from './markup-rule-form'

/** Stated on the screen, in SCOPE_PRECEDENCE order (test/unit/domain/markup.test.ts pins the order). */
export const PRECEDENCE_SENTENCE =
  'The most specific rule wins: customer file, then hotel, experience, supplier, city, country, hotel stars, and ' +
  'last the rule for everything. At the same level, a rule for one kind of product wins over one for both.'

/** Settings -> Pricing: the agency's markup rules, most specific first, with a form to add, edit and delete. */
export function PricingSection() {
  const rules = useDeskQuery('pricing.listRules', {})
  const remove = useDeskMutation('pricing.deleteRule', { invalidates: () => [deskKey('pricing.listRules')] })
  const [editing, setEditing] = useState<MarkupRuleRecord | 'new' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const deleteRule = async (rule: MarkupRuleRecord) => {
    setFailure(null)
    try {
      await remove.mutateAsync({ id: rule.id, expectedVersion: rule.version })
    } catch (error) {
      setFailure(errorSentence(error, { fallback: 'The rule could not be deleted. Try again.' }))
    }
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="pricing-title">
      <Group justify="space-between">
        <Title order={3} size="h4" id="pricing-title">
          Pricing
        </Title>
        <Button
          color={ACTION_COLOR}
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing('new')}
          disabled={editing !== null}
        >
          Add a rule
        </Button>
      </Group>
      <Text size="sm">{PRECEDENCE_SENTENCE}</Text>
      {rules.isPending ? (
        <Loader size="sm" aria-label="Loading the markup rules" />
      ) : rules.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorSentence(rules.error, { fallback: 'The markup rules could not be loaded. Try again.' })}
        </Alert>
      ) : rules.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No markup rules yet: prices are sold at net.
        </Text>
      ) : (
        <RulesTable rules={rules.data} onEdit={setEditing} onDelete={(rule) => void deleteRule(rule)} />
      )}
      {failure !== null && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      {editing !== null && (
        <MarkupRuleForm
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
          editing={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
    </Stack>
  )
}

function RulesTable(props: {
  rules: MarkupRuleRecord[]
  onEdit: (rule: MarkupRuleRecord) => void
  onDelete: (rule: MarkupRuleRecord) => void
}) {
  const format = useAgentFormat()
  const adds = (rule: MarkupRuleRecord): string => {
    const parts = rule.percent > 0 ? [`${rule.percent} %`] : []
    if (rule.fixed !== null && rule.fixed.amount > 0)
      parts.push(
        `${formatMoney(rule.fixed.amount, rule.fixed.currency, format.locale)} per ${rule.fixed.per}`,
      )
    return parts.length === 0 ? 'Nothing (sold at net)' : parts.join(' + ')
  }
  const rounding = (rule: MarkupRuleRecord): string =>
    rule.rounding.kind === 'none'
      ? 'None'
      : rule.rounding.kind === 'whole'
        ? 'Whole units'
        : `Ending ${rule.rounding.ending}`
  const minimum = (rule: MarkupRuleRecord): string =>
    rule.minimumMargin === null
      ? 'None'
      : rule.minimumMargin.kind === 'percent'
        ? `${rule.minimumMargin.percent} %`
        : formatMoney(rule.minimumMargin.amount, rule.minimumMargin.currency, format.locale)
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label="Markup rules, most specific first">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Applies to</Table.Th>
            <Table.Th>Adds</Table.Th>
            <Table.Th>Rounding</Table.Th>
            <Table.Th>Minimum margin</Table.Th>
            <Table.Th>Changed by</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rules.map((rule) => (
            <Table.Tr key={rule.id}>
              <Table.Td>{describeScope(rule)}</Table.Td>
              <Table.Td>{adds(rule)}</Table.Td>
              <Table.Td>{rounding(rule)}</Table.Td>
              <Table.Td>{minimum(rule)}</Table.Td>
              <Table.Td>{rule.updatedBy}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <Button
                    variant="subtle"
                    size="xs"
                    leftSection={<IconPencil size={14} />}
                    onClick={() => props.onEdit(rule)}
                    aria-label={`Edit the rule for ${describeScope(rule)}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => props.onDelete(rule)}
                    aria-label={`Delete the rule for ${describeScope(rule)}`}
                  >
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { formatMoney } from '../../../../shared/domain/money'
import { SCOPE_PRECEDENCE } from '../../../../shared/domain/markup'
import type { MarkupRuleRecord } from '../../../../shared/ipc/pricing.contract'
import { useDeskMutation, deskKey } from '../../bridge/desk-query'
import { ACTION_COLOR } from '../../ui/contrast'
import { errorSentence, problemOf } from '../../ui/errors'
import { useAgentFormat } from '../../ui/format'
import {
  checkRuleForm,
  EMPTY_RULE_FORM,
  fieldOfPath,
  formValuesOf,
  previewRule,
  scopeWords,
  type RuleFormValues,
} from './markup-rule-form'
import { useState } from 'react'
import { isPickedScope, ScopePicker } from './ScopePicker'

const SCOPE_OPTIONS = SCOPE_PRECEDENCE.map((kind) => ({ value: kind, label: scopeWords(kind) }))

/** Adds or edits one markup rule: checked with the contract's schema, previewed on sample prices, then saved. */
export function MarkupRuleForm(props: { editing: MarkupRuleRecord | null; onDone: () => void }) {
  const { editing } = props
  const format = useAgentFormat()
  const [failure, setFailure] = useState<string | null>(null)
  const save = useDeskMutation('pricing.saveRule', { invalidates: () => [deskKey('pricing.listRules')] })
  const form = useForm<RuleFormValues>({
    mode: 'controlled',
    initialValues: editing === null ? EMPTY_RULE_FORM : formValuesOf(editing),
    validate: (values) => checkRuleForm(values).errors ?? {},
  })
  const checked = checkRuleForm(form.values)
  const preview = checked.rule === null ? null : previewRule(checked.rule)

  const submit = form.onSubmit(async (values) => {
    const { rule } = checkRuleForm(values)
    if (rule === null) return
    setFailure(null)
    try {
      await save.mutateAsync({
        rule,
        ...(editing === null ? {} : { id: editing.id, expectedVersion: editing.version }),
      })
      props.onDone()
    } catch (error) {
      const problem = problemOf(error)
      if (problem?.kind === 'invalidInput' && problem.issues.length > 0) {
        form.setErrors(
          Object.fromEntries(problem.issues.map((issue) => [fieldOfPath(issue.path), issue.message])),
        )
        return
      }
      setFailure(
        errorSentence(error, {
          fallback: 'The rule could not be saved. Try again.',
          overrides: {
            conflict: 'Someone changed this rule meanwhile. Close the form and open the rule again.',
          },
        }),
      )
    }
  })

  return (
    <form onSubmit={submit} aria-label={editing === null ? 'New markup rule' : 'Edit markup rule'} noValidate>
      <Stack gap="sm">
        <Title order={4} size="h5">
          {editing === null ? 'New markup rule' : 'Edit markup rule'}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Applies to"
            data={SCOPE_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('scopeKind')}
            // Another kind of target: the one picked before (a hotel's id) means nothing as, say, a supplier.
            onChange={(value) =>
              form.setValues({ scopeKind: value as RuleFormValues['scopeKind'], scopeId: '', scopeLabel: '' })
            }
          />
          <Select
            label="Kind of product"
            data={[
              { value: 'any', label: 'Hotels and experiences' },
              { value: 'hotel', label: 'Hotels' },
              { value: 'experience', label: 'Experiences' },
            ]}
            allowDeselect={false}
            {...form.getInputProps('productKind')}
          />
          {isPickedScope(form.values.scopeKind) && (
            <ScopePicker
              // A new list for a new kind: what was typed for a hotel is no search for a supplier.
              key={form.values.scopeKind}
              scope={form.values.scopeKind}
              id={form.values.scopeId}
              label={form.values.scopeLabel}
              error={(form.errors.scopeId ?? form.errors.scopeLabel) as string | undefined}
              onPick={(id, label) => form.setValues({ scopeId: id, scopeLabel: label })}
            />
          )}
          {form.values.scopeKind === 'stars' && (
            <Select
              label="Stars"
              data={['0', '1', '2', '3', '4', '5']}
              allowDeselect={false}
              {...form.getInputProps('stars')}
            />
          )}
          <NumberInput
            label="Percentage added"
            suffix=" %"
            min={0}
            decimalScale={2}
            {...form.getInputProps('percent')}
          />
          <Select
            label="Rounding (up)"
            data={[
              { value: 'none', label: 'None' },
              { value: 'whole', label: 'To whole units' },
              { value: '.90', label: 'To an ending of .90' },
              { value: '.99', label: 'To an ending of .99' },
              { value: '.00', label: 'To an ending of .00' },
            ]}
            allowDeselect={false}
            {...form.getInputProps('rounding')}
          />
          <NumberInput
            label="Fixed amount added"
            min={0}
            decimalScale={3}
            {...form.getInputProps('fixedAmount')}
          />
          <Group grow gap="xs" align="flex-start">
            <TextInput label="Its currency" maxLength={3} {...form.getInputProps('fixedCurrency')} />
            <Select
              label="Per"
              data={[
                { value: 'booking', label: 'Booking' },
                { value: 'night', label: 'Night' },
                { value: 'person', label: 'Person' },
              ]}
              allowDeselect={false}
              {...form.getInputProps('fixedPer')}
            />
          </Group>
          <Select
            label="Minimum margin"
            data={[
              { value: 'none', label: 'None' },
              { value: 'percent', label: 'A percentage of the net' },
              { value: 'amount', label: 'An amount' },
            ]}
            allowDeselect={false}
            {...form.getInputProps('minimumKind')}
          />
          {form.values.minimumKind === 'percent' && (
            <NumberInput
              label="Minimum margin (%)"
              min={0}
              decimalScale={2}
              {...form.getInputProps('minimumPercent')}
            />
          )}
          {form.values.minimumKind === 'amount' && (
            <Group grow gap="xs" align="flex-start">
              <NumberInput
                label="Minimum margin"
                min={0}
                decimalScale={3}
                {...form.getInputProps('minimumAmount')}
              />
              <TextInput label="Its currency" maxLength={3} {...form.getInputProps('minimumCurrency')} />
            </Group>
          )}
        </SimpleGrid>
        <TextInput
          label="Note"
          placeholder="Why this rule (required when it adds nothing)"
          {...form.getInputProps('note')}
        />
        <Stack gap={4} aria-label="Preview" component="section" data-testid="rule-preview">
          <Text size="sm" fw={500}>
            Preview on sample prices (3 nights, 2 people)
          </Text>
          {preview === null ? (
            <Text size="sm" c="dimmed">
              The preview appears once the rule is complete.
            </Text>
          ) : (
            <Table withTableBorder={false} verticalSpacing={2} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Net</Table.Th>
                  <Table.Th>Selling price</Table.Th>
                  <Table.Th>Margin</Table.Th>
                  <Table.Th>Note</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.map((sample) => (
                  <Table.Tr key={`${sample.net}-${sample.currency}`}>
                    <Table.Td>{formatMoney(sample.net, sample.currency, format.locale)}</Table.Td>
                    <Table.Td>{formatMoney(sample.price.sell, sample.currency, format.locale)}</Table.Td>
                    <Table.Td>{formatMoney(sample.price.margin, sample.currency, format.locale)}</Table.Td>
                    <Table.Td>
                      {sample.price.fixedLeftOut ? `Fixed part left out: it is in another currency` : ''}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
        {failure !== null && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="md">
          <Button variant="default" onClick={props.onDone}>
            Cancel
          </Button>
          <Button type="submit" color={ACTION_COLOR} loading={save.isPending}>
            Save rule
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

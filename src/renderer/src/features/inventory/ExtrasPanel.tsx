import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import type { ExperienceV3 } from '../../../../shared/api/experiences-v3'
import { EXPERIENCE_TYPE_LABELS, extraLinkProblem } from '../../../../shared/domain/inventory'
import { ACTION_COLOR } from '../../ui/contrast'
import { AgentInstant } from '../../ui/format'
import { failureText, formFailure } from './inventory-errors'
import { useOffline } from './SupplierOnly'
import { useInventoryRead, useInventoryWrite } from './inventory-queries'

/**
 * Add-ons offered with this experience: a link to another experience the supplier can see (its own here). A
 * self-link or a second link to the same add-on is refused with its reason before anything is sent.
 */
export function ExtrasPanel(props: { experience: ExperienceV3 }) {
  const { experience } = props
  const offline = useOffline()
  const links = useInventoryRead('inventory.extras', { experienceId: experience.id })
  const own = useInventoryRead('inventory.experiences', { sort: 'name' })
  const addExtra = useInventoryWrite('inventory.addExtra')
  const removeExtra = useInventoryWrite('inventory.removeExtra')
  const [addOnId, setAddOnId] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const linked = (links.data ?? []).map((link) => link.experienceId)
  const problem = addOnId === null ? null : extraLinkProblem(experience.id, addOnId, linked)

  const add = async () => {
    if (addOnId === null || problem !== null) return
    setBusy(true)
    setError(null)
    try {
      await addExtra.mutateAsync({ experienceId: experience.id, addOnId })
      setAddOnId(null)
    } catch (failure) {
      const failed = formFailure(failure)
      setError(failed.fields.addOnId ?? failed.message)
    } finally {
      setBusy(false)
    }
  }
  const remove = async (extraId: string) => {
    try {
      await removeExtra.mutateAsync({ experienceId: experience.id, extraId })
    } catch (failure) {
      setError(failureText(failure))
    }
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        An extra is another experience offered as an add-on to this one. Removing a link leaves both
        experiences as they are.
      </Text>
      <Group align="flex-start">
        <Select
          label="Experience to offer as an extra"
          searchable
          w={380}
          value={addOnId}
          onChange={(value) => {
            setAddOnId(value)
            setError(null)
          }}
          data={(own.data?.items ?? []).map((item) => ({
            value: item.id,
            label: `${item.name ?? item.id} (${EXPERIENCE_TYPE_LABELS[item.type]})`,
          }))}
          error={problem ?? error}
          nothingFoundMessage="No experience of that name"
        />
        <Button
          mt={25}
          color={ACTION_COLOR}
          disabled={addOnId === null || problem !== null || offline}
          loading={busy}
          onClick={() => void add()}
        >
          Link as an extra
        </Button>
      </Group>
      {links.error && <Alert color="red">{links.error}</Alert>}
      {links.data !== null && links.data.length === 0 && <Text size="sm">No extra linked.</Text>}
      {links.data !== null && links.data.length > 0 && (
        <Table data-testid="extras-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Extra</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Linked</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {links.data.map((link) => (
              <Table.Tr key={link.id}>
                <Table.Td>{link.name ?? link.experienceId}</Table.Td>
                <Table.Td>{EXPERIENCE_TYPE_LABELS[link.type]}</Table.Td>
                <Table.Td>
                  <AgentInstant at={link.createdAt} />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={offline}
                    onClick={() => void remove(link.id)}
                    aria-label={`Unlink ${link.name ?? 'extra'}`}
                  >
                    Unlink
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  )
}

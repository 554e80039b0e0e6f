import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  List,
  MultiSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react'
import { zod4Resolver } from 'mantine-form-zod-resolver'
import { useState } from 'react'
import { z } from 'zod'
import type { ProgramDayV3, TextLocale } from '../../../../shared/api/experiences-v3'
import { renumbering, renumberSentence, type DraftDay } from '../../../../shared/domain/inventory'
import { ProgramDayInput } from '../../../../shared/ipc/inventory.contract'
import { ACTION_COLOR } from '../../ui/contrast'
import { formFailure } from './inventory-errors'
import { draftOr, useInventoryDrafts } from './inventory-drafts.store'
import { useOffline } from './SupplierOnly'
import { useInventoryRead, useInventoryWrite } from './inventory-queries'

type DayValues = z.infer<typeof ProgramDayInput> & { sourceId: string | null }
type DaysForm = { days: DayValues[] }
const resolver = zod4Resolver(
  z.object({ days: z.array(ProgramDayInput.extend({ sourceId: z.string().nullable() })) }),
  {
    errorPriority: 'first',
  },
)
const MEALS = ['breakfast', 'lunch', 'dinner', 'snack', 'drinks'] as const

const fromStored = (day: ProgramDayV3): DayValues => ({
  sourceId: day.id,
  title: day.title,
  program: day.program,
  startingTime: day.startingTime,
  endingTime: day.endingTime,
  accommodationType: day.accommodationType,
  isIncludedAccommodation: day.isIncludedAccommodation,
  meals: day.meals.filter((meal): meal is (typeof MEALS)[number] =>
    (MEALS as readonly string[]).includes(meal),
  ),
  pois: day.pois,
})
const blankDay = (): DayValues => ({
  sourceId: null,
  title: '',
  program: '',
  startingTime: null,
  endingTime: null,
  accommodationType: null,
  isIncludedAccommodation: false,
  meals: [],
  pois: [],
})

/** The days of a program, in order: insert, move and delete, with the renumbering shown before saving. */
export function ProgramDaysPanel(props: { experienceId: string; locale: TextLocale }) {
  const days = useInventoryRead('inventory.programDays', {
    experienceId: props.experienceId,
    locale: props.locale,
  })
  if (days.data === null)
    return days.error ? <Alert color="red">{days.error}</Alert> : <Text size="sm">Reading the days…</Text>
  return <DaysEditor key={JSON.stringify(days.data.map((day) => day.id))} {...props} stored={days.data} />
}

function DaysEditor(props: { experienceId: string; locale: TextLocale; stored: ProgramDayV3[] }) {
  const offline = useOffline()
  const draftKey = `days:${props.experienceId}:${props.locale}`
  const keep = useInventoryDrafts((state) => state.keep)
  const drop = useInventoryDrafts((state) => state.drop)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const saveProgramDays = useInventoryWrite('inventory.saveProgramDays')
  const [original] = useState<DaysForm>(() => ({ days: props.stored.map(fromStored) }))
  const form = useForm<DaysForm>({
    mode: 'controlled',
    initialValues: draftOr(draftKey, original),
    validate: resolver,
    onValuesChange: (values) => keep(draftKey, values),
  })
  const list = form.values.days
  const lines = renumbering(props.stored, list as DraftDay[])
  const dirty = JSON.stringify(list) !== JSON.stringify(original.days)

  const save = form.onSubmit(async (values) => {
    setSaving(true)
    setError(null)
    try {
      await saveProgramDays.mutateAsync({
        experienceId: props.experienceId,
        locale: props.locale,
        days: values.days.map(({ sourceId: _source, ...content }) => ({
          ...content,
          title: content.title?.trim() || null,
          program: content.program?.trim() || null,
        })),
      })
      drop(draftKey)
    } catch (failure) {
      setError(formFailure(failure).message ?? 'The service refused a day.')
    } finally {
      setSaving(false)
    }
  })

  return (
    <form onSubmit={save} noValidate aria-label="Program days">
      <Stack gap="sm">
        <Text size="sm">
          The service numbers days in order. Saving rewrites the days whose content moved, adds new ones at
          the end and removes the last ones when the program gets shorter.
        </Text>
        {list.length === 0 && <Text size="sm">No day yet.</Text>}
        {list.map((day, index) => (
          <Card
            key={index}
            withBorder
            padding="sm"
            data-testid="program-day"
            aria-label={`Day ${index + 1}`}
            component="section"
          >
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={3} size="h5">
                  Day {index + 1}
                </Title>
                <Group gap={4}>
                  <ActionIcon
                    variant="default"
                    aria-label={`Move day ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => form.reorderListItem('days', { from: index, to: index - 1 })}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={`Move day ${index + 1} down`}
                    disabled={index === list.length - 1}
                    onClick={() => form.reorderListItem('days', { from: index, to: index + 1 })}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconPlus size={14} />}
                    onClick={() => form.insertListItem('days', blankDay(), index + 1)}
                  >
                    Insert a day after
                  </Button>
                  <ActionIcon
                    variant="default"
                    color="red.9"
                    aria-label={`Delete day ${index + 1}`}
                    onClick={() => form.removeListItem('days', index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
              <Group grow align="flex-start">
                <TextInput
                  label="Title"
                  {...form.getInputProps(`days.${index}.title`)}
                  value={day.title ?? ''}
                />
                <TextInput
                  label="Starts at (HH:MM)"
                  placeholder="09:00"
                  w={140}
                  {...form.getInputProps(`days.${index}.startingTime`)}
                  value={day.startingTime ?? ''}
                  onChange={(event) =>
                    form.setFieldValue(`days.${index}.startingTime`, event.currentTarget.value || null)
                  }
                />
                <TextInput
                  label="Ends at (HH:MM)"
                  placeholder="17:00"
                  w={140}
                  {...form.getInputProps(`days.${index}.endingTime`)}
                  value={day.endingTime ?? ''}
                  onChange={(event) =>
                    form.setFieldValue(`days.${index}.endingTime`, event.currentTarget.value || null)
                  }
                />
              </Group>
              <Textarea
                label="Program"
                autosize
                minRows={2}
                {...form.getInputProps(`days.${index}.program`)}
                value={day.program ?? ''}
              />
              <MultiSelect
                label="Meals included"
                data={MEALS.map((meal) => ({ value: meal, label: meal[0]?.toUpperCase() + meal.slice(1) }))}
                {...form.getInputProps(`days.${index}.meals`)}
              />
              {day.pois.length > 0 && (
                <Text size="sm">Points of interest: {day.pois.map((poi) => poi.name).join(', ')}</Text>
              )}
            </Stack>
          </Card>
        ))}
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          w="fit-content"
          onClick={() => form.insertListItem('days', blankDay())}
        >
          Add a day at the end
        </Button>
        {lines.length > 0 && (
          <Alert color="blue" title="What saving does to the numbering" data-testid="renumbering">
            <List size="sm">
              {lines.map((line, index) => (
                <List.Item key={index}>{renumberSentence(line)}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!dirty}
            onClick={() => {
              drop(draftKey)
              form.setValues(original)
            }}
          >
            Undo changes
          </Button>
          <Button type="submit" color={ACTION_COLOR} loading={saving} disabled={!dirty || offline}>
            Save days
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

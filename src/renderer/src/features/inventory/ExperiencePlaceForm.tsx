import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import type { ExperienceV3 } from '../../../../shared/api/experiences-v3'
import { ACTION_COLOR } from '../../ui/contrast'
import { formFailure } from './inventory-errors'
import { useInventoryWrite } from './inventory-queries'
import { placePatch, placeProblems, placeValues, POINT_LABELS, type PlaceValues } from './place-form'
import { useOffline } from './SupplierOnly'
import { cityLabel, useCityOptions, useCurrentCity, type City } from './use-place-cities'

/**
 * Where the experience takes place: the city tour operators find it in (and their bookings need), and where the
 * travellers meet and are left. The same in every language; saved on its own (only what changed is sent).
 */
export function ExperiencePlaceForm(props: { experience: ExperienceV3 }) {
  const { experience } = props
  const updateExperience = useInventoryWrite('inventory.updateExperience')
  const offline = useOffline()
  const [values, setValues] = useState<PlaceValues>(() => placeValues(experience))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [typed, setTyped] = useState('')
  const [picked, setPicked] = useState<City | null>(null)
  const current = useCurrentCity(experience.cityId)
  const found = useCityOptions(typed)
  const shown = [picked, current, ...found].filter(
    (city, at, all): city is City => city !== null && all.findIndex((other) => other?.id === city.id) === at,
  )
  const patch = placePatch(experience, values)
  const changes = Object.keys(patch).length
  const point = (key: 'startPosition' | 'endPosition', field: 'name' | 'address') => ({
    value: values[key][field],
    error: errors[`${key}.${field}`],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value
      setValues((before) => ({ ...before, [key]: { ...before[key], [field]: value } }))
    },
  })

  const save = async () => {
    const problems = placeProblems(values)
    setErrors(problems)
    setMessage(null)
    if (Object.keys(problems).length > 0) return
    setSaving(true)
    try {
      await updateExperience.mutateAsync({ experienceId: experience.id, patch })
    } catch (error) {
      const failure = formFailure(error, 'patch')
      setErrors(failure.fields)
      setMessage(failure.message ?? 'Some fields need attention.')
    } finally {
      setSaving(false)
    }
  }

  return (
    <form
      aria-label="Where it takes place"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Tour operators find an experience by its city, and their agents tell travellers where to meet. The
          same in every language.
        </Text>
        <Select
          label="City"
          description={
            values.cityId === null ? 'No city yet: type two letters of its name and pick it' : undefined
          }
          placeholder="Type a city…"
          searchable
          clearable
          value={values.cityId}
          data={shown.map((city) => ({ value: city.id, label: cityLabel(city) }))}
          // The suggestions already match what was typed: no second filter on the labels.
          filter={({ options }) => options}
          searchValue={typed}
          onSearchChange={setTyped}
          nothingFoundMessage={typed.trim().length < 2 ? 'Type two letters or more' : 'No city matches'}
          error={errors.cityId}
          onChange={(cityId) => {
            setPicked(shown.find((city) => city.id === cityId) ?? null)
            setValues((before) => ({ ...before, cityId }))
          }}
        />
        {(['startPosition', 'endPosition'] as const).map((key) => (
          <SimpleGrid key={key} cols={{ base: 1, sm: 2 }}>
            <TextInput label={POINT_LABELS[key]} maxLength={300} {...point(key, 'name')} />
            <TextInput label={`${POINT_LABELS[key]} address`} maxLength={500} {...point(key, 'address')} />
          </SimpleGrid>
        ))}
        {message !== null && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Text size="sm" aria-live="polite">
            {changes === 0 ? 'No changes' : `Changed: ${Object.keys(patch).join(', ')}`}
          </Text>
          <Button type="submit" color={ACTION_COLOR} loading={saving} disabled={changes === 0 || offline}>
            Save the place
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

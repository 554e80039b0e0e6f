import { Group, Stack, Title } from '@mantine/core'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { isoDateInZone } from '../../../../shared/domain/dates'
import { useAgentFormat } from '../../ui/format/agent-format'
import { useSettingsStore } from '../../stores/settings.store'
import { BasketIndicator } from './BasketIndicator'
import { SearchResults } from './ExperienceResults'
import { ExperienceSearchForm } from './ExperienceSearchForm'
import { useExperiencesStore } from './experiences.store'
import { checkForm, hasCriteria, searchKey, type FormErrors } from './search-form'

/**
 * How long the screen waits after an edit before it searches: none. A word typed at speed still makes few searches,
 * because the store has one search out at a time and then asks for the form as it is by then (the edits typed
 * meanwhile are never asked); the results follow the typing (the issue asks < 150 ms from keystroke to results).
 */
export const TYPING_MS = 0

/** The header of the Experiences screens: the title and the basket. */
export function ExperiencesHeader(props: { title: string }) {
  return (
    <Group justify="space-between" align="center">
      <Title order={2}>{props.title}</Title>
      <BasketIndicator />
    </Group>
  )
}

/** Experiences: the search form, then the results, searched again as the agent edits the form. */
export function ExperiencesScreen() {
  const format = useAgentFormat()
  const locale = useSettingsStore((state) => state.settings?.locale ?? 'en')
  // Each part of the store on its own: the form is not drawn again when an answer comes, nor the list on a keystroke.
  const form = useExperiencesStore((state) => state.form)
  const filterOptions = useExperiencesStore((state) => state.filterOptions)
  const editForm = useExperiencesStore((state) => state.editForm)
  const run = useExperiencesStore((state) => state.run)
  const loadFilterOptions = useExperiencesStore((state) => state.loadFilterOptions)
  const searchedKey = useExperiencesStore((state) =>
    state.search.input === null ? null : searchKey(state.search.input),
  )
  // The agent's today (in their zone) when the screen opened: dates cannot be before it.
  const [today] = useState(() => isoDateInZone(Date.now(), format.timeZone))
  const checked = useMemo(() => checkForm(form, locale, today), [form, locale, today])
  // A destination being typed is not an error until the agent searches without picking one.
  const [tried, setTried] = useState(false)
  const shownErrors = useMemo(() => {
    if (tried) return checked.errors
    const { destination: _typing, ...rest } = checked.errors
    return rest
  }, [checked.errors, tried])
  // The same errors are the same object: the form's memoized parts are not drawn again on each keystroke.
  const errorsKey = JSON.stringify(shownErrors)
  const errors = useMemo(() => JSON.parse(errorsKey) as FormErrors, [errorsKey])

  useEffect(() => {
    void loadFilterOptions()
  }, [loadFilterOptions])

  // Searches as the agent edits: each valid change of the form (text, place, filters, dates, party).
  useEffect(() => {
    const input = checked.input
    if (input === null || !hasCriteria(form)) return
    if (searchKey(input) === searchedKey) return
    const timer = window.setTimeout(() => void run(input), TYPING_MS)
    return () => window.clearTimeout(timer)
  }, [checked.input, form, run, searchedKey])

  const input = checked.input
  const searchNow = useCallback(() => {
    setTried(true)
    if (input !== null) void run(input)
  }, [input, run])

  return (
    <Stack gap="lg">
      <ExperiencesHeader title="Experiences" />
      <ExperienceSearchForm
        form={form}
        errors={errors}
        today={today}
        filterOptions={filterOptions}
        onEdit={editForm}
        onSearch={searchNow}
      />
      <SearchResults format={format} />
    </Stack>
  )
}

import { Group, Stack, Title } from '@mantine/core'
import { useEffect, useMemo, useState } from 'react'
import { isoDateInZone } from '../../../../shared/domain/dates'
import { useAgentFormat } from '../../ui/format/agent-format'
import { useSettingsStore } from '../settings/settings.store'
import { BasketIndicator } from './BasketIndicator'
import { ExperienceResults } from './ExperienceResults'
import { ExperienceSearchForm } from './ExperienceSearchForm'
import { useExperiencesStore } from './experiences.store'
import { checkForm, hasCriteria, searchKey } from './search-form'

/**
 * How long the screen waits after an edit before it searches: long enough that a word typed at speed makes one
 * search, short enough that the results follow the typing (the issue asks < 150 ms from keystroke to results).
 * An answer overtaken by a newer search is dropped by the store.
 */
export const TYPING_MS = 60

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
  const { form, search, filterOptions, editForm, run, loadFilterOptions } = useExperiencesStore()
  // The agent's today (in their zone) when the screen opened: dates cannot be before it.
  const [today] = useState(() => isoDateInZone(Date.now(), format.timeZone))
  const checked = useMemo(() => checkForm(form, locale, today), [form, locale, today])
  // A destination being typed is not an error until the agent searches without picking one.
  const [tried, setTried] = useState(false)
  const errors = useMemo(() => {
    if (tried) return checked.errors
    const { destination: _typing, ...rest } = checked.errors
    return rest
  }, [checked.errors, tried])

  useEffect(() => {
    void loadFilterOptions()
  }, [loadFilterOptions])

  const searchedKey = search.input === null ? null : searchKey(search.input)
  // Searches as the agent edits: each valid change of the form (text, place, filters, dates, party) after a pause.
  useEffect(() => {
    const input = checked.input
    if (input === null || !hasCriteria(form)) return
    if (searchKey(input) === searchedKey) return
    const timer = window.setTimeout(() => void run(input), TYPING_MS)
    return () => window.clearTimeout(timer)
  }, [checked.input, form, run, searchedKey])

  const searchNow = () => {
    setTried(true)
    if (checked.input !== null) void run(checked.input)
  }

  return (
    <Stack gap="lg">
      <ExperiencesHeader title="Experiences" />
      <ExperienceSearchForm
        form={form}
        errors={errors}
        today={today}
        filterOptions={filterOptions}
        searching={search.status === 'loading'}
        onEdit={editForm}
        onSearch={searchNow}
      />
      <ExperienceResults
        search={search}
        format={format}
        onReprice={() => {
          if (search.input !== null) void run(search.input)
        }}
      />
    </Stack>
  )
}

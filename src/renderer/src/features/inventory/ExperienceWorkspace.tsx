import { Alert, Anchor, Badge, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import type { TextLocale } from '../../../../shared/api/experiences-v3'
import { EXPERIENCE_TYPE_LABELS } from '../../../../shared/domain/inventory'
import { counted } from '../../../../shared/i18n'
import { TEXT } from '../../ui/contrast'
import { ExperienceActions } from './ExperienceActions'
import { ExperienceDetailsForm } from './ExperienceDetailsForm'
import { ExperiencePlaceForm } from './ExperiencePlaceForm'
import { ExperienceStateBadge } from './ExperienceStateBadge'
import { ExtrasPanel } from './ExtrasPanel'
import { ImagesPanel } from './ImagesPanel'
import { PeriodsPanel } from './PeriodsPanel'
import { ProgramDaysPanel } from './ProgramDaysPanel'
import { PromotionsPanel } from './PromotionsPanel'
import { OfflineNotice, SupplierOnly } from './SupplierOnly'
import { useInventoryRead } from './inventory-queries'

export function ExperienceWorkspace() {
  return (
    <SupplierOnly>
      <Workspace />
    </SupplierOnly>
  )
}

/**
 * One experience of the supplier: its details per language, its place (city, meeting and end points), periods and
 * prices, days, extras, images, promotions.
 */
function Workspace() {
  const { experienceId = '' } = useParams()
  const [locale, setLocale] = useState<TextLocale>('en')
  const [tab, setTab] = useState<string | null>('details')
  // A write in any panel reads the experience again by itself (inventory-queries.ts): no callback to pass down.
  const experience = useInventoryRead('inventory.experience', { experienceId, locale })
  const current = experience.data

  if (current === null)
    return experience.error ? (
      <Alert color="red" title="This experience could not be read" role="alert">
        {experience.error}{' '}
        <Anchor component={Link} to="/inventory" c={TEXT.link}>
          Back to the inventory
        </Anchor>
      </Alert>
    ) : (
      <Loader aria-label="Reading the experience" />
    )

  const program = current.type === 'program'
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/inventory" size="sm" c={TEXT.link}>
        ← All experiences
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2}>{current.name ?? 'Experience without a name in this language'}</Title>
          <Group gap="xs">
            <ExperienceStateBadge state={current.state} />
            <Badge variant="outline" color="gray.8">
              {EXPERIENCE_TYPE_LABELS[current.type]}
            </Badge>
            <Text size="sm" data-testid="experience-counts">
              {[
                counted('period', current.periodsCount),
                ...(program ? [counted('programDay', current.programsCount)] : []),
                counted('extra', current.extrasCount),
                counted('image', current.imagesCount),
              ].join(' · ')}
            </Text>
          </Group>
        </Stack>
        <ExperienceActions experience={current} />
      </Group>
      <OfflineNotice />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="place">Place</Tabs.Tab>
          <Tabs.Tab value="periods">Periods and prices</Tabs.Tab>
          {program && <Tabs.Tab value="days">Program days</Tabs.Tab>}
          <Tabs.Tab value="extras">Extras</Tabs.Tab>
          <Tabs.Tab value="images">Images</Tabs.Tab>
          <Tabs.Tab value="promotions">Promotions</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <ExperienceDetailsForm experience={current} locale={locale} onLocale={setLocale} />
        </Tabs.Panel>
        <Tabs.Panel value="place" pt="md">
          <ExperiencePlaceForm key={current.updatedAt} experience={current} />
        </Tabs.Panel>
        <Tabs.Panel value="periods" pt="md">
          <PeriodsPanel experience={current} />
        </Tabs.Panel>
        {program && (
          <Tabs.Panel value="days" pt="md">
            <ProgramDaysPanel experienceId={current.id} locale={locale} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="extras" pt="md">
          <ExtrasPanel experience={current} />
        </Tabs.Panel>
        <Tabs.Panel value="images" pt="md">
          <ImagesPanel experienceId={current.id} />
        </Tabs.Panel>
        <Tabs.Panel value="promotions" pt="md">
          <PromotionsPanel experience={current} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}

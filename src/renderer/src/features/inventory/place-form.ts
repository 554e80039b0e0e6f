import type { ExperienceV3, PositionV3 } from '../../../../shared/api/experiences-v3'
import type { ExperiencePatchInput } from '../../../../shared/ipc/inventory.contract'

/**
 * Where an experience takes place: its city (from the catalog: what tour operators search by) and its meeting and
 * end points. The same in every language. Blank points are null on the wire; only what changed is sent.
 */
export interface PointValues {
  name: string
  address: string
}
export interface PlaceValues {
  cityId: string | null
  startPosition: PointValues
  endPosition: PointValues
}
type PointKey = 'startPosition' | 'endPosition'

export const POINT_LABELS: Record<PointKey, string> = {
  startPosition: 'Meeting point',
  endPosition: 'End point',
}

const pointValues = (position: PositionV3 | null): PointValues => ({
  name: position?.name ?? '',
  address: position?.address ?? '',
})

export function placeValues(experience: ExperienceV3): PlaceValues {
  return {
    cityId: experience.cityId,
    startPosition: pointValues(experience.startPosition),
    endPosition: pointValues(experience.endPosition),
  }
}

/** A point needs a name (what the traveller looks for); an address alone is not one. */
export function placeProblems(values: PlaceValues): Record<string, string> {
  const problems: Record<string, string> = {}
  for (const key of ['startPosition', 'endPosition'] as const) {
    const point = values[key]
    if (point.name.trim() === '' && point.address.trim() !== '')
      problems[`${key}.name`] =
        `Name the ${POINT_LABELS[key].toLowerCase()} too (what the traveller looks for).`
  }
  return problems
}

/** The point as sent: null when blank; its map position kept while its name and address stay. */
function pointPatch(point: PointValues, before: PositionV3 | null): PositionV3 | null {
  const name = point.name.trim()
  if (name === '') return null
  const address = point.address.trim() === '' ? null : point.address.trim()
  const same = before !== null && before.name === name && before.address === address
  return { name, address, lat: same ? before.lat : null, lon: same ? before.lon : null }
}

/** PATCH semantics: the keys whose value changed (null clears). */
export function placePatch(experience: ExperienceV3, values: PlaceValues): ExperiencePatchInput {
  const patch: ExperiencePatchInput = {}
  if (values.cityId !== experience.cityId) patch.cityId = values.cityId
  const original = placeValues(experience)
  for (const key of ['startPosition', 'endPosition'] as const) {
    const now = values[key]
    const was = original[key]
    if (now.name.trim() === was.name.trim() && now.address.trim() === was.address.trim()) continue
    patch[key] = pointPatch(now, experience[key])
  }
  return patch
}

import { MEAL_PLAN_CODES, type MealPlanCode } from '../../../../src/shared/domain/meal-plans'

/**
 * Wording of the demo rates, in the few languages the sandbox speaks. A text without a translation falls back to
 * English per field (spec: own-inventory texts fall back to en per field), which is why some entries below are
 * deliberately English-only.
 */
export const LOCALES = ['en', 'fr', 'es', 'de', 'it'] as const
export type Locale = (typeof LOCALES)[number]
export type Text = { en: string } & Partial<Record<Locale, string>>

export function localize(text: Text, locale: Locale): string {
  return text[locale] ?? text.en
}

/** `locale` query value -> a supported locale; unknown or omitted = en (spec). */
export function parseLocale(value: string | undefined): Locale {
  const lower = (value ?? '').trim().toLowerCase()
  return (LOCALES as readonly string[]).includes(lower) ? (lower as Locale) : 'en'
}

export interface RoomTypeText {
  name: Text
  description: Text
  /** Beds included in the base price; more guests (up to maxCapacity) use extra beds. */
  standardCapacity: number
  minCapacity: number
  maxCapacity: number
}

export const ROOM_TYPES: readonly RoomTypeText[] = [
  {
    name: { en: 'Single Room', fr: 'Chambre simple', es: 'Habitación individual', de: 'Einzelzimmer' },
    description: { en: 'A quiet room with one single bed.', fr: 'Une chambre calme avec un lit simple.' },
    standardCapacity: 1,
    minCapacity: 1,
    maxCapacity: 1,
  },
  {
    name: { en: 'Standard Double Room', fr: 'Chambre double standard', es: 'Habitación doble estándar' },
    description: {
      en: 'One queen-size bed; a rollaway bed can be added.',
      fr: 'Un grand lit; lit d’appoint possible.',
    },
    standardCapacity: 2,
    minCapacity: 1,
    maxCapacity: 3,
  },
  {
    name: {
      en: 'Twin Room',
      fr: 'Chambre à lits jumeaux',
      de: 'Zweibettzimmer',
      it: 'Camera doppia con letti singoli',
    },
    description: { en: 'Two single beds.' },
    standardCapacity: 2,
    minCapacity: 1,
    maxCapacity: 2,
  },
  {
    name: { en: 'Superior Double Room', fr: 'Chambre double supérieure', es: 'Habitación doble superior' },
    description: {
      en: 'A larger room with a king-size bed and a sitting area.',
      es: 'Cama king y zona de estar.',
    },
    standardCapacity: 2,
    minCapacity: 1,
    maxCapacity: 3,
  },
  {
    name: { en: 'Triple Room', fr: 'Chambre triple', es: 'Habitación triple', de: 'Dreibettzimmer' },
    description: { en: 'Three single beds.' },
    standardCapacity: 3,
    minCapacity: 2,
    maxCapacity: 3,
  },
  {
    name: { en: 'Family Room', fr: 'Chambre familiale', es: 'Habitación familiar', de: 'Familienzimmer' },
    description: {
      en: 'A double bed and bunk beds; an extra bed fits.',
      fr: 'Un lit double et des lits superposés.',
    },
    standardCapacity: 4,
    minCapacity: 2,
    maxCapacity: 5,
  },
  {
    name: { en: 'Junior Suite', fr: 'Suite junior', es: 'Junior suite', it: 'Junior suite' },
    description: { en: 'Bedroom and lounge corner with a sofa bed.' },
    standardCapacity: 2,
    minCapacity: 1,
    maxCapacity: 4,
  },
  {
    name: {
      en: 'Deluxe Suite with Sea View',
      fr: 'Suite deluxe vue mer',
      es: 'Suite deluxe con vistas al mar',
    },
    description: {
      en: 'Separate living room, balcony facing the sea.',
      fr: 'Salon séparé, balcon face à la mer.',
    },
    standardCapacity: 2,
    minCapacity: 1,
    maxCapacity: 4,
  },
  {
    name: {
      en: 'Two-Bedroom Apartment',
      fr: 'Appartement deux chambres',
      de: 'Apartment mit zwei Schlafzimmern',
    },
    description: { en: 'Kitchenette, two bedrooms, one bathroom.' },
    standardCapacity: 4,
    minCapacity: 3,
    maxCapacity: 6,
  },
]

export const FACILITIES: readonly { name: Text; icon: string }[] = [
  {
    name: { en: 'Free Wi-Fi', fr: 'Wi-Fi gratuit', es: 'Wi-Fi gratis', de: 'Kostenloses WLAN' },
    icon: 'wifi',
  },
  {
    name: { en: 'Air conditioning', fr: 'Climatisation', es: 'Aire acondicionado' },
    icon: 'air-conditioning',
  },
  { name: { en: 'Minibar', it: 'Minibar' }, icon: 'minibar' },
  { name: { en: 'Safe', fr: 'Coffre-fort', es: 'Caja fuerte', de: 'Safe' }, icon: 'safe' },
  { name: { en: 'Balcony', fr: 'Balcon', es: 'Balcón', de: 'Balkon' }, icon: 'balcony' },
  { name: { en: 'Bathtub', fr: 'Baignoire', es: 'Bañera' }, icon: 'bathtub' },
  { name: { en: 'Coffee machine', fr: 'Machine à café' }, icon: 'coffee' },
  { name: { en: 'Flat-screen TV', fr: 'Télévision à écran plat' }, icon: 'tv' },
  { name: { en: 'Kitchenette', fr: 'Kitchenette', es: 'Cocina americana' }, icon: 'kitchen' },
  { name: { en: 'Accessible bathroom', fr: 'Salle de bains accessible' }, icon: 'accessible' },
]

/** The spec's board codes live in the shared domain; the rate engine only adds wording. */
export const MEAL_CODES = MEAL_PLAN_CODES
export type MealCode = MealPlanCode

export const MEAL_LABELS: Record<MealCode, Text> = {
  room_only: { en: 'Room only', fr: 'Logement seul', es: 'Solo alojamiento', de: 'Nur Übernachtung' },
  breakfast: {
    en: 'Breakfast included',
    fr: 'Petit-déjeuner inclus',
    es: 'Desayuno incluido',
    de: 'Mit Frühstück',
  },
  lunch: { en: 'Lunch included', fr: 'Déjeuner inclus', es: 'Almuerzo incluido' },
  dinner: { en: 'Dinner included', fr: 'Dîner inclus', es: 'Cena incluida' },
  half_board: { en: 'Half board', fr: 'Demi-pension', es: 'Media pensión', de: 'Halbpension' },
  full_board: { en: 'Full board', fr: 'Pension complète', es: 'Pensión completa', de: 'Vollpension' },
  all_inclusive: { en: 'All inclusive', fr: 'Tout compris', es: 'Todo incluido', de: 'All inclusive' },
}

/** Supplier board wording that maps to no standard code (meal-plan rule 1: code null, label carries the text). */
export const UNCLASSIFIED_BOARDS: readonly Text[] = [
  { en: 'Continental breakfast and afternoon tea', fr: 'Petit-déjeuner continental et thé de l’après-midi' },
  {
    en: 'Dine-around credit of 30 per night',
    fr: 'Crédit repas de 30 par nuit',
    es: 'Crédito de 30 por noche',
  },
  { en: 'Brunch on weekends', es: 'Brunch los fines de semana', de: 'Brunch am Wochenende' },
]

export const RATE_NAMES = {
  flexible: { en: 'Flexible rate', fr: 'Tarif flexible', es: 'Tarifa flexible', de: 'Flexibler Tarif' },
  semiFlexible: { en: 'Saver rate', fr: 'Tarif économique', es: 'Tarifa ahorro' },
  lateCancel: { en: 'Standard rate', fr: 'Tarif standard', es: 'Tarifa estándar', de: 'Standardtarif' },
  nonRefundable: { en: 'Non-refundable rate', fr: 'Tarif non remboursable', es: 'Tarifa no reembolsable' },
  unknown: { en: 'Package rate', fr: 'Tarif forfait' },
} satisfies Record<string, Text>

export const TAG_LABELS = {
  refundable: { en: 'Free cancellation', fr: 'Annulation gratuite', es: 'Cancelación gratuita' },
  non_refundable: { en: 'Non-refundable', fr: 'Non remboursable', es: 'No reembolsable' },
  extra_bed: { en: 'Extra bed included', fr: 'Lit d’appoint inclus', es: 'Cama supletoria incluida' },
} satisfies Record<string, Text>

export const MANDATORY_SUPPLEMENTS: readonly Text[] = [
  { en: 'Resort fee', fr: 'Frais de complexe' },
  { en: 'Gala dinner on 31 December', fr: 'Dîner de gala du 31 décembre' },
  { en: 'Cleaning fee', fr: 'Frais de ménage', es: 'Gastos de limpieza' },
]

export const OPTIONAL_SUPPLEMENTS: readonly Text[] = [
  { en: 'Airport transfer', fr: 'Transfert aéroport', es: 'Traslado al aeropuerto' },
  { en: 'Late check-out until 16:00', fr: 'Départ tardif jusqu’à 16h' },
  { en: 'Parking', fr: 'Parking', es: 'Aparcamiento' },
  { en: 'Spa access', fr: 'Accès au spa', es: 'Acceso al spa' },
]

export const HOTEL_FEES: readonly Text[] = [
  { en: 'City tax for the stay', fr: 'Taxe de séjour', es: 'Tasa municipal' },
  { en: 'Tourist tax for the stay', es: 'Tasa turística', de: 'Kurtaxe' },
]

export const CONTRACTING_CONDITIONS: readonly Text[] = [
  { en: 'Net rate, non-commissionable. Not to be sold on public websites.' },
  { en: 'Rate valid for leisure travel only; groups of more than 8 rooms on request.' },
]

export const CHECK_IN_INSTRUCTIONS: readonly Text[] = [
  { en: 'Check-in from 15:00. Present a photo ID and the credit card used as guarantee.' },
  { en: 'Reception open 08:00-22:00; for late arrival, call the hotel to get the key-box code.' },
]

export const SUPPLIERS = {
  supplier_own: { name: 'Hotel direct contract' },
  supplier_bedbank_a: { name: 'Bed bank A' },
  supplier_bedbank_b: { name: 'Bed bank B' },
  supplier_channel_c: { name: 'Channel manager C' },
} as const
export const SUPPLIER_CODES = Object.keys(SUPPLIERS) as SupplierCode[]
export type SupplierCode = 'supplier_own' | 'supplier_bedbank_a' | 'supplier_bedbank_b' | 'supplier_channel_c'

/** Inventories behind supplier_bedbank_a rates (`supplier.flux`). */
export const BEDBANK_A_FLUXES = ['flux_wholesale_eu', 'flux_chain_horizon', 'flux_gds_one'] as const

export const PROMOTION_NAMES = {
  percent: { en: 'Early booking: {n}% off', fr: 'Réservation anticipée : -{n} %' },
  amount: { en: 'Long stay: {n} off', fr: 'Long séjour : {n} de remise' },
  free_night: { en: 'Stay {n}, pay {m}', fr: 'Restez {n} nuits, payez-en {m}' },
  upgrade_room: { en: 'Free upgrade from {from}', fr: 'Surclassement offert depuis {from}' },
  multi_room: { en: 'Two rooms or more: {n}% off', fr: 'Deux chambres ou plus : -{n} %' },
  perk_drink: { en: 'Welcome drink', fr: 'Cocktail de bienvenue', es: 'Bebida de bienvenida' },
  perk_checkout: { en: 'Late check-out', fr: 'Départ tardif' },
  bedbank_deal: { en: 'Supplier deal already applied', fr: 'Offre fournisseur déjà appliquée' },
} satisfies Record<string, Text>

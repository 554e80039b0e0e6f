import type { DemoTemplate, DemoTexts } from './seed.content'

/** Transfers and add-on extras of the demo data (see seed.content.ts for activities). */

const li = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`

function transfer(
  key: string,
  price: number,
  minutes: number,
  pax: [number, number],
  en: (c: string) => Pick<DemoTexts, 'name' | 'summary'>,
  fr: (c: string) => Pick<DemoTexts, 'name' | 'summary'>,
): DemoTemplate {
  const common = {
    en: {
      included: li(['Meet and greet with name board', 'Luggage assistance', 'Waiting time up to 60 minutes']),
      excluded: li(['Extra stops']),
    },
    fr: {
      included: li(['Accueil avec pancarte nominative', 'Aide aux bagages', 'Attente jusqu’à 60 minutes']),
      excluded: li(['Arrêts supplémentaires']),
    },
  }
  return {
    key,
    type: 'transfer',
    themes: [12],
    segments: [1, 2, 7],
    difficulty: null,
    hours: Math.floor(minutes / 60),
    minutes: minutes % 60,
    guiding: false,
    pax,
    minAge: null,
    price,
    en: (c) => ({
      ...en(c),
      description: `<p>${en(c).summary} Your driver tracks your arrival and waits for you, even when you are late.</p>`,
      highlights: li(['Fixed price', 'Flight tracking', 'Licensed driver']),
      includedServices: common.en.included,
      excludedServices: common.en.excluded,
    }),
    fr: (c) => ({
      ...fr(c),
      description: `<p>${fr(c).summary} Votre chauffeur suit votre arrivée et vous attend, même en cas de retard.</p>`,
      highlights: li(['Prix fixe', 'Suivi des vols', 'Chauffeur agréé']),
      includedServices: common.fr.included,
      excludedServices: common.fr.excluded,
    }),
  }
}

export const TRANSFER_TEMPLATES: readonly DemoTemplate[] = [
  transfer(
    'airport-private',
    65,
    45,
    [1, 4],
    (c) => ({
      name: `Private airport transfer to ${c} city centre`,
      summary: `A private car from ${c} airport to your hotel.`,
    }),
    (c) => ({
      name: `Transfert privé aéroport – centre de ${c}`,
      summary: `Une voiture privée de l'aéroport de ${c} à votre hôtel.`,
    }),
  ),
  transfer(
    'airport-shared',
    19,
    60,
    [1, 8],
    (c) => ({
      name: `Shared shuttle from ${c} airport`,
      summary: `A shared minibus from ${c} airport to the main hotels.`,
    }),
    (c) => ({
      name: `Navette partagée depuis l'aéroport de ${c}`,
      summary: `Un minibus partagé de l'aéroport de ${c} vers les principaux hôtels.`,
    }),
  ),
  transfer(
    'station',
    45,
    30,
    [1, 6],
    (c) => ({
      name: `Railway station transfer in ${c}`,
      summary: `A private car between ${c}'s main station and your hotel.`,
    }),
    (c) => ({
      name: `Transfert gare de ${c}`,
      summary: `Une voiture privée entre la gare principale de ${c} et votre hôtel.`,
    }),
  ),
  transfer(
    'van',
    120,
    90,
    [5, 16],
    (c) => ({
      name: `Group minivan transfer, ${c} airport`,
      summary: `A minivan with driver for groups arriving at ${c} airport.`,
    }),
    (c) => ({
      name: `Transfert de groupe en minibus, aéroport de ${c}`,
      summary: `Un minibus avec chauffeur pour les groupes arrivant à l'aéroport de ${c}.`,
    }),
  ),
]

function extra(
  key: string,
  price: number,
  hours: number,
  en: [string, string],
  fr: [string, string],
): DemoTemplate {
  return {
    key,
    type: 'extra',
    themes: [],
    segments: [],
    difficulty: null,
    hours,
    minutes: 0,
    guiding: false,
    pax: [1, 20],
    minAge: null,
    price,
    en: (c) => ({
      name: `${en[0]} (${c})`,
      summary: en[1],
      description: `<p>${en[1]} Available as an add-on to our experiences in ${c}.</p>`,
      highlights: '',
      includedServices: li([en[0]]),
      excludedServices: '',
    }),
    fr: (c) => ({
      name: `${fr[0]} (${c})`,
      summary: fr[1],
      description: `<p>${fr[1]} Proposé en complément de nos expériences à ${c}.</p>`,
      highlights: '',
      includedServices: li([fr[0]]),
      excludedServices: '',
    }),
  }
}

export const EXTRA_TEMPLATES: readonly DemoTemplate[] = [
  extra(
    'pickup',
    25,
    0,
    ['Hotel pick-up and drop-off', 'A driver collects you at your hotel and brings you back.'],
    ['Prise en charge à l’hôtel', 'Un chauffeur vient vous chercher à votre hôtel et vous y ramène.'],
  ),
  extra(
    'lunch',
    32,
    1,
    ['Lunch at a local restaurant', 'A two-course lunch with a drink in a restaurant we love.'],
    [
      'Déjeuner dans un restaurant local',
      'Un déjeuner deux plats avec boisson dans un restaurant que nous aimons.',
    ],
  ),
  extra(
    'private-guide',
    150,
    0,
    ['Private guide upgrade', 'Your own guide instead of the group tour.'],
    ['Guide privé', 'Votre propre guide au lieu de la visite en groupe.'],
  ),
  extra(
    'photos',
    45,
    0,
    ['Souvenir photo package', 'Twenty edited photos of your day, sent within 48 hours.'],
    ['Reportage photo souvenir', 'Vingt photos retouchées de votre journée, envoyées sous 48 heures.'],
  ),
  extra(
    'tickets',
    18,
    0,
    ['Skip-the-line tickets', 'Priority entrance tickets for the sites of the visit.'],
    ['Billets coupe-file', 'Billets d’entrée prioritaire pour les sites de la visite.'],
  ),
]

export interface CommonTexts {
  extraRemarks: string
  cancellationPolicies: string
  locationsExtraInformations: string
}

/** Copy shared by every demo experience, per language. */
export const COMMON_TEXTS: Record<'en' | 'fr', CommonTexts> = {
  en: {
    extraRemarks: 'Please arrive 15 minutes before the start. Comfortable shoes recommended.',
    cancellationPolicies:
      'Free cancellation up to 48 hours before the start; 50% charged within 48 hours; no refund for no-shows.',
    locationsExtraInformations:
      'The meeting point is sent with the voucher, with a map and the guide’s phone number.',
  },
  fr: {
    extraRemarks: 'Merci d’arriver 15 minutes avant le début. Chaussures confortables recommandées.',
    cancellationPolicies:
      'Annulation gratuite jusqu’à 48 heures avant le début ; 50 % facturés dans les 48 heures ; aucun remboursement en cas d’absence.',
    locationsExtraInformations:
      'Le point de rendez-vous figure sur le bon, avec un plan et le numéro du guide.',
  },
}

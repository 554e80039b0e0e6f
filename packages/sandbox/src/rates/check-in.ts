import { hotelPhone } from '../catalog/addresses'
import { cityById, countryById } from '../catalog/locations'
import type { Text } from './texts'

/**
 * Check-in instructions as a hotel of each country writes them: its hours, what its law asks of a guest on
 * arrival, the local tax, and its own phone number for a late arrival. Two per country, in the same order as
 * texts.ts CHECK_IN_INSTRUCTIONS (a standard arrival, a late one), in English and the country's language where
 * the sandbox speaks it. `{phone}` is the hotel's number (catalog/addresses.ts).
 */
type Pair = readonly [Text, Text]

const GERMAN_SPEAKING: Pair = [
  {
    en: 'Check-in from 15:00, check-out by 11:00. Please fill in the registration form (Meldeschein) on arrival.',
    de: 'Check-in ab 15:00 Uhr, Check-out bis 11:00 Uhr. Bitte füllen Sie bei der Anreise den Meldeschein aus.',
  },
  {
    en: 'Reception staffed 7:00-22:00. Arriving later? Call us on {phone} and we will leave your key in the key safe.',
    de: 'Rezeption von 7:00 bis 22:00 Uhr besetzt. Bei späterer Anreise rufen Sie uns bitte unter {phone} an; wir hinterlegen Ihren Schlüssel im Schlüsseltresor.',
  },
]

const SPANISH: Pair = [
  {
    en: 'Check-in from 14:00, check-out by 12:00. Please show your passport or ID card (DNI/NIE): Spanish law requires us to register every guest.',
    es: 'Entrada a partir de las 14:00 y salida hasta las 12:00. Presente su pasaporte o DNI/NIE: la ley nos obliga a registrar a todos los huéspedes.',
  },
  {
    en: 'Reception open 8:00-23:00. For a later arrival, call {phone} and we will give you the door code.',
    es: 'Recepción abierta de 8:00 a 23:00. Si llega más tarde, llame al {phone} y le daremos el código de la puerta.',
  },
]

const BY_COUNTRY: Record<string, Pair> = {
  FR: [
    {
      en: 'Check-in from 15:00, check-out by 11:00. Please show an ID; the taxe de séjour is paid at the hotel.',
      fr: 'Arrivée à partir de 15h, départ avant 11h. Merci de présenter une pièce d’identité ; la taxe de séjour est à régler sur place.',
    },
    {
      en: 'Reception open 7:00-23:00. Arriving later? Call us on {phone} and we will leave your key in a key box.',
      fr: 'Réception ouverte de 7h à 23h. En cas d’arrivée tardive, appelez-nous au {phone} : nous laisserons votre clé dans une boîte à clés.',
    },
  ],
  ES: SPANISH,
  AR: [
    {
      en: 'Check-in from 14:00, check-out by 10:00. Please show your passport or DNI at reception.',
      es: 'Check-in desde las 14 hs, check-out hasta las 10 hs. Se solicita pasaporte o DNI al ingresar.',
    },
    {
      en: 'Front desk open 24 hours. For transfers or a late arrival, call or WhatsApp us on {phone}.',
      es: 'Recepción las 24 hs. Para traslados o llegadas tarde, llámenos o escríbanos por WhatsApp al {phone}.',
    },
  ],
  MX: [
    {
      en: 'Check-in from 15:00, check-out at 12:00. An official photo ID or passport and a credit card as guarantee are required.',
      es: 'Check-in a partir de las 15:00 hrs, check-out a las 12:00 hrs. Se requiere identificación oficial o pasaporte y tarjeta de crédito como garantía.',
    },
    {
      en: 'Front desk open 24 hours. Airport transfer on request: call or WhatsApp {phone}.',
      es: 'Recepción abierta las 24 horas. Traslado al aeropuerto bajo solicitud: llame o escriba por WhatsApp al {phone}.',
    },
  ],
  PT: [
    {
      en: 'Check-in from 15:00, check-out by 12:00. Passport or citizen card required at check-in; the municipal tourist tax is paid at the hotel.',
    },
    { en: 'Reception open 8:00-24:00. For a late arrival, please call {phone} beforehand.' },
  ],
  BR: [
    {
      en: 'Check-in from 14:00, check-out by 12:00. Brazilian guests show their CPF, foreign guests their passport, for the guest registration form (FNRH).',
    },
    { en: 'Front desk open 24 hours. Questions before arrival: call or WhatsApp {phone}.' },
  ],
  IT: [
    {
      en: 'Check-in from 14:00, check-out by 11:00. Italian law requires an ID for every guest; the city tax (imposta di soggiorno) is paid at the hotel.',
      it: 'Check-in dalle 14:00, check-out entro le 11:00. Per legge serve un documento d’identità per ogni ospite; l’imposta di soggiorno si paga in hotel.',
    },
    {
      en: 'Reception open 7:30-23:00. For a later arrival, please call {phone} to arrange self check-in.',
      it: 'Reception aperta dalle 7:30 alle 23:00. Per arrivi più tardi chiamate il {phone} per il self check-in.',
    },
  ],
  DE: GERMAN_SPEAKING,
  AT: GERMAN_SPEAKING,
  CH: [
    {
      en: 'Check-in from 15:00, check-out by 11:00. You receive the guest card (free local public transport) at check-in.',
      de: 'Check-in ab 15:00 Uhr, Check-out bis 11:00 Uhr. Beim Check-in erhalten Sie die Gästekarte (freie Fahrt im öffentlichen Nahverkehr).',
      fr: 'Arrivée dès 15h, départ jusqu’à 11h. Vous recevez à l’arrivée la carte d’hôte (transports publics gratuits).',
    },
    {
      en: 'Reception staffed 7:00-23:00. Arriving later? Call {phone} for the code of the key safe.',
      de: 'Rezeption von 7:00 bis 23:00 Uhr besetzt. Bei späterer Anreise erhalten Sie unter {phone} den Code des Schlüsseltresors.',
      fr: 'Réception ouverte de 7h à 23h. Arrivée plus tardive : appelez le {phone} pour le code du coffre à clés.',
    },
  ],
  NL: [
    {
      en: 'Check-in from 15:00, check-out by 11:00. Tourist tax (toeristenbelasting) is charged per person per night.',
    },
    { en: 'Reception staffed until 23:00; for a later arrival, call {phone} for the door code.' },
  ],
  GB: [
    {
      en: 'Check-in from 15:00, check-out by 11:00. A credit or debit card is needed on arrival for incidentals.',
    },
    { en: 'Arriving after 23:00? Please ring {phone} and our night porter will let you in.' },
  ],
  GR: [
    {
      en: 'Check-in from 14:00, check-out by 11:00. Greek law requires the passport or ID of every guest; the climate resilience fee is paid at the hotel.',
    },
    { en: 'Reception open until 23:00. For a late arrival or a port transfer, call {phone}.' },
  ],
  PL: [
    {
      en: 'Check-in from 14:00, check-out by 12:00. Passport or ID required; the local tax (opłata miejscowa) is paid on arrival.',
    },
    { en: 'Reception open 24 hours. For parking or a late arrival, call {phone}.' },
  ],
  CZ: [
    {
      en: 'Check-in from 14:00, check-out by 11:00. Czech law requires us to register your passport or ID; the city fee (poplatek z pobytu) is paid at the hotel.',
    },
    { en: 'Reception open until 22:00; after that, call {phone} for the door code.' },
  ],
  HR: [
    {
      en: 'Check-in from 14:00, check-out by 10:00. We need your passport or ID to register your stay (eVisitor); the tourist tax is paid at the hotel.',
    },
    { en: 'For a late arrival, call or message {phone}; the host will meet you at the door.' },
  ],
  MA: [
    {
      en: 'Check-in from 14:00, check-out by 12:00. Moroccan law requires every guest’s passport for the police form; the tourist tax is paid at the hotel.',
      fr: 'Arrivée à partir de 14h, départ avant 12h. La loi marocaine impose le passeport de chaque client pour la fiche de police ; la taxe de séjour est à régler sur place.',
    },
    {
      en: 'In the medina, cars cannot reach the door: call {phone} on arrival and someone will meet you at the nearest gate.',
      fr: 'Dans la médina, les voitures n’accèdent pas à la porte : appelez le {phone} à votre arrivée, quelqu’un viendra vous chercher à la porte la plus proche.',
    },
  ],
  TR: [
    {
      en: 'Check-in from 14:00, check-out by 12:00. A passport or Turkish ID is required for the guest registration.',
    },
    { en: 'Reception open 24 hours. For an airport transfer, call or WhatsApp {phone}.' },
  ],
  US: [
    {
      en: 'Check-in at 4:00 PM, check-out at 11:00 AM. A government-issued photo ID and a credit card for incidentals are required; guests must be 21 or older.',
    },
    { en: 'The front desk is open 24 hours; for questions before your arrival, call {phone}.' },
  ],
  JP: [
    {
      en: 'Check-in from 15:00, check-out by 10:00. Japanese law requires foreign guests to show their passport at check-in.',
    },
    { en: 'The front desk closes at midnight; if you arrive later, please call {phone}.' },
  ],
}

/** The hotel's two check-in instructions (standard, late arrival), or null for a hotel outside the demo cities. */
export function checkInInstructionsOf(
  seed: number,
  hotelId: number,
  cityId: number | undefined,
): Pair | null {
  const city = cityId === undefined ? undefined : cityById(cityId)
  const country = city === undefined ? undefined : countryById(city.countryId)
  const pair = country === undefined ? undefined : BY_COUNTRY[country.alpha2]
  if (city === undefined || pair === undefined) return null
  const phone = hotelPhone(seed, hotelId, city.key)
  if (phone === null) return null
  const withPhone = (text: Text): Text =>
    Object.fromEntries(
      Object.entries(text).map(([locale, value]) => [locale, value.replace('{phone}', phone)]),
    ) as Text
  return [withPhone(pair[0]), withPhone(pair[1])]
}

import { addDays } from '../../../../src/shared/domain/dates'
import type { Rng } from '../platform/random'
import type { NewCustomer, NewTraveler, SearchedRoom } from './bookings.types'

/** Demo customers and travelers: plausible names, addresses and ages from several European markets. */
interface Market {
  alpha2: string
  phone: (rng: Rng) => string
  first: { female: readonly string[]; male: readonly string[] }
  last: readonly string[]
  cities: readonly (readonly [string, string])[]
  streets: readonly string[]
}

const digits = (rng: Rng, count: number): string =>
  Array.from({ length: count }, () => String(rng.int(0, 9))).join('')

const MARKETS: readonly Market[] = [
  {
    alpha2: 'FR',
    phone: (rng) => `+33 6 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`,
    first: {
      female: ['Léa', 'Camille', 'Chloé', 'Inès', 'Manon', 'Élodie', 'Sophie', 'Hélène'],
      male: ['Lucas', 'Hugo', 'Théo', 'Jérôme', 'Nicolas', 'François', 'Mathieu', 'Benoît'],
    },
    last: [
      'Martin',
      'Bernard',
      'Dubois',
      'Lefèvre',
      'Moreau',
      'Girard',
      'Rousseau',
      'Faure',
      'Mercier',
      'Lambert',
    ],
    cities: [
      ['Lyon', '69002'],
      ['Paris', '75011'],
      ['Bordeaux', '33000'],
      ['Nantes', '44000'],
      ['Lille', '59000'],
    ],
    streets: [
      'rue de la République',
      'avenue Jean Jaurès',
      'boulevard Voltaire',
      'rue des Lilas',
      'quai Saint-Antoine',
    ],
  },
  {
    alpha2: 'DE',
    phone: (rng) => `+49 151 ${digits(rng, 4)} ${digits(rng, 4)}`,
    first: {
      female: ['Anna', 'Julia', 'Katharina', 'Lena', 'Sabine', 'Ursula'],
      male: ['Jürgen', 'Lukas', 'Maximilian', 'Stefan', 'Tobias', 'Jörg'],
    },
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weiß', 'Schäfer', 'Köhler', 'Becker'],
    cities: [
      ['München', '80331'],
      ['Hamburg', '20095'],
      ['Köln', '50667'],
    ],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Schillerstraße', 'Gartenweg'],
  },
  {
    alpha2: 'ES',
    phone: (rng) => `+34 6${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`,
    first: {
      female: ['María', 'Lucía', 'Carmen', 'Sofía', 'Ángela'],
      male: ['José', 'Javier', 'Álvaro', 'Andrés', 'Raúl'],
    },
    last: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Núñez'],
    cities: [
      ['Madrid', '28013'],
      ['Sevilla', '41004'],
      ['Valencia', '46002'],
    ],
    streets: ['Calle Mayor', 'Avenida de la Constitución', 'Calle del Sol'],
  },
  {
    alpha2: 'GB',
    phone: (rng) => `+44 7${digits(rng, 3)} ${digits(rng, 6)}`,
    first: {
      female: ['Olivia', 'Emily', 'Charlotte', 'Siobhan', 'Grace'],
      male: ['Oliver', 'George', 'Harry', 'James', 'Rhys'],
    },
    last: ['Smith', 'Jones', 'Taylor', 'Brown', "O'Connor", 'Wilson', 'Evans', 'Thompson'],
    cities: [
      ['London', 'SW1A 1AA'],
      ['Manchester', 'M1 1AE'],
      ['Edinburgh', 'EH1 1YZ'],
    ],
    streets: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road'],
  },
  {
    alpha2: 'IT',
    phone: (rng) => `+39 3${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 4)}`,
    first: {
      female: ['Giulia', 'Chiara', 'Francesca', 'Alessia'],
      male: ['Marco', 'Luca', 'Niccolò', 'Matteo'],
    },
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo'],
    cities: [
      ['Milano', '20121'],
      ['Roma', '00184'],
      ['Torino', '10121'],
    ],
    streets: ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Piazza della Libertà'],
  },
]

const COMPANIES = ['Horizon Events SARL', 'Nordlicht GmbH', 'Bluewave Consulting Ltd', 'Estudio Sol SL']

function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '')
    .toLowerCase()
}

export interface Party {
  customer: NewCustomer
  rooms: Array<{ searched: SearchedRoom; travelers: NewTraveler[] }>
}

/** A customer and the travelers of each room; birthdates put every traveler in the right age band at check-in. */
export function makeParty(rng: Rng, checkIn: string, roomCount: number): Party {
  const market = rng.weighted(MARKETS, [35, 20, 15, 18, 12])
  const gender = rng.chance(0.5) ? 'female' : 'male'
  const firstName = rng.pick(market.first[gender])
  const lastName = rng.pick(market.last)
  const [city, zipCode] = rng.pick(market.cities)
  const customer: NewCustomer = {
    firstName,
    lastName,
    email: `${ascii(firstName)}.${ascii(lastName)}${rng.int(1, 99)}@mail.example.test`,
    phoneNumber: rng.chance(0.85) ? market.phone(rng) : null,
    address: rng.chance(0.8) ? `${rng.int(1, 180)} ${rng.pick(market.streets)}` : null,
    additionalAddress: rng.chance(0.15) ? `Apt ${rng.int(1, 40)}` : null,
    city: rng.chance(0.8) ? city : null,
    zipCode: rng.chance(0.8) ? zipCode : null,
    company: rng.chance(0.1) ? rng.pick(COMPANIES) : null,
    fileId: null,
  }
  const age = (years: number): string => addDays(checkIn, -Math.round(years * 365.25) - rng.int(0, 300))
  const rooms = Array.from({ length: roomCount }, (_, index) => {
    const adults = rng.weighted([1, 2, 3], [15, 75, 10])
    const children = adults === 3 ? 0 : rng.weighted([0, 1, 2], [70, 18, 12])
    const travelers: NewTraveler[] = []
    for (let a = 0; a < adults; a += 1) {
      const lead = index === 0 && a === 0
      const travelerGender = lead ? gender : rng.chance(0.5) ? 'female' : 'male'
      travelers.push({
        kind: 'adult',
        gender: rng.chance(0.02) ? 'non_binary' : travelerGender,
        firstName: lead ? firstName : rng.pick(market.first[travelerGender]),
        lastName: lead || rng.chance(0.6) ? lastName : rng.pick(market.last),
        birthdate: age(rng.int(19, 74)),
        nationality: market.alpha2,
        passportNumber: rng.chance(0.3) ? `${market.alpha2}${digits(rng, 7)}` : null,
        expirationDate: null,
        ageIsExact: true,
      })
    }
    const childrenBirthdates: string[] = []
    for (let k = 0; k < children; k += 1) {
      const infant = rng.chance(0.2)
      const birthdate = infant ? age(rng.int(0, 1) * 0.5) : age(rng.int(2, 15))
      childrenBirthdates.push(birthdate)
      const childGender = rng.chance(0.5) ? 'female' : 'male'
      travelers.push({
        kind: infant ? 'infant' : 'child',
        gender: childGender,
        firstName: rng.pick(market.first[childGender]),
        lastName,
        birthdate,
        nationality: market.alpha2,
        passportNumber: null,
        expirationDate: null,
        ageIsExact: true,
      })
    }
    // Some agents list only the lead guest (the spec allows fewer travelers than searched).
    const listed = rng.chance(0.12) ? travelers.slice(0, 1) : travelers
    return { searched: { adults, childrenBirthdates }, travelers: listed }
  })
  for (const traveler of rooms.flatMap((room) => room.travelers)) {
    if (traveler.passportNumber !== null) traveler.expirationDate = addDays(checkIn, rng.int(200, 3000))
  }
  return { customer, rooms }
}

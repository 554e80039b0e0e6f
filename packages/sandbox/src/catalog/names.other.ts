import type { LanguageWords } from './names.types'

/** Hotel-name words of the other languages of the demo countries (see names.ts). */
export const OTHER_WORDS: Record<string, LanguageWords> = {
  nl: {
    prefixes: ['Hotel', 'Hotel', 'Grand Hotel', 'Pension'],
    cores: [
      'De Gouden Leeuw',
      'Het Grachtenhuis',
      'Tulp',
      'De Molen',
      'Havenzicht',
      'Kanaal',
      'Oranje',
      'Jordaan',
    ],
  },
  el: {
    prefixes: ['Hotel', 'Villa', 'Hotel'],
    cores: [
      'Acropolis',
      'Aegean Blue',
      'Olympia',
      'Plaka',
      'Caldera',
      'Poseidon',
      'Athena',
      'Lefkes',
      'Kalimera',
    ],
  },
  pl: {
    prefixes: ['Hotel', 'Hotel', 'Pensjonat', 'Willa'],
    cores: [
      'Pod Wawelem',
      'Stare Miasto',
      'Królewski',
      'Bursztyn',
      'Wisła',
      'Kazimierz',
      'Zamek',
      'Złota Kaczka',
    ],
  },
  cs: {
    prefixes: ['Hotel', 'Hotel', 'Penzion', 'Grand Hotel'],
    cores: ['U Zlaté Hvězdy', 'Malá Strana', 'Vltava', 'Karlův Most', 'Zlatá Ulička', 'Hradčany', 'U Páva'],
  },
  hr: {
    prefixes: ['Hotel', 'Hotel', 'Vila', 'Pansion'],
    cores: ['Adriatic', 'Lapad', 'Stari Grad', 'Bellevue', 'Dalmacija', 'Jadran', 'Korčula', 'Lovrijenac'],
  },
  tr: {
    prefixes: ['Otel', 'Hotel', 'Konak', 'Pansiyon'],
    cores: ['Sultanahmet', 'Boğaziçi', 'Lale', 'Galata', 'Anadolu', 'Marmara', 'Topkapı', 'Yıldız', 'Kordon'],
  },
  ja: {
    prefixes: ['Hotel', 'Hotel', 'Ryokan', 'Inn'],
    cores: [
      'Sakura',
      'Hanami',
      'Shinjuku',
      'Gion',
      'Arashiyama',
      'Kawa',
      'Fuji View',
      'Tsubaki',
      'Momiji',
      'Umeda',
    ],
  },
}

import type { CopyLocale } from './days'

/**
 * How each supplier opens a description, per language: the first paragraph differs from one experience to the
 * next, as copy written at different times by different people of the supplier's team does.
 */
export const OPENERS: Record<CopyLocale, readonly string[]> = {
  en: [
    'Our team has lived in {c} for years, and this is the outing we recommend to friends.',
    'A favourite of our guests, and of our guides too.',
    'We designed this experience with the people who know {c} best: those who live there.',
    'Booked by travellers from all over the world, and still run by the same local team.',
    'If you only have one free morning in {c}, spend it this way.',
    'Ideal for a first visit, and surprising even for those who know {c} well.',
  ],
  fr: [
    'Notre équipe vit à {c} depuis des années : c’est la sortie que nous conseillons à nos amis.',
    'Un classique de nos voyageurs, et de nos guides aussi.',
    'Nous avons conçu cette expérience avec ceux qui connaissent le mieux {c} : ses habitants.',
    'Réservée par des voyageurs du monde entier, et toujours menée par la même équipe locale.',
    'Si vous n’avez qu’une matinée libre à {c}, passez-la ainsi.',
    'Idéale pour une première visite, et surprenante même pour ceux qui connaissent bien {c}.',
  ],
  es: [
    'Nuestro equipo vive en {c} desde hace años y esta es la salida que recomendamos a los amigos.',
    'Un clásico de nuestros viajeros, y también de nuestros guías.',
    'Diseñamos esta experiencia con quienes mejor conocen {c}: sus vecinos.',
    'Reservada por viajeros de todo el mundo y organizada siempre por el mismo equipo local.',
    'Si solo tiene una mañana libre en {c}, aprovéchela así.',
    'Ideal para una primera visita, y sorprendente incluso para quien ya conoce {c}.',
  ],
}

/** A template name's n-th variant, so one city can offer the same kind of tour several ways. */
export const NAME_VARIANTS: Record<CopyLocale, readonly string[]> = {
  en: ['', ' – small group', ' – private tour', ' – morning edition', ' for families', ' – evening edition'],
  fr: ['', ' – petit groupe', ' – visite privée', ' – édition du matin', ' en famille', ' – édition du soir'],
  es: ['', ' – grupo reducido', ' – visita privada', ' – por la mañana', ' en familia', ' – por la tarde'],
}

export interface CommonTexts {
  extraRemarks: string
  cancellationPolicies: string
  locationsExtraInformations: string
}

/** Practical copy shared by every demo experience, per language. */
export const COMMON_TEXTS: Record<CopyLocale, CommonTexts> = {
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
  es: {
    extraRemarks: 'Le rogamos que llegue 15 minutos antes del inicio. Se recomienda calzado cómodo.',
    cancellationPolicies:
      'Cancelación gratuita hasta 48 horas antes del inicio; se cobra el 50 % dentro de las 48 horas; sin reembolso si no se presenta.',
    locationsExtraInformations:
      'El punto de encuentro figura en el bono, con un mapa y el teléfono del guía.',
  },
}

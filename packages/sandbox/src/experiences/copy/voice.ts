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
  de: [
    'Unser Team lebt seit Jahren in {c}, und genau diesen Ausflug empfehlen wir unseren Freunden.',
    'Ein Favorit unserer Gäste und auch unserer Guides.',
    'Wir haben dieses Erlebnis mit denen entwickelt, die {c} am besten kennen: den Menschen, die hier leben.',
    'Von Reisenden aus aller Welt gebucht und immer noch vom selben Team vor Ort geführt.',
    'Wer nur einen freien Vormittag in {c} hat, sollte ihn so verbringen.',
    'Ideal für den ersten Besuch und selbst für Kenner von {c} voller Überraschungen.',
  ],
  it: [
    'Il nostro team vive a {c} da anni, e questa è l’uscita che consigliamo agli amici.',
    'Un classico dei nostri ospiti, e anche delle nostre guide.',
    'Abbiamo ideato questa esperienza con chi conosce meglio {c}: chi ci abita.',
    'Prenotata da viaggiatori di tutto il mondo e ancora gestita dalla stessa squadra locale.',
    'Se avete una sola mattina libera a {c}, passatela così.',
    'Ideale per una prima visita, e sorprendente anche per chi conosce già bene {c}.',
  ],
  pt: [
    'A nossa equipa vive em {c} há anos, e este é o passeio que recomendamos aos amigos.',
    'Um clássico dos nossos viajantes, e também dos nossos guias.',
    'Criámos esta experiência com quem melhor conhece a cidade: quem vive em {c}.',
    'Reservada por viajantes de todo o mundo e sempre organizada pela mesma equipa local.',
    'Se tiver apenas uma manhã livre em {c}, passe-a assim.',
    'Ideal para uma primeira visita, e surpreendente mesmo para quem já conhece bem a cidade.',
  ],
}

/** Openers of transfers and programs, where a "free morning" or a "guide" would not fit. */
export const OTHER_OPENERS: Record<'transfer' | 'program', Record<CopyLocale, readonly string[]>> = {
  transfer: {
    en: [
      'Our drivers have worked with us for years and know every shortcut of {c}.',
      'The easy start of a stay in {c}: nobody to look for, nothing to negotiate.',
      'We run our own vehicles in {c}, so the car you book is the car that comes.',
    ],
    fr: [
      'Nos chauffeurs travaillent avec nous depuis des années et connaissent tous les raccourcis de {c}.',
      'Le début de séjour sans souci à {c} : personne à chercher, rien à négocier.',
      'Nous avons nos propres véhicules à {c} : la voiture réservée est celle qui vient.',
    ],
    es: [
      'Nuestros conductores llevan años con nosotros y conocen todos los atajos de {c}.',
      'El comienzo fácil de una estancia en {c}: nadie a quien buscar, nada que negociar.',
      'Tenemos vehículos propios en {c}: el coche que reserva es el coche que llega.',
    ],
    de: [
      'Unsere Fahrer arbeiten seit Jahren mit uns und kennen jede Abkürzung in {c}.',
      'Der entspannte Start in {c}: niemanden suchen, nichts verhandeln.',
      'Wir fahren in {c} mit eigenen Fahrzeugen: Der gebuchte Wagen ist der Wagen, der kommt.',
    ],
    it: [
      'I nostri autisti lavorano con noi da anni e conoscono ogni scorciatoia di {c}.',
      'L’inizio facile di un soggiorno a {c}: nessuno da cercare, niente da contrattare.',
      'A {c} abbiamo veicoli nostri: l’auto che prenotate è l’auto che arriva.',
    ],
    pt: [
      'Os nossos motoristas trabalham connosco há anos e conhecem todos os atalhos de {c}.',
      'O início tranquilo de uma estadia em {c}: ninguém para procurar, nada para negociar.',
      'Temos viaturas próprias em {c}: o carro que reserva é o carro que chega.',
    ],
  },
  program: {
    en: [
      'We have run this tour for years, and adjust it every season with what our travellers tell us.',
      'A tour for those who want to see the country beyond {c}, without organising a thing.',
      'Our tour leaders live in the region and share its best addresses.',
    ],
    fr: [
      'Nous organisons ce voyage depuis des années et l’ajustons chaque saison avec les retours de nos voyageurs.',
      'Pour voir le pays au-delà de {c}, sans rien organiser soi-même.',
      'Nos accompagnateurs vivent dans la région et partagent leurs meilleures adresses.',
    ],
    es: [
      'Organizamos este viaje desde hace años y lo ajustamos cada temporada con lo que nos cuentan los viajeros.',
      'Un viaje para ver el país más allá de {c} sin tener que organizar nada.',
      'Nuestros guías acompañantes viven en la región y comparten sus mejores direcciones.',
    ],
    de: [
      'Wir veranstalten diese Reise seit Jahren und passen sie jede Saison an das an, was unsere Gäste erzählen.',
      'Für alle, die das Land jenseits von {c} sehen möchten, ohne selbst etwas zu organisieren.',
      'Unsere Reiseleiter leben in der Region und teilen ihre besten Adressen.',
    ],
    it: [
      'Organizziamo questo viaggio da anni e lo miglioriamo ogni stagione con i racconti dei viaggiatori.',
      'Per vedere il paese oltre {c}, senza dover organizzare nulla.',
      'I nostri accompagnatori vivono nella regione e condividono i loro indirizzi migliori.',
    ],
    pt: [
      'Organizamos esta viagem há anos e ajustamo-la todas as estações com o que os viajantes nos contam.',
      'Para ver o país para lá de {c}, sem ter de organizar nada.',
      'Os nossos acompanhantes vivem na região e partilham os seus melhores endereços.',
    ],
  },
}

/** A template name's n-th variant, so one city can offer the same kind of tour several ways. */
export const NAME_VARIANTS: Record<CopyLocale, readonly string[]> = {
  en: ['', ' – small group', ' – private tour', ' – morning edition', ' for families', ' – evening edition'],
  fr: ['', ' – petit groupe', ' – visite privée', ' – édition du matin', ' en famille', ' – édition du soir'],
  es: ['', ' – grupo reducido', ' – visita privada', ' – por la mañana', ' en familia', ' – por la tarde'],
  de: ['', ' – kleine Gruppe', ' – private Führung', ' – am Vormittag', ' für Familien', ' – am Abend'],
  it: ['', ' – piccolo gruppo', ' – visita privata', ' – al mattino', ' per famiglie', ' – alla sera'],
  pt: ['', ' – grupo pequeno', ' – visita privada', ' – de manhã', ' em família', ' – ao fim da tarde'],
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
  de: {
    extraRemarks: 'Bitte kommen Sie 15 Minuten vor Beginn. Bequeme Schuhe empfohlen.',
    cancellationPolicies:
      'Kostenlose Stornierung bis 48 Stunden vor Beginn; innerhalb von 48 Stunden werden 50 % berechnet; bei Nichterscheinen keine Erstattung.',
    locationsExtraInformations:
      'Der Treffpunkt steht auf dem Voucher, mit Karte und der Telefonnummer des Guides.',
  },
  it: {
    extraRemarks: 'Vi preghiamo di arrivare 15 minuti prima dell’inizio. Consigliate scarpe comode.',
    cancellationPolicies:
      'Cancellazione gratuita fino a 48 ore prima dell’inizio; entro le 48 ore si addebita il 50 %; nessun rimborso in caso di mancata presentazione.',
    locationsExtraInformations:
      'Il punto d’incontro è indicato sul voucher, con una mappa e il numero della guida.',
  },
  pt: {
    extraRemarks: 'Por favor, chegue 15 minutos antes do início. Recomenda-se calçado confortável.',
    cancellationPolicies:
      'Cancelamento gratuito até 48 horas antes do início; 50 % cobrados nas 48 horas anteriores; sem reembolso em caso de não comparência.',
    locationsExtraInformations: 'O ponto de encontro consta do voucher, com um mapa e o telefone do guia.',
  },
}

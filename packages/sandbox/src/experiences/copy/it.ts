/** Italian copy of the demo experiences (format: ./parse.ts). */
export const IT = `
@walking
N: Visita guidata a piedi di {c} | Visita guidata: vicoli e cortili nascosti di {c} | Il centro storico di {c} con una guida locale
S: Tre ore a piedi tra le vie antiche di {c} con una guida turistica abilitata. | Piazze, passaggi e mercati di {c}, con calma e con una pausa caffè.
D: La guida vi accompagna tra piazze storiche, cortili nascosti e mercati vivaci, con storie che non trovate nelle guide. | Camminiamo con calma e a metà percorso ci fermiamo per un caffè e un dolce in una pasticceria che conosciamo da anni. | I gruppi sono piccoli, così tutti sentono la guida anche nei vicoli più affollati. | D’estate il percorso passa per le strade all’ombra.
H: Il centro storico di {c} | Cortili e passaggi nascosti | Pausa caffè con dolci locali | Racconti di una guida nata qui | Gruppi piccoli
I: Guida turistica abilitata | Caffè e dolce | Auricolari per gruppi oltre 8 persone
X: Mance | Prelievo in hotel
@food
N: Tour gastronomico di {c} | Sapori di {c}: mercati e botteghe di famiglia | Mangiare come un locale a {c}
S: Otto assaggi in botteghe di famiglia e bancarelle del mercato di {c}. | Fornai, casari e cucina di strada di {c}, con assaggi che valgono un pranzo intero.
D: Dai forni alle cantine di stagionatura, conoscerete gli artigiani che fanno la cucina della città. | Otto assaggi generosi valgono un pranzo: venite affamati. | Segnalateci le allergie alla prenotazione, ogni tappa ha un’alternativa. | Le nostre guide conoscono i titolari di persona, per questo le porte si aprono.
H: Otto assaggi | Botteghe di famiglia | Visita al mercato | Ricette e indirizzi da portare a casa | La storia di ogni piatto
I: Assaggi | Guida locale | Acqua minerale
X: Bevande alcoliche oltre la degustazione | Trasferimenti dall’hotel
@cooking
N: Corso di cucina con uno chef locale a {c} | Mercato e corso di cucina a {c} | Corso di cucina a {c}: tre piatti classici
S: Spesa al mercato, poi si cucina e si gusta un menù di tre portate con uno chef di {c}. | Una mattina tra mercato e fornelli, e un pranzo cucinato con le vostre mani.
D: Si comincia al mercato scegliendo con lo chef i prodotti di stagione. | Nella sua cucina preparate passo dopo passo tre piatti classici della regione. | Si mangia ciò che si cucina, attorno a una grande tavola, e le ricette vengono a casa con voi. | Non serve esperienza; lo chef adatta ogni piatto per i vegetariani.
H: Spesa al mercato con lo chef | Menù di tre portate | Ricette da portare a casa | Si cucina davvero, non è una dimostrazione
I: Ingredienti | Pranzo con vino o bibite | Grembiule
X: Trasferimenti
@museum
N: I capolavori del grande museo di {c} senza coda | Il grande museo di {c} con una storica dell’arte | Capolavori di {c} saltando la fila
S: I capolavori del grande museo di {c} in due ore e mezza, senza fare la coda. | Ingresso prioritario e una storica dell’arte che vi porta alle opere che contano.
D: La guida vi fa saltare la fila e vi porta dritti alle opere essenziali, raccontandone la storia. | Due ore e mezza bastano per vedere l’essenziale senza stancarsi. | Dopo la visita il biglietto resta valido per tutto il giorno. | Il museo è accessibile, con sedute in ogni sala.
H: Ingresso prioritario | Guida storica dell’arte | I capolavori essenziali | Biglietto valido tutto il giorno
I: Biglietto d’ingresso | Guida | Auricolari
X: Mostre temporanee | Guardaroba
@night
N: {c} di notte: leggende e panorami | Fantasmi e leggende di {c} | Passeggiata serale: il lato oscuro di {c}
S: Il lato oscuro della storia di {c}, raccontato alla luce di una lanterna, fino a un bar panoramico. | Delitti, fantasmi e storie vere della vecchia {c} in una passeggiata serale.
D: Storie di fantasmi, delitti e leggende della città antica, in una passeggiata alla luce delle lanterne. | La serata finisce su una terrazza con vista sulla città illuminata. | Le storie sono cupe ma mai cruente; i ragazzi le adorano. | Usciamo con ogni tempo: sotto la pioggia le leggende suonano ancora meglio.
H: Leggende e storie vere | Monumenti illuminati | Finale panoramico | Una lanterna per ciascuno
I: Guida | Lanterna
X: Bevande
@street-art
N: Street art e quartieri creativi di {c} | Murales e atelier di {c} | Street art a {c} con un artista
S: Murales, atelier e gallerie: il lato creativo di {c} con un artista come guida. | Due ore nei vecchi quartieri industriali di {c}, oggi pieni di colore.
D: Un artista della scena locale vi porta tra i murales e i laboratori che hanno trasformato i vecchi quartieri industriali. | Visitiamo un atelier in attività e conosciamo chi dipinge i muri. | Le opere cambiano ogni mese, nessun tour è uguale all’altro.
H: Murales di artisti noti | Visita a un atelier | Un artista come guida | Le opere nuove della stagione
I: Guida
X: Trasporto
@cruise
N: Giro in barca al tramonto a {c} | {c} dall’acqua al tramonto | Crociera serale a {c} con un calice
S: Due ore sull’acqua mentre il sole tramonta su {c}, con un calice di spumante. | Guardate {c} cambiare colore al crepuscolo dal ponte di una barca tradizionale.
D: Salite su una barca tradizionale e guardate la città cambiare colore al crepuscolo. | Il comandante racconta la storia del lungomare durante il giro. | A bordo viene servito un calice di spumante o una bibita. | Per le sere fresche a bordo ci sono coperte.
H: Tramonto | Drink di benvenuto | Commento dal vivo | Barca tradizionale
I: Giro in barca | Una bevanda a persona
X: Cena | Trasferimenti
@bike
N: Tour in bicicletta di {c} | {c} in bici: strade tranquille e belvedere | In bicicletta tra i quartieri di {c}
S: Vedete di più di {c} in tre ore in bicicletta, su strade tranquille e piste ciclabili. | Un giro facile tra i quartieri di {c}, con belvedere e una pausa per bere qualcosa.
D: Un giro facile con una guida locale, quasi sempre su piste ciclabili e strade tranquille. | Ci fermiamo ai belvedere e a metà strada per bere qualcosa. | Le bici sono controllate prima di ogni uscita; bici elettriche su richiesta. | Dai dieci anni i bambini pedalano da soli, i più piccoli viaggiano sul seggiolino.
H: Percorsi tranquilli | Belvedere | Bici e casco inclusi | Bici elettriche su richiesta
I: Bici e casco | Guida | Acqua
X: Assicurazione | Mance
@wine
N: Degustazione nei vigneti vicino a {c} | Vigne e cantine intorno a {c} | Mezza giornata tra i vini vicino a {c}
S: Mezza giornata in campagna vicino a {c}: due cantine, sei vini, formaggi del territorio. | Lasciate {c} per le vigne e degustate con le famiglie che fanno il vino.
D: Lasciamo la città per i vigneti e incontriamo i produttori di due cantine di famiglia. | Passeggiamo tra i filari, visitiamo le cantine e assaggiamo sei vini con formaggi e salumi. | Entrambe le cantine spediscono le bottiglie a casa. | Il pulmino ha otto posti, quindi il gruppo resta sempre piccolo.
H: Due cantine di famiglia | Sei vini | Piccolo gruppo in pulmino | Visita in cantina
I: Trasporto in pulmino | Degustazioni | Formaggi e salumi
X: Acquisto di vino | Pranzo
@photo
N: Passeggiata fotografica a {c} | Passeggiata fotografica: le inquadrature migliori di {c} | Imparare a fotografare {c}
S: Un fotografo professionista vi mostra le inquadrature migliori di {c} e come catturarle. | Composizione e luce negli angoli più fotogenici di {c}, con qualsiasi fotocamera.
D: Con qualsiasi fotocamera imparerete composizione e luce negli angoli più fotogenici della città. | La passeggiata segue la luce morbida dell’ora d’oro. | Il giorno dopo ricevete una selezione delle vostre foto, ritoccate.
H: Fotografo professionista | La luce dell’ora d’oro | Consigli per ogni fotocamera | Foto ritoccate il giorno dopo
I: Lezione di fotografia | Selezione ritoccata delle vostre foto
X: Attrezzatura fotografica
@hike
N: Escursione sulle colline sopra {c} | Sentieri e crinali sopra {c} | Giornata di trekking con vista su {c}
S: Dodici chilometri di sentieri con una guida escursionistica e un picnic con vista su {c}. | Sentieri nel bosco e crinali sopra {c}, con un picnic di prodotti locali in cima.
D: Lasciatevi la folla alle spalle, tra sentieri nel bosco e crinali. | Circa 12 km e 600 m di dislivello, a passo regolare e con molte soste. | Il picnic è fatto con i prodotti delle fattorie che incontriamo. | Servono buone scarpe; i bastoncini li prestiamo noi.
H: Crinali panoramici | Picnic di prodotti locali | Guida escursionistica abilitata | Circa 12 km
I: Guida | Picnic | Trasporto all’inizio del sentiero
X: Scarponi | Assicurazione
@spa
N: Pomeriggio alle terme a {c} | Bagni e massaggio a {c} | Un pomeriggio lento in una spa di {c}
S: Tre ore di bagni, vapore e un massaggio di 50 minuti in una delle spa più belle di {c}. | Piscine termali, hammam e un massaggio a scelta in uno stabilimento storico.
D: Rallentate in uno stabilimento termale storico, tra piscine termali e hammam. | Il massaggio di 50 minuti è prenotato all’ora che preferite. | Il costume è obbligatorio; teli e accappatoi vi aspettano.
H: Piscine termali | Hammam | Massaggio di 50 minuti | Stabilimento storico
I: Ingresso alla spa | Massaggio | Telo e accappatoio | Tisana
X: Trattamenti aggiuntivi
@short-break
N: {n} giorni a {c} e dintorni | Weekend lungo a {c}, {n} giorni | {c} e la sua campagna in {n} giorni
S: Un weekend lungo per vedere il meglio di {c} e della sua campagna. | Tre giorni, un solo hotel a {c} e le escursioni più belle nei dintorni.
D: Tre giorni per vedere la città e i borghi vicini senza cambiare hotel. | Gli hotel sono scelti per posizione e carattere; alcune notti potete anche prenotarle voi. | L’accompagnatore resta con il gruppo dalla cena di benvenuto all’ultima mattina.
H: Accompagnatore esperto | Hotel selezionati | Piccolo gruppo | Nessun cambio di hotel
I: Alloggio indicato | Pasti indicati | Visite guidate | Trasporto tra le tappe
X: Voli | Assicurazione di viaggio | Spese personali
@discovery
N: Tour alla scoperta della regione da {c}, {n} giorni | Da {c} ai borghi più belli della regione in {n} giorni | Tour di {n} giorni con partenza da {c}
S: Cinque giorni da {c} ai borghi più belli della regione. | Centri storici, mercati e paesaggi della regione, con partenza da {c}.
D: Cinque giorni dalla città ai borghi più belli della regione. | Gli hotel sono scelti per posizione e carattere; alcune notti potete anche prenotarle voi. | Ogni giorno una visita guidata al mattino e tempo libero il pomeriggio.
H: Accompagnatore esperto | Hotel selezionati | Piccolo gruppo | Pomeriggi liberi
I: Alloggio indicato | Pasti indicati | Visite guidate | Trasporto tra le tappe
X: Voli | Assicurazione di viaggio | Spese personali
@culinary
N: Viaggio gastronomico da {c}, {n} giorni | I sapori della regione da {c}, {n} giorni | {n} giorni di mercati e chef da {c}
S: Mercati, chef e cantine: quattro giorni di sapori intorno a {c}. | Quattro giorni per cucinare, assaggiare e mangiare bene, con partenza da {c}.
D: Il mercato al mattino, la cucina di uno chef a mezzogiorno e cantine di famiglia il pomeriggio. | Gli hotel sono scelti per posizione e carattere; alcune notti potete anche prenotarle voi. | Ogni pasto del viaggio fa scoprire un sapore nuovo.
H: Visite ai mercati | Pranzo da uno chef | Piccolo gruppo | Cantine di famiglia
I: Alloggio indicato | Pasti indicati | Visite guidate | Trasporto tra le tappe
X: Voli | Assicurazione di viaggio | Spese personali
@grand-tour
N: Grand tour da {c}, {n} giorni | Le grandi città del paese da {c}, {n} giorni | Grande viaggio di {n} giorni da {c}
S: Una settimana attraverso il paese, da {c} alle sue grandi città e ai suoi paesaggi. | Sette giorni, le grandi città e i paesaggi che le uniscono, con partenza da {c}.
D: Una settimana attraverso il paese, dalle grandi città ai paesaggi che le separano. | Gli hotel sono scelti per posizione e carattere; alcune notti potete anche prenotarle voi. | Una notte in treno notte fa risparmiare un giorno di strada.
H: Accompagnatore esperto | Hotel selezionati | Piccolo gruppo | Una notte in treno notte
I: Alloggio indicato | Pasti indicati | Visite guidate | Trasporto tra le tappe
X: Voli | Assicurazione di viaggio | Spese personali
@airport-private
N: Transfer privato dall’aeroporto al centro di {c} | Aeroporto di {c} – il vostro hotel in auto privata | Auto privata dall’aeroporto di {c}
S: Un’auto privata dall’aeroporto di {c} al vostro hotel. | Il vostro autista, dalla sala arrivi dell’aeroporto di {c} fino alla porta dell’hotel.
D: L’autista segue il vostro volo e vi aspetta anche in caso di ritardo. | I seggiolini per bambini sono gratuiti; richiedeteli alla prenotazione. | Il prezzo è fisso, qualunque sia il traffico.
H: Prezzo fisso | Monitoraggio del volo | Autista con licenza | Seggiolini gratuiti
I: Accoglienza con cartello nominativo | Aiuto con i bagagli | Attesa fino a 60 minuti
X: Fermate aggiuntive
@airport-shared
N: Navetta condivisa dall’aeroporto di {c} | Navetta dall’aeroporto di {c} ai principali hotel | Minibus condiviso, aeroporto di {c}
S: Un minibus condiviso dall’aeroporto di {c} ai principali hotel. | Il modo economico per andare dall’aeroporto di {c} all’hotel, in minibus condiviso.
D: Il minibus parte quando è pieno o al più tardi dopo 30 minuti. | Si ferma ai principali hotel del centro; il vostro può essere il primo o l’ultimo. | Sono inclusi una valigia e un bagaglio a mano a persona.
H: Prezzo fisso | Monitoraggio del volo | Porta a porta | Una valigia inclusa
I: Accoglienza con cartello nominativo | Aiuto con i bagagli | Attesa fino a 60 minuti
X: Fermate aggiuntive
@station
N: Transfer dalla stazione di {c} | Auto privata tra la stazione di {c} e il vostro hotel | Transfer stazione a {c}
S: Un’auto privata tra la stazione centrale di {c} e il vostro hotel. | L’autista vi aspetta sul binario con un cartello con il vostro nome.
D: L’autista segue gli orari dei treni e vi aspetta sul binario. | A volte i treni sono in ritardo: l’attesa è compresa. | Il prezzo è fisso, qualunque sia il traffico.
H: Prezzo fisso | Accoglienza sul binario | Autista con licenza | Attesa compresa
I: Accoglienza con cartello nominativo | Aiuto con i bagagli | Attesa fino a 60 minuti
X: Fermate aggiuntive
@van
N: Transfer di gruppo in minivan, aeroporto di {c} | Minivan con autista per gruppi, aeroporto di {c} | Transfer di gruppo dall’aeroporto di {c}
S: Un minivan con autista per i gruppi in arrivo all’aeroporto di {c}. | Un solo veicolo per tutto il gruppo, dalla sala arrivi dell’aeroporto di {c} all’hotel.
D: Un solo veicolo per tutto il gruppo e tutti i bagagli. | L’autista aspetta con un cartello e aiuta con le valigie. | Oltre 16 persone mandiamo un secondo veicolo.
H: Prezzo fisso | Spazio per tutti i bagagli | Autista con licenza | Un veicolo per il gruppo
I: Accoglienza con cartello nominativo | Aiuto con i bagagli | Attesa fino a 60 minuti
X: Fermate aggiuntive
@pickup
N: Prelievo e rientro in hotel ({c}) | Prelievo in hotel ({c})
S: Un autista vi preleva in hotel e vi riaccompagna. | Trasporto porta a porta tra l’hotel e il punto d’incontro.
D: Un autista vi preleva in hotel e vi riaccompagna. | Disponibile come supplemento alle nostre esperienze a {c}. | L’orario di prelievo è indicato sul voucher.
H: 
I: Prelievo e rientro in hotel
X: 
@lunch
N: Pranzo in un ristorante locale ({c}) | Pranzo con bevanda ({c})
S: Un pranzo di due portate con bevanda in un ristorante che amiamo. | Due portate e una bevanda in una trattoria di famiglia lungo il percorso.
D: Un pranzo di due portate con bevanda in un ristorante che amiamo. | Disponibile come supplemento alle nostre esperienze a {c}. | Piatti vegetariani in ogni menù.
H: 
I: Pranzo in un ristorante locale
X: 
@private-guide
N: Guida privata ({c}) | La vostra guida personale ({c})
S: La vostra guida personale al posto della visita di gruppo. | La stessa visita, con una guida solo per voi.
D: La vostra guida personale al posto della visita di gruppo. | Disponibile come supplemento alle nostre esperienze a {c}. | Ritmo e soste li scegliete voi.
H: 
I: Guida privata
X: 
@photos
N: Servizio fotografico ricordo ({c}) | Le foto della vostra giornata ({c})
S: Venti foto ritoccate della vostra giornata, inviate entro 48 ore. | Un fotografo segue il gruppo e vi manda le immagini migliori.
D: Venti foto ritoccate della vostra giornata, inviate entro 48 ore. | Disponibile come supplemento alle nostre esperienze a {c}. | Le foto arrivano tramite link di download, in piena risoluzione.
H: 
I: Servizio fotografico ricordo
X: 
@tickets
N: Biglietti salta fila ({c}) | Biglietti con ingresso prioritario ({c})
S: Biglietti con ingresso prioritario per i siti della visita. | Nessuna coda ai siti della visita.
D: Biglietti con ingresso prioritario per i siti della visita. | Disponibile come supplemento alle nostre esperienze a {c}. | I biglietti sono nominativi e non si possono cambiare.
H: 
I: Biglietti salta fila
X: 
`

/** German copy of the demo experiences (format: ./parse.ts). */
export const DE = `
@walking
N: Stadtführung zu Fuß durch {c} | Stadtführung: Altstadtgassen und versteckte Höfe in {c} | Die Altstadt von {c} mit einem Stadtführer
S: Drei Stunden zu Fuß durch die Altstadt von {c} mit einem geprüften Stadtführer. | Plätze, Passagen und Markthallen von {c}, in gemütlichem Tempo und mit Kaffeepause.
D: Ihr Guide führt Sie über historische Plätze, durch versteckte Innenhöfe und über lebhafte Märkte und erzählt Geschichten, die in keinem Reiseführer stehen. | Wir gehen in gemütlichem Tempo und machen auf halber Strecke Kaffeepause in einer Bäckerei, die wir seit Jahren kennen. | Die Gruppen bleiben klein, damit alle den Guide verstehen, auch in belebten Gassen. | Im Sommer führt die Route durch die schattigen Seitenstraßen.
H: Die historische Altstadt von {c} | Versteckte Höfe und Passagen | Kaffeepause mit regionalem Gebäck | Geschichten von einem Guide, der hier geboren ist | Kleine Gruppen
I: Geprüfter Stadtführer | Kaffee und Gebäck | Audiosystem ab 8 Personen
X: Trinkgelder | Abholung am Hotel
@food
N: Kulinarische Tour durch {c} | Genuss in {c}: Märkte und Familienbetriebe | Essen wie die Einheimischen in {c}
S: Acht Kostproben in Familienbetrieben und an Marktständen von {c}. | Bäcker, Käser und Garküchen von {c} und Kostproben, die ein ganzes Mittagessen ersetzen.
D: Von der Bäckerei bis zum Käsekeller lernen Sie die Handwerker kennen, die die Küche der Stadt prägen. | Acht großzügige Kostproben ergeben ein ganzes Mittagessen: Kommen Sie hungrig. | Nennen Sie uns Allergien bei der Buchung; jede Station hat eine Alternative. | Unsere Guides kennen die Inhaber persönlich, deshalb öffnen sich für uns die Türen.
H: Acht Kostproben | Familienbetriebe | Marktbesuch | Rezepte und Adressen zum Mitnehmen | Die Geschichte hinter jedem Gericht
I: Kostproben | Örtlicher Guide | Mineralwasser
X: Alkoholische Getränke außerhalb der Verkostung | Hoteltransfers
@cooking
N: Kochkurs mit einem einheimischen Koch in {c} | Markt und Kochkurs in {c} | Kochkurs in {c}: drei klassische Gerichte
S: Einkauf auf dem Markt, dann kochen und genießen Sie ein Drei-Gänge-Menü mit einem Koch aus {c}. | Ein Vormittag zwischen Markt und Herd und ein Mittagessen, das Sie selbst gekocht haben.
D: Wir beginnen auf dem Markt und wählen mit dem Koch Zutaten der Saison. | In seiner Küche bereiten Sie Schritt für Schritt drei klassische Gerichte der Region zu. | Gegessen wird, was gekocht wurde, an einem großen Tisch; die Rezepte nehmen Sie mit nach Hause. | Vorkenntnisse sind nicht nötig; der Koch passt jedes Gericht für Vegetarier an.
H: Markteinkauf mit dem Koch | Drei-Gänge-Menü | Rezepte zum Mitnehmen | Selbst kochen statt zuschauen
I: Zutaten | Mittagessen mit Wein oder Softdrinks | Schürze
X: Transfers
@museum
N: Die Meisterwerke des großen Museums von {c} ohne Anstehen | Das große Museum von {c} mit einer Kunsthistorikerin | Meisterwerke in {c} ohne Warteschlange
S: Die Meisterwerke des großen Museums von {c} in zweieinhalb Stunden, ohne Anstehen. | Bevorzugter Einlass und eine Kunsthistorikerin, die Sie zu den wichtigen Werken führt.
D: Ihre Führerin bringt Sie an der Schlange vorbei direkt zu den wichtigsten Werken und erzählt ihre Geschichte. | Zweieinhalb Stunden reichen, um das Wesentliche zu sehen, ohne zu ermüden. | Nach der Führung bleibt Ihr Ticket den ganzen Tag gültig. | Das Museum ist barrierefrei, in jedem Saal gibt es Sitzgelegenheiten.
H: Bevorzugter Einlass | Kunsthistorikerin als Guide | Die wichtigsten Meisterwerke | Ticket den ganzen Tag gültig
I: Eintrittskarte | Guide | Audiosystem
X: Sonderausstellungen | Garderobe
@night
N: {c} bei Nacht: Legenden und Aussichten | Geister und Legenden von {c} | Abendspaziergang: die dunkle Seite von {c}
S: Die dunkle Seite der Geschichte von {c}, im Laternenschein erzählt, bis zu einer Bar mit Aussicht. | Verbrechen, Gespenster und wahre Geschichten aus dem alten {c} bei einem Abendspaziergang.
D: Geistergeschichten, Verbrechen und Legenden der Altstadt bei einem Spaziergang im Laternenschein. | Der Abend endet auf einer Dachterrasse mit Blick auf die beleuchtete Stadt. | Die Geschichten sind düster, aber nie blutig; Jugendliche lieben sie. | Wir gehen bei jedem Wetter: Im Regen klingen die Legenden noch besser.
H: Legenden und wahre Geschichten | Beleuchtete Denkmäler | Abschluss mit Aussicht | Eine Laterne für jeden
I: Guide | Laterne
X: Getränke
@street-art
N: Street Art und kreative Viertel von {c} | Wandbilder und Ateliers in {c} | Street Art in {c} mit einem Künstler
S: Wandbilder, Ateliers und Galerien: die kreative Seite von {c} mit einem Künstler als Guide. | Zwei Stunden in den alten Industrievierteln von {c}, die heute voller Farbe sind.
D: Ein Künstler der lokalen Szene zeigt Ihnen die Wandbilder und Werkstätten, die die alten Industrieviertel verwandelt haben. | Sie besuchen ein Atelier und lernen die Menschen kennen, die die Wände bemalen. | Die Werke wechseln jeden Monat, keine Tour gleicht der anderen.
H: Wandbilder bekannter Künstler | Atelierbesuch | Künstler als Guide | Die neuen Werke der Saison
I: Guide
X: Transport
@cruise
N: Bootsfahrt bei Sonnenuntergang in {c} | {c} vom Wasser aus bei Sonnenuntergang | Abendliche Bootsfahrt in {c} mit einem Glas Sekt
S: Zwei Stunden auf dem Wasser, während die Sonne über {c} untergeht, mit einem Glas Sekt. | Sehen Sie vom Deck eines traditionellen Boots, wie {c} in der Dämmerung die Farbe wechselt.
D: Gehen Sie an Bord eines traditionellen Boots und sehen Sie, wie die Stadt in der Dämmerung die Farbe wechselt. | Der Kapitän erzählt unterwegs die Geschichte des Ufers. | An Bord wird ein Glas Sekt oder ein alkoholfreies Getränk serviert. | Für kühle Abende liegen Decken bereit.
H: Sonnenuntergang | Begrüßungsgetränk | Live-Erklärungen | Traditionelles Boot
I: Bootsfahrt | Ein Getränk pro Person
X: Abendessen | Transfers
@bike
N: Radtour durch {c} | {c} mit dem Rad: ruhige Straßen und Aussichtspunkte | Mit dem Fahrrad durch die Viertel von {c}
S: Sehen Sie in drei Stunden mehr von {c}, auf ruhigen Straßen und Radwegen. | Eine leichte Tour durch die Viertel von {c}, mit Aussichtspunkten und einer Trinkpause.
D: Eine leichte Tour mit einem örtlichen Guide, meist auf Radwegen und ruhigen Straßen. | Wir halten an Aussichtspunkten und auf halber Strecke für ein Getränk. | Die Räder werden vor jeder Tour geprüft; E-Bikes auf Anfrage. | Kinder ab zehn fahren ihr eigenes Rad, Jüngere sitzen im Kindersitz.
H: Ruhige Strecken | Aussichtspunkte | Rad und Helm inklusive | E-Bikes auf Anfrage
I: Fahrrad und Helm | Guide | Wasser
X: Versicherung | Trinkgelder
@wine
N: Weinprobe in den Weinbergen bei {c} | Weinberge und Keller rund um {c} | Ein halber Tag im Weinland bei {c}
S: Ein halber Tag auf dem Land bei {c}: zwei Weingüter, sechs Weine, Käse aus der Region. | Raus aus {c}, hinein in die Reben, und probieren mit den Familien, die den Wein machen.
D: Wir verlassen die Stadt Richtung Weinberge und treffen die Winzer zweier Familienweingüter. | Wir gehen durch die Reben, besuchen die Keller und probieren sechs Weine mit Käse und Wurst. | Beide Weingüter versenden Flaschen nach Hause. | Der Kleinbus hat acht Plätze, die Gruppe bleibt also immer klein.
H: Zwei Familienweingüter | Sechs Weine | Kleine Gruppe im Kleinbus | Kellerbesichtigung
I: Fahrt im Kleinbus | Weinproben | Käse und Wurst
X: Weinkäufe | Mittagessen
@photo
N: Fotospaziergang durch {c} | Fotospaziergang: die schönsten Blickwinkel von {c} | {c} fotografieren lernen
S: Ein Berufsfotograf zeigt Ihnen die besten Blickwinkel von {c} und wie man sie einfängt. | Bildaufbau und Licht an den fotogensten Ecken von {c}, mit jeder Kamera.
D: Mit jeder Kamera lernen Sie Bildaufbau und Licht an den fotogensten Ecken der Stadt. | Der Spaziergang folgt dem weichen Licht der goldenen Stunde. | Am nächsten Tag erhalten Sie eine bearbeitete Auswahl Ihrer Fotos.
H: Berufsfotograf | Licht der goldenen Stunde | Tipps für jede Kamera | Bearbeitete Fotos am nächsten Tag
I: Foto-Coaching | Bearbeitete Auswahl Ihrer Fotos
X: Fotoausrüstung
@hike
N: Tageswanderung in den Hügeln über {c} | Wege und Grate über {c} | Wandertag mit Blick auf {c}
S: Zwölf Kilometer Wanderwege mit einem Bergführer und ein Picknick mit Blick auf {c}. | Waldwege und Grate über {c} und ein Picknick mit regionalen Produkten am Gipfel.
D: Lassen Sie den Trubel hinter sich, auf Waldwegen und über Grate. | Rechnen Sie mit etwa 12 km und 600 Höhenmetern, in ruhigem Tempo und mit vielen Pausen. | Das Picknick stammt von den Höfen, an denen wir vorbeikommen. | Gute Schuhe sind Pflicht; Stöcke leihen wir gern aus.
H: Panoramagrate | Picknick mit regionalen Produkten | Geprüfter Bergführer | Rund 12 km
I: Guide | Picknick | Fahrt zum Ausgangspunkt
X: Wanderschuhe | Versicherung
@spa
N: Thermalnachmittag in {c} | Bäder und Massage in {c} | Ein ruhiger Nachmittag im Spa von {c}
S: Drei Stunden Bäder, Dampfbad und eine 50-minütige Massage in einem der schönsten Spas von {c}. | Thermalbecken, Hamam und eine Massage nach Wahl in einem historischen Badehaus.
D: Entspannen Sie in einem historischen Badehaus zwischen Thermalbecken und Hamam. | Ihre 50-minütige Massage wird zu der Uhrzeit gebucht, die Ihnen passt. | Badebekleidung ist Pflicht; Handtücher und Bademäntel liegen bereit.
H: Thermalbecken | Hamam | 50-minütige Massage | Historisches Badehaus
I: Spa-Eintritt | Massage | Handtuch und Bademantel | Kräutertee
X: Zusätzliche Anwendungen
@short-break
N: {n} Tage {c} und Umgebung | Verlängertes Wochenende in {c}, {n} Tage | {c} und sein Umland in {n} Tagen
S: Ein verlängertes Wochenende, um das Beste von {c} und seinem Umland zu sehen. | Drei Tage, ein Hotel in {c} und die schönsten Ausflüge der Umgebung.
D: Drei Tage für die Stadt und die Dörfer ringsum, ohne Hotelwechsel. | Die Hotels sind nach Lage und Charakter ausgewählt; einzelne Nächte können Sie auch selbst buchen. | Ihre Reiseleitung begleitet die Gruppe vom Begrüßungsabendessen bis zum letzten Morgen.
H: Erfahrene Reiseleitung | Ausgewählte Hotels | Kleine Gruppe | Kein Hotelwechsel
I: Unterkunft wie angegeben | Mahlzeiten wie angegeben | Führungen | Fahrten zwischen den Stationen
X: Flüge | Reiseversicherung | Persönliche Ausgaben
@discovery
N: Entdeckungsreise ab {c}, {n} Tage | Von {c} zu den schönsten Städten der Region in {n} Tagen | {n}-tägige Rundreise ab {c}
S: Fünf Tage von {c} zu den schönsten Städten der Region. | Altstädte, Märkte und Landschaften der Region, ab {c}.
D: Fünf Tage von der Stadt zu den schönsten Orten der Region. | Die Hotels sind nach Lage und Charakter ausgewählt; einzelne Nächte können Sie auch selbst buchen. | Jeden Tag morgens eine Führung und nachmittags freie Zeit.
H: Erfahrene Reiseleitung | Ausgewählte Hotels | Kleine Gruppe | Freie Nachmittage
I: Unterkunft wie angegeben | Mahlzeiten wie angegeben | Führungen | Fahrten zwischen den Stationen
X: Flüge | Reiseversicherung | Persönliche Ausgaben
@culinary
N: Kulinarische Reise ab {c}, {n} Tage | Die Aromen der Region ab {c}, {n} Tage | {n} Tage Märkte und Köche ab {c}
S: Märkte, Köche und Weinkeller: vier genussvolle Tage rund um {c}. | Vier Tage kochen, probieren und gut essen, ab {c}.
D: Morgens der Markt, mittags die Küche eines Kochs, nachmittags Familienkeller. | Die Hotels sind nach Lage und Charakter ausgewählt; einzelne Nächte können Sie auch selbst buchen. | Jede Mahlzeit der Reise bringt einen neuen Geschmack.
H: Marktbesuche | Mittagessen bei einem Koch | Kleine Gruppe | Familienkeller
I: Unterkunft wie angegeben | Mahlzeiten wie angegeben | Führungen | Fahrten zwischen den Stationen
X: Flüge | Reiseversicherung | Persönliche Ausgaben
@grand-tour
N: Große Rundreise ab {c}, {n} Tage | Die großen Städte des Landes ab {c}, {n} Tage | {n}-tägige große Rundreise ab {c}
S: Eine Woche durch das Land, von {c} zu seinen großen Städten und Landschaften. | Sieben Tage, die großen Städte und die Landschaften dazwischen, ab {c}.
D: Eine Woche durch das Land, von den großen Städten zu den Landschaften dazwischen. | Die Hotels sind nach Lage und Charakter ausgewählt; einzelne Nächte können Sie auch selbst buchen. | Eine Nacht im Schlafwagen spart einen Tag auf der Straße.
H: Erfahrene Reiseleitung | Ausgewählte Hotels | Kleine Gruppe | Eine Nacht im Schlafwagen
I: Unterkunft wie angegeben | Mahlzeiten wie angegeben | Führungen | Fahrten zwischen den Stationen
X: Flüge | Reiseversicherung | Persönliche Ausgaben
@airport-private
N: Privater Flughafentransfer ins Zentrum von {c} | Flughafen {c} – Ihr Hotel im Privatwagen | Privatwagen ab Flughafen {c}
S: Ein Privatwagen vom Flughafen {c} zu Ihrem Hotel. | Ihr eigener Fahrer, von der Ankunftshalle des Flughafens {c} bis vor Ihr Hotel.
D: Ihr Fahrer verfolgt Ihren Flug und wartet auch bei Verspätung. | Kindersitze sind kostenlos; bitte bei der Buchung angeben. | Der Preis ist fest, egal wie der Verkehr ist.
H: Festpreis | Flugverfolgung | Lizenzierter Fahrer | Kostenlose Kindersitze
I: Empfang mit Namensschild | Hilfe mit dem Gepäck | Wartezeit bis 60 Minuten
X: Zusätzliche Stopps
@airport-shared
N: Shuttle ab Flughafen {c} | Flughafen-Shuttle {c} zu den großen Hotels | Sammeltransfer im Minibus, Flughafen {c}
S: Ein Sammel-Minibus vom Flughafen {c} zu den großen Hotels. | Der günstige Weg vom Flughafen {c} zu Ihrem Hotel, im Sammel-Minibus.
D: Der Minibus fährt ab, sobald er voll ist, spätestens nach 30 Minuten. | Er hält an den großen Hotels im Zentrum; Ihres kann das erste oder das letzte sein. | Ein Koffer und ein Handgepäck pro Person sind inklusive.
H: Festpreis | Flugverfolgung | Von Tür zu Tür | Ein Koffer inklusive
I: Empfang mit Namensschild | Hilfe mit dem Gepäck | Wartezeit bis 60 Minuten
X: Zusätzliche Stopps
@station
N: Bahnhofstransfer in {c} | Privatwagen zwischen dem Bahnhof {c} und Ihrem Hotel | Transfer ab Bahnhof {c}
S: Ein Privatwagen zwischen dem Hauptbahnhof von {c} und Ihrem Hotel. | Ihr Fahrer erwartet Sie am Bahnsteig mit einem Namensschild.
D: Ihr Fahrer verfolgt die Zugzeiten und wartet am Bahnsteig. | Züge haben manchmal Verspätung: Die Wartezeit ist inklusive. | Der Preis ist fest, egal wie der Verkehr ist.
H: Festpreis | Empfang am Bahnsteig | Lizenzierter Fahrer | Wartezeit inklusive
I: Empfang mit Namensschild | Hilfe mit dem Gepäck | Wartezeit bis 60 Minuten
X: Zusätzliche Stopps
@van
N: Gruppentransfer im Kleinbus, Flughafen {c} | Kleinbus mit Fahrer für Gruppen, Flughafen {c} | Gruppentransfer ab Flughafen {c}
S: Ein Kleinbus mit Fahrer für Gruppen, die am Flughafen {c} ankommen. | Ein Fahrzeug für die ganze Gruppe, von der Ankunftshalle des Flughafens {c} zum Hotel.
D: Ein Fahrzeug für die ganze Gruppe und ihr gesamtes Gepäck. | Der Fahrer wartet mit einem Schild und hilft mit den Koffern. | Ab 16 Personen schicken wir ein zweites Fahrzeug.
H: Festpreis | Platz für das ganze Gepäck | Lizenzierter Fahrer | Ein Fahrzeug für die Gruppe
I: Empfang mit Namensschild | Hilfe mit dem Gepäck | Wartezeit bis 60 Minuten
X: Zusätzliche Stopps
@pickup
N: Abholung und Rückfahrt zum Hotel ({c}) | Abholung am Hotel ({c})
S: Ein Fahrer holt Sie am Hotel ab und bringt Sie zurück. | Transport von Tür zu Tür zwischen Hotel und Treffpunkt.
D: Ein Fahrer holt Sie am Hotel ab und bringt Sie zurück. | Als Zusatzleistung zu unseren Erlebnissen in {c} buchbar. | Die Abholzeit steht auf dem Voucher.
H: 
I: Abholung und Rückfahrt zum Hotel
X: 
@lunch
N: Mittagessen in einem Restaurant vor Ort ({c}) | Mittagessen mit Getränk ({c})
S: Ein Mittagessen mit zwei Gängen und Getränk in einem Restaurant, das wir lieben. | Zwei Gänge und ein Getränk in einem Familienrestaurant an der Route.
D: Ein Mittagessen mit zwei Gängen und Getränk in einem Restaurant, das wir lieben. | Als Zusatzleistung zu unseren Erlebnissen in {c} buchbar. | Vegetarische Gerichte auf jeder Karte.
H: 
I: Mittagessen in einem Restaurant vor Ort
X: 
@private-guide
N: Privater Guide ({c}) | Ihr eigener Guide ({c})
S: Ihr eigener Guide statt der Gruppenführung. | Dieselbe Führung, mit einem Guide nur für Sie.
D: Ihr eigener Guide statt der Gruppenführung. | Als Zusatzleistung zu unseren Erlebnissen in {c} buchbar. | Tempo und Stopps bestimmen Sie.
H: 
I: Privater Guide
X: 
@photos
N: Foto-Paket als Erinnerung ({c}) | Fotos von Ihrem Tag ({c})
S: Zwanzig bearbeitete Fotos Ihres Tages, innerhalb von 48 Stunden verschickt. | Ein Fotograf begleitet die Gruppe und schickt Ihnen die besten Bilder.
D: Zwanzig bearbeitete Fotos Ihres Tages, innerhalb von 48 Stunden verschickt. | Als Zusatzleistung zu unseren Erlebnissen in {c} buchbar. | Die Fotos kommen per Download-Link, in voller Auflösung.
H: 
I: Foto-Paket als Erinnerung
X: 
@tickets
N: Tickets ohne Anstehen ({c}) | Tickets mit bevorzugtem Einlass ({c})
S: Tickets mit bevorzugtem Einlass für die Sehenswürdigkeiten der Führung. | Kein Anstehen an den Sehenswürdigkeiten der Führung.
D: Tickets mit bevorzugtem Einlass für die Sehenswürdigkeiten der Führung. | Als Zusatzleistung zu unseren Erlebnissen in {c} buchbar. | Die Tickets sind personalisiert und nicht umtauschbar.
H: 
I: Tickets ohne Anstehen
X: 
`

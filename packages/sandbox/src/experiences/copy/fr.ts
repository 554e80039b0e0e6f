/** French copy of the demo experiences (format: ./parse.ts). `de {c}` becomes `d’` before a vowel. */
export const FR = `
@walking
N: Visite guidée à pied de {c} | Visite guidée : vieilles rues et cours cachées de {c} | Visite guidée de la vieille ville de {c}
S: Trois heures à pied dans les vieilles rues de {c} avec un guide local agréé. | Places, passages et halles de {c}, à un rythme tranquille et avec une pause café.
D: Votre guide vous emmène sur les places historiques, dans les cours cachées et les marchés animés, avec des anecdotes absentes des guides. | Le rythme est tranquille, avec une pause café et une viennoiserie chez un boulanger que nous connaissons depuis des années. | Les groupes restent petits : tout le monde entend le guide, même dans les ruelles animées. | L’itinéraire change avec les saisons : en été, nous privilégions les rues ombragées.
H: Le centre historique de {c} | Cours et passages cachés | Une pause café avec pâtisseries locales | Les histoires d’un guide né ici | Petits groupes
I: Guide local agréé | Café et pâtisserie | Audiophones pour les groupes de plus de 8
X: Pourboires | Prise en charge à l’hôtel
@food
N: Circuit de dégustation culinaire à {c} | Saveurs de {c} : dégustation culinaire au marché | Dégustation culinaire chez les artisans de {c}
S: Goûtez {c} : huit dégustations chez des artisans et sur les étals du marché. | Boulangers, fromagers et cuisiniers de rue de {c}, et assez de dégustations pour un vrai déjeuner.
D: Des boulangeries aux caves d’affinage, rencontrez les artisans qui font la cuisine de la ville. | Huit dégustations généreuses font un vrai déjeuner : venez le ventre vide. | Signalez vos allergies à la réservation, chaque étape a une alternative. | Nos guides connaissent personnellement les commerçants, c’est pourquoi les portes s’ouvrent pour nous.
H: Huit dégustations | Commerces familiaux | Visite du marché | Recettes et adresses à emporter | L’histoire de chaque spécialité
I: Dégustations | Guide local | Eau minérale
X: Boissons alcoolisées hors dégustation | Transferts hôtel
@cooking
N: Cours de cuisine avec un chef à {c} | Marché et cours de cuisine à {c} | Cours de cuisine à {c} : trois plats classiques
S: Marché, puis cuisine et repas en trois plats avec un chef de {c}. | Une matinée au marché et en cuisine, et un déjeuner préparé de vos mains.
D: Nous commençons au marché par le choix des produits de saison avec le chef. | Dans sa cuisine, vous préparez pas à pas trois plats classiques de la région. | Vous dégustez ce que vous avez cuisiné autour d’une grande table et repartez avec les recettes. | Aucune expérience n’est nécessaire ; le chef adapte chaque plat aux végétariens.
H: Marché avec le chef | Repas en trois plats | Recettes à emporter | Vous cuisinez vous-même
I: Ingrédients | Déjeuner avec vin ou boissons | Tablier
X: Transferts
@museum
N: Chefs-d’œuvre du grand musée de {c} sans file d’attente | Le grand musée de {c} avec un historien de l’art | Musée de {c} : l’essentiel en coupe-file
S: Les chefs-d’œuvre du grand musée de {c} en deux heures et demie, sans attendre. | Entrée prioritaire et un historien de l’art qui vous mène aux œuvres essentielles.
D: Votre guide vous fait passer la file et vous mène aux œuvres essentielles, avec leurs histoires. | Deux heures et demie suffisent pour voir l’essentiel sans se fatiguer. | Après la visite, votre billet reste valable toute la journée. | Le musée est accessible en fauteuil, avec des sièges dans chaque salle.
H: Entrée prioritaire | Guide historien de l’art | Les chefs-d’œuvre essentiels | Billet valable toute la journée
I: Billet d’entrée | Guide | Audiophones
X: Expositions temporaires | Vestiaire
@night
N: {c} la nuit : légendes et panoramas | Fantômes et légendes de {c} | Balade du soir : la face cachée de {c}
S: La face sombre de l’histoire de {c}, à la lanterne, jusqu’à un bar panoramique. | Crimes, fantômes et histoires vraies du vieux {c}, lors d’une promenade du soir.
D: Fantômes, crimes et légendes de la vieille ville, lors d’une promenade à la lanterne. | La balade s’achève face à la ville illuminée, sur le toit d’un bar. | Les histoires sont sombres mais jamais sanglantes ; les adolescents adorent. | Nous sortons par tous les temps : les légendes sont encore meilleures sous la pluie.
H: Légendes et histoires vraies | Monuments illuminés | Final panoramique | Une lanterne pour chacun
I: Guide | Lanterne
X: Boissons
@street-art
N: Street art et quartiers créatifs de {c} | Fresques et ateliers de {c} | Street art à {c} avec un artiste
S: Fresques, ateliers et galeries : le côté créatif de {c} avec un artiste. | Deux heures dans les anciens quartiers industriels de {c}, devenus des galeries à ciel ouvert.
D: Un artiste de la scène locale vous emmène voir les fresques et ateliers qui ont transformé les anciens quartiers industriels. | Vous visitez un atelier en activité et rencontrez ceux qui peignent les murs. | Les œuvres changent chaque mois : aucune visite ne ressemble à la précédente.
H: Fresques d’artistes connus | Visite d’atelier | Guide artiste | Les nouvelles œuvres de la saison
I: Guide
X: Transport
@cruise
N: Croisière au coucher du soleil à {c} | {c} depuis l’eau au coucher du soleil | Croisière du soir à {c} avec une coupe
S: Deux heures sur l’eau au coucher du soleil sur {c}, avec une coupe de vin pétillant. | Regardez {c} changer de couleur au crépuscule depuis le pont d’un bateau traditionnel.
D: Embarquez sur un bateau traditionnel et regardez la ville changer de couleur au crépuscule. | Le capitaine raconte l’histoire des quais au fil de l’eau. | Une coupe de vin pétillant ou une boisson sans alcool est servie à bord. | Des plaids sont à bord pour les soirées fraîches.
H: Coucher de soleil | Boisson de bienvenue | Commentaire en direct | Bateau traditionnel
I: Croisière | Une boisson par personne
X: Dîner | Transferts
@bike
N: Balade à vélo dans {c} | {c} à vélo : rues calmes et belvédères | À vélo dans les quartiers de {c}
S: Voyez plus de {c} en trois heures à vélo, par des rues calmes et des pistes cyclables. | Une balade facile dans les quartiers de {c}, avec belvédères et pause boisson.
D: Une balade facile avec un guide local, surtout sur pistes cyclables et rues calmes. | Nous nous arrêtons aux belvédères et pour une boisson à mi-parcours. | Les vélos sont vérifiés avant chaque sortie ; vélos électriques sur demande. | Dès dix ans, les enfants ont leur propre vélo ; les plus jeunes ont un siège enfant.
H: Itinéraires calmes | Belvédères | Vélo et casque fournis | Vélos électriques sur demande
I: Vélo et casque | Guide | Eau
X: Assurance | Pourboires
@wine
N: Dégustation dans les vignobles près de {c} | Vignes et caves autour de {c} | Une demi-journée dans le vignoble de {c}
S: Une demi-journée dans la campagne autour de {c} : deux domaines, six vins, fromages locaux. | Quittez {c} pour les vignes et goûtez avec les familles qui font le vin.
D: Quittez la ville pour les vignes et rencontrez les vignerons de deux domaines familiaux. | Nous marchons dans les rangs, visitons les caves et goûtons six vins avec fromages et charcuterie. | Les deux domaines expédient les bouteilles chez vous. | Le minibus compte huit places : le groupe reste toujours petit.
H: Deux domaines familiaux | Six vins | Petit groupe en minibus | Visite de cave
I: Transport en minibus | Dégustations | Fromages et charcuterie
X: Achats de vin | Déjeuner
@photo
N: Balade photo dans {c} | Balade photo : les plus beaux angles de {c} | Apprendre à photographier {c}
S: Un photographe professionnel vous montre les meilleurs angles de {c} et comment les saisir. | Composition et lumière dans les coins les plus photogéniques de {c}, avec tout appareil.
D: Quel que soit votre appareil, apprenez la composition et la lumière dans les coins les plus photogéniques de la ville. | La balade suit la lumière douce de l’heure dorée. | Une sélection retouchée de vos photos vous est envoyée le lendemain.
H: Photographe professionnel | Lumière de l’heure dorée | Conseils pour tout appareil | Photos retouchées le lendemain
I: Coaching photo | Sélection retouchée de vos photos
X: Matériel photo
@hike
N: Randonnée dans les collines au-dessus de {c} | Sentiers et crêtes au-dessus de {c} | Journée de randonnée face à {c}
S: Douze kilomètres de sentiers avec un accompagnateur et un pique-nique face à {c}. | Chemins forestiers et crêtes au-dessus de {c}, et un pique-nique de produits locaux au sommet.
D: Quittez la foule pour les chemins forestiers et les crêtes. | Comptez environ 12 km et 600 m de dénivelé, à un rythme régulier avec de nombreuses pauses. | Le pique-nique est fait de produits des fermes que nous traversons. | De bonnes chaussures sont indispensables ; nous prêtons des bâtons.
H: Crêtes panoramiques | Pique-nique local | Accompagnateur diplômé | Environ 12 km
I: Accompagnateur | Pique-nique | Transport au départ
X: Chaussures de marche | Assurance
@spa
N: Après-midi thermal à {c} | Bains et massage à {c} | Un après-midi au spa à {c}
S: Trois heures de bains, vapeur et un massage de 50 minutes dans l’un des plus beaux spas de {c}. | Bassins thermaux, hammam et massage au choix dans des bains historiques.
D: Ralentissez dans des bains historiques, entre bassins thermaux et hammam. | Votre massage de 50 minutes est réservé à l’heure qui vous convient. | Maillot de bain obligatoire ; serviettes et peignoirs vous attendent.
H: Bassins thermaux | Hammam | Massage de 50 minutes | Bains historiques
I: Accès spa | Massage | Serviette et peignoir | Tisane
X: Soins supplémentaires
@short-break
N: {n} jours à {c} et ses environs | Long week-end à {c}, {n} jours | {c} et sa campagne en {n} jours
S: Un long week-end pour voir le meilleur de {c} et de sa campagne. | Trois jours, un seul hôtel à {c} et les plus belles excursions alentour.
D: Trois jours pour voir la ville et les villages alentour, sans changer d’hôtel. | Les hôtels sont choisis pour leur emplacement et leur caractère ; vous pouvez aussi réserver certaines nuits vous-même. | Votre accompagnateur reste avec le groupe du dîner de bienvenue au dernier matin.
H: Accompagnateur expert | Hôtels sélectionnés | Petit groupe | Pas de changement d’hôtel
I: Hébergement indiqué | Repas indiqués | Visites guidées | Transport entre les étapes
X: Vols | Assurance voyage | Dépenses personnelles
@discovery
N: Circuit découverte au départ de {c}, {n} jours | De {c} aux plus belles villes de la région en {n} jours | Circuit de {n} jours au départ de {c}
S: Cinq jours de {c} aux plus belles villes de la région. | Vieilles villes, marchés et paysages de la région, au départ de {c}.
D: Cinq jours pour aller de la ville aux plus belles cités de la région. | Les hôtels sont choisis pour leur emplacement et leur caractère ; vous pouvez aussi réserver certaines nuits vous-même. | Chaque jour, une visite guidée le matin et du temps libre l’après-midi.
H: Accompagnateur expert | Hôtels sélectionnés | Petit groupe | Après-midi libres
I: Hébergement indiqué | Repas indiqués | Visites guidées | Transport entre les étapes
X: Vols | Assurance voyage | Dépenses personnelles
@culinary
N: Voyage gourmand au départ de {c}, {n} jours | Saveurs de la région au départ de {c}, {n} jours | {n} jours de marchés et de chefs autour de {c}
S: Marchés, chefs et caves : quatre jours de saveurs autour de {c}. | Quatre jours à cuisiner, goûter et bien manger, au départ de {c}.
D: Le marché le matin, la cuisine d’un chef à midi et des caves familiales l’après-midi. | Les hôtels sont choisis pour leur emplacement et leur caractère ; vous pouvez aussi réserver certaines nuits vous-même. | Chaque repas du voyage fait découvrir une nouvelle saveur.
H: Visites de marchés | Déjeuner chez un chef | Petit groupe | Caves familiales
I: Hébergement indiqué | Repas indiqués | Visites guidées | Transport entre les étapes
X: Vols | Assurance voyage | Dépenses personnelles
@grand-tour
N: Grand tour au départ de {c}, {n} jours | Les grandes villes du pays depuis {c}, {n} jours | Grand circuit de {n} jours au départ de {c}
S: Une semaine à travers le pays, de {c} à ses grandes villes et paysages. | Sept jours, les grandes villes et les paysages qui les relient, au départ de {c}.
D: Une semaine à travers le pays, des grandes villes aux paysages qui les séparent. | Les hôtels sont choisis pour leur emplacement et leur caractère ; vous pouvez aussi réserver certaines nuits vous-même. | Une nuit en train-couchettes épargne une journée de route.
H: Accompagnateur expert | Hôtels sélectionnés | Petit groupe | Une nuit en train-couchettes
I: Hébergement indiqué | Repas indiqués | Visites guidées | Transport entre les étapes
X: Vols | Assurance voyage | Dépenses personnelles
@airport-private
N: Transfert privé aéroport – centre de {c} | Aéroport de {c} – votre hôtel en voiture privée | Voiture privée depuis l’aéroport de {c}
S: Une voiture privée de l’aéroport de {c} à votre hôtel. | Votre chauffeur, du hall des arrivées de l’aéroport de {c} à la porte de votre hôtel.
D: Votre chauffeur suit votre vol et vous attend, même en cas de retard. | Les sièges enfant sont gratuits ; demandez-les à la réservation. | Le prix est fixe, quelle que soit la circulation.
H: Prix fixe | Suivi des vols | Chauffeur agréé | Sièges enfant gratuits
I: Accueil avec pancarte nominative | Aide aux bagages | Attente jusqu’à 60 minutes
X: Arrêts supplémentaires
@airport-shared
N: Navette partagée depuis l’aéroport de {c} | Navette aéroport de {c} vers les principaux hôtels | Minibus partagé, aéroport de {c}
S: Un minibus partagé de l’aéroport de {c} vers les principaux hôtels. | La solution économique de l’aéroport de {c} à votre hôtel, en minibus partagé.
D: Le minibus part dès qu’il est plein, ou au plus tard après 30 minutes. | Il dessert les principaux hôtels du centre ; le vôtre peut être le premier ou le dernier. | Une valise et un bagage à main par personne sont inclus.
H: Prix fixe | Suivi des vols | De porte à porte | Une valise incluse
I: Accueil avec pancarte nominative | Aide aux bagages | Attente jusqu’à 60 minutes
X: Arrêts supplémentaires
@station
N: Transfert gare de {c} | Voiture privée entre la gare de {c} et votre hôtel | Transfert depuis la gare de {c}
S: Une voiture privée entre la gare principale de {c} et votre hôtel. | Votre chauffeur vous attend sur le quai avec une pancarte à votre nom.
D: Votre chauffeur suit les horaires des trains et vous attend sur le quai. | Les trains ont parfois du retard : l’attente est comprise. | Le prix est fixe, quelle que soit la circulation.
H: Prix fixe | Accueil sur le quai | Chauffeur agréé | Attente comprise
I: Accueil avec pancarte nominative | Aide aux bagages | Attente jusqu’à 60 minutes
X: Arrêts supplémentaires
@van
N: Transfert de groupe en minibus, aéroport de {c} | Minibus avec chauffeur pour groupes, aéroport de {c} | Transfert de groupe depuis l’aéroport de {c}
S: Un minibus avec chauffeur pour les groupes arrivant à l’aéroport de {c}. | Un seul véhicule pour tout le groupe, du hall des arrivées de l’aéroport de {c} à l’hôtel.
D: Un seul véhicule pour tout le groupe et tous ses bagages. | Le chauffeur attend avec une pancarte et aide à porter les valises. | Au-delà de 16 personnes, nous envoyons un second véhicule.
H: Prix fixe | De la place pour tous les bagages | Chauffeur agréé | Un véhicule pour le groupe
I: Accueil avec pancarte nominative | Aide aux bagages | Attente jusqu’à 60 minutes
X: Arrêts supplémentaires
@pickup
N: Prise en charge à l’hôtel ({c}) | Transport depuis l’hôtel ({c})
S: Un chauffeur vient vous chercher à votre hôtel et vous y ramène. | Transport de porte à porte entre votre hôtel et le point de rendez-vous.
D: Un chauffeur vient vous chercher à votre hôtel et vous y ramène. | Proposé en complément de nos expériences à {c}. | L’heure de prise en charge figure sur le bon.
H: 
I: Prise en charge à l’hôtel
X: 
@lunch
N: Déjeuner dans un restaurant local ({c}) | Déjeuner avec boisson ({c})
S: Un déjeuner deux plats avec boisson dans un restaurant que nous aimons. | Deux plats et une boisson dans un restaurant familial proche de l’itinéraire.
D: Un déjeuner deux plats avec boisson dans un restaurant que nous aimons. | Proposé en complément de nos expériences à {c}. | Plats végétariens à chaque menu.
H: 
I: Déjeuner dans un restaurant local
X: 
@private-guide
N: Guide privé ({c}) | Votre propre guide ({c})
S: Votre propre guide au lieu de la visite en groupe. | La même visite, avec un guide pour vous seuls.
D: Votre propre guide au lieu de la visite en groupe. | Proposé en complément de nos expériences à {c}. | Le rythme et les arrêts sont à votre choix.
H: 
I: Guide privé
X: 
@photos
N: Reportage photo souvenir ({c}) | Photos de votre journée ({c})
S: Vingt photos retouchées de votre journée, envoyées sous 48 heures. | Un photographe suit le groupe et vous envoie les plus belles images.
D: Vingt photos retouchées de votre journée, envoyées sous 48 heures. | Proposé en complément de nos expériences à {c}. | Les photos arrivent par lien de téléchargement, en pleine résolution.
H: 
I: Reportage photo souvenir
X: 
@tickets
N: Billets coupe-file ({c}) | Billets d’entrée prioritaire ({c})
S: Billets d’entrée prioritaire pour les sites de la visite. | Pas de file d’attente aux sites de la visite.
D: Billets d’entrée prioritaire pour les sites de la visite. | Proposé en complément de nos expériences à {c}. | Les billets sont nominatifs et ne peuvent pas être échangés.
H: 
I: Billets coupe-file
X: 
`

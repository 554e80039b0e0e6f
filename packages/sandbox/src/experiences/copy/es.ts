/** Spanish copy of the demo experiences (format: ./parse.ts). */
export const ES = `
@walking
N: Visita guiada a pie por {c} | Visita guiada: calles antiguas y patios escondidos de {c} | Visita guiada por el casco antiguo de {c}
S: Tres horas a pie por las calles antiguas de {c} con un guía local oficial. | Plazas, pasajes y mercados de {c}, sin prisas y con parada para un café.
D: Su guía le lleva por plazas históricas, patios escondidos y mercados llenos de vida, con historias que no salen en las guías. | Caminamos sin prisa y paramos a mitad de recorrido para tomar un café con un dulce de una pastelería de toda la vida. | Los grupos son pequeños para que todos oigan al guía, incluso en las calles más concurridas. | En verano el recorrido va por las calles con sombra.
H: El centro histórico de {c} | Patios y pasajes escondidos | Café con dulces locales | Historias contadas por un guía nacido aquí | Grupos reducidos
I: Guía local oficial | Café y dulce | Audioguías para grupos de más de 8
X: Propinas | Recogida en el hotel
@food
N: Ruta gastronómica por {c} | Sabores de {c}: mercados y cocinas familiares | Come como un local en {c}
S: Ocho degustaciones en tiendas familiares y puestos de mercado de {c}. | Panaderos, queseros y cocineros callejeros de {c}, y degustaciones como para un almuerzo completo.
D: De las panaderías a las bodegas de quesos, conocerá a los artesanos que hacen la cocina de la ciudad. | Ocho degustaciones generosas equivalen a un almuerzo: venga con hambre. | Avísenos de sus alergias al reservar; cada parada tiene una alternativa. | Nuestros guías conocen a los dueños en persona, por eso se nos abren las puertas.
H: Ocho degustaciones | Tiendas familiares | Visita al mercado | Recetas y direcciones para llevarse | La historia de cada plato
I: Degustaciones | Guía local | Agua mineral
X: Bebidas alcohólicas fuera de la degustación | Traslados al hotel
@cooking
N: Clase de cocina con un chef local en {c} | Mercado y clase de cocina en {c} | Clase de cocina en {c}: tres platos clásicos
S: Compra en el mercado y cocina un menú de tres platos con un chef de {c}. | Una mañana entre el mercado y los fogones, y un almuerzo cocinado por usted.
D: Empezamos en el mercado eligiendo producto de temporada con el chef. | En su cocina prepara paso a paso tres platos clásicos de la región. | Se come lo que se cocina, en una mesa grande, y se lleva las recetas a casa. | No hace falta experiencia; el chef adapta cada plato para vegetarianos.
H: Compra en el mercado con el chef | Menú de tres platos | Recetas para llevar | Usted cocina, no es una demostración
I: Ingredientes | Almuerzo con vino o refrescos | Delantal
X: Traslados
@museum
N: Lo esencial del gran museo de {c} sin colas | El gran museo de {c} con una historiadora del arte | Obras maestras de {c} sin esperar
S: Las obras maestras del gran museo de {c} en dos horas y media, sin hacer cola. | Entrada prioritaria y una historiadora del arte que le lleva a las obras que importan.
D: Su guía le hace saltar la cola y le lleva directamente a las obras esenciales, con su historia. | Dos horas y media bastan para ver lo esencial sin cansarse. | Después de la visita, la entrada sigue siendo válida todo el día. | El museo es accesible y hay asientos en todas las salas.
H: Entrada prioritaria | Guía historiadora del arte | Las obras maestras esenciales | Entrada válida todo el día
I: Entrada | Guía | Audioguías
X: Exposiciones temporales | Guardarropa
@night
N: {c} de noche: leyendas y miradores | Fantasmas y leyendas de {c} | Paseo nocturno: el lado oscuro de {c}
S: El lado oscuro de la historia de {c}, a la luz de un farol, hasta un bar con vistas. | Crímenes, fantasmas e historias reales del viejo {c} en un paseo al anochecer.
D: Fantasmas, crímenes y leyendas de la ciudad antigua, en un paseo a la luz de los faroles. | El paseo termina en una terraza con vistas a la ciudad iluminada. | Las historias son oscuras pero nunca sangrientas; a los adolescentes les encantan. | Salimos con cualquier tiempo: con lluvia, las leyendas suenan aún mejor.
H: Leyendas e historias reales | Monumentos iluminados | Final con vistas | Un farol para cada uno
I: Guía | Farol
X: Bebidas
@street-art
N: Arte urbano y barrios creativos de {c} | Murales y talleres de {c} | Arte urbano en {c} con un artista
S: Murales, talleres y galerías: el lado creativo de {c} con un artista como guía. | Dos horas por los antiguos barrios industriales de {c}, hoy llenos de color.
D: Un artista de la escena local le lleva a los murales y talleres que cambiaron los viejos barrios industriales. | Visitamos un taller en activo y conocemos a quienes pintan las paredes. | Las obras cambian cada mes, así que ninguna visita es igual.
H: Murales de artistas conocidos | Visita a un taller | Guía artista | Las obras nuevas de la temporada
I: Guía
X: Transporte
@cruise
N: Paseo en barco al atardecer en {c} | {c} desde el agua al atardecer | Crucero vespertino en {c} con una copa
S: Dos horas en el agua mientras se pone el sol sobre {c}, con una copa de cava. | Vea cómo {c} cambia de color al anochecer desde la cubierta de un barco tradicional.
D: Suba a un barco tradicional y vea la ciudad cambiar de color al anochecer. | El patrón cuenta la historia del puerto durante el paseo. | A bordo se sirve una copa de cava o un refresco. | Hay mantas a bordo para las noches frescas.
H: Puesta de sol | Bebida de bienvenida | Explicaciones en directo | Barco tradicional
I: Paseo en barco | Una bebida por persona
X: Cena | Traslados
@bike
N: Ruta en bicicleta por {c} | {c} en bici: calles tranquilas y miradores | En bicicleta por los barrios de {c}
S: Vea más de {c} en tres horas en bicicleta, por calles tranquilas y carriles bici. | Un paseo fácil por los barrios de {c}, con miradores y una parada para beber algo.
D: Un paseo fácil con un guía local, casi siempre por carril bici y calles tranquilas. | Paramos en los miradores y a mitad de camino para tomar algo. | Revisamos las bicis antes de cada salida; hay bicis eléctricas bajo petición. | Desde los diez años, los niños llevan su propia bici; los más pequeños van en silla.
H: Rutas tranquilas | Miradores | Bici y casco incluidos | Bicis eléctricas bajo petición
I: Bici y casco | Guía | Agua
X: Seguro | Propinas
@wine
N: Cata de vinos en los viñedos cerca de {c} | Viñedos y bodegas alrededor de {c} | Media jornada de enoturismo cerca de {c}
S: Media jornada en el campo cerca de {c}: dos bodegas, seis vinos y queso local. | Salga de {c} hacia las viñas y cate con las familias que hacen el vino.
D: Dejamos la ciudad por los viñedos para conocer a los viticultores de dos bodegas familiares. | Paseamos entre las cepas, visitamos las bodegas y catamos seis vinos con queso y embutido. | Las dos bodegas envían botellas a domicilio. | La furgoneta tiene ocho plazas, así que el grupo siempre es pequeño.
H: Dos bodegas familiares | Seis vinos | Grupo reducido en furgoneta | Visita a la bodega
I: Transporte en furgoneta | Catas | Queso y embutido
X: Compra de vino | Almuerzo
@photo
N: Paseo fotográfico por {c} | Paseo fotográfico: los mejores ángulos de {c} | Aprenda a fotografiar {c}
S: Un fotógrafo profesional le enseña los mejores ángulos de {c} y cómo captarlos. | Composición y luz en los rincones más fotogénicos de {c}, con cualquier cámara.
D: Con cualquier cámara, aprenderá composición y luz en los rincones más fotogénicos de la ciudad. | El paseo coincide con la luz suave de la hora dorada. | Al día siguiente recibe una selección editada de sus fotos.
H: Fotógrafo profesional | Luz de la hora dorada | Consejos para cualquier cámara | Fotos editadas al día siguiente
I: Clase de fotografía | Selección editada de sus fotos
X: Equipo fotográfico
@hike
N: Excursión a pie por los montes de {c} | Senderos y crestas sobre {c} | Día de senderismo con vistas a {c}
S: Doce kilómetros de senderos con un guía de montaña y un pícnic con vistas a {c}. | Caminos de bosque y crestas sobre {c}, con un pícnic de productos locales en la cima.
D: Deje atrás el bullicio por caminos de bosque y crestas. | Son unos 12 km y 600 m de desnivel, a ritmo constante y con muchas paradas. | El pícnic se prepara con productos de las granjas por las que pasamos. | Es imprescindible buen calzado; prestamos bastones.
H: Crestas panorámicas | Pícnic de productos locales | Guía de montaña titulado | Unos 12 km
I: Guía | Pícnic | Transporte al inicio de la ruta
X: Botas de montaña | Seguro
@spa
N: Tarde de termas en {c} | Baños y masaje en {c} | Una tarde tranquila en un spa de {c}
S: Tres horas de baños, vapor y un masaje de 50 minutos en uno de los mejores spas de {c}. | Piscinas termales, hammam y un masaje a elegir en unos baños históricos.
D: Desconecte en unos baños históricos, entre piscinas termales y hammam. | Su masaje de 50 minutos se reserva a la hora que prefiera. | El bañador es obligatorio; toallas y albornoces le esperan.
H: Piscinas termales | Hammam | Masaje de 50 minutos | Baños históricos
I: Acceso al spa | Masaje | Toalla y albornoz | Infusión
X: Tratamientos adicionales
@short-break
N: {n} días en {c} y alrededores | Puente largo en {c}, {n} días | {c} y su entorno en {n} días
S: Un fin de semana largo para ver lo mejor de {c} y su entorno. | Tres días, un solo hotel en {c} y las mejores excursiones de los alrededores.
D: Tres días para ver la ciudad y los pueblos de alrededor sin cambiar de hotel. | Los hoteles se eligen por su ubicación y su carácter; también puede reservar algunas noches por su cuenta. | Su guía acompañante está con el grupo desde la cena de bienvenida hasta la última mañana.
H: Guía acompañante experto | Hoteles seleccionados | Grupo reducido | Sin cambiar de hotel
I: Alojamiento indicado | Comidas indicadas | Visitas guiadas | Transporte entre etapas
X: Vuelos | Seguro de viaje | Gastos personales
@discovery
N: Circuito de descubrimiento desde {c}, {n} días | De {c} a los pueblos más bonitos de la región en {n} días | Circuito de {n} días desde {c}
S: Cinco días desde {c} hasta los pueblos más bonitos de la región. | Cascos antiguos, mercados y paisajes de la región, saliendo de {c}.
D: Cinco días desde la ciudad hasta los pueblos más bonitos de la región. | Los hoteles se eligen por su ubicación y su carácter; también puede reservar algunas noches por su cuenta. | Cada día hay una visita guiada por la mañana y tiempo libre por la tarde.
H: Guía acompañante experto | Hoteles seleccionados | Grupo reducido | Tardes libres
I: Alojamiento indicado | Comidas indicadas | Visitas guiadas | Transporte entre etapas
X: Vuelos | Seguro de viaje | Gastos personales
@culinary
N: Viaje gastronómico desde {c}, {n} días | Sabores de la región desde {c}, {n} días | {n} días de mercados y cocineros desde {c}
S: Mercados, cocineros y bodegas: cuatro días de sabores alrededor de {c}. | Cuatro días de cocinar, catar y comer bien, saliendo de {c}.
D: Mercado por la mañana, la cocina de un chef a mediodía y bodegas familiares por la tarde. | Los hoteles se eligen por su ubicación y su carácter; también puede reservar algunas noches por su cuenta. | Cada comida del viaje es una ocasión para probar algo nuevo.
H: Visitas a mercados | Almuerzo con un chef | Grupo reducido | Bodegas familiares
I: Alojamiento indicado | Comidas indicadas | Visitas guiadas | Transporte entre etapas
X: Vuelos | Seguro de viaje | Gastos personales
@grand-tour
N: Gran circuito desde {c}, {n} días | Las grandes ciudades del país desde {c}, {n} días | Gran viaje de {n} días saliendo de {c}
S: Una semana por el país, de {c} a sus grandes ciudades y paisajes. | Siete días, las grandes ciudades y los paisajes que las unen, saliendo de {c}.
D: Una semana por el país, de las grandes ciudades a los paisajes que hay entre ellas. | Los hoteles se eligen por su ubicación y su carácter; también puede reservar algunas noches por su cuenta. | Una noche en tren nocturno ahorra un día de carretera.
H: Guía acompañante experto | Hoteles seleccionados | Grupo reducido | Una noche en tren nocturno
I: Alojamiento indicado | Comidas indicadas | Visitas guiadas | Transporte entre etapas
X: Vuelos | Seguro de viaje | Gastos personales
@airport-private
N: Traslado privado del aeropuerto al centro de {c} | Aeropuerto de {c} – su hotel en coche privado | Coche privado desde el aeropuerto de {c}
S: Un coche privado del aeropuerto de {c} a su hotel. | Su propio conductor, desde la sala de llegadas del aeropuerto de {c} hasta la puerta del hotel.
D: Su conductor sigue su vuelo y le espera aunque llegue con retraso. | Las sillas infantiles son gratuitas; pídalas al reservar. | El precio es cerrado, haya el tráfico que haya.
H: Precio cerrado | Seguimiento del vuelo | Conductor con licencia | Sillas infantiles gratis
I: Recepción con cartel con su nombre | Ayuda con el equipaje | Espera de hasta 60 minutos
X: Paradas adicionales
@airport-shared
N: Lanzadera compartida desde el aeropuerto de {c} | Lanzadera del aeropuerto de {c} a los principales hoteles | Minibús compartido, aeropuerto de {c}
S: Un minibús compartido del aeropuerto de {c} a los principales hoteles. | La opción económica del aeropuerto de {c} a su hotel, en minibús compartido.
D: El minibús sale cuando se llena o, como muy tarde, a los 30 minutos. | Para en los principales hoteles del centro; el suyo puede ser el primero o el último. | Incluye una maleta y un bulto de mano por persona.
H: Precio cerrado | Seguimiento del vuelo | Puerta a puerta | Una maleta incluida
I: Recepción con cartel con su nombre | Ayuda con el equipaje | Espera de hasta 60 minutos
X: Paradas adicionales
@station
N: Traslado desde la estación de {c} | Coche privado entre la estación de {c} y su hotel | Traslado de estación en {c}
S: Un coche privado entre la estación principal de {c} y su hotel. | Su conductor le espera en el andén con un cartel con su nombre.
D: Su conductor sigue los horarios de los trenes y le espera en el andén. | A veces los trenes se retrasan: la espera está incluida. | El precio es cerrado, haya el tráfico que haya.
H: Precio cerrado | Recepción en el andén | Conductor con licencia | Espera incluida
I: Recepción con cartel con su nombre | Ayuda con el equipaje | Espera de hasta 60 minutos
X: Paradas adicionales
@van
N: Traslado de grupo en furgoneta, aeropuerto de {c} | Furgoneta con conductor para grupos, aeropuerto de {c} | Traslado de grupo desde el aeropuerto de {c}
S: Una furgoneta con conductor para grupos que llegan al aeropuerto de {c}. | Un solo vehículo para todo el grupo, de la sala de llegadas del aeropuerto de {c} al hotel.
D: Un solo vehículo para todo el grupo y todo su equipaje. | El conductor espera con un cartel y ayuda con las maletas. | Para más de 16 personas enviamos un segundo vehículo.
H: Precio cerrado | Sitio para todo el equipaje | Conductor con licencia | Un vehículo para el grupo
I: Recepción con cartel con su nombre | Ayuda con el equipaje | Espera de hasta 60 minutos
X: Paradas adicionales
@pickup
N: Recogida y regreso al hotel ({c}) | Recogida en el hotel ({c})
S: Un conductor le recoge en su hotel y le lleva de vuelta. | Transporte puerta a puerta entre su hotel y el punto de encuentro.
D: Un conductor le recoge en su hotel y le lleva de vuelta. | Disponible como complemento de nuestras experiencias en {c}. | La hora de recogida figura en el bono.
H: 
I: Recogida y regreso al hotel
X: 
@lunch
N: Almuerzo en un restaurante local ({c}) | Almuerzo con bebida ({c})
S: Un almuerzo de dos platos con bebida en un restaurante que nos encanta. | Dos platos y una bebida en un restaurante familiar cerca de la ruta.
D: Un almuerzo de dos platos con bebida en un restaurante que nos encanta. | Disponible como complemento de nuestras experiencias en {c}. | Platos vegetarianos en todos los menús.
H: 
I: Almuerzo en un restaurante local
X: 
@private-guide
N: Guía privado ({c}) | Su propio guía ({c})
S: Su propio guía en lugar de la visita en grupo. | La misma visita, con un guía solo para ustedes.
D: Su propio guía en lugar de la visita en grupo. | Disponible como complemento de nuestras experiencias en {c}. | El ritmo y las paradas los eligen ustedes.
H: 
I: Guía privado
X: 
@photos
N: Reportaje fotográfico de recuerdo ({c}) | Fotos de su día ({c})
S: Veinte fotos editadas de su día, enviadas en 48 horas. | Un fotógrafo acompaña al grupo y le envía las mejores imágenes.
D: Veinte fotos editadas de su día, enviadas en 48 horas. | Disponible como complemento de nuestras experiencias en {c}. | Las fotos llegan por enlace de descarga, en máxima resolución.
H: 
I: Reportaje fotográfico de recuerdo
X: 
@tickets
N: Entradas sin colas ({c}) | Entradas con acceso prioritario ({c})
S: Entradas con acceso prioritario a los lugares de la visita. | Sin colas en los lugares de la visita.
D: Entradas con acceso prioritario a los lugares de la visita. | Disponible como complemento de nuestras experiencias en {c}. | Las entradas son nominativas y no se pueden cambiar.
H: 
I: Entradas sin colas
X: 
`

/**
 * English copy of the demo experiences, one block per template key (see ./parse.ts for the format). `{c}` is the
 * city, `{n}` a program's number of days.
 */
export const EN = `
@walking
N: Guided walking tour of {c} | Guided walking tour: old streets and hidden courtyards of {c} | Old town of {c}: guided walking tour with a local
S: Three hours on foot through the old streets of {c} with a licensed local guide. | Squares, passages and market halls of {c}, at an easy pace and with a coffee stop.
D: Your guide leads you through historic squares, hidden courtyards and lively markets, with stories you will not find in a guidebook. | We walk at a relaxed pace and stop halfway for coffee and a pastry from a bakery we have known for years. | Groups stay small so everybody hears the guide, even in the busy lanes. | The route changes with the seasons: in summer we keep to the shaded side streets.
H: The historic centre of {c} | Hidden courtyards and passages | A coffee stop with local pastries | Stories from a guide born here | Small groups
I: Licensed local guide | Coffee and pastry | Headsets for groups over 8
X: Gratuities | Hotel pick-up
@food
N: {c} food tasting tour | Tastes of {c}: markets and family kitchens | Eat like a local in {c}
S: Taste your way through {c}: eight tastings in family-run shops and market stalls. | Bakers, cheesemakers and street cooks of {c}, and enough tastings to make a full lunch.
D: From bakeries to cheese cellars, you meet the artisans who make the food culture of the city. | Eight generous tastings make a full lunch, so come hungry. | Tell us about allergies when booking: every stop has an alternative. | Our guides know the owners personally, which is why the doors open for us.
H: Eight tastings | Family-run shops | Market visit | Recipes and addresses to take home | The story behind each dish
I: Food tastings | Local guide | Bottled water
X: Alcoholic drinks beyond the tasting | Hotel transfers
@cooking
N: Cooking class with a local chef in {c} | Cooking class in {c}: from the market to the table | Cooking class in {c}: three classic dishes
S: Shop at the market, then cook and share a three-course meal with a chef from {c}. | A morning at the market and in the kitchen, and a lunch you cooked yourself.
D: We start at the market choosing seasonal produce with the chef. | In the chef's kitchen you prepare three classic dishes of the region, step by step. | You eat what you cook, around one big table, and take the recipes home. | No experience is needed; the chef adapts every dish for vegetarians.
H: Market shopping with the chef | Three-course meal | Recipes to take home | Hands-on, not a demonstration
I: Ingredients | Lunch with wine or soft drinks | Apron
X: Transfers
@museum
N: Skip-the-line museum highlights of {c} | The great museum of {c} with an art historian | Masterpieces of {c} without the queue
S: The masterpieces of the great museum of {c} in two and a half hours, without the queue. | Priority entrance and an art historian who takes you to the works that matter.
D: Your guide takes you straight past the queue to the works that matter, with the stories behind them. | Two and a half hours is enough to see the essentials without tiring. | After the tour, your ticket stays valid for the rest of the day. | The museum is step-free, and seats are available in every room.
H: Priority entrance | Art historian guide | The essential masterpieces | Your ticket stays valid all day
I: Entrance ticket | Guide | Headsets
X: Temporary exhibitions | Cloakroom fees
@night
N: {c} after dark: legends and night views | Ghosts and legends of {c} | Evening walk: the dark side of {c}
S: The dark side of the history of {c}, told by lantern light, ending at a panoramic bar. | Crimes, ghosts and true stories of old {c} on an evening walk.
D: Ghost stories, crimes and legends of the old city, on an evening walk by lantern light. | The walk ends with a view over the illuminated city from a rooftop bar. | The stories are dark but never gory; teenagers love them. | We go out in every weather: the legends sound even better in the rain.
H: Legends and true stories | Illuminated monuments | Panoramic finish | A lantern for everybody
I: Guide | Lantern
X: Drinks
@street-art
N: Street art and creative districts of {c} | Murals and studios of {c} | {c} street art walk with an artist
S: Murals, studios and galleries: the creative side of {c} with an artist guide. | Two hours in the old industrial districts of {c}, now full of colour.
D: An artist from the local scene takes you to the murals and workshops that changed the old industrial districts. | You visit a working studio and meet the people who paint the walls. | Works change every month, so no two tours are the same.
H: Murals by famous artists | A studio visit | Artist guide | The newest works of the season
I: Guide
X: Transport
@cruise
N: Sunset boat cruise in {c} | {c} from the water at sunset | Evening cruise in {c} with a drink
S: Two hours on the water as the sun goes down over {c}, with a glass of sparkling wine. | See {c} change colour at dusk from the deck of a traditional boat.
D: Board a traditional boat and watch the city change colour at dusk. | The skipper tells the story of the waterfront as we go. | A glass of sparkling wine or a soft drink is served on board. | Blankets are on board for the cooler evenings.
H: Sunset views | Welcome drink | Live commentary | Traditional boat
I: Boat cruise | One drink per person
X: Dinner | Transfers
@bike
N: Bike tour of {c} | {c} by bike: quiet streets and viewpoints | Cycling through the neighbourhoods of {c}
S: See more of {c} in three hours by bike, on quiet streets and cycle lanes. | An easy ride through the neighbourhoods of {c}, with viewpoints and a drink break.
D: An easy ride with a local guide, mostly on cycle lanes and quiet streets. | We stop at viewpoints and for a drink halfway. | Bikes are checked before every tour; electric bikes are available on request. | Children from ten ride their own bike; younger ones can sit in a child seat.
H: Quiet routes | Viewpoints | Helmet and bike included | Electric bikes on request
I: Bike and helmet | Guide | Water
X: Insurance | Gratuities
@wine
N: Wine tasting in the vineyards near {c} | Vineyards and cellars around {c} | Half a day in wine country near {c}
S: Half a day in the countryside around {c}: two estates, six wines, local cheese. | Leave {c} for the vines and taste with the families who make the wine.
D: Leave the city for the vineyards and meet the winemakers of two family estates. | We walk the vines, visit the cellars and taste six wines with local cheese and charcuterie. | Bottles can be shipped home from both estates. | The minivan seats eight, so the group always stays small.
H: Two family estates | Six wines | Small group by minivan | Cellar visit
I: Transport by minivan | Tastings | Cheese and charcuterie
X: Wine purchases | Lunch
@photo
N: Photography walk through {c} | Photo walk: the best angles of {c} | Learn to photograph {c}
S: A professional photographer shows you the best angles of {c}, and how to shoot them. | Composition and light in the most photogenic corners of {c}, with any camera.
D: Whatever your camera, you learn composition and light while exploring the most photogenic corners of the city. | We time the walk for the soft light of the golden hour. | A selection of your photos comes back edited the next day.
H: Professional photographer | Golden-hour light | Tips for any camera | Edited photos the next day
I: Photography coaching | Edited selection of your photos
X: Camera equipment
@hike
N: Day hike in the hills above {c} | Trails and ridges above {c} | Hiking day with a view over {c}
S: Twelve kilometres of trails with a mountain guide and a picnic with a view over {c}. | Forest paths and ridges above {c}, and a picnic of local products at the top.
D: Leave the crowds behind for forest paths and ridges. | Count about 12 km and 600 m of ascent, at a steady pace with many stops. | The picnic is made with products from the farms we walk past. | Good walking shoes are a must; poles can be lent.
H: Panoramic ridges | Picnic of local products | Certified mountain guide | About 12 km
I: Guide | Picnic | Transport to the trailhead
X: Hiking boots | Insurance
@spa
N: Thermal spa afternoon in {c} | Baths and massage in {c} | A slow afternoon at a spa of {c}
S: Three hours of baths, steam and a 50-minute massage in one of the finest spas of {c}. | Thermal pools, hammam and a massage of your choice in a historic bathhouse.
D: Slow down in a historic bathhouse with thermal pools and a hammam. | Your 50-minute massage is booked at a time that suits you. | Swimwear is required; towels and robes are ready for you.
H: Thermal pools | Hammam | 50-minute massage | Historic bathhouse
I: Spa access | Massage | Towel and robe | Herbal tea
X: Additional treatments
@short-break
N: {n} days in {c} and surroundings | Long weekend in {c}, {n} days | {c} and its countryside in {n} days
S: A long weekend to see the best of {c} and its countryside. | Three days, one hotel in {c} and the best day trips around it.
D: Three days to see the city and the villages around it, without changing hotels. | Hotels are chosen for their location and character; you may also book some nights yourself. | Your tour leader stays with the group from the welcome dinner to the last morning.
H: Expert tour leader | Hand-picked hotels | Small group | No hotel change
I: Accommodation as listed | Meals as listed | Guided visits | Transport between stops
X: Flights | Travel insurance | Personal expenses
@discovery
N: Discovery tour from {c}, {n} days | From {c} to the finest towns of the region in {n} days | {n}-day discovery tour from {c}
S: Five days from {c} to the most beautiful towns of the region. | Old towns, markets and landscapes of the region, starting from {c}.
D: Five days from the city to the most beautiful towns of the region. | Hotels are chosen for their location and character; you may also book some nights yourself. | Each day has a guided visit in the morning and free time in the afternoon.
H: Expert tour leader | Hand-picked hotels | Small group | Free afternoons
I: Accommodation as listed | Meals as listed | Guided visits | Transport between stops
X: Flights | Travel insurance | Personal expenses
@culinary
N: Culinary journey from {c}, {n} days | Flavours of the region from {c}, {n} days | {n} days of markets and chefs from {c}
S: Markets, chefs and wine cellars: four days of flavours around {c}. | Four days of cooking, tasting and eating well, starting from {c}.
D: Markets in the morning, chefs' kitchens at noon and family cellars in the afternoon. | Hotels are chosen for their location and character; you may also book some nights yourself. | Every meal of the tour is a chance to taste something new.
H: Market visits | Lunch with a chef | Small group | Family cellars
I: Accommodation as listed | Meals as listed | Guided visits | Transport between stops
X: Flights | Travel insurance | Personal expenses
@grand-tour
N: Grand tour from {c}, {n} days | The great cities of the country from {c}, {n} days | {n}-day grand tour starting in {c}
S: A week across the country, from {c} to its great cities and landscapes. | Seven days, the great cities and the landscapes between them, from {c}.
D: A week across the country, from the great cities to the landscapes between them. | Hotels are chosen for their location and character; you may also book some nights yourself. | One night on a sleeper train saves a day of driving.
H: Expert tour leader | Hand-picked hotels | Small group | A night on a sleeper train
I: Accommodation as listed | Meals as listed | Guided visits | Transport between stops
X: Flights | Travel insurance | Personal expenses
@airport-private
N: Private airport transfer to {c} city centre | {c} airport to your hotel, private car | Private car from {c} airport
S: A private car from {c} airport to your hotel. | Your own driver from the arrivals hall of {c} airport to the door of your hotel.
D: Your driver tracks your flight and waits for you, even when you are late. | Child seats are free; please ask for them when booking. | The price is fixed, whatever the traffic.
H: Fixed price | Flight tracking | Licensed driver | Free child seats
I: Meet and greet with name board | Luggage assistance | Waiting time up to 60 minutes
X: Extra stops
@airport-shared
N: Shared shuttle from {c} airport | {c} airport shuttle to the main hotels | Shared airport minibus in {c}
S: A shared minibus from {c} airport to the main hotels. | The budget way from {c} airport to your hotel, in a shared minibus.
D: The minibus leaves when it is full or after 30 minutes at the latest. | It stops at the main hotels of the centre; yours may be the first or the last. | One suitcase and one piece of hand luggage per person are included.
H: Fixed price | Flight tracking | Door to door | One suitcase included
I: Meet and greet with name board | Luggage assistance | Waiting time up to 60 minutes
X: Extra stops
@station
N: Railway station transfer in {c} | Private car between the station of {c} and your hotel | {c} station transfer
S: A private car between the main station of {c} and your hotel. | Your driver waits on the platform with your name on a board.
D: Your driver checks the train times and waits on the platform. | Trains run late sometimes: waiting time is included. | The price is fixed, whatever the traffic.
H: Fixed price | Platform meeting | Licensed driver | Waiting time included
I: Meet and greet with name board | Luggage assistance | Waiting time up to 60 minutes
X: Extra stops
@van
N: Group minivan transfer, {c} airport | Minivan with driver for groups at {c} airport | Group transfer from {c} airport
S: A minivan with driver for groups arriving at {c} airport. | One vehicle for the whole group, from the arrivals hall of {c} airport to the hotel.
D: One vehicle for the whole group and all its luggage. | The driver waits with a name board and helps with the bags. | For more than 16 people we send a second vehicle.
H: Fixed price | Room for all the luggage | Licensed driver | One vehicle for the group
I: Meet and greet with name board | Luggage assistance | Waiting time up to 60 minutes
X: Extra stops
@pickup
N: Hotel pick-up and drop-off ({c}) | Hotel pick-up ({c})
S: A driver collects you at your hotel and brings you back. | Door-to-door transport between your hotel and the meeting point.
D: A driver collects you at your hotel and brings you back. | Available as an add-on to our experiences in {c}. | The pick-up time is on the voucher.
H: 
I: Hotel pick-up and drop-off
X: 
@lunch
N: Lunch at a local restaurant ({c}) | Lunch with a drink ({c})
S: A two-course lunch with a drink in a restaurant we love. | Two courses and a drink in a family restaurant near the route.
D: A two-course lunch with a drink in a restaurant we love. | Available as an add-on to our experiences in {c}. | Vegetarian dishes on every menu.
H: 
I: Lunch at a local restaurant
X: 
@private-guide
N: Private guide upgrade ({c}) | Your own guide ({c})
S: Your own guide instead of the group tour. | The same visit, with a guide for your party alone.
D: Your own guide instead of the group tour. | Available as an add-on to our experiences in {c}. | The pace and the stops are yours to choose.
H: 
I: Private guide
X: 
@photos
N: Souvenir photo package ({c}) | Photos of your day ({c})
S: Twenty edited photos of your day, sent within 48 hours. | A photographer follows the group and sends you the best pictures.
D: Twenty edited photos of your day, sent within 48 hours. | Available as an add-on to our experiences in {c}. | The photos come as a download link, in full resolution.
H: 
I: Souvenir photo package
X: 
@tickets
N: Skip-the-line tickets ({c}) | Priority entrance tickets ({c})
S: Priority entrance tickets for the sites of the visit. | No queue at the sites of the visit.
D: Priority entrance tickets for the sites of the visit. | Available as an add-on to our experiences in {c}. | Tickets are named and cannot be exchanged.
H: 
I: Skip-the-line tickets
X: 
`

/**
 * Portuguese copy of the demo experiences (format: ./parse.ts). Written with "em {c}", "de {c}", "por {c}", "a {c}":
 * cities that take an article (o Porto, o Rio de Janeiro) get "no", "do", "pelo", "ao" (see ./index.ts).
 */
export const PT = `
@walking
N: Visita guiada a pé por {c} | Visita guiada: ruas antigas e pátios escondidos de {c} | O centro histórico de {c} com um guia local
S: Três horas a pé pelas ruas antigas de {c} com um guia local credenciado. | Praças, passagens e mercados de {c}, sem pressa e com pausa para um café.
D: O guia leva-o por praças históricas, pátios escondidos e mercados animados, com histórias que não vêm nos guias. | Caminhamos sem pressa e paramos a meio para um café e um doce numa pastelaria que conhecemos há anos. | Os grupos são pequenos para que todos ouçam o guia, mesmo nas ruas mais movimentadas. | No verão o percurso segue pelas ruas à sombra.
H: O centro histórico de {c} | Pátios e passagens escondidos | Café com doces locais | Histórias de um guia nascido aqui | Grupos pequenos
I: Guia local credenciado | Café e doce | Auriculares para grupos com mais de 8 pessoas
X: Gorjetas | Recolha no hotel
@food
N: Roteiro gastronómico por {c} | Sabores de {c}: mercados e casas de família | Comer como um local em {c}
S: Oito provas em lojas de família e bancas do mercado de {c}. | Padeiros, queijeiros e comida de rua de {c}, com provas que valem um almoço inteiro.
D: Das padarias às caves de queijo, conhece os artesãos que fazem a cozinha da cidade. | Oito provas generosas valem um almoço: venha com fome. | Indique as alergias na reserva, cada paragem tem uma alternativa. | Os nossos guias conhecem os donos pessoalmente, por isso as portas abrem-se para nós.
H: Oito provas | Lojas de família | Visita ao mercado | Receitas e moradas para levar | A história de cada prato
I: Provas | Guia local | Água mineral
X: Bebidas alcoólicas fora da prova | Transferes do hotel
@cooking
N: Aula de culinária com um chef local em {c} | Mercado e aula de culinária em {c} | Aula de culinária em {c}: três pratos clássicos
S: Compras no mercado e depois um menu de três pratos cozinhado com um chef de {c}. | Uma manhã entre o mercado e o fogão, e um almoço feito pelas suas mãos.
D: Começamos no mercado a escolher com o chef os produtos da época. | Na cozinha dele prepara, passo a passo, três pratos clássicos da região. | Come-se o que se cozinha, à volta de uma mesa grande, e as receitas vão consigo para casa. | Não é preciso experiência; o chef adapta cada prato para vegetarianos.
H: Compras no mercado com o chef | Menu de três pratos | Receitas para levar | Cozinha a sério, não é uma demonstração
I: Ingredientes | Almoço com vinho ou refrigerantes | Avental
X: Transferes
@museum
N: As obras-primas do grande museu de {c} sem filas | O grande museu de {c} com uma historiadora de arte | Obras-primas de {c} sem esperar
S: As obras-primas do grande museu de {c} em duas horas e meia, sem filas. | Entrada prioritária e uma historiadora de arte que o leva às obras que importam.
D: A guia passa à frente da fila e leva-o diretamente às obras essenciais, com a sua história. | Duas horas e meia chegam para ver o essencial sem cansar. | Depois da visita, o bilhete continua válido todo o dia. | O museu é acessível e tem lugares sentados em todas as salas.
H: Entrada prioritária | Guia historiadora de arte | As obras-primas essenciais | Bilhete válido todo o dia
I: Bilhete de entrada | Guia | Auriculares
X: Exposições temporárias | Bengaleiro
@night
N: {c} à noite: lendas e miradouros | Fantasmas e lendas de {c} | Passeio noturno: o lado sombrio de {c}
S: O lado sombrio da história de {c}, contado à luz de uma lanterna, até um bar com vista. | Crimes, fantasmas e histórias verdadeiras da cidade velha de {c} num passeio ao anoitecer.
D: Histórias de fantasmas, crimes e lendas da cidade antiga, num passeio à luz das lanternas. | A noite termina num terraço com vista para a cidade iluminada. | As histórias são sombrias mas nunca sangrentas; os adolescentes adoram. | Saímos com qualquer tempo: à chuva as lendas soam ainda melhor.
H: Lendas e histórias verdadeiras | Monumentos iluminados | Final com vista | Uma lanterna para cada um
I: Guia | Lanterna
X: Bebidas
@street-art
N: Arte urbana e bairros criativos de {c} | Murais e ateliês de {c} | Arte urbana em {c} com um artista
S: Murais, ateliês e galerias: o lado criativo de {c} com um artista como guia. | Duas horas pelos antigos bairros industriais de {c}, hoje cheios de cor.
D: Um artista da cena local leva-o aos murais e oficinas que transformaram os antigos bairros industriais. | Visitamos um ateliê em atividade e conhecemos quem pinta as paredes. | As obras mudam todos os meses, nenhuma visita é igual.
H: Murais de artistas conhecidos | Visita a um ateliê | Um artista como guia | As obras novas da estação
I: Guia
X: Transporte
@cruise
N: Passeio de barco ao pôr do sol em {c} | Pôr do sol sobre {c}, visto da água | Passeio de barco ao fim da tarde em {c} com um copo
S: Duas horas na água enquanto o sol se põe sobre {c}, com um copo de espumante. | Veja a cidade mudar de cor ao entardecer, do convés de um barco tradicional em {c}.
D: Embarque num barco tradicional e veja a cidade mudar de cor ao entardecer. | O mestre conta a história da zona ribeirinha durante o passeio. | A bordo é servido um copo de espumante ou um refrigerante. | Há mantas a bordo para as noites frescas.
H: Pôr do sol | Bebida de boas-vindas | Explicações ao vivo | Barco tradicional
I: Passeio de barco | Uma bebida por pessoa
X: Jantar | Transferes
@bike
N: Passeio de bicicleta por {c} | {c} de bicicleta: ruas calmas e miradouros | De bicicleta pelos bairros de {c}
S: Veja mais de {c} em três horas de bicicleta, por ruas calmas e ciclovias. | Um passeio fácil pelos bairros de {c}, com miradouros e uma pausa para beber algo.
D: Um passeio fácil com um guia local, quase sempre por ciclovias e ruas calmas. | Paramos nos miradouros e a meio do caminho para beber algo. | As bicicletas são revistas antes de cada saída; bicicletas elétricas a pedido. | A partir dos dez anos as crianças pedalam sozinhas, os mais novos vão na cadeirinha.
H: Percursos calmos | Miradouros | Bicicleta e capacete incluídos | Bicicletas elétricas a pedido
I: Bicicleta e capacete | Guia | Água
X: Seguro | Gorjetas
@wine
N: Prova de vinhos nas vinhas perto de {c} | Vinhas e adegas à volta de {c} | Meio dia na região vinícola perto de {c}
S: Meio dia no campo perto de {c}: duas quintas, seis vinhos, queijo da região. | Saia de {c} rumo às vinhas e prove com as famílias que fazem o vinho.
D: Deixamos a cidade rumo às vinhas para conhecer os produtores de duas quintas de família. | Passeamos entre as videiras, visitamos as adegas e provamos seis vinhos com queijo e enchidos. | As duas quintas enviam garrafas para casa. | A carrinha tem oito lugares, por isso o grupo é sempre pequeno.
H: Duas quintas de família | Seis vinhos | Grupo pequeno em carrinha | Visita à adega
I: Transporte em carrinha | Provas | Queijo e enchidos
X: Compra de vinho | Almoço
@photo
N: Passeio fotográfico por {c} | Passeio fotográfico: os melhores ângulos de {c} | Aprender fotografia em {c}
S: Um fotógrafo profissional mostra-lhe os melhores ângulos de {c} e como os captar. | Composição e luz nos cantos mais fotogénicos de {c}, com qualquer máquina.
D: Com qualquer máquina, aprende composição e luz nos cantos mais fotogénicos da cidade. | O passeio acompanha a luz suave da hora dourada. | No dia seguinte recebe uma seleção das suas fotos, editadas.
H: Fotógrafo profissional | A luz da hora dourada | Dicas para qualquer máquina | Fotos editadas no dia seguinte
I: Aula de fotografia | Seleção editada das suas fotos
X: Equipamento fotográfico
@hike
N: Caminhada nas colinas acima de {c} | Trilhos e cumeadas acima de {c} | Dia de caminhada com vista sobre {c}
S: Doze quilómetros de trilhos com um guia de montanha e um piquenique com vista sobre {c}. | Caminhos de floresta e cumeadas acima de {c}, com um piquenique de produtos locais no topo.
D: Deixe a multidão para trás, por caminhos de floresta e cumeadas. | Conte com cerca de 12 km e 600 m de desnível, a ritmo certo e com muitas paragens. | O piquenique é feito com produtos das quintas por onde passamos. | É indispensável bom calçado; emprestamos bastões.
H: Cumeadas panorâmicas | Piquenique de produtos locais | Guia de montanha certificado | Cerca de 12 km
I: Guia | Piquenique | Transporte até ao início do trilho
X: Botas de caminhada | Seguro
@spa
N: Tarde termal em {c} | Banhos e massagem em {c} | Uma tarde tranquila num spa de {c}
S: Três horas de banhos, vapor e uma massagem de 50 minutos num dos melhores spas de {c}. | Piscinas termais, hammam e uma massagem à escolha num balneário histórico.
D: Abrande num balneário histórico, entre piscinas termais e hammam. | A massagem de 50 minutos é marcada à hora que preferir. | O fato de banho é obrigatório; toalhas e roupões estão à sua espera.
H: Piscinas termais | Hammam | Massagem de 50 minutos | Balneário histórico
I: Acesso ao spa | Massagem | Toalha e roupão | Chá de ervas
X: Tratamentos adicionais
@short-break
N: {n} dias em {c} e arredores | Fim de semana prolongado em {c}, {n} dias | {c} e o seu campo em {n} dias
S: Um fim de semana prolongado para ver o melhor de {c} e arredores. | Três dias, um só hotel em {c} e as melhores excursões nos arredores.
D: Três dias para ver a cidade e as aldeias à volta, sem mudar de hotel. | Os hotéis são escolhidos pela localização e pelo carácter; algumas noites pode também reservá-las por sua conta. | O acompanhante fica com o grupo desde o jantar de boas-vindas até à última manhã.
H: Acompanhante experiente | Hotéis selecionados | Grupo pequeno | Sem mudar de hotel
I: Alojamento indicado | Refeições indicadas | Visitas guiadas | Transporte entre etapas
X: Voos | Seguro de viagem | Despesas pessoais
@discovery
N: Circuito de descoberta a partir de {c}, {n} dias | De {c} às mais belas vilas da região em {n} dias | Circuito de {n} dias a partir de {c}
S: Cinco dias de {c} às mais belas vilas da região. | Centros históricos, mercados e paisagens da região, a partir de {c}.
D: Cinco dias da cidade às mais belas vilas da região. | Os hotéis são escolhidos pela localização e pelo carácter; algumas noites pode também reservá-las por sua conta. | Todos os dias, uma visita guiada de manhã e tempo livre à tarde.
H: Acompanhante experiente | Hotéis selecionados | Grupo pequeno | Tardes livres
I: Alojamento indicado | Refeições indicadas | Visitas guiadas | Transporte entre etapas
X: Voos | Seguro de viagem | Despesas pessoais
@culinary
N: Viagem gastronómica a partir de {c}, {n} dias | Os sabores da região a partir de {c}, {n} dias | {n} dias de mercados e chefs a partir de {c}
S: Mercados, chefs e adegas: quatro dias de sabores à volta de {c}. | Quatro dias a cozinhar, provar e comer bem, a partir de {c}.
D: Mercado de manhã, a cozinha de um chef ao almoço e adegas de família à tarde. | Os hotéis são escolhidos pela localização e pelo carácter; algumas noites pode também reservá-las por sua conta. | Cada refeição da viagem traz um sabor novo.
H: Visitas a mercados | Almoço com um chef | Grupo pequeno | Adegas de família
I: Alojamento indicado | Refeições indicadas | Visitas guiadas | Transporte entre etapas
X: Voos | Seguro de viagem | Despesas pessoais
@grand-tour
N: Grande circuito a partir de {c}, {n} dias | As grandes cidades do país a partir de {c}, {n} dias | Grande viagem de {n} dias a partir de {c}
S: Uma semana pelo país, de {c} às suas grandes cidades e paisagens. | Sete dias, as grandes cidades e as paisagens entre elas, a partir de {c}.
D: Uma semana pelo país, das grandes cidades às paisagens que as separam. | Os hotéis são escolhidos pela localização e pelo carácter; algumas noites pode também reservá-las por sua conta. | Uma noite em comboio-cama poupa um dia de estrada.
H: Acompanhante experiente | Hotéis selecionados | Grupo pequeno | Uma noite em comboio-cama
I: Alojamento indicado | Refeições indicadas | Visitas guiadas | Transporte entre etapas
X: Voos | Seguro de viagem | Despesas pessoais
@airport-private
N: Transfer privado do aeroporto para o centro de {c} | Aeroporto de {c} – o seu hotel em carro privado | Carro privado desde o aeroporto de {c}
S: Um carro privado do aeroporto de {c} até ao seu hotel. | O seu motorista, da sala de chegadas do aeroporto de {c} até à porta do hotel.
D: O motorista acompanha o seu voo e espera, mesmo com atraso. | As cadeirinhas para crianças são gratuitas; peça-as na reserva. | O preço é fixo, seja qual for o trânsito.
H: Preço fixo | Acompanhamento do voo | Motorista licenciado | Cadeirinhas gratuitas
I: Receção com placa com o nome | Ajuda com a bagagem | Espera até 60 minutos
X: Paragens adicionais
@airport-shared
N: Shuttle partilhado desde o aeroporto de {c} | Shuttle do aeroporto de {c} para os principais hotéis | Minibus partilhado, aeroporto de {c}
S: Um minibus partilhado do aeroporto de {c} para os principais hotéis. | A forma económica de ir do aeroporto de {c} ao hotel, em minibus partilhado.
D: O minibus parte quando está cheio ou, no máximo, após 30 minutos. | Para nos principais hotéis do centro; o seu pode ser o primeiro ou o último. | Inclui uma mala e uma bagagem de mão por pessoa.
H: Preço fixo | Acompanhamento do voo | Porta a porta | Uma mala incluída
I: Receção com placa com o nome | Ajuda com a bagagem | Espera até 60 minutos
X: Paragens adicionais
@station
N: Transfer da estação de {c} | Carro privado entre a estação de {c} e o seu hotel | Transfer de estação em {c}
S: Um carro privado entre a estação principal de {c} e o seu hotel. | O motorista espera na plataforma com uma placa com o seu nome.
D: O motorista acompanha os horários dos comboios e espera na plataforma. | Às vezes os comboios atrasam: a espera está incluída. | O preço é fixo, seja qual for o trânsito.
H: Preço fixo | Receção na plataforma | Motorista licenciado | Espera incluída
I: Receção com placa com o nome | Ajuda com a bagagem | Espera até 60 minutos
X: Paragens adicionais
@van
N: Transfer de grupo em carrinha, aeroporto de {c} | Carrinha com motorista para grupos, aeroporto de {c} | Transfer de grupo desde o aeroporto de {c}
S: Uma carrinha com motorista para grupos que chegam ao aeroporto de {c}. | Um só veículo para todo o grupo, da sala de chegadas do aeroporto de {c} ao hotel.
D: Um só veículo para todo o grupo e toda a bagagem. | O motorista espera com uma placa e ajuda com as malas. | Acima de 16 pessoas enviamos um segundo veículo.
H: Preço fixo | Espaço para toda a bagagem | Motorista licenciado | Um veículo para o grupo
I: Receção com placa com o nome | Ajuda com a bagagem | Espera até 60 minutos
X: Paragens adicionais
@pickup
N: Recolha e regresso ao hotel ({c}) | Recolha no hotel ({c})
S: Um motorista vai buscá-lo ao hotel e leva-o de volta. | Transporte porta a porta entre o hotel e o ponto de encontro.
D: Um motorista vai buscá-lo ao hotel e leva-o de volta. | Disponível como complemento das nossas experiências em {c}. | A hora de recolha consta do voucher.
H: 
I: Recolha e regresso ao hotel
X: 
@lunch
N: Almoço num restaurante local ({c}) | Almoço com bebida ({c})
S: Um almoço de dois pratos com bebida num restaurante de que gostamos muito. | Dois pratos e uma bebida num restaurante de família perto do percurso.
D: Um almoço de dois pratos com bebida num restaurante de que gostamos muito. | Disponível como complemento das nossas experiências em {c}. | Pratos vegetarianos em todos os menus.
H: 
I: Almoço num restaurante local
X: 
@private-guide
N: Guia privado ({c}) | O seu próprio guia ({c})
S: O seu próprio guia em vez da visita em grupo. | A mesma visita, com um guia só para si.
D: O seu próprio guia em vez da visita em grupo. | Disponível como complemento das nossas experiências em {c}. | O ritmo e as paragens são à sua escolha.
H: 
I: Guia privado
X: 
@photos
N: Reportagem fotográfica de recordação ({c}) | Fotos do seu dia ({c})
S: Vinte fotos editadas do seu dia, enviadas em 48 horas. | Um fotógrafo acompanha o grupo e envia-lhe as melhores imagens.
D: Vinte fotos editadas do seu dia, enviadas em 48 horas. | Disponível como complemento das nossas experiências em {c}. | As fotos chegam por link de descarga, em resolução máxima.
H: 
I: Reportagem fotográfica de recordação
X: 
@tickets
N: Bilhetes sem fila ({c}) | Bilhetes com entrada prioritária ({c})
S: Bilhetes com entrada prioritária para os locais da visita. | Sem filas nos locais da visita.
D: Bilhetes com entrada prioritária para os locais da visita. | Disponível como complemento das nossas experiências em {c}. | Os bilhetes são nominativos e não podem ser trocados.
H: 
I: Bilhetes sem fila
X: 
`

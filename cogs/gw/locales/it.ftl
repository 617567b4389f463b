# The Great War: Italian. Game terms: data/games/gw.glossary.toml.

## Glossary terms (the same words as data/games/gw.glossary.toml)

-gw-infantry = Fanteria
-gw-entrenched-infantry = Fanteria trincerata
-gw-cavalry = Cavalleria
-gw-storm-troops = Truppe d'assalto
-gw-artillery = Artiglieria
-gw-tank = Carro armato
-gw-rail-gun = Cannone ferroviario
-gw-fort = Forte
-gw-fighter = Caccia
-gw-bomber = Bombardiere
-gw-zeppelin = Zeppelin
-gw-submarine = Sottomarino
-gw-destroyer = Cacciatorpediniere
-gw-sub-hunter = Cacciasommergibili
-gw-cruiser = Incrociatore
-gw-dreadnought = Corazzata
-gw-transport = Trasporto
-gw-air-superiority = Superiorità aerea
-gw-gas = Gas
-gw-gas-shells = Granate a gas
-gw-heavy-bomber = Bombardiere pesante
-gw-called-shots = Colpi mirati
-gw-strategic-bombing = Bombardamento strategico
-gw-sea-mines = Mine navali
-gw-contest = contendere
-gw-submerge = immergersi

game-gw = The Great War

## Words

gw-unit = { $unit ->
    [infantry] { -gw-infantry }
    [entrenched_infantry] { -gw-entrenched-infantry }
    [cavalry] { -gw-cavalry }
    [storm_troops] { -gw-storm-troops }
    [artillery] { -gw-artillery }
    [tank] { -gw-tank }
    [rail_gun] { -gw-rail-gun }
    [fort] { -gw-fort }
    [fighter] { -gw-fighter }
    [bomber] { -gw-bomber }
    [zeppelin] { -gw-zeppelin }
    [submarine] { -gw-submarine }
    [destroyer] { -gw-destroyer }
    [sub_hunter] { -gw-sub-hunter }
    [cruiser] { -gw-cruiser }
    [dreadnought] { -gw-dreadnought }
    [transport] { -gw-transport }
    [adjacent_rail_guns] Cannoni ferroviari adiacenti
    [interceptors] Intercettori
   *[other] { $unit }
  }
gw-role = { $side ->
    [attacker] attaccante
   *[defender] difensore
  }
gw-mode = { $mode ->
    [damaged] danneggiato
    [entrenched] in trincea
    [landing] in sbarco
    [adjacent] adiacente
    [bombarded] in bombardamento
    [submerged] in immersione
    [withdrawn] ritirato
    [retreated] in ritirata
   *[other] { $mode }
  }
gw-stack = { $unit } ({ $notes })
gw-no-units = nessuna unità
gw-count-entrenched = { -gw-entrenched-infantry }
gw-count-adjacent = Cannoni ferroviari adiacenti
gw-count-interceptors = Intercettori (caccia)
gw-count-high = Zeppelin ad alta quota
gw-count-transports = Trasporti
gw-count-landing = { $unit } che sbarca
gw-count-support = { $unit } (fuoco di supporto)
gw-count-path = Intercettori lungo la rotta (territorio { $n })
gw-form-more = Altre unità

## The thread

gw-forces = { $icon } { $name } schiera le sue forze: { $units }.
gw-standing-choice = { $choice ->
    [cheapest] Prima i più economici
    [strongest] Tieni i più forti
    [attack] Tieni il mio attacco
    [retreat30] Prima i più economici, ritirata sotto il 30 %
   *[ask] Chiedimelo ogni volta
  }
gw-standing-set = { $icon } Regola fissa di { $name }: { $choice }.
gw-ask-standing = La tua regola fissa per questa battaglia: il bot sceglie così le tue perdite (e la ritirata) senza chiedere.
gw-battle-started = ⚔️ **{ $kind ->
    [naval] Battaglia navale
   *[land] Battaglia terrestre
  }**: { $attacker } attacca { $defender }.
gw-round = **Round { $round }** · { $part ->
    [air] combattimento aereo
    [sea] in mare
   *[land] a terra
  }
gw-step = { $step ->
    [air_combat] Combattimento aereo
    [gas] Gas (1a)
    [support_fire] Fuoco di supporto (1b)
    [attacker_preemptive] Fuoco preventivo (2)
    [defender_preemptive] Fuoco preventivo (3)
    [storm_and_trenches] Truppe d'assalto e trincee (4)
    [main_fire] Fuoco (5)
    [first_wave] Prima ondata (6b)
    [attacker_first_strike] Primo colpo (1)
    [defender_first_strike] Primo colpo (2)
    [naval_fire] Fuoco (3)
    [bombardment] Bombardamento
    [interception] Intercettazione
    [escort] Scorta
   *[other] Fuoco
  }
gw-fire = 🎲 { $step } · { $name }: { $units }, colpisce con { $target } o meno: { $faces } → { $hits ->
    [0] nessun colpo
    [one] **1 colpo**
   *[other] **{ $hits } colpi**
  }
gw-fire-at-submerged = (contro i sottomarini in immersione)
gw-losses = 💀 { $name } perde { $units }
gw-damaged = danni: { $units }
gw-losses-damaged = 💥 { $name }: { $units }
gw-no-losses = { $name } non perde nulla.
gw-by-called-shots = (colpi mirati di { $name })
gw-preset = { $preset ->
    [cheapest] Prima i più economici
    [strongest] Tieni i più forti
    [attack] Tieni il mio attacco
   *[dearest] Prima i più costosi
  }
gw-air-superiority = ✈️ { -gw-air-superiority }: { $name } (+1 ad artiglieria, cannoni ferroviari e forti nel primo round).
gw-air-superiority-none = ✈️ Nessuno ottiene la { -gw-air-superiority }.
gw-air-combat-ended = ✈️ Il combattimento aereo finisce dopo { $rounds ->
    [one] 1 round
   *[other] { $rounds } round
  }.
gw-air-withdrawn = ✈️ { $name } ritira tutte le unità aeree.
gw-submerged = 🌊 { $name } si immerge: { $units }.
gw-subs-fire = 🌊 I sottomarini di { $name } restano in superficie e sparano.
gw-hunting = 🔎 { $name } dà la caccia ai sottomarini in immersione con { $units }.
gw-no-hunting = 🔎 { $name } non dà la caccia ai sottomarini in immersione.
gw-decision = { $choice ->
    [continue] ➡️ { $name } continua a combattere.
    [retreat] ↩️ { $name } si ritira.
   *[contest] 🚩 { $name } resta e contende il territorio.
  }
gw-by-rule = (regola permanente; probabilità di vittoria { $chance })
gw-stalemate = ⏸️ Stallo: nessuno dei due può colpire l'altro.
gw-walked-in = 🚶 { $name } entra senza combattere: nessuno difende.
gw-rail-guns = 🚂 Cannoni ferroviari: { $bombard } bombardano, { $join } entrano in battaglia.
gw-mines = 💥 { -gw-sea-mines } (zona { $zone }): { $units }, colpisce con { $target }: { $faces } → { $hits ->
    [0] nessun colpo
    [one] **1 colpo**
   *[other] **{ $hits } colpi**
  }
gw-wave-started = 🌊 Ondata { $wave }: attacca { $nations }.
gw-battle-ended = 🏁 **{ $result ->
    [attacker_win] { $kind ->
        [naval] L'attaccante conquista la zona di mare
       *[land] L'attaccante conquista il territorio
      }
    [defender_win] Il difensore resiste
    [contested] { $kind ->
        [naval] La zona di mare è contesa
       *[land] Il territorio è conteso
      }
   *[mutual_destruction] Distruzione reciproca
  }** dopo { $rounds ->
    [one] 1 round
   *[other] { $rounds } round
  }.
gw-survivors = Restano: { $attacker } — { $a }; { $defender } — { $d }
gw-tuv-lost = valore perso: attaccante { $a }, difensore { $d }
gw-raid-started = ✈️ **{ -gw-strategic-bombing }**: { $name } manda { $units } (si possono perdere al massimo { $cap } di reddito).
gw-altitude = ☁️ Zeppelin: { $high } ad alta quota, { $low } a bassa quota.
gw-bombing = 💣 { $unit } tira un { $die }: { $faces } → { $loss } di reddito perso.
gw-raid-ended = 🏁 **{ $name } perde { $damage } di reddito** (tirato { $rolled }, al massimo { $cap }).

## The board

gw-board-note = { $mode ->
    [damaged] danneggiati
    [entrenched] in trincea
    [landing] in sbarco
    [adjacent] adiacenti
    [bombarded] in bombardamento
    [submerged] in immersione
    [withdrawn] ritirati
    [retreated] in ritirata
   *[other] { $mode }
  }: { $n }
gw-board-nothing = non resta nulla
gw-board-round = Round { $round } · { $part ->
    [air] combattimento aereo
    [sea] in mare
    [start] prima della battaglia
   *[land] a terra
  }

## The asks

gw-ask-forces = Le tue unità per { $kind ->
    [naval] questa battaglia navale
    [bombing] questo raid (bombardieri, zeppelin e caccia di scorta)
    [invasion] questa invasione navale (unità che sbarcano, trasporti, fuoco di supporto delle navi; altre unità attaccano via terra)
   *[land] questa battaglia terrestre
  }: ✅ conferma quelle mostrate, ✏️ le cambia.
gw-ask-interceptors = Quanti dei tuoi caccia intercettano il raid sopra il bersaglio?
gw-refused = ⚠️ { $why ->
    [ground] Un attacco terrestre richiede unità di terra: gli aerei non conquistano territori.
    [raider] Un raid richiede almeno un bombardiere o uno zeppelin.
    [landing] Un'invasione navale richiede unità che sbarcano dai trasporti.
   *[other] Queste forze non possono combattere questa battaglia: cambiale.
  }
gw-ask-losses = Assegna { $hits ->
    [one] 1 colpo
   *[other] { $hits } colpi
  } alle tue { $restriction ->
    [air] unità aeree
    [submerged] unità in immersione
   *[any] unità
  }: ✅ usa la preimpostazione, ✏️ scegli unità per unità.
gw-ask-called = Assegna { $hits ->
    [one] 1 colpo mirato
   *[other] { $hits } colpi mirati
  } alle unità nemiche.
gw-ask-raid-losses = Assegna { $hits ->
    [one] 1 colpo
   *[other] { $hits } colpi
  } al tuo raid.
gw-ask-fixed = Già assegnati, come vogliono le regole: { $units }.
gw-ask-refused-shield = ⚠️ Dirigibili e trasporti non si perdono finché resta una nave da combattimento.
gw-ask-rail-guns = Quanti cannoni ferroviari adiacenti bombardano (un colpo che va a segno con 3, poi sono fuori)? Gli altri entrano in battaglia.
gw-ask-withdraw-air = Ritiri tutte le tue unità aeree dal combattimento aereo?
gw-ask-submerge = Quanti dei tuoi sottomarini devono { -gw-submerge } invece di sparare?
gw-ask-hunt = Quanti cacciatorpediniere e cacciasommergibili danno la caccia ai sottomarini in immersione (colpiscono con 1, nient'altro in questo round)?
gw-ask-attacker-decision = Continuare, ritirarsi o { -gw-contest } il territorio?
gw-ask-defender-decision = Resti a combattere o ti ritiri?
gw-ask-altitude = Quanti zeppelin volano ad alta quota (al riparo dai caccia, un D2 invece di un D3)?
gw-option = { $option ->
    [continue] Continua a combattere
    [stay] Resta a combattere
   *[contest] Resta e contendi
  }
gw-option-retreat = { $to ->
    [origin] Ritirati da dove sei venuto
    [rear] Ritirati nelle retrovie
   *[other] Ritirati in { $to }
  }

## Odds

gw-odds-outcome = { $outcome ->
    [win] Vinci
    [lose] Perdi
   *[draw] Conteso o distruzione reciproca
  }
gw-odds-choice = { $choice } (valore perso: tu { $mine }, il nemico { $enemy }; { $rounds } round)
gw-odds-counts = { $how ->
    [half] La metà
    [none] Nessuno
   *[all] Tutti
  }
gw-odds-withdraw = { $how ->
    [yes] Ritira
   *[no] Resta
  }
gw-odds-altitude = { $how ->
    [none] Tutti a bassa quota
   *[all] Tutti ad alta quota
  } (reddito perso in media { $damage })
gw-odds-damage = { $n } di reddito
gw-odds-title = Probabilità esatte · { $kind ->
    [naval] battaglia navale
    [bombing] bombardamento strategico
   *[land] battaglia terrestre
  }
gw-odds-forces = ⚔️ { $a }
    🛡️ { $d }
gw-odds-results = **Vince l'attaccante { $a }** · vince il difensore { $d } · conteso o distruzione reciproca { $c }
gw-odds-expected = Valore perso atteso: attaccante { $a }, difensore { $d } · { $rounds } round in media
gw-odds-exact = Esatte: ogni dado enumerato, nessun campionamento. Perdite: prima i più economici; nessuno si ritira.
gw-odds-survivors = { $side ->
    [attacker] Superstiti dell'attaccante (media)
   *[defender] Superstiti del difensore (media)
  }
gw-odds-spread = { $side ->
    [attacker] Superstiti dell'attaccante: probabilità di ogni numero rimasto
   *[defender] Superstiti del difensore: probabilità di ogni numero rimasto
  }
gw-odds-bar = { $outcome ->
    [attacker_win] Vince l'attaccante
    [defender_win] Vince il difensore
   *[draw] Conteso o distruzione reciproca
  }
gw-odds-chart-title = Come finisce la battaglia
gw-odds-raid = Reddito perso in media: { $damage } (al massimo { $cap })
gw-odds-chart-damage = Reddito perso
gw-odds-chart-income = Reddito
gw-odds-bad-unit = Non capisco «{ $typed }» in { $option }. Unità: { $units }.

## Refusals

gw-refuse-bot = Un bot non può difendersi: indica un giocatore.
gw-refuse-self = Non puoi attaccare te stesso: indica un altro giocatore.
gw-refuse-ally = Il tuo alleato è un altro giocatore: non un bot, non tu, non il difensore, non l’altro alleato.
gw-refuse-coordination = La Coordinazione offensiva richiede un alleato che attacchi con te.
gw-refuse-setup = Le regole rifiutano questa battaglia: { $reason }

## Commands

cmd-gw = gw
    .description = The Great War: battaglie terrestri e navali, bombardamenti, probabilità esatte
cmd-gw-land = terrestre
    .description = Una battaglia terrestre veloce: ogni parte schiera le sue unità, poi si combatte
cmd-gw-land-opt-defender = difensore
    .description = Il giocatore che attacchi
cmd-gw-land-opt-gas = gas
    .description = Chi ha il gas: l'attaccante Gas, il difensore Granate a gas
cmd-gw-land-opt-defender-retreat = ritirata_difensore
    .description = Il difensore può ritirarsi nelle retrovie (altrimenti combatte fino alla fine)
cmd-gw-naval = navale
    .description = Una battaglia navale veloce: ogni parte schiera le sue navi
cmd-gw-naval-opt-defender = difensore
    .description = Il giocatore che attacchi
cmd-gw-naval-opt-called-shots = colpi_mirati
    .description = Chi ha i Colpi mirati
cmd-gw-naval-opt-mines = mine
    .description = Zone di mare minate che la tua flotta attraversa (ogni nave è colpita con un 1)
cmd-gw-bomb = bombarda
    .description = Un bombardamento strategico su una fabbrica
cmd-gw-bomb-opt-defender = difensore
    .description = Il giocatore di cui bombardi la fabbrica
cmd-gw-bomb-opt-value = valore
    .description = Il valore di reddito del territorio bersaglio (il massimo che il raid può togliere)
cmd-gw-bomb-opt-heavy-bomber = bombardiere_pesante
    .description = Hai il Bombardiere pesante (i bombardieri possono fare raid)
cmd-gw-odds = probabilità
    .description = Probabilità esatte di una battaglia, ogni dado enumerato
cmd-gw-odds-opt-attacker = attaccante
    .description = Le unità attaccanti, ad es. 4 fanteria, 2 artiglieria, 1 caccia
cmd-gw-odds-opt-defender = difensore
    .description = Le unità in difesa, ad es. 3 fanteria, 2 fanteria trincerata (un raid: caccia)
cmd-gw-odds-opt-kind = tipo
    .description = Battaglia terrestre (predefinita), navale o bombardamento
cmd-gw-odds-opt-gas = gas
    .description = Chi ha il gas: l'attaccante Gas, il difensore Granate a gas
cmd-gw-odds-opt-called-shots = colpi_mirati
    .description = Chi ha i Colpi mirati (navale)
cmd-gw-odds-opt-value = valore
    .description = Il valore del bersaglio di un raid (predefinito 5)
cmd-choice-gw-attacker = l'attaccante
cmd-choice-gw-defender = il difensore
cmd-choice-gw-both = entrambe le parti
cmd-choice-gw-land = battaglia terrestre
cmd-choice-gw-naval = battaglia navale
cmd-choice-gw-bombing = bombardamento strategico
cmd-gw-land-opt-invasion = invasione
    .description = Un'invasione navale: unità sbarcano dai trasporti, le navi danno fuoco di supporto
cmd-gw-land-opt-ally = alleato
    .description = Un giocatore alleato che attacca con una sua nazione
cmd-gw-land-opt-ally-first = alleato_primo
    .description = Le nazioni dei tuoi alleati attaccano per prime (altrimenti dopo la tua)
cmd-gw-land-opt-ally2 = alleato2
    .description = Un secondo giocatore alleato, che attacca dopo il primo
cmd-gw-land-opt-coordination = coordinazione
    .description = Coordinazione offensiva: le vostre nazioni attaccano insieme come una sola
cmd-gw-land-opt-losses = perdite
    .description = La tua scelta fissa delle perdite: il bot le assegna così
cmd-gw-land-opt-retreat-below = ritirata_sotto
    .description = Ritirati quando la tua probabilità di vittoria scende sotto questa percentuale
cmd-gw-land-opt-retreat-after = ritirata_dopo
    .description = Ritirati dopo questo round
cmd-gw-naval-opt-ally = alleato
    .description = Un giocatore alleato che attacca con una sua nazione
cmd-gw-naval-opt-ally-first = alleato_primo
    .description = Le nazioni dei tuoi alleati attaccano per prime (altrimenti dopo la tua)
cmd-gw-naval-opt-ally2 = alleato2
    .description = Un secondo giocatore alleato, che attacca dopo il primo
cmd-gw-naval-opt-coordination = coordinazione
    .description = Coordinazione offensiva: le vostre nazioni attaccano insieme come una sola
cmd-gw-naval-opt-losses = perdite
    .description = La tua scelta fissa delle perdite: il bot le assegna così
cmd-gw-naval-opt-retreat-below = ritirata_sotto
    .description = Ritirati quando la tua probabilità di vittoria scende sotto questa percentuale
cmd-gw-naval-opt-retreat-after = ritirata_dopo
    .description = Ritirati dopo questo round
cmd-gw-bomb-opt-path = rotta
    .description = Territori in cui il raid entra prima del bersaglio (anche lì i caccia intercettano)
cmd-gw-bomb-opt-losses = perdite
    .description = La tua scelta fissa delle perdite: il bot le assegna così
cmd-choice-gw-cheapest = prima le più economiche
cmd-choice-gw-strongest = tieni le più forti
cmd-choice-gw-attack = tieni il mio valore d'attacco

## Una campagna (cogs/gw/setup.py, cogs/gw/attack.py)

gw-noun-territory = territorio
gw-territories-set-by = Il master aggiunge i territori con { $command }.
gw-territory-about = { $sea ->
    [yes] zona di mare
   *[no] reddito { $income } su { $value }{ $contested ->
        [yes] , conteso (dimezzato)
       *[no] {""}
    }{ $bombed ->
        [0] {""}
       *[other] , { $bombed } tolti dai bombardamenti in questo turno
    }
  }
gw-territory-evacuating = la flotta di { $faction } deve evacuare: { $units }
gw-refuse-territory-name = Dai al territorio un nome con lettere o cifre.
gw-setup-territory-done = 🗺️ { $line }
gw-option-units = unità
gw-setup-units-done = 🗺️ { $faction } in { $territory }: { $units }.
gw-tech = { $tech ->
    [gas] { -gw-gas }
    [gas_shells] { -gw-gas-shells }
    [heavy_bomber] { -gw-heavy-bomber }
    [offensive_coordination] Coordinazione offensiva
    [called_shots] { -gw-called-shots }
   *[other] { $tech }
  }
gw-tech-none = nessuna
gw-refuse-tech = «{ $typed }» non è una tecnologia. Le tecnologie: { $techs } (nessuna: 0).
gw-setup-faction-done = 🔬 Tecnologie di { $faction }: { $techs }.
gw-faction-techs = 🔬 { $techs }
gw-refuse-no-faction = Non hai una fazione in { $campaign }: unisciti con { $command }.
gw-standing-done = Le tue regole fisse in { $campaign }: perdite { $losses ->
    [cheapest] prima le più economiche
    [strongest] tieni le più forti
    [attack] tieni il mio valore d'attacco
   *[ask] chieste ogni volta
  }; { $when ->
    [win_below] ritirata quando la tua probabilità di vittoria scende sotto il { $percent } %
    [after_round] ritirata dopo il round { $round }
   *[never] nessuna ritirata automatica
  }. Il bot risponde così per te in ogni battaglia di questa campagna.
gw-refuse-name-origin = { $count ->
    [0] Nessuna delle tue unità è in { $target } o accanto.
   *[other] Hai unità in { $count } territori accanto a { $target }: indica da quale attacchi (origine).
  }
gw-refuse-no-enemy = Nessuno da attaccare in { $target }: indica la fazione che difende.
gw-refuse-not-adjacent = { $origin } non confina con { $target }.
gw-refuse-no-units = Non hai unità in { $origin } che possano combattere questa battaglia per { $target }.
gw-refuse-invasion = Un’invasione navale parte da una zona di mare vicina a { $target }: { $origin } non lo è.
gw-refuse-no-evacuation = Nessuna flotta aspetta di lasciare { $port }.
gw-refuse-not-your-fleet = Quella flotta è di { $faction }: la muove il suo giocatore (o il master).
gw-refuse-not-next-sea = { $zone } non è una zona di mare accanto a { $port }.
gw-evacuated = ⚓ La flotta di { $faction } ({ $units }) salpa verso { $zone }.
gw-evacuate-prompt = ⚓ { $user } { $port } è caduto con la flotta di { $faction } in porto ({ $units }): evacua in una zona di mare accanto ({ $zones }) con { $command }. Navi nemiche là significano subito una battaglia navale, con la tua flotta all'attacco.
gw-evacuate-failed = Non è stato possibile inviare la flotta ora; riprova, o usa { $command }.

cmd-gw-setup = preparazione
    .description = Master: territori, zone di mare e unità di una campagna
cmd-gw-setup-territory = territorio
    .description = Aggiungi o cambia un territorio o una zona di mare
cmd-gw-setup-territory-opt-name = nome
    .description = Il nome del territorio (o di uno esistente)
cmd-gw-setup-territory-opt-owner = proprietario
    .description = La fazione che lo possiede (nessuna: una zona di mare, o di nessuno)
cmd-gw-setup-territory-opt-value = valore
    .description = Il suo valore di reddito
cmd-gw-setup-territory-opt-sea = mare
    .description = Una zona di mare (vi si combattono battaglie navali)
cmd-gw-setup-territory-opt-contested = conteso
    .description = È conteso (il suo reddito è dimezzato)
cmd-gw-setup-territory-opt-adjacent = confinanti
    .description = I territori accanto, separati da virgole
cmd-gw-setup-territory-opt-bombed = bombardato
    .description = Reddito tolto dai bombardamenti in questo turno (0 a un nuovo turno)
cmd-gw-setup-territory-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha diverse)
cmd-gw-setup-units = unità
    .description = Imposta le unità di una fazione in un territorio
cmd-gw-setup-units-opt-faction = fazione
    .description = La fazione
cmd-gw-setup-units-opt-territory = territorio
    .description = Il territorio o la zona di mare
cmd-gw-setup-units-opt-units = unità
    .description = Tutte le sue unità lì, es. 4 fanteria, 2 fanteria trincerata, 1 forte (nessuna: 0)
cmd-gw-setup-units-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha diverse)
cmd-gw-setup-faction = fazione
    .description = Imposta le tecnologie di una fazione
cmd-gw-setup-faction-opt-faction = fazione
    .description = La fazione
cmd-gw-setup-faction-opt-technologies = tecnologie
    .description = Tutte le sue tecnologie, separate da virgole (nessuna: 0)
cmd-gw-setup-faction-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha diverse)
cmd-gw-attack = attacca
    .description = Attacca un territorio o una zona di mare della tua campagna
cmd-gw-attack-opt-territory = territorio
    .description = Il territorio o la zona di mare che attacchi
cmd-gw-attack-opt-origin = origine
    .description = Da dove attaccano le tue unità (accanto; se vuoto, l'unico possibile)
cmd-gw-attack-opt-defender = difensore
    .description = La fazione che attacchi (se non è il proprietario del territorio)
cmd-gw-attack-opt-raid = raid
    .description = Invece un bombardamento strategico della sua fabbrica
cmd-gw-attack-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha diverse)
cmd-gw-attack-opt-invasion = invasione
    .description = Un’invasione navale dalla zona di mare vicina (origine): i trasporti sbarcano le truppe
cmd-gw-evacuate = evacua
    .description = Manda la flotta di un porto conquistato in una zona di mare
cmd-gw-evacuate-opt-port = porto
    .description = Il territorio conquistato che la tua flotta lascia
cmd-gw-evacuate-opt-zone = zona
    .description = La zona di mare accanto dove va la flotta (navi nemiche lì: battaglia navale)
cmd-gw-evacuate-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha diverse)
cmd-gw-standing = regole_fisse
    .description = Le tue regole fisse per le battaglie della tua campagna
cmd-gw-standing-opt-losses = perdite
    .description = Come il bot assegna le tue perdite (o te lo chiede ogni volta)
cmd-gw-standing-opt-retreat-below = ritirata_sotto
    .description = Ritirati quando la tua probabilità di vittoria scende sotto questa percentuale
cmd-gw-standing-opt-retreat-after = ritirata_dopo
    .description = Ritirati dopo questo round
cmd-gw-standing-opt-never-retreat = mai_ritirata
    .description = Non ritirarti mai da solo (cancella la tua regola di ritirata)
cmd-gw-standing-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha diverse)
cmd-choice-gw-ask = chiedimelo ogni volta

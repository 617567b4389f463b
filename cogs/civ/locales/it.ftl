# Civilization: The Board Game: Italian. Game terms: data/games/civ.glossary.toml (from the
# original rules text, seed 001, in Italian).

## Glossary terms (the same words as data/games/civ.glossary.toml)

-civ-attacker = Attaccante
-civ-defender = Difensore
-civ-battle-hand = Mano di Battaglia
-civ-standing-forces = forze permanenti
-civ-front = Fronte
-civ-new-front = Nuovo Fronte
-civ-superiority = Superiorità
-civ-wounds = Ferite
-civ-bonus-card = carta Bonus
-civ-casualties = Perdite
-civ-loot = Bottino
-civ-barracks = Caserma
-civ-academy = Accademia
-civ-great-general = Grande Generale
-civ-fundamentalism = Fondamentalismo
-civ-city = città
-civ-capital = capitale
-civ-trade = Punti Commercio
-civ-culture-tokens = Segnalini Cultura
-civ-technology = Tecnologia
-civ-culture-event-card = carta Evento Culturale
-civ-figure = miniatura
-civ-market = mercato
-civ-infantry = Fanteria
-civ-mounted = Truppe a cavallo
-civ-artillery = Artiglieria
-civ-aircraft = Aviazione
-civ-spearman = Lanciere
-civ-pikeman = Picchiere
-civ-rifleman = Fuciliere
-civ-modern-infantry = Fanteria moderna
-civ-horseman = Cavaliere
-civ-knight = Cavaliere corazzato
-civ-cavalry = Cavalleria
-civ-tank = Carro armato
-civ-archer = Arciere
-civ-catapult = Catapulta
-civ-cannon = Cannone
-civ-mobile-artillery = Artiglieria mobile
-civ-airplane = Aereo

game-civ = Civilization: il gioco da tavolo

## Words

civ-role = { $side ->
    [attacker] attaccante
   *[defender] difensore
  }
civ-unit = { $unit ->
    [infantry] { -civ-infantry }
    [mounted] { -civ-mounted }
    [artillery] { -civ-artillery }
   *[aircraft] { -civ-aircraft }
  }
civ-rank = { $unit ->
    [infantry] { $rank ->
        [1] { -civ-spearman }
        [2] { -civ-pikeman }
        [3] { -civ-rifleman }
       *[4] { -civ-modern-infantry }
      }
    [mounted] { $rank ->
        [1] { -civ-horseman }
        [2] { -civ-knight }
        [3] { -civ-cavalry }
       *[4] { -civ-tank }
      }
    [artillery] { $rank ->
        [1] { -civ-archer }
        [2] { -civ-catapult }
        [3] { -civ-cannon }
       *[4] { -civ-mobile-artillery }
      }
   *[aircraft] { -civ-airplane }
  }
civ-resource = { $resource ->
    [wheat] Grano
    [silk] Seta
    [incense] Incenso
    [iron] Ferro
    [uranium] Uranio
    [trade] Commercio
    [culture] Cultura
    [culture_cards] Carte Evento Culturale
    [barracks] { -civ-barracks }
    [academies] Accademie
    [generals] Grandi Generali
    [coins] Monete
    [shipyards] Cantieri Navali
   *[other] { $resource }
  }
civ-no-cards = nessuna carta
civ-wounded = { $unit }, { $wounds ->
    [one] 1 ferita
   *[other] { $wounds } ferite
  }
civ-figures = { $armies ->
    [one] 1 miniatura armata
   *[other] { $armies } miniature armata
  }
civ-and-scouts = , { $scouts ->
    [one] 1 esploratore
   *[other] { $scouts } esploratori
  }
civ-cards = { $count ->
    [one] 1 carta
   *[other] { $count } carte
  }
civ-units = { $count ->
    [one] 1 unità
   *[other] { $count } unità
  }
civ-fundamentalism = { -civ-fundamentalism }
civ-ranks = gradi: { $ranks }
civ-bonus-source = { $source ->
    [barracks] { -civ-barracks } +{ $value }
    [academies] Accademie +{ $value }
    [generals] Grandi Generali +{ $value }
    [city] difende una { -civ-city } +{ $value }
    [capital] difende la { -civ-capital } +{ $value }
    [fortified] mura +{ $value }
    [french] Francesi +{ $value }
    [shipyard] Cantieri Navali +{ $value }
    [leonidas] Leonida +{ $value }
   *[other] +{ $value }
  }
civ-bonus-total = bonus combattimento { $value } ({ $sources })
civ-forces-count = { -civ-standing-forces }: { $standing } · { -civ-battle-hand }: { $hand }
civ-barbarians = Barbari
civ-target-new = un { -civ-new-front }
civ-target-front = fronte { $front } ({ $unit })
civ-play-option = { $card } → { $target }

## The thread

civ-event-square = ⚔️ **{ $attacker }** attacca **{ $defender }** { $square ->
    [city] in una { $fortified ->
        [yes] { -civ-city } fortificata
       *[no] { -civ-city }
      }
    [capital] nella { $fortified ->
        [yes] { -civ-capital } fortificata
       *[no] { -civ-capital }
      }
    [village] in un villaggio barbaro
   *[open] in una casella aperta
  }.
civ-event-deck-short = 🂠 Il mazzo { $unit } del { -civ-market } è scarso: { $name } ne pesca { $drawn } su { $wanted }.
civ-event-bonus = 🎖️ Bonus combattimento: { $attacker } { $a }, { $defender } { $d } — { $who ->
    [nobody] pari: nessuno prende la { -civ-bonus-card }.
   *[somebody] { $holder } prende la { -civ-bonus-card }: **+{ $value }**.
  }
civ-event-first-player = ▶️ { $name } gioca per primo{ $why ->
    [fortified] : si attacca una città fortificata.
   *[defender] , come { -civ-defender }.
  }
civ-event-new-front = { $name } apre il { -civ-front } { $front } con **{ $unit }**.
civ-event-attack = { $name } attacca con **{ $unit }** l'unità isolata { $target } sul { -civ-front } { $front }.
civ-event-first = { -civ-superiority }: { $unit } colpisce per prima.
civ-event-together = Colpiscono insieme.
civ-event-blow = { $unit } infligge { $wounds ->
    [one] 1 ferita
   *[other] { $wounds } ferite
  }.
civ-event-dead = 💀 { $units } { $count ->
    [one] muore
   *[other] muoiono
  }.
civ-event-locked = Restano entrambe: il fronte è bloccato.
civ-event-plays-out = 🃏 L'altra mano è vuota: { $name } gioca { $count ->
    [one] l'ultima carta
   *[other] le ultime { $count } carte
  }.
civ-event-score = { $name } { $total } (unità { $units }{ $card ->
    [0] {""}
   *[other] {" "}+ { -civ-bonus-card } { $card }
  })
civ-event-resolve = Risoluzione, ferite rimosse: { $scores } — **vince { $winner }**{ $tie ->
    [yes] {" "}(in caso di parità vince il { -civ-defender }).
   *[no] .
  }
civ-event-removed = { $name } rimuove { $figures } ({ $killed }).
civ-removed = { $armies ->
    [0] nessuna miniatura armata
    [one] 1 miniatura armata
   *[other] { $armies } miniature armata
  }
civ-removed-scouts = e { $scouts ->
    [one] 1 esploratore
   *[other] { $scouts } esploratori
  }
civ-killed = { $count ->
    [one] 1 unità distrutta
   *[other] { $count } unità distrutte
  }
civ-event-returned = { $name }: { $back } tornano nelle { -civ-standing-forces }, { $lost } al { -civ-market }.
civ-event-razed = 🔥 { $name } rade al suolo la { -civ-city } di { $loser }: gli edifici tornano nel { -civ-market }, meraviglie e grandi personaggi escono dal gioco.
civ-event-capital = 🏆🏆🏆 **{ $name } CONQUISTA LA CAPITALE DI { $loser } E VINCE LA PARTITA!** 🏆🏆🏆
civ-event-village = 🔥 { $name } distrugge il villaggio barbaro.
civ-event-loot = { -civ-loot }: { $name } prende { $what } da { $loser }.
civ-event-loot-none = { -civ-loot }: { $loser } non ha nulla che { $name } possa prendere { $list ->
    [city] dalla lista della città
    [points] con i suoi punti bottino
   *[figures] dalla lista delle miniature
  }.
civ-event-no-battle = 🏳️ Solo esploratori nella casella: nessuna battaglia, { $name } perde { $scouts ->
    [one] 1 esploratore
   *[other] { $scouts } esploratori
  }.
civ-loot = { $pick ->
    [trade] fino a { $amount } { -civ-trade }
    [culture] fino a { $amount } { -civ-culture-tokens }
    [tech] una { -civ-technology }
    [culture_card] una { -civ-culture-event-card } (pescata a caso)
    [coin] scartare una moneta
    [resources] fino a { $amount } segnalini risorsa
   *[other] { $pick }
  }
civ-loot-resource = 1 segnalino { $resource }
civ-loot-tech = la { -civ-technology } { $tech }
civ-loot-resources-moved = { $resources }

## The board

civ-board-setting-up = 🔒 Ogni giocatore prepara la sua parte in segreto.
civ-board-side = { $icon } { $name }: { $hand ->
    [0] nessuna carta in mano
    [one] 1 carta in mano
   *[other] { $hand } carte in mano
  }{ $card ->
    [0] {""}
   *[other] {" "}· { -civ-bonus-card } +{ $card }
  }
civ-board-total = totale { $total }
civ-board-front = { -civ-front } { $number }: { $units }
civ-board-no-front = Ancora nessun fronte.

## The asks

civ-count = { $what ->
    [armies] Miniature armata nella casella
    [fundamentalism] Fondamentalismo (1 = sì)
    [barracks] { -civ-barracks }
    [academies] Accademie
    [generals] Grandi Generali
   *[other] { $what }
  }
civ-count-rank = Grado { $unit } (da 1 a 4)
civ-count-random = Carte { $unit } a caso
civ-count-card = { $unit } da { $value }
civ-form-more = Altro
civ-ask-army-all = Ogni giocatore prepara la sua parte — in segreto
civ-ask-army = La tua parte in questa battaglia, la vedi solo tu: miniature armata nella casella, governo, edifici, gradi e le tue { -civ-standing-forces } come carte a caso dal { -civ-market }. Metti a 0 tutte le carte a caso per nominare poi le tue carte una per una.
civ-ask-cards-all = I giocatori nominano le loro carte — in segreto
civ-ask-cards = Le tue { -civ-standing-forces }, carta per carta: quante di ogni tipo e valore (il valore sul lato di grado I della carta).
civ-ask-turn = { $name } gioca un'unità (in segreto: 🔒)
civ-ask-hand = 🂠 La tua { -civ-battle-hand } ({ $count ->
    [one] 1 carta
   *[other] { $count } carte
  }): { $cards }
civ-ask-play = Gioca una carta: su un { -civ-new-front }, o contro un'unità nemica isolata.
civ-ask-card = Scegli la carta da giocare.
civ-ask-target = Dove va { $card }: su un { -civ-new-front }, o contro un'unità nemica isolata?
civ-ask-loot = { -civ-loot } da { $loser }: prendi una cosa { $list ->
    [city] dalla lista della città
   *[figures] dalla lista delle miniature
  }
civ-ask-loot-resources = Quali segnalini risorsa prendi a { $loser } (fino a due)
civ-refuse-setup = Le regole rifiutano questa battaglia: { $reason }

## The odds

civ-odds-outcome = { $outcome ->
    [win] vinci
   *[lose] perdi
  }
civ-odds-row = { $play } (±{ $error })
civ-odds-estimate = { $win } ± { $error } ({ $samples } battaglie simulate)
civ-odds-title = 📊 Probabilità di Civilization
civ-odds-overall = La tua probabilità di vincere: **{ $odds }**
civ-odds-known = Con entrambe le mani note ed entrambe le parti che giocano la strategia del bot, **{ $result ->
    [win] vinci
   *[lose] perdi
  }**.
civ-odds-first-plays = Giochi per primo — ogni carta su un { -civ-new-front }:
civ-odds-how = -# Monte Carlo: le carte ignote dell'altra parte sono distribuite a caso tra quelle che non hai visto, ed entrambe le parti giocano una strategia sensata del bot; ± è l'intervallo al 95%. Lo vedi solo tu.
civ-odds-chart = Probabilità di vincere, per prima carta
civ-odds-chart-note = Monte Carlo con errore ± dichiarato
civ-odds-bad-card = Non riesco a leggere **{ $typed }** come carta unità: scrivi un tipo o un grado e un numero, per esempio fanteria 2, cavaliere corazzato 3, aviazione 6.
civ-odds-no-hand = Nomina almeno una carta della tua mano.
civ-odds-note = Monte Carlo: le carte ignote dell'altra parte sono campionate; ± è l'intervallo al 95%
civ-odds-footer = -# Monte Carlo, entrambe le parti con una strategia del bot; ± è l'intervallo al 95%. Lo vedi solo tu.

## Your hand (only you see it)

civ-hand-button = La mia mano
civ-hand-note = 🂠 Battaglia #{ $battle }: qui ogni giocatore vede la propria { -civ-battle-hand }, in segreto. Nessun altro può.
civ-hand-not-yet = La tua { -civ-battle-hand } nella battaglia #{ $battle } non è ancora pescata: prima entrambe le parti si preparano.
civ-hand-title = 🂠 **{ $name }** — la tua { -civ-battle-hand } nella battaglia #{ $battle } (la vedi solo tu)
civ-hand-left = In mano ({ $count ->
    [one] 1 carta
   *[other] { $count } carte
  }): { $cards }
civ-hand-played = Giocate: { $cards }
civ-hand-standing = Rimaste nelle tue { -civ-standing-forces } ({ $count ->
    [one] 1 carta
   *[other] { $count } carte
  }): { $cards }
civ-hand-ranks = I tuoi gradi: { $ranks }
civ-hand-your-turn = ▶️ Tocca a te: premi 🔒 sul pannello della battaglia per giocare.
civ-hand-not-civ = La battaglia #{ $battle } non è una battaglia di Civilization.
civ-hand-not-yours = Non giochi nella battaglia #{ $battle }: solo i suoi giocatori vi hanno una mano.

## Quick battles

civ-refuse-defender = Indica il giocatore che attacchi (solo un villaggio barbaro può non avere nessuno).
civ-refuse-bot = Non puoi attaccare un bot.
civ-refuse-self = Non puoi attaccare te stesso.

## A campaign

civ-status-forces = 🂠 { -civ-standing-forces } (coperte): { $held }
civ-status-forces-one = { $faction } { $count ->
    [one] 1 carta
   *[other] { $count } carte
  }
civ-status-city = { $kind ->
    [capital] { -civ-capital }
   *[city] { -civ-city }
  } di { $owner }{ $fortified ->
    [yes] {" "}(fortificata)
   *[no] {""}
  }
civ-status-victory = 🏆 ha vinto la partita
civ-noun-square = casella
civ-squares-set-by = Il master aggiunge le caselle con { $command }.
civ-refuse-no-faction = Non hai una fazione in { $campaign }: unisciti con { $command }.
civ-refuse-square-name = Una casella ha bisogno di un nome con lettere o cifre.
civ-setup-square-done = 🗺️ { $line }
civ-setup-figures-done = 🗺️ { $faction } su { $square }: { $figures }.
civ-setup-faction-done = 🏛️ { $faction }: { $notes } · { $bonus }
civ-setup-resources-done = 💰 { $faction } ha: { $held }
civ-setup-forces-done = 🂠 Le { -civ-standing-forces } di { $faction } ({ $count ->
    [one] 1 carta
   *[other] { $count } carte
  }), le vedi solo tu: { $cards }
civ-refuse-market-short = Il { -civ-market } non ne ha così tante: { $cards }.
civ-reading = { $reading ->
    [aircraft_trump_all] L'aviazione è superiore a ogni altro tipo
    [scouts_count] Gli esploratori aumentano la mano
    [see_own_forces] I giocatori possono guardare le proprie { -civ-standing-forces }
    [city_loot_both] Una città difesa da miniature dà una scelta da ogni lista di bottino
    [armies_first] Il vincitore rimuove le armate prima degli esploratori
    [tech_winner_lacks] Il bottino prende solo una tecnologia che il vincitore non ha
    [loot_points] Punti bottino (FAQ 2.0) invece dell'unica scelta
   *[wisdom_warfare] Carte unità di Wisdom & Warfare
  }: { $value ->
    [yes] sì
   *[no] no
  }
civ-setup-rules-done = 📜 Le letture di { $campaign }:
    { $readings }
civ-refuse-origin = Indica la casella da cui vengono le tue miniature (origine), o attacca con quelle già lì.
civ-refuse-no-enemy = Nessuno da combattere su { $square }: indica la fazione che attacchi.
civ-refuse-pending = Su { $square } si sta ancora combattendo una battaglia.
civ-refuse-figures = { $square } non ha così tante tue miniature ({ $armies } armate, { $scouts } esploratori).
civ-refuse-no-figures = Non hai miniature armata con cui attaccare { $square } (gli esploratori non attaccano): fai entrare armate da un'origine.
civ-refuse-nobody = { $faction } non ha miniature né una città su { $square }.
civ-refuse-needs = Ti serve il Volo per costruire { $unit }.
civ-refuse-deck-empty = Il mazzo { $unit } del { -civ-market } è vuoto: nessuno può costruirne finché non tornano unità distrutte.
civ-face-down = una carta, coperta
civ-build-done = 🔨 Costruisci { $unit }: { $card } entra nelle tue { -civ-standing-forces } (costa { $cost } produzione al grado { $rank }).
civ-refuse-face-down = Questa campagna tiene le { -civ-standing-forces } coperte, anche al loro proprietario.
civ-forces-list = 🂠 Le { -civ-standing-forces } di { $faction } ({ $count ->
    [one] 1 carta
   *[other] { $count } carte
  }), le vedi solo tu: { $cards }

## Commands

cmd-civ = civ
    .description = Civilization, il gioco da tavolo: battaglie di mani segrete, fronti e bottino
cmd-civ-battle = battaglia
    .description = Una battaglia veloce: ogni parte si prepara in segreto, poi gioca la sua Mano di Battaglia
cmd-civ-battle-opt-defender = difensore
    .description = Il giocatore che attacchi (un villaggio: chi gioca i barbari, o nessuno)
cmd-civ-battle-opt-square = casella
    .description = Dove attacchi: una casella aperta, una città, una capitale o un villaggio barbaro
cmd-civ-battle-opt-fortified = fortificata
    .description = La città o capitale è fortificata (mura): +4 e giochi per primo
cmd-civ-battle-opt-wisdom-warfare = wisdom_warfare
    .description = Carte unità di Wisdom & Warfare (attacco e salute)
cmd-civ-hand = mano
    .description = La tua Mano di Battaglia in una battaglia, in segreto
cmd-civ-hand-opt-battle = battaglia
    .description = Quale battaglia (il suo numero)
cmd-civ-odds = probabilità
    .description = La tua probabilità di vincere con una mano, per simulazione
cmd-civ-odds-opt-hand = mano
    .description = Le tue carte, per esempio fanteria 2, cavaliere corazzato 3, aviazione 6
cmd-civ-odds-opt-enemy = nemico
    .description = Quante carte ha l'altra parte (per esempio 5), o le sue carte se le conosci
cmd-civ-odds-opt-role = ruolo
    .description = Sei l'attaccante (predefinito) o il difensore
cmd-civ-odds-opt-bonus = bonus
    .description = La tua carta Bonus (negativa: quella dell'altra parte)
cmd-civ-odds-opt-fortified = fortificata
    .description = Si attacca una città fortificata: l'attaccante gioca per primo
cmd-civ-odds-opt-wisdom-warfare = wisdom_warfare
    .description = Carte unità di Wisdom & Warfare
cmd-civ-attack = attacca
    .description = Attacca una casella della tua campagna: fai entrare miniature e combatti
cmd-civ-attack-opt-square = casella
    .description = La casella che attacchi
cmd-civ-attack-opt-armies = armate
    .description = Miniature armata che fai entrare (dall'origine; altrimenti quelle già lì)
cmd-civ-attack-opt-scouts = esploratori
    .description = Esploratori che entrano con loro
cmd-civ-attack-opt-origin = origine
    .description = La casella da cui vengono le tue miniature
cmd-civ-attack-opt-defender = difensore
    .description = La fazione che attacchi (se non è la proprietaria della città o l'unica lì)
cmd-civ-attack-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha diverse)
cmd-civ-build = costruisci
    .description = Costruisci un'unità: una carta a caso del suo tipo dal mercato entra nelle tue forze permanenti
cmd-civ-build-opt-unit = unità
    .description = Il tipo di unità
cmd-civ-build-opt-campaign = campagna
    .description = Quale campagna
cmd-civ-forces = forze
    .description = Le tue forze permanenti in una campagna, in segreto
cmd-civ-forces-opt-campaign = campagna
    .description = Quale campagna
cmd-civ-setup = preparazione
    .description = Master: caselle, miniature, fazioni e forze permanenti
cmd-civ-setup-square = casella
    .description = Aggiungi o cambia una casella della mappa
cmd-civ-setup-square-opt-name = nome
    .description = Il nome della casella (o di una esistente)
cmd-civ-setup-square-opt-owner = proprietario
    .description = La fazione di cui è la città
cmd-civ-setup-square-opt-city = città
    .description = Una città, una capitale, o nessuna città
cmd-civ-setup-square-opt-fortified = fortificata
    .description = La città ha le mura (+4, e chi la attacca gioca per primo)
cmd-civ-setup-square-opt-barracks = caserme
    .description = Caserme nei suoi dintorni (tornano nel mercato se è rasa al suolo)
cmd-civ-setup-square-opt-academies = accademie
    .description = Accademie nei suoi dintorni
cmd-civ-setup-square-opt-generals = generali
    .description = Grandi Generali nei suoi dintorni
cmd-civ-setup-square-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha diverse)
cmd-civ-setup-figures = miniature
    .description = Imposta le miniature di una fazione su una casella
cmd-civ-setup-figures-opt-faction = fazione
    .description = La fazione
cmd-civ-setup-figures-opt-square = casella
    .description = La casella
cmd-civ-setup-figures-opt-armies = armate
    .description = Miniature armata lì
cmd-civ-setup-figures-opt-scouts = esploratori
    .description = Esploratori lì
cmd-civ-setup-figures-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha diverse)
cmd-civ-setup-faction = fazione
    .description = Imposta gradi, governo, tecnologie e fonti di bonus combattimento di una fazione
cmd-civ-setup-faction-opt-faction = fazione
    .description = La fazione
cmd-civ-setup-faction-opt-infantry-rank = grado_fanteria
    .description = Grado della fanteria, da 1 a 4
cmd-civ-setup-faction-opt-mounted-rank = grado_cavallo
    .description = Grado delle truppe a cavallo, da 1 a 4
cmd-civ-setup-faction-opt-artillery-rank = grado_artiglieria
    .description = Grado dell'artiglieria, da 1 a 4
cmd-civ-setup-faction-opt-fundamentalism = fondamentalismo
    .description = Il suo governo è il Fondamentalismo
cmd-civ-setup-faction-opt-techs = tecnologie
    .description = Le sue tecnologie, separate da virgole (il Volo permette l'aviazione)
cmd-civ-setup-faction-opt-barracks = caserme
    .description = Caserme che ha (+2 ciascuna)
cmd-civ-setup-faction-opt-academies = accademie
    .description = Accademie che ha (+4 ciascuna)
cmd-civ-setup-faction-opt-generals = generali
    .description = Grandi Generali che ha sulla mappa (+4 ciascuno)
cmd-civ-setup-faction-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha diverse)
cmd-civ-setup-resources = risorse
    .description = Imposta ciò che una fazione ha e che il bottino può prendere
cmd-civ-setup-resources-opt-faction = fazione
    .description = La fazione
cmd-civ-setup-resources-opt-trade = commercio
    .description = Punti Commercio sul suo quadrante
cmd-civ-setup-resources-opt-culture = cultura
    .description = Segnalini Cultura
cmd-civ-setup-resources-opt-culture-cards = carte_evento
    .description = Carte Evento Culturale in mano
cmd-civ-setup-resources-opt-wheat = grano
    .description = Segnalini grano
cmd-civ-setup-resources-opt-silk = seta
    .description = Segnalini seta
cmd-civ-setup-resources-opt-incense = incenso
    .description = Segnalini incenso
cmd-civ-setup-resources-opt-iron = ferro
    .description = Segnalini ferro
cmd-civ-setup-resources-opt-uranium = uranio
    .description = Segnalini uranio
cmd-civ-setup-resources-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha diverse)
cmd-civ-setup-forces = forze
    .description = Imposta le forze permanenti di una fazione (in segreto)
cmd-civ-setup-forces-opt-faction = fazione
    .description = La fazione
cmd-civ-setup-forces-opt-cards = carte
    .description = Tutte le sue carte, per esempio fanteria 2, truppe a cavallo 3, 2 artiglieria (a caso)
cmd-civ-setup-forces-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha diverse)
cmd-civ-setup-rules = regole
    .description = Scegli le letture delle regole incerte
cmd-civ-setup-rules-opt-aircraft-trump-all = aviazione_superiore
    .description = L'aviazione è superiore a ogni altro tipo (predefinito: a nessuno)
cmd-civ-setup-rules-opt-scouts-count = esploratori_contano
    .description = Gli esploratori aumentano la mano come le armate (predefinito: no)
cmd-civ-setup-rules-opt-see-own-forces = vedere_proprie_forze
    .description = I giocatori possono guardare le proprie forze permanenti (predefinito: sì)
cmd-civ-setup-rules-opt-city-loot-both = bottino_doppio
    .description = Città difesa da miniature: una scelta da ogni lista di bottino (predefinito: sì)
cmd-civ-setup-rules-opt-armies-first = prima_armate
    .description = Il vincitore rimuove le armate prima degli esploratori (predefinito: sì)
cmd-civ-setup-rules-opt-tech-winner-lacks = tecnologia_mancante
    .description = Il bottino prende solo una tecnologia che il vincitore non ha (predefinito: sì)
cmd-civ-setup-rules-opt-wisdom-warfare = wisdom_warfare
    .description = Carte unità di Wisdom & Warfare, attacco e salute (predefinito: no)
cmd-civ-setup-rules-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha diverse)
cmd-choice-civ-open = una casella aperta
cmd-choice-civ-city = una città
cmd-choice-civ-capital = una capitale
cmd-choice-civ-village = un villaggio barbaro
cmd-choice-civ-attacker = l'attaccante
cmd-choice-civ-defender = il difensore
cmd-choice-civ-none = nessuna città
cmd-choice-civ-infantry = fanteria
cmd-choice-civ-mounted = truppe a cavallo
cmd-choice-civ-artillery = artiglieria
cmd-choice-civ-aircraft = aviazione

## Effetti delle carte in battaglia (cogs/civ/effects.py)

civ-effect = { $effect ->
    [metalworking] Lavorazione dei Metalli
    [oracle] Oracolo
    [pentagon] Pentagono
    [himeji] Castello Samurai di Himeji
    [japanese] Giapponesi
    [french] Francesi
    [shipyard] Cantiere Navale
    [china] Cinesi
    [nightingale] Florence Nightingale
    [leonidas] Leonida
    [sun_tzu] Sun Tzu
    [zhukov] Žukov
    [great_wall] Grande Muraglia
    [mongols] Mongoli
   *[other] { $effect }
  }
civ-effects-list = carte in gioco: { $effects }
civ-event-metal = ⚒️ Lavorazione dei Metalli: { $unit } spende ferro per +{ $wounds } { -civ-wounds }.
civ-event-oracle = 🔮 L'Oracolo di { $by }: { $name } gioca con la { -civ-battle-hand } scoperta: { $cards }.
civ-event-pass = ⏭️ Sun Tzu: { $name } paga { $trade } { -civ-trade } e passa il turno.
civ-event-zhukov = 🎖️ Žukov: { $name } infligge 1 ferita a { $unit } sul { -civ-front } { $front }{ $dead ->
    [yes] , che muore.
   *[no] .
  }
civ-event-zhukov-none = 🎖️ Žukov: { $name } non ha unità nemiche da ferire.
civ-event-saved = 🩹 { $name } salva { $units } nelle { -civ-standing-forces } { $how ->
    [all] (Florence Nightingale).
   *[china] (Cinesi).
  }
civ-event-loot-points = 💰 { $name } ottiene { $points ->
    [0] nessun punto { -civ-loot }
    [one] 1 punto { -civ-loot }
   *[other] { $points } punti { -civ-loot }
  } da { $loser }.
civ-loot-cost = ({ $points ->
    [one] 1 punto
   *[other] { $points } punti
  })
civ-board-face-up = scoperta: { $cards }
civ-pass-option = Passa il turno (Sun Tzu, { $trade } { -civ-trade })
civ-ask-effects-all = Ogni giocatore dichiara le carte che agiscono in battaglia, in segreto
civ-ask-effects = Le tue carte che agiscono in battaglia (1 = ce l'hai): tecnologie, meraviglie, grandi personaggi, la tua civiltà. Le vedono entrambi quando tutti e due hanno dichiarato.
civ-ask-metal-all = { $name } decide su un'abilità (in segreto: 🔒)
civ-ask-metal = Lavorazione dei Metalli: spendere ferro perché { $card } infligga { $wounds } { -civ-wounds } in più sul { -civ-front } { $front }?
civ-ask-zhukov = Žukov: { $name } ferisce un'unità nemica: quale?
civ-ask-save = Cinesi: { $name } salva un'unità uccisa: quale?
civ-ask-loot-points = { -civ-loot } da { $loser }: { $points ->
    [one] resta 1 punto
   *[other] restano { $points } punti
  }: scegli un effetto (effetti diversi si possono combinare)
civ-rules-head = 📜 **Come il bot legge una battaglia di Civilization** (la procedura del regolamento, poi ciò che le regole lasciano aperto)
civ-rules-effects = **Effetti delle carte in battaglia** (battaglia rapida: `effetti` in /civ battle; campagna: tecnologie, meraviglie, grandi personaggi e civiltà della fazione):
civ-rules-effect = { $name }: { $effect ->
    [metalworking] spendi ferro: un'unità che attacca un { -civ-front } nemico infligge { $wounds } { -civ-wounds } in più, una volta per battaglia
    [oracle] l'avversario gioca con la { -civ-battle-hand } scoperta (visibile a tutti; le probabilità ne tengono conto)
    [pentagon] le tue unità non subiscono la { -civ-superiority }
    [himeji] +{ $strength } a tutte le tue unità
    [japanese] fanteria +{ $strength }
    [french] +{ $bonus } al bonus combattimento
    [shipyard] +{ $bonus } al bonus combattimento per ogni Cantiere Navale, come la { -civ-barracks }
    [china] può salvare un'unità uccisa dopo ogni battaglia
    [nightingale] salva tutte le unità uccise
    [leonidas] +{ $bonus } al bonus combattimento difendendo con meno carte in mano dell'{ -civ-attacker }
    [sun_tzu] paga { $trade } { -civ-trade } per passare un turno, una volta per battaglia
    [zhukov] { $wounds } ferita a un'unità nemica ogni volta che muore una delle tue
    [great_wall] solo punti { -civ-loot }: cede { $loot } punto
    [mongols] solo punti { -civ-loot }: attaccando, ottiene { $loot } punto in più
   *[other] —
  }
civ-rules-left-out = Esclusi, perché dati dei fan non verificati: Matematica e Balistica (ferro: ferite distribuite fra le unità nemiche), Allevamento e Biologia (curano ferite), Statua di Zeus (+6 al bonus).
civ-rules-loot = **{ -civ-loot }**: { $points ->
    [yes] punti { -civ-loot } (FAQ 2.0): 1 punto se lo sconfitto aveva miniature nella casella, 2 per una città (con o senza miniature); gli effetti da 1 punto (fino a 3 { -civ-trade }, fino a 3 { -civ-culture-tokens }, un segnalino risorsa, scartare una moneta) si possono combinare, purché diversi; la lista da 2 punti non è stata trovata e il bot la legge come la lista della città del regolamento, 2 punti ciascuna (una { -civ-technology }, una { -civ-culture-event-card }, due segnalini risorsa).
   *[no] del regolamento: UNA scelta (fino a 3 { -civ-trade }, fino a 3 { -civ-culture-tokens }, una risorsa; da una città: una { -civ-technology }, una { -civ-culture-event-card }, fino a due risorse). I punti { -civ-loot } (FAQ 2.0) sono un'impostazione della campagna.
  }
civ-rules-readings = **Interpretazioni** (il game master di una campagna le sceglie con { $command }):
cmd-civ-battle-opt-effects = effetti
    .description = Ogni lato dichiara le sue carte che agiscono in battaglia (Lavorazione dei Metalli, Oracolo, …)
cmd-civ-rules = regole
    .description = Come il bot legge la battaglia: effetti delle carte, bottino
cmd-civ-rules-opt-campaign = campagna
    .description = Le interpretazioni di una campagna (altrimenti quelle predefinite)
cmd-civ-setup-faction-opt-wonders = meraviglie
    .description = Le sue meraviglie, separate da virgole (Oracolo, Pentagono, Castello Samurai di Himeji, …)
cmd-civ-setup-faction-opt-great-people = grandi_personaggi
    .description = I suoi grandi personaggi, separati da virgole (Leonida, Sun Tzu, Žukov, …)
cmd-civ-setup-faction-opt-civilization = civiltà
    .description = La sua civiltà (Giapponesi, Francesi, Cinesi, Mongoli, …)
cmd-civ-setup-faction-opt-shipyards = cantieri_navali
    .description = I suoi Cantieri Navali (+2 ciascuno, Wisdom & Warfare)
cmd-civ-setup-resources-opt-coins = monete
    .description = Monete (i punti bottino possono farne scartare una)
cmd-civ-setup-rules-opt-loot-points = punti_bottino
    .description = Punti bottino (FAQ 2.0) invece dell'unica scelta del regolamento (predefinito: no)

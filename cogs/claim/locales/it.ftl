# La campagna con tiri di conquista (seed 004), in italiano. Termini: data/games/claim.glossary.toml.

## Glossary terms (the same words as data/games/claim.glossary.toml)

-claim-claim-roll = tiro di conquista
-claim-rp = RP
-claim-army-priority = priorità dell'esercito
-claim-offence = offensiva
-claim-defence = difesa
-claim-main-attack = attacco principale
-claim-further-attack = attacco ausiliario
-claim-mass-assault = assalto in massa
-claim-primary-target = bersaglio primario
-claim-secondary-target = bersaglio secondario
-claim-tertiary-target = bersaglio terziario
-claim-fortification = fortificazione
-claim-building = edificio
-claim-area = area
-claim-unclaimed = libera
-claim-border = confine
-claim-fought-battle = battaglia giocata
-claim-main-battle = battaglia principale
-claim-extra-battle = battaglia extra
-claim-modifier = modificatore
-claim-tie = pareggio
-claim-reroll = ritiro
-claim-attacker = attaccante
-claim-defender = difensore
-claim-turn = turno
-claim-orders = ordini
-claim-game-master = master

game-claim = Campagna di conquista

## Words

claim-the-area = l'area
claim-side-attacker = { -claim-attacker }
claim-side-defender = { -claim-defender }
claim-side-attacker-title = Attaccante
claim-side-defender-title = Difensore
claim-priority-offence = { -claim-offence }
claim-priority-defence = { -claim-defence }
claim-target = { $rank ->
    [0] { -claim-primary-target }
    [1] { -claim-secondary-target }
    [2] { -claim-tertiary-target }
   *[other] bersaglio { $n }
  }
claim-main-attack-lower = { -claim-main-attack }

## Claim roll events (the battle panel and thread)

claim-ev-declared = ⚔️ **{ $attacker }** ({ $attacker_priority }) attacca **{ $area }** di **{ $defender }** ({ $defender_priority })
claim-ev-mass-assault = { -claim-mass-assault }, { $target }
claim-ev-forts = 🏰 { $count ->
    [one] { $count } fortificazione
   *[other] { $count } fortificazioni
  }
claim-ev-no-rp = 💰 nessuno può spendere RP
claim-ev-may-spend = { $name } può spendere fino a { $count } RP
claim-ev-each = (+{ $bonus } ciascuno)
claim-ev-spends-none = { $name } niente
claim-why-not-main = non è l'attacco principale
claim-why-offence = priorità offensiva
claim-why-no-rp = non ha RP
claim-mod-offence = +{ $bonus } priorità offensiva
claim-mod-defence = +{ $bonus } priorità difensiva
claim-mod-rp = +{ $bonus } per { $rp } RP
claim-mod-forts = +{ $count } { $count ->
    [one] fortificazione
   *[other] fortificazioni
  }
claim-mod-mass = +{ $bonus } { -claim-mass-assault } ({ $target })
claim-mod-none = nessun modificatore
claim-ev-score = { $head } { $name } ({ $side }) tira { $die }, { $terms } = **{ $total }**
claim-roll-title = Tiro di conquista
claim-reroll-title = Ritiro
claim-ev-compare = ⚖️ { $which }: { $attacker } **{ $a }** contro { $defender } **{ $d }** — **{ $outcome ->
    [tie] { -claim-tie }
    [attacker] prevale { $attacker }
   *[defender] prevale { $defender }
  }**
claim-ev-tie-may-reroll = 💸 { $attacker } può pagare { $cost } RP per far ritirare entrambi, una sola volta, con gli stessi modificatori
claim-ev-tie-no-rp = 🚫 { $attacker } non ha più RP per ritirare: il pareggio resta
claim-ev-reroll = 🔁 { $attacker } paga { $cost } RP: entrambi ritirano con gli stessi modificatori
claim-ev-no-reroll = ✋ { $attacker } non ritira: il pareggio resta
claim-ev-takes = 🏆 **{ $attacker } conquista { $area }**, strappandola a { $defender }
claim-ev-keeps-tie = 🛡️ **{ $defender } mantiene { $area }** dopo il pareggio
claim-ev-keeps = 🛡️ **{ $defender } mantiene { $area }**
claim-ev-forts-change = 🏰 fortificazioni { $before } → { $after }
claim-ev-buildings-lost = 🔥 edifici distrutti: { $names }

## Odds (the 📊 Odds reply and /claim odds)

claim-odds-tie = pareggio (resta al difensore, senza fortificazioni)
claim-odds-you-take = la conquisti
claim-odds-they-hold = la difendono
claim-odds-you-hold = la difendi
claim-odds-they-take = la conquistano
claim-odds-spend = Spendi { $rp } RP
claim-odds-they-spend = { $name } spende { $rp }
claim-odds-reroll = Ritira ({ $cost } RP)
claim-odds-keep-tie = Accetta il pareggio
claim-odds-mass = { -claim-mass-assault }, bersaglio { $rank ->
    [0] primario
    [1] secondario
   *[other] successivo
  }
claim-odds-main = { -claim-main-attack }
claim-odds-further = { -claim-further-attack }
claim-odds-priorities = { $attacker ->
    [offence] Offensiva
   *[defence] Difesa
  } contro { $defender ->
    [offence] offensiva
   *[defence] difesa
  }
claim-odds-forts = { $count } { $count ->
    [one] fortificazione
   *[other] fortificazioni
  }
claim-odds-rp-spent = RP spesi { $attacker } contro { $defender }
claim-odds-rerolled = pareggio ritirato
claim-odds-no-reroll = nessun ritiro

## Orders a player cannot give (the order editor)

claim-orders-main-and-mass = un assalto in massa è già l'attacco principale: dichiara l'uno o l'altro.
claim-orders-mass-one = un assalto in massa attacca almeno due aree.
claim-orders-twice = ogni area si può attaccare una volta sola.
claim-orders-not-on-map = { $area } non è sulla mappa.
claim-orders-unclaimed = { $area } è libera: si conquista con una battaglia extra.
claim-orders-own-area = { $area } è già tua.
claim-orders-no-priority = Scegli la priorità dell'esercito: offensiva o difesa.
claim-note-no-orders = { $name } non ha dato ordini: priorità difensiva.
claim-note-dropped = { $name }: attacco a { $areas } annullato (l'area non è più di un altro giocatore).

## Extra battles

claim-not-a-choice = Questa non è una delle scelte.
claim-extra-not-yours = Questa battaglia extra è offerta ad altri giocatori.
claim-extra-agreed-already = Questa battaglia extra è già stata concordata.
claim-extra-you-fight-one = Combatti già una battaglia extra in questo turno.
claim-extra-other-fights-one = L'altro giocatore combatte già una battaglia extra in questo turno.

## Map files (/claim area import: what the game master must fix)

claim-map-no-key = { $name } non ha lettere né cifre da cui ricavare una chiave (una chiave è fatta delle lettere e delle cifre del nome, di qualunque alfabeto, scritte in lettere latine).
claim-map-too-big = Il file pesa { $size } KiB; un file mappa può pesare al massimo { $most } KiB.
claim-map-not-a-map = { $name } non è un file mappa: allega un file .toml o .csv.
claim-map-not-utf8 = Il file non è testo UTF-8 (byte { $byte }); salvalo in UTF-8 e allegalo di nuovo.
claim-map-line = riga { $n }
claim-map-area-n = area { $n }
claim-map-toml-syntax = Errore di sintassi TOML alla riga { $line }, colonna { $column }: `{ $detail }`.
claim-map-toml-syntax-end = Errore di sintassi TOML: `{ $detail }`.
claim-map-too-deep = Il file annida array o tabelle troppo in profondità: a una mappa bastano le tabelle [[area]].
claim-map-number-too-long = Il file contiene un numero troppo lungo da leggere: nessuna mappa ha bisogno di migliaia di cifre.
claim-map-unknown-table = Tabella sconosciuta { $name }: una mappa TOML contiene solo tabelle [[area]].
claim-map-area-tables = Scrivi ogni area come tabella [[area]].
claim-map-toml-no-name = { $where }: ogni area ha bisogno di un nome, per esempio name = "Collina Nord".
claim-map-unknown-field = { $where }: campo sconosciuto { $name } (i campi sono { $all }).
claim-map-owner-type = { $where }: owner è il nome di una fazione tra virgolette, oppure "" per un'area libera.
claim-map-list-type = { $where }: { $field } è un elenco di nomi tra virgolette, per esempio ["miniera"].
claim-map-empty-file = Il file è vuoto: scrivi una riga di intestazione, poi un'area per riga.
claim-map-too-many-cells = { $where }: { $cells } valori per { $columns } colonne (separa edifici e confini con ';', non con ',').
claim-map-csv-error = Errore CSV alla riga { $line }: `{ $problem }`.
claim-map-semicolons = Separa le colonne con virgole, non con punti e virgola.
claim-map-no-header = La prima riga deve dare i nomi delle colonne, almeno name ({ $all }).
claim-map-unknown-column = Colonna sconosciuta { $name } (le colonne sono { $all }).
claim-map-column-twice = La colonna { $name } compare due volte.
claim-map-csv-no-name = { $where }: ogni area ha bisogno di un nome.
claim-map-forts = { $where }: fortifications dev'essere un numero intero da 0 a { $most }, non { $value }.
claim-map-huge-number = un numero così grande
claim-map-too-many-areas = Il file ha più di { $most } aree, il massimo per una mappa.
claim-map-no-areas = Il file non contiene aree.
claim-map-duplicate = { $where }: area doppia, già presente: { $first }
claim-map-same-key = { $where }: area duplicata: { $name } e { $other } ({ $first }) danno la stessa chiave { $slug }; { $why ->
    [letters] una chiave tiene solo le lettere e le cifre di un nome, in lettere latine (gli altri alfabeti traslitterati), senza maiuscole, accenti né punteggiatura: fai differire i nomi nelle lettere o nelle cifre.
   *[chance] i loro nomi lunghi danno per caso la stessa chiave: rinominane uno.
  }
claim-map-bad-border = { $where }: il confine { $name } non è un'area di questo file.
claim-map-self-border = { $where }: un'area non può confinare con sé stessa.
claim-map-name-too-long = { $where }: { $what ->
    [building] l'edificio
    [owner] il proprietario
   *[name] il nome
  } { $name }… supera i { $most } caratteri.
claim-map-name-control = { $where }: { $what ->
    [building] l'edificio
    [owner] il proprietario
   *[name] il nome
  } { $name } contiene un a capo o un carattere di controllo.

## /claim map: the listing

claim-mapview-empty-title = Mappa
claim-mapview-empty = La mappa è vuota. Un master aggiunge le aree una alla volta con `{ $add }`, oppure un'intera mappa da file con `{ $load }`.
claim-mapview-continued = (segue)
claim-mapview-rp = { $rp } RP
claim-mapview-areas = { $count } { $count ->
    [one] area
   *[other] aree
  }
claim-mapview-no-areas = Nessuna area.
claim-mapview-unclaimed = Libere

## The map picture: its legend and title

claim-legend-unclaimed = Libere
claim-legend-fortifications = fortificazioni
claim-legend-buildings = edifici
claim-legend-main = { -claim-main-attack }
claim-legend-mass = { -claim-mass-assault }
claim-legend-further = { -claim-further-attack }
claim-legend-claim = { -claim-claim-roll }
claim-legend-battle = battaglia
claim-picture-turn-title = { $campaign } — turno { $turn }

## Lists and titles

claim-and-more = … e altri { $count }
claim-continued = (segue)
claim-unclaimed-lower = { -claim-unclaimed }
claim-not-our-button = Questo pulsante non è uno dei pulsanti di Strategos.
claim-rule-1 = si attaccano a vicenda
claim-rule-2 = il difensore non ha altre battaglie
claim-rule-3 = offensiva ×2
claim-why = { $reason ->
    [busy] non combattuto: { $defender } combatte { $battle }
    [shared] non combattuto: più giocatori attaccano l'area, al massimo uno in { -claim-offence }, e in questa campagna la regola 2 non copre un'area così
   *[one_battle] non combattuto: { $defender } combatte la sua sola battaglia senza altre battaglie, { $battle }
  }
claim-reveal-no-rp = la sua { -claim-main-battle } è una difesa: non spende RP nei suoi { -claim-claim-roll }

## The turn panel (public)

claim-turn-title = 🗺️ { $campaign } — turno { $turn }
claim-panel-deadline = Scadenza { $at } ({ $left }).
claim-panel-no-deadline = Nessuna scadenza: il turno lo chiude il master.
claim-panel-open = Scegli la priorità dell'esercito e dichiara i tuoi attacchi con **📝 I miei ordini**. Gli ordini restano segreti finché non li hanno inviati tutti o il master chiude il turno.
claim-panel-closed = Chiuso: gli ordini e le battaglie del turno sono svelati qui sotto.
claim-panel-orders = Ordini ({ $done }/{ $all })
claim-panel-no-players = Ancora nessun giocatore: `{ $join }`.
claim-button-my-orders = I miei ordini
claim-button-close = Chiudi il turno (master)

## Orders in words (the order editor and the reveal)

claim-orders-priority = { $icon } Priorità **{ $priority ->
    [offence] offensiva
   *[defence] difensiva
  }**
claim-orders-priority-none = Priorità: **da scegliere**
claim-orders-ranked = { $area } ({ $rank ->
    [0] primario
    [1] secondario
   *[other] terziario
  })
claim-orders-mass = Assalto in massa: { $areas }
claim-orders-main = Attacco principale: { $area }
claim-orders-main-none = Attacco principale: nessuno
claim-orders-further = Attacchi ausiliari: { $areas }

## The secret order editor (only its player sees it)

claim-editor-submitted = ✅ Inviati { $when }. Puoi cambiare qualsiasi cosa e inviarli di nuovo.
claim-editor-draft = 📝 Bozza: non viene inviato nulla finché non premi **Invia**.
claim-editor-title = I tuoi ordini — { $faction }, turno { $turn } (segreti)
claim-editor-borders-yours = confina con te
claim-editor-far = nessun confine in comune
claim-editor-no-forts = nessuna fortificazione
claim-button-offence = Offensiva
claim-button-defence = Difesa
claim-button-clear = Cancella gli attacchi
claim-button-submit = Invia
claim-editor-no-main = Nessun attacco principale
claim-editor-main-pick = Attacco principale…
claim-editor-all-targets = Tutte le aree sono già bersagli
claim-editor-mass-pick = Assalto in massa: aggiungi un bersaglio (prima il primario)…
claim-editor-further-pick = Attacchi ausiliari (anche più d'uno)…
claim-editor-attacks = Attacchi
claim-editor-no-targets = Nessun altro giocatore controlla un'area da attaccare.

## The reveal: orders and the turn's battles (public)

claim-reveal-notes = **Note**
claim-reveal-in-battle = battaglia { $label }
claim-reveal-in-rolls = tiri di conquista
claim-reveal-main = { $name } { $role ->
    [attack] attacca
   *[defence] difende
  } { $areas } ({ $how })
claim-reveal-main-attack = { -claim-main-attack }
claim-reveal-mass = assalto in massa n. { $n }
claim-reveal-none = Niente.
claim-reveal-fought = Battaglie da giocare — giocatele, poi `{ $report }`
claim-reveal-main-battles = Battaglie principali
claim-reveal-rolls = Tiri di conquista — tirati qui, uno dopo l'altro
claim-reveal-extras = Battaglie extra — si combattono se entrambi i giocatori scelgono la stessa opzione
claim-reveal-orders-title = 📜 { $campaign } · turno { $turn } — ordini svelati
claim-reveal-battles-title = ⚔️ { $campaign } · turno { $turn } — battaglie
claim-reveal-footer = Turno { $turn } svelato

## Extra battles on offer (public)

claim-extra-unclaimed-area = { $area } (libera)
claim-extra-first-options = (si possono scegliere le prime { $shown } di { $count } opzioni)
claim-extra-fight-over = Combatti per { $what }
claim-extra-first = (prime { $shown } di { $count })
claim-extra-pick = : scegli…
claim-extra-on-offer = 🤝 Battaglie extra disponibili (turno { $turn }{ $part }): si combattono se entrambi i giocatori scelgono la stessa opzione.

## Turns: opening, orders, closing (refusals go to the one who clicked)

claim-roll-open = { $label } ({ $why ->
    [active] in corso
    [cancelled] annullato: da ritirare o da chiudere
   *[new] non ancora tirato
  })
claim-no-such-turn = Questo turno non esiste su questo server.
claim-no-faction = Non hai una fazione in **{ $campaign }**: prima `{ $join }`.
claim-turn-too-fast = Il turno sta cambiando troppo in fretta; riprova tra un momento.
claim-turn-still-open = Il turno { $turn } è ancora aperto: prima chiudilo.
claim-turn-opened-meanwhile = Nel frattempo è stato aperto un altro turno.
claim-turn-is-open = 📣 Il turno { $turn } è aperto:
claim-rolls-not-done = I tiri di conquista del turno { $turn } non sono ancora tutti conclusi: { $rolls }. Un master può chiuderne uno con `{ $settle }`.
claim-battles-unreported = Il turno { $turn } ha battaglie senza esito: { $battles }. Registratele con `{ $report }` (una battaglia non giocata: `{ $no_result }`).
claim-turn-closed-orders = Il turno { $turn } è chiuso: gli ordini non si possono più cambiare.
claim-this-turn-closed = Questo turno è chiuso: gli ordini non si possono più cambiare.
claim-not-your-orders = Questi sono gli ordini di un altro giocatore: per i tuoi usa **📝 I miei ordini**.
claim-area-gone = Quell'area non è più sulla mappa; riapri i tuoi ordini.
claim-area-not-offered = Quell'area non è tra le scelte; riapri i tuoi ordini.
claim-not-submitted = Ordini non inviati: { $problem }
claim-only-gm-closes = Solo il master della campagna può chiudere il turno.
claim-turn-closed-already = Il turno { $turn } è già chiuso.
claim-turn-closed-by = 🔒 Turno { $turn } chiuso da { $user }.
claim-deadline-passed = ⌛ La scadenza del turno { $turn } è passata.

## Turns: the reveal, the claim rolls one after another (public)

claim-turn-map = 🗺️ Turno { $turn }: la mappa e gli attacchi di questo turno.
claim-battles-to-play = ⚔️ Battaglie da giocare:
claim-roll-again = 🎲 { $label } ({ $area }: { $attacker } → { $defender }) è stato annullato, quindi non è concluso: si tira di nuovo, qui sotto. In alternativa il master può chiuderlo con `{ $settle }`.
claim-rolls-done = 🎲 Tutti i tiri di conquista del turno { $turn } sono conclusi.
claim-roll-void = 🎲 { $label } su { $area } è nullo: l'area ha cambiato padrone.

## Settling a claim roll, reporting a fought battle

claim-none = nessuno
claim-settle-no-turn = Non c'è un turno chiuso con tiri di conquista da chiudere.
claim-settle-known = da R1 a { $last }
claim-settle-no-roll = Il turno { $turn } non ha il tiro di conquista { $label } ({ $known }).
claim-settled-already = { $label } è già stato chiuso.
claim-rolled-already = { $label } è già stato tirato: il risultato resta.
claim-rolled-just-now = { $label } è appena stato tirato: il risultato resta.
claim-settled = ⚖️ { $label } ({ $area }: { $attacker } → { $defender }) chiuso da { $user }: nullo, non cambia nulla.
claim-settled-called-off = La battaglia #{ $battle } viene annullata.
claim-report-no-turn = Non c'è un turno chiuso con battaglie da registrare.
claim-report-no-battle = Il turno { $turn } non ha una battaglia { $label } da registrare.
claim-report-not-yours = Solo i giocatori della battaglia o il master possono registrarne l'esito.
claim-report-not-in = **{ $name }** non ha combattuto in { $label }.
claim-report-changed = Nel frattempo il turno è cambiato; registra di nuovo l'esito.
claim-reported-already = L'esito di { $label } è già registrato.
claim-reported = 📋 { $result ->
    [none] { $label } ({ $areas }): nessun esito.
    [rolls] { $label } ({ $areas }): nessun esito; il master fa risolvere i suoi attacchi con { -claim-claim-roll }: { $rolls }.
    [kept] { $label } ({ $areas }): nessun esito; il master lascia le aree come sono.
    [took] { $label }: vince **{ $winner }**, che conquista { $taken }. Fortificazioni ed edifici restano come sono (`{ $area_set }` per correggerli).
   *[won] { $label }: vince **{ $winner }**. Fortificazioni ed edifici restano come sono (`{ $area_set }` per correggerli).
  }
claim-report-none-gm = Solo il master registra una battaglia senza esito: sceglie se i suoi attacchi si risolvono con { -claim-claim-roll } o se le aree restano come sono.
## Extra battles agreed (public)

claim-extra-turn-over = Questo turno è finito: le battaglie extra non si possono più concordare.
claim-extra-agreed = 🤝 { $label } concordata: **{ $name }** e { $other } combattono per { $what }. Registrate il vincitore con `{ $report }`.
claim-extra-offered = 🤝 **{ $name }** propone a { $other } una battaglia extra ({ $label }) per { $what }: scegli la stessa opzione per accettare.

## Reminders (public, from the turn clock too)

claim-remind-head = ⏰ Il turno { $turn } di **{ $campaign }** aspetta i vostri ordini:
claim-remind-due = Scadenza: { $when }.
claim-remind-how = Premete **📝 I miei ordini** sul pannello del turno o usate `{ $orders }`.

## The claim roll's asks (Game.localize_ask)

claim-ask-spend = Entrambi scelgono in segreto quanti RP spendere
claim-ask-rp = RP che spendi in questo tiro di conquista
claim-ask-rp-none = In questo tiro non puoi spendere RP: conferma quando sei pronto
claim-ask-rp-label = RP da spendere
claim-ask-rp-label-none = RP da spendere (in questo tiro nessuno)
claim-ask-reroll = Pareggio: paghi { $cost } RP perché entrambi ritirino?

## /claim area: the map, for the game master (the result is public)

claim-no-area = Non c'è nessuna area **{ $area }** in **{ $campaign }**: `{ $add }`.
claim-area-exists = **{ $area }** è già sulla mappa: per cambiarla usa `{ $set }`.
claim-map-full = **{ $campaign }** ha { $most } aree, il massimo per una mappa.
claim-area-added = 🗺️ **{ $area }** aggiunta{ $held ->
    [yes] , controllata da **{ $holder }**
   *[no] , libera
  }{ $forts }{ $borders }.
claim-area-added-borders = , confina con { $areas }
claim-owner-or-unclaimed = Indica un proprietario oppure `{ $unclaimed }`, non entrambi.
claim-nothing-to-change = Indica almeno una cosa da cambiare.
claim-border-same-area = Un confine unisce due aree diverse.
claim-border-changed = 🗺️ { $area } ↔ { $other }: confine { $change ->
    [removed] rimosso
   *[added] aggiunto
  }.
claim-import-too-large = Il file è troppo grande per una mappa: al massimo { $most } KiB.
claim-import-failed = Niente importato: { $problem }
claim-import-no-faction = Niente importato: in **{ $campaign }** non c'è nessuna fazione { $names }.
claim-import-too-many = Niente importato: la mappa avrebbe { $count } aree, e il massimo è { $most }.
claim-imported = 🗺️ Mappa di **{ $campaign }** importata da `{ $file }`: { $added ->
    [one] { $added } area aggiunta
   *[other] { $added } aree aggiunte
  }, { $updated ->
    [one] { $updated } aggiornata
   *[other] { $updated } aggiornate
  }. `{ $map }` la mostra.
claim-held-by = controllata da **{ $name }**
claim-held = controllata
claim-map-title = 🗺️ { $campaign } — mappa

## /claim rp and /claim rules

claim-rp-set-or-add = Indica `{ $set }` oppure `{ $add }`.
claim-rp-below-zero = **{ $name }** non può scendere sotto 0 RP.
claim-rp-now = 💎 **{ $name }** ha { $rp } RP.
claim-rules-of = ⚖️ Regole di **{ $campaign }**{ $changed ->
    [yes] {" "}(le modifiche valgono dalla chiusura del prossimo turno)
   *[no] {""}
  }:
    { $readings }
claim-reading-rule2-one-battle-per-defender = Un difensore senza altre battaglie, attaccato in più aree, ne combatte una sola; le altre sono tiri di conquista
claim-reading-rule2-shared-areas = La regola 2 vale anche per un'area attaccata da più giocatori
claim-reading-main-battle-claimed-defence = Con priorità difensiva, se attaccato solo con tiri di conquista, la battaglia principale di un giocatore è
claim-reading-mass-assault-rp = In un assalto in massa si possono spendere RP su
claim-reading-choice-yes = sì
claim-reading-choice-no = no
claim-reading-choice-defence = la sua difesa
claim-reading-choice-attack = il suo attacco
claim-reading-choice-every-target = ogni bersaglio
claim-reading-choice-primary-only = solo il bersaglio primario
claim-reading-main-attack-rp = Gli RP sui { -claim-claim-roll } si possono spendere
claim-reading-choice-main-battle = solo sull'attacco principale dell'esercito (mai se la { -claim-main-battle } è una difesa)
claim-reading-choice-declared-main = sull'{ -claim-main-attack } dichiarato, anche se la { -claim-main-battle } è una difesa

## /claim turn: open, remind, status

claim-no-players = **{ $campaign }** non ha ancora giocatori: `{ $join }`.
claim-no-turn = **{ $campaign }** non ha ancora un turno: `{ $open }`.
claim-turn-closed = Il turno { $turn } è chiuso.
claim-reminded = ⏰ { $count ->
    [one] Sollecitato { $count } giocatore
   *[other] Sollecitati { $count } giocatori
  }.
claim-all-submitted = Tutti hanno inviato gli ordini.
claim-status-resolving = In risoluzione
claim-status-rolls = Tiri di conquista: { $done }/{ $all } conclusi
claim-status-open = aperti: { $rolls }
claim-status-to-report = Battaglie da registrare: { $battles }
claim-status-all-reported = L'esito di ogni battaglia giocata è registrato.
claim-report-winner-or-none = Indica il `{ $winner }` oppure imposta `{ $no_result }`.

## /claim odds (only the asker sees it)

claim-odds-may-not-spend = { $side ->
    [attacker] L'attaccante può spendere RP solo nel suo attacco principale (o sui bersagli di un assalto in massa).
   *[defender] Il difensore può spendere RP solo con priorità difensiva.
  }
claim-odds-title = 🎲 Probabilità del tiro di conquista
claim-odds-ties-rerolled = {" "}· pareggi ritirati una volta
claim-odds-result =
    Attaccante **+{ $attacker }** contro difensore **+{ $defender }**{ $rerolled }

    L'attaccante conquista l'area: **{ $take }** ({ $take_exact })
    Il pareggio resta (l'area al difensore, che perde tutte le fortificazioni): **{ $tie }** ({ $tie_exact })
    Il difensore tiene l'area (fortificazioni −1): **{ $hold }** ({ $hold_exact })
claim-odds-footer = Esatte: tutti i risultati dei due d6, e di nuovo dopo un pareggio.

## Slash commands: /claim

cmd-claim = conquista
    .description = Campagna su mappa: ordini segreti, battaglie giocate e tiri di conquista
cmd-claim-area = area
    .description = Master: le aree della campagna e i loro confini
cmd-claim-area-add = aggiungi
    .description = Aggiungi un'area alla mappa
cmd-claim-area-add-opt-name = nome
    .description = Il nome dell'area
cmd-claim-area-add-opt-owner = proprietario
    .description = La fazione che la controlla (vuoto: libera)
cmd-claim-area-add-opt-fortifications = fortificazioni
    .description = Le fortificazioni nell'area
cmd-claim-area-add-opt-buildings = edifici
    .description = Gli edifici, separati da virgole
cmd-claim-area-add-opt-borders = confini
    .description = Le aree con cui confina, separate da virgole
cmd-claim-area-add-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più d'una)
cmd-claim-area-set = modifica
    .description = Cambia proprietario, fortificazioni o edifici di un'area
cmd-claim-area-set-opt-area = area
    .description = L'area
cmd-claim-area-set-opt-owner = proprietario
    .description = La fazione che ora la controlla
cmd-claim-area-set-opt-unclaimed = libera
    .description = Non la controlla più nessuno
cmd-claim-area-set-opt-fortifications = fortificazioni
    .description = Le fortificazioni ora nell'area
cmd-claim-area-set-opt-buildings = edifici
    .description = Gli edifici ora presenti, separati da virgole (un solo - per nessuno)
cmd-claim-area-set-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più d'una)
cmd-claim-area-border = confine
    .description = Unisci due aree con un confine (o toglilo)
cmd-claim-area-border-opt-area = area
    .description = Un'area
cmd-claim-area-border-opt-other = altra
    .description = L'area oltre il confine
cmd-claim-area-border-opt-remove = rimuovi
    .description = Togli il confine invece di aggiungerlo
cmd-claim-area-border-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più d'una)
cmd-claim-area-import = importa
    .description = Aggiungi o aggiorna molte aree da un file .toml o .csv
cmd-claim-area-import-opt-file = file
    .description = Un file mappa .toml (tabelle [[area]]) o .csv (name,owner,...)
cmd-claim-area-import-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più d'una)
cmd-claim-turn = turno
    .description = Apri, chiudi e segui i turni della campagna
cmd-claim-turn-open = apri
    .description = Master: apri il turno successivo per gli ordini segreti
cmd-claim-turn-open-opt-deadline = scadenza
    .description = Quanto tempo hanno i giocatori, ad esempio 48h o 2d (vuoto: nessuna scadenza)
cmd-claim-turn-open-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più d'una)
cmd-claim-turn-close = chiudi
    .description = Master: chiudi il turno e svela gli ordini
cmd-claim-turn-close-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più d'una)
cmd-claim-turn-remind = sollecita
    .description = Master: richiama i giocatori che non hanno inviato gli ordini
cmd-claim-turn-remind-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più d'una)
cmd-claim-turn-status = stato
    .description = Chi ha inviato gli ordini e cosa resta del turno
cmd-claim-turn-status-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più d'una)
cmd-claim-turn-settle = annulla
    .description = Master: chiudi un tiro di conquista come nullo (non cambia nulla)
cmd-claim-turn-settle-opt-roll = tiro
    .description = Il tiro di conquista (R1, R2, … come annunciati alla chiusura); se è in corso, viene annullato
cmd-claim-turn-settle-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più d'una)
cmd-claim-map = mappa
    .description = Le aree, chi le controlla e le loro fortificazioni
cmd-claim-map-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più d'una)
cmd-claim-rp = rp
    .description = Master: imposta o aggiungi gli RP di una fazione
cmd-claim-rp-opt-faction = fazione
    .description = La fazione
cmd-claim-rp-opt-set = imposta
    .description = Gli RP della fazione da ora in poi
cmd-claim-rp-opt-add = aggiungi
    .description = RP da aggiungere (negativo: da togliere)
cmd-claim-rp-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più d'una)
cmd-claim-rules = regole
    .description = Master: come leggere le regole controverse
cmd-claim-rules-opt-rule2-one-battle-per-defender = regola2-una-battaglia
    .description = Difensore senza battaglie attaccato in più aree: ne combatte una, il resto è a dadi (default: sì)
cmd-claim-rules-opt-rule2-shared-areas = regola2-aree-condivise
    .description = La regola 2 vale anche per un'area attaccata da più giocatori (default: sì)
cmd-claim-rules-opt-main-battle-claimed-defence = battaglia-principale-difesa
    .description = In difesa, attaccato solo con tiri di conquista: la battaglia principale è (default: la difesa)
cmd-claim-rules-opt-mass-assault-rp = rp-assalto-in-massa
    .description = In un assalto in massa si possono spendere RP su
cmd-claim-rules-opt-main-attack-rp = rp-attacco-principale
    .description = RP sui tiri di conquista: solo sull'attacco principale dell'esercito, o su quello dichiarato
cmd-claim-rules-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più d'una)
cmd-claim-orders = ordini
    .description = I tuoi ordini segreti per il turno aperto
cmd-claim-orders-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più d'una)
cmd-claim-report = esito
    .description = Registra chi ha vinto una battaglia giocata del turno
cmd-claim-report-opt-battle = battaglia
    .description = La battaglia (B1, E1, … come annunciate alla chiusura del turno)
cmd-claim-report-opt-winner = vincitore
    .description = La fazione che ha vinto
cmd-claim-report-opt-no-result = nessun-esito
    .description = La battaglia non è stata giocata o è finita senza vincitore
cmd-claim-report-opt-then = poi
    .description = Master, senza esito: tiri di conquista per i suoi attacchi (default) o nessun cambio
cmd-claim-report-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più d'una)
cmd-claim-odds = probabilità
    .description = Probabilità esatte di un tiro di conquista (ogni dado enumerato)
cmd-claim-odds-opt-attacker-priority = priorità-attaccante
    .description = La priorità dell'esercito attaccante
cmd-claim-odds-opt-defender-priority = priorità-difensore
    .description = La priorità dell'esercito difensore
cmd-claim-odds-opt-attack = attacco
    .description = Di che attacco si tratta
cmd-claim-odds-opt-fortifications = fortificazioni
    .description = Le fortificazioni nell'area
cmd-claim-odds-opt-attacker-rp = rp-attaccante
    .description = Gli RP che spende l'attaccante
cmd-claim-odds-opt-defender-rp = rp-difensore
    .description = Gli RP che spende il difensore
cmd-claim-odds-opt-reroll = ritiro
    .description = L'attaccante tiene 1 RP per ritirare un pareggio (default: sì)
cmd-choice-offence = offensiva
cmd-choice-defence = difesa
cmd-choice-attack = il proprio attacco
cmd-choice-every-target = ogni bersaglio (default)
cmd-choice-primary-only = solo il bersaglio primario
cmd-choice-main-battle = solo la battaglia principale (default)
cmd-choice-declared-main-attack = sull'attacco principale dichiarato
cmd-choice-claim-rolls = tiri di conquista (default)
cmd-choice-unchanged = le aree restano come sono
cmd-choice-main = attacco principale
cmd-choice-further = attacco ausiliario
cmd-choice-mass1 = assalto in massa, bersaglio primario
cmd-choice-mass2 = assalto in massa, bersaglio secondario
cmd-choice-mass3 = assalto in massa, bersaglio terziario o successivo

# Struggle of Empires: italiano. I termini di gioco vengono dal regolamento italiano (seed 000):
# vedi data/games/soe.glossary.toml. I nomi delle regioni e dei paesi neutrali restano quelli del
# tabellone.

## Termini del glossario (le stesse parole di data/games/soe.glossary.toml)

-soe-armies = Armate
-soe-fleets = Flotte
-soe-forts = Fortini
-soe-control-markers = Pedine Controllo
-soe-alliance-tiles = Tessere Alleanza
-soe-army-training = Addestramento Terrestre
-soe-navy-training = Addestramento Navale
-soe-naval-support = Supporto Navale
-soe-unrest = Insoddisfazione
-soe-naval-battle = Combattimento navale
-soe-land-combat = Combattimento terrestre
-soe-neutral-country = paese neutrale
-soe-attacker = attaccante
-soe-defender = difensore
-soe-ally = alleato
-soe-gold = oro
-soe-vp = VP
-soe-area = regione

game-soe = Struggle of Empires

## Parole

soe-nobody = Nessuno
soe-everyone = tutti
soe-the-area = la regione
soe-the-neutral-country = Il paese neutrale
soe-seat = { $seat ->
    [attacker] Attaccante
    [defender] Difensore
    [attacker_ally] Alleato dell'attaccante
   *[defender_ally] Alleato del difensore
  }
# uno dei vari alleati di una parte, numerati da 1
soe-seat-ally-n = { $side ->
    [attacker] Alleato { $n } dell'attaccante
   *[defender] Alleato { $n } del difensore
  }
soe-role = { $seat ->
    [attacker] { -soe-attacker }
    [defender] { -soe-defender }
    [attacker_ally] alleato dell'attaccante
    [defender_ally] alleato del difensore
   *[neutral] neutrale
  }
soe-who = { $name } ({ $role })
soe-and = { $first } e { $last }
soe-vs = {" "}contro{" "}
soe-where = { $phase ->
    [naval] in mare
   *[land] a terra
  }
soe-cause = { $cause ->
    [defeat] sconfitta
    [tie] pareggio
   *[seven] 7 ai dadi
  }
soe-no-units = nessuna unità
soe-n-armies = { $n ->
    [one] { $n } armata
   *[other] { $n } armate
  }
soe-n-fleets = { $n ->
    [one] { $n } flotta
   *[other] { $n } flotte
  }
soe-n-forts = { $n ->
    [one] { $n } fortino
   *[other] { $n } fortini
  }
soe-n-control-markers = { $n ->
    [one] { $n } pedina Controllo
   *[other] { $n } pedine Controllo
  }
soe-n-allied-armies = { $n ->
    [one] { $n } armata alleata
   *[other] { $n } armate alleate
  }
soe-n-allied-fleets = { $n ->
    [one] { $n } flotta alleata
   *[other] { $n } flotte alleate
  }
soe-n-tiles = { $kind ->
    [army_training] { $n ->
        [one] { $n } tessera { -soe-army-training }
       *[other] { $n } tessere { -soe-army-training }
      }
    [navy_training] { $n ->
        [one] { $n } tessera { -soe-navy-training }
       *[other] { $n } tessere { -soe-navy-training }
      }
    [alliance_land] { $n ->
        [one] { $n } tessera Alleanza (terra)
       *[other] { $n } tessere Alleanza (terra)
      }
    [alliance_sea] { $n ->
        [one] { $n } tessera Alleanza (mare)
       *[other] { $n } tessere Alleanza (mare)
      }
    [alliance_either] { $n ->
        [one] { $n } tessera Alleanza (terra o mare)
       *[other] { $n } tessere Alleanza (terra o mare)
      }
   *[alliance] { $n ->
        [one] { $n } tessera Alleanza
       *[other] { $n } tessere Alleanza
      }
  }
soe-amount = { $resource ->
    [vp] { $n } { -soe-vp }
   *[gold] { $n ->
        [one] { $n } { -soe-gold }
       *[other] { $n } ori
      }
  }
soe-field = { $field ->
    [armies] { -soe-armies }
    [fleets] { -soe-fleets }
    [forts] { -soe-forts }
    [control_markers] { -soe-control-markers }
    [army_training] Tessere { -soe-army-training }
    [navy_training] Tessere { -soe-navy-training }
    [alliance_land] { -soe-alliance-tiles } (terra)
    [alliance_sea] { -soe-alliance-tiles } (mare)
   *[alliance_either] { -soe-alliance-tiles } (terra o mare)
  }

## Eventi (il pannello e il thread della battaglia)

soe-declaring-cost = dichiarare l'attacco costa { $gold ->
    [one] { $gold } oro
   *[other] { $gold } ori
  }
soe-prize = premio { $amount }
soe-no-prize = nessun premio
soe-attack-declared-neutral = ⚔️ { $attacker } attacca il paese neutrale **{ $target }** in **{ $area }** (difesa { $defence } · { $prize })
soe-attack-declared = ⚔️ { $attacker } attacca { $defender } in **{ $area }**
soe-forces = 📋 { $who }: { $units }
soe-ally-joins = 🤝 { $ally } si schiera con { $helped }: { $brought }
soe-ally-has-no-units = 🚫 { $ally } non ha unità qui e resta fuori: { $helped } combatte senza alleati
soe-ally-stays-out = 🚫 { $ally } resta fuori: { $helped } combatte senza alleati
soe-no-naval-phase-no-sea = 🌊 Nessuna fase navale: { $area } non ha mare
soe-no-naval-phase-neutral = 🌊 Nessuna fase navale: un paese neutrale si attacca solo via terra
soe-naval-fights = ⚓ { $name } accetta lo scontro navale
soe-naval-declines = 🏳️ { $name } rifiuta lo scontro navale
soe-no-naval-support = 🌊 Nessun { -soe-naval-support }: { $why }
soe-no-naval-support-why = { $reason ->
    [no_fleets] nessuno ha Flotte qui
   *[naval_tie] lo scontro navale finisce in pareggio
  }
soe-no-winner-at-sea = nessun vincitore in mare
soe-naval-support = 🌊 { -soe-naval-support }: **{ $name }** ({ $why }) · +1 a terra
soe-naval-support-why = { $reason ->
    [only_fleets] solo { $name } ha Flotte qui
    [attacker_declined] { $attacker } ha rifiutato lo scontro navale
    [defender_declined] { $defender } ha rifiutato lo scontro navale
   *[naval_combat] ha vinto lo scontro navale
  }
soe-tiles-none = 📜 { $name } non spende tessere Alleanza { $where }
soe-tiles-spent = 📜 { $name } spende { $tiles } { $where }
soe-tiles-kind = { $n } { $kind ->
    [sea] di mare
    [land] di terra
   *[either] terra o mare
  }
soe-roll = Tiro
soe-roll-head = 🎲 { $who } { $where }
soe-roll-two-dice = { $head }: { $first } · { $second } → differenza { $difference }
soe-roll-natural-seven = totale 7 — **7 ai dadi!**
soe-roll-result = { $head }: { $faces } → **{ $result }**
soe-roll-nothing = niente
soe-score = { $phase ->
    [naval] ⚓ { $name }: punteggio navale **{ $total }**
   *[land] 🗡️ { $name }: punteggio terrestre **{ $total }**
  }
soe-bonus-navy-training = { $n } { -soe-navy-training }
soe-bonus-army-training = { $n } { -soe-army-training }
soe-bonus-naval-support = { $n } { -soe-naval-support }
soe-bonus-forts = { $n } per { $forts }
soe-bonus-defence = { $n } di difesa
soe-bonus-dice = { $n } dai dadi
soe-score-no-bonus = (nessun bonus)
soe-score-no-bonus-no-dice = (nessun bonus, nessuna differenza ai dadi)
soe-score-neutral-no-dice = un paese neutrale non tira i dadi
soe-combat = { $phase ->
    [naval] { -soe-naval-battle }
   *[land] { -soe-land-combat }
  }
soe-combat-tie = ⚖️ { $what }: **pareggio** { $score } a { $score }
soe-combat-won = 🏁 { $what }: **vince { $winner }** { $mine } a { $theirs }
soe-ally-of = { $name } (alleato di { $helped })
soe-unit-lost = 💀 { $name } perde { $what } ({ $circumstance })
soe-loss-unrest = +{ $n } { -soe-unrest }
soe-loss-no-unrest = nessuna { -soe-unrest } (perdita navale)
soe-no-unit-to-lose = • { $name } non ha più unità da perdere ({ $circumstance })
soe-attack-ends-no-army = 🛑 { $attacker } non ha Armate in { $area }: l'attacco finisce in mare, niente combattimento terrestre
soe-attack-ends = 🛑 L'attacco finisce: { $reason }
soe-no-reason = nessun motivo indicato
soe-control-placed = 🚩 { $name } piazza una pedina Controllo in { $area }
soe-control-placed-removed = 🚩 { $name } piazza una pedina Controllo in { $area }; { $removed } ne perde una
soe-control-unchanged = 🏳️ Il controllo di { $area } non cambia ({ $why })
soe-control-unchanged-why = { $reason ->
    [no_land_combat] nessun combattimento terrestre
    [tie_defender_holds] pareggio a terra, { $defender } mantiene il controllo
    [attack_repulsed] l'attacco è respinto
   *[defender_has_no_marker] { $defender } non ha pedine Controllo da togliere lì
  }
soe-no-change = nessun cambiamento
soe-reward = { $emoji } { $name } guadagna **{ $amount }** da { $source }
soe-unrest = 😠 { $name }: **+{ $n } { -soe-unrest }** in tutto
soe-attack-won = 🏆 **{ $attacker } vince l'attacco in { $area }**
soe-attack-failed = 🛡️ **{ $defender } vince: l'attacco in { $area } fallisce**
soe-attack-no-winner = 🤝 **Nessun vincitore** in { $area }

## Il riepilogo del pannello

soe-board-nothing-left = non resta nulla

## Domande (testo, opzioni ed etichette delle domande delle regole)

soe-ask-units = Le tue unità in { $area }
soe-ask-tiles = Le tue tessere (tessere Alleanza usabili in { $area })
soe-ask-units-and-tiles = Le tue unità e tessere in { $area }
soe-ask-units-again = Per attaccare ti serve un'armata o una flotta in { $area }: le tue unità e tessere
soe-ask-tiles-group = Tessere
soe-ask-ally-units = Aiuti { $side ->
    [attacker] l'attaccante
   *[defender] il difensore
  } in { $area }? Le tue unità lì, oppure resta fuori
soe-ask-ally-joins = Aiuti { $side ->
    [attacker] l'attaccante
   *[defender] il difensore
  } in { $area }?
soe-ask-join = { $side ->
    [attacker] Schierati con l'attaccante
   *[defender] Schierati con il difensore
  }
soe-ask-stay-out = Resta fuori
soe-ask-fight-at-sea = Combatti lo scontro navale?
soe-ask-spend-tiles = { $phase ->
    [naval] Tessere Alleanza da spendere in mare
   *[land] Tessere Alleanza da spendere a terra
  }
soe-ask-which-loss = Quale unità perdi?
soe-ask-which-ally-loses = { $unit ->
    [fleets] Il tuo 7: quale dei tuoi alleati perde la seconda flotta?
   *[armies] Il tuo 7: quale dei tuoi alleati perde la seconda armata?
  }
soe-loss-option = { $unit ->
    [armies] Un'armata
    [fleets] Una flotta
   *[forts] Un fortino
  }

## Rifiuti

soe-pick-area = Scegli la regione dall'elenco.
soe-pick-neutral = Scegli il paese neutrale dall'elenco.
soe-either-player-or-neutral = Attacca un giocatore (`{ $defender }`) oppure un paese neutrale (`{ $neutral }`).
soe-either-faction-or-neutral = Attacca una fazione (`{ $defender }`) oppure un paese neutrale (`{ $neutral }`).
soe-no-bots = I bot non giocano a Struggle of Empires.
soe-one-part-each = In una battaglia ogni giocatore può avere un solo ruolo.
soe-refuse-nothing-to-attack-with = Non hai Armate né Flotte in { $area } con cui attaccare.
soe-refuse-gold = Dichiarare un attacco costa { $cost ->
    [one] { $cost } oro
   *[other] { $cost } ori
  }; ne hai { $gold }.
soe-refuse-attack-another = Attacca un'altra fazione, o un paese neutrale.
soe-refuse-ally = { $name } è tuo alleato in questa guerra: gli alleati non si possono attaccare.
soe-refuse-no-faction = Non hai una fazione in **{ $campaign }**: prima usa `{ $command }`.
soe-refuse-no-sea = { $area } non ha mare: lì non possono esserci Flotte.
soe-refuse-nothing-to-set = Indica almeno un valore da impostare.
soe-refuse-whole-number = { $seat } – { $field }: serve un numero intero da 0 a { $high }.
soe-refuse-which-neutral = Scegli quale paese neutrale attaccare in { $area }.
soe-refuse-neutral-elsewhere = { $neutral } non si trova in { $area }.
soe-refuse-neutral-has-no-allies = Un paese neutrale non ha alleati.
soe-refuse-neutral-no-attacker-ally = Contro un paese neutrale l'attaccante combatte senza alleati.
soe-refuse-both-sides = Un giocatore non può stare da entrambe le parti di un attacco.
soe-refuse-attacker-own-ally = L'attaccante non può essere alleato di sé stesso.
soe-refuse-defender-own-ally = Il difensore non può essere alleato di sé stesso.
soe-refuse-ally-twice = Un giocatore può essere uno solo degli alleati di una parte.
soe-refuse-not-a-member = Il giocatore del posto { $seat } non è un membro di Discord.
soe-refuse-bad-faction = La fazione di ogni posto deve essere una fazione della campagna.
soe-refuse-neutral-needs-army = Per attaccare un paese neutrale ti serve almeno una delle tue Armate.
soe-refuse-needs-unit = Per attaccare ti serve almeno un'armata o una flotta in { $area }.
soe-what-area = { -soe-area }
soe-what-neutral = { -soe-neutral-country }
soe-neutral-elsewhere = **{ $neutral }** si trova in { $there }, non in { $area }.
soe-neutrals-here = Paesi neutrali in { $area }: { $names }.
soe-no-neutral-here = In { $area } non ci sono paesi neutrali.

## Autocompletamento

soe-area-no-sea = { $area } (senza mare)
soe-neutral-choice = { $neutral } — difesa { $defence }{ $reward ->
        [gold] , { $amount ->
            [one] { $amount } oro
           *[other] { $amount } ori
          }
        [vp] , { $amount } VP
       *[none] {""}
    } ({ $area })

## La preparazione di una battaglia veloce (pubblica)

soe-lobby-title-neutral = ⚔️ Struggle of Empires — attacco a { $target } in { $area }
soe-lobby-title = ⚔️ Struggle of Empires — attacco in { $area }
soe-lobby-attacks-neutral = { $attacker } attacca il paese neutrale **{ $target }**.
soe-lobby-attacks = { $attacker } attacca { $defender }.
soe-lobby-how-allies = Ogni parte può indicare fino a { $n } alleati; ogni alleato poi si schiera con le sue unità o resta fuori. Quando è pronto, l'attaccante preme **Inizia**.
soe-lobby-how-neutral = Un paese neutrale si attacca senza alleati: premi **Inizia** quando è tutto pronto.
soe-lobby-attacker-allies = { $n ->
    [one] Alleato dell'attaccante
   *[other] Alleati dell'attaccante
  }: { $allies }
soe-lobby-defender-allies = { $n ->
    [one] Alleato del difensore
   *[other] Alleati del difensore
  }: { $allies }
soe-lobby-nobody = nessuno
soe-lobby-attacker-picks-allies = Attaccante: indica i tuoi alleati (facoltativo)
soe-lobby-defender-picks-allies = Difensore: indica i tuoi alleati (facoltativo)
soe-lobby-start = Inizia
soe-lobby-call-off = Annulla
soe-lobby-content = { $people } — indicate i vostri alleati, poi Inizia.
soe-lobby-called-off = 🛑 Attacco annullato.
soe-lobby-failed = Qualcosa è andato storto da parte nostra: `{ $command }` mostra se la battaglia è iniziata.
soe-lobby-not-ours = Questo pulsante non è uno dei pulsanti di battaglia di Strategos.
soe-lobby-only = Qui può farlo solo { $owner }.
soe-lobby-another-member = Indica un altro membro: in una battaglia ogni giocatore ha un solo ruolo.
soe-lobby-too-many = Ogni parte può indicare al massimo { $n } alleati.
soe-lobby-stale = L'attacco è cambiato mentre sceglievi: ricontrolla il messaggio e scegli di nuovo.
soe-lobby-member-left = { $seat ->
    [attacker] L'attaccante
    [defender] Il difensore
    [attacker_ally] L'alleato dell'attaccante
   *[defender_ally] L'alleato del difensore
  }, { $member }, non fa più parte di questo server: annulla l'attacco e dichiaralo di nuovo.

## Preparazione del master (risposte pubbliche)

soe-setup-units-done = 🗺️ **{ $faction }** in { $area }: { $units }
soe-setup-faction-done = 📜 **{ $faction }**: { $values }
soe-faction-word = { $word ->
    [gold] { -soe-gold }
    [vp] { -soe-vp }
    [unrest] { -soe-unrest }
    [army_training] { -soe-army-training }
    [navy_training] { -soe-navy-training }
    [alliance_unplaced_land] { -soe-alliance-tiles } non ancora assegnate a una regione (terra)
    [alliance_unplaced_sea] { -soe-alliance-tiles } non ancora assegnate a una regione (mare)
    [alliance_unplaced_either] { -soe-alliance-tiles } non ancora assegnate a una regione (terra o mare)
   *[alliance] alleanza
  }
soe-setup-rules-done = ⚖️ Regole di **{ $campaign }**: { $readings }
soe-reading = { $setting ->
    [neutral_rolls_dice] il paese neutrale tira i dadi
    [naval_losses_unrest] le perdite navali danno { -soe-unrest }
    [seven_takes_forts] un 7 può costare un Fortino
   *[neutral_attacker_allies] alleati dell'attaccante contro un neutrale
  }: { $on ->
    [yes] sì
   *[no] no
  }
soe-reading-seven = { $on ->
    [yes] 🎲 La regola del 7: chi realizza 7 perde un'unità extra, anche un Fortino; il Fortino è risparmiato solo nel pareggio (la lettura dell'originale).
   *[no] 🎲 La regola del 7: un 7 costa un Fortino solo a chi ha perso lo scontro; il 7 del vincitore o di chi pareggia non prende mai un Fortino (la lettura di questa campagna).
  }

## Probabilità (/soe probabilità e il pulsante 📊; private)

# il pulsante 📊: come finisce l'attacco
soe-odds-outcome = { $outcome ->
    [control_taken] controllo conquistato
    [attack_failed] attacco fallito
   *[no_combat] nessuno scontro
  }
soe-odds-fight = Combatti lo scontro navale
soe-odds-decline = Rifiuta: a loro il { -soe-naval-support }
soe-odds-spend = { $phase ->
    [naval] Spendi { $n } in mare
   *[land] Spendi { $n } a terra
  }
soe-odds-spend-either = ({ $n } terra o mare)
soe-odds-force = { $field ->
    [armies] { soe-n-armies }
    [fleets] { soe-n-fleets }
    [forts] { soe-n-forts }
    [army_training] { -soe-army-training } { $n }
    [navy_training] { -soe-navy-training } { $n }
    [alliance_land] { $n ->
        [one] { $n } tessera Alleanza (terra)
       *[other] { $n } tessere Alleanza (terra)
      }
    [alliance_sea] { $n ->
        [one] { $n } tessera Alleanza (mare)
       *[other] { $n } tessere Alleanza (mare)
      }
   *[alliance_either] { $n ->
        [one] { $n } tessera Alleanza (terra o mare)
       *[other] { $n } tessere Alleanza (terra o mare)
      }
  }
soe-odds-ally = alleato: { $force }
soe-odds-inputs = { $attacker } contro { $defender }, { $area }
soe-odds-title-neutral = 🎲 Probabilità — attacco a { $neutral } in { $area }
soe-odds-title = 🎲 Probabilità — attacco a un giocatore in { $area }
soe-odds-summary = Vince l'attaccante **{ $attacker }** · pareggio **{ $tie }** · vince il difensore **{ $defender }**
soe-odds-results = Controllo conquistato **{ $control }** · attacco fallito **{ $failed }**
soe-odds-no-combat = nessuno scontro **{ $p }**
soe-odds-last-combat = Ultimo scontro combattuto: { $summary }
soe-odds-if-declined = Se l'attaccante rifiuta il combattimento navale: { $results }
soe-odds-exact = Esatte: ogni lancio di dadi contato, ogni scontro accettato, ogni tessera Alleanza spesa.
soe-odds-lost = perdite { $n }: { $p }
soe-odds-losses-of = { $seat ->
    [attacker] Attaccante
    [defender] Difensore
    [attacker_ally] Alleato{ $number } dell'attaccante
   *[defender_ally] Alleato{ $number } del difensore
  }
soe-odds-chart-title = Come finisce l'attacco
soe-odds-chart-outcome = { $outcome ->
    [control_taken] Controllo conquistato
    [attack_failed] Attacco fallito
   *[no_combat] Nessuno scontro
  }
soe-odds-chart-losses = { $seat ->
    [attacker] Unità perse dall'attaccante
    [defender] Unità perse dal difensore
    [attacker_ally] Unità perse dall'alleato{ $number } dell'attaccante
   *[defender_ally] Unità perse dall'alleato{ $number } del difensore
  }
soe-odds-chart-units-lost = unità perse
soe-odds-bad-allies = `{ $option }`: scrivi le unità di ogni alleato come "2 armate 1 flotta" (o "2a 1f"), al massimo { $high } per tipo, e separa gli alleati con ";".
soe-odds-too-many-allies = `{ $option }`: al massimo { $n } alleati per parte.

## Comandi (/soe)

cmd-soe = soe
    .description = Struggle of Empires: attacchi, alleanze e probabilità esatte
cmd-soe-battle = battaglia
    .description = Attacca una regione: una battaglia veloce, senza campagna
cmd-soe-battle-opt-area = regione
    .description = Dove si combatte
cmd-soe-battle-opt-defender = difensore
    .description = Il giocatore che attacchi (lascia vuoto per attaccare un paese neutrale)
cmd-soe-battle-opt-neutral = neutrale
    .description = Il paese neutrale che attacchi al posto di un giocatore
cmd-soe-attack = attacca
    .description = Attacca una regione della tua campagna (costa 2 ori)
cmd-soe-attack-opt-area = regione
    .description = Dove attacchi (ti serve un'armata o una flotta lì)
cmd-soe-attack-opt-defender = difensore
    .description = La fazione che attacchi (o lascia vuoto e indica un paese neutrale)
cmd-soe-attack-opt-neutral = neutrale
    .description = Il paese neutrale che attacchi
cmd-soe-attack-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più di una)
cmd-soe-setup = preparazione
    .description = Master: piazza le unità e imposta oro e tessere delle fazioni
cmd-soe-setup-units = unità
    .description = Imposta unità e pedine di una fazione in una regione
cmd-soe-setup-units-opt-faction = fazione
    .description = La fazione
cmd-soe-setup-units-opt-area = regione
    .description = La regione
cmd-soe-setup-units-opt-armies = armate
    .description = Le sue Armate lì
cmd-soe-setup-units-opt-fleets = flotte
    .description = Le sue Flotte lì
cmd-soe-setup-units-opt-forts = fortini
    .description = I suoi Fortini lì
cmd-soe-setup-units-opt-control = controllo
    .description = Le sue pedine Controllo lì
cmd-soe-setup-units-opt-alliance-land = alleanza_terra
    .description = Le sue Tessere Alleanza per questa regione, usabili a terra
cmd-soe-setup-units-opt-alliance-sea = alleanza_mare
    .description = Le sue Tessere Alleanza per questa regione, usabili in mare
cmd-soe-setup-units-opt-alliance-either = alleanza_terra_mare
    .description = Le sue Tessere Alleanza per questa regione, usabili a terra o in mare
cmd-soe-setup-units-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più di una)
cmd-soe-setup-faction = fazione
    .description = Imposta oro, VP, Insoddisfazione, tessere e alleanza di una fazione
cmd-soe-setup-faction-opt-faction = fazione
    .description = La fazione
cmd-soe-setup-faction-opt-gold = oro
    .description = Il suo oro
cmd-soe-setup-faction-opt-vp = vp
    .description = I suoi punti vittoria (VP)
cmd-soe-setup-faction-opt-unrest = insoddisfazione
    .description = I suoi Punti Insoddisfazione
cmd-soe-setup-faction-opt-army-training = addestramento_terrestre
    .description = Le sue tessere Addestramento Terrestre
cmd-soe-setup-faction-opt-navy-training = addestramento_navale
    .description = Le sue tessere Addestramento Navale
cmd-soe-setup-faction-opt-alliance = alleanza
    .description = Il nome della sua alleanza in questa guerra (stesso nome: alleati)
cmd-soe-setup-faction-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più di una)
cmd-soe-setup-rules = regole
    .description = Scegli come leggere le regole controverse
cmd-soe-setup-rules-opt-neutral-rolls-dice = neutrale_tira_dadi
    .description = Un paese neutrale tira due dadi e somma la differenza (predefinito: sì)
cmd-soe-setup-rules-opt-naval-losses-unrest = perdite_navali_insoddisfazione
    .description = Anche le Flotte perse in mare danno Insoddisfazione (predefinito: sì)
cmd-soe-setup-rules-opt-neutral-attacker-allies = alleati_contro_neutrali
    .description = L'alleato dell'attaccante può unirsi a un attacco a un neutrale (predefinito: no)
cmd-soe-setup-rules-opt-seven-takes-forts = sette_prende_fortini
    .description = Un 7 può costare un Fortino: risparmiato solo nel pareggio (predefinito sì)
cmd-soe-setup-rules-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più di una)
cmd-soe-odds = probabilità
    .description = Probabilità esatte di un attacco, contando ogni lancio di dadi
cmd-soe-odds-opt-area = regione
    .description = Dove si combatte
cmd-soe-odds-opt-attacker-armies = armate_attaccante
    .description = Le tue Armate nella regione
cmd-soe-odds-opt-attacker-fleets = flotte_attaccante
    .description = Le tue Flotte nella regione
cmd-soe-odds-opt-defender-armies = armate_difensore
    .description = Le Armate del difensore
cmd-soe-odds-opt-defender-fleets = flotte_difensore
    .description = Le Flotte del difensore
cmd-soe-odds-opt-defender-forts = fortini_difensore
    .description = I Fortini del difensore
cmd-soe-odds-opt-neutral = neutrale
    .description = Attacca questo paese neutrale invece di un giocatore
cmd-soe-odds-opt-attacker-army-training = addestr_terrestre_attaccante
    .description = Le tue tessere Addestramento Terrestre
cmd-soe-odds-opt-defender-army-training = addestr_terrestre_difensore
    .description = Le tessere Addestramento Terrestre del difensore
cmd-soe-odds-opt-attacker-navy-training = addestr_navale_attaccante
    .description = Le tue tessere Addestramento Navale
cmd-soe-odds-opt-defender-navy-training = addestr_navale_difensore
    .description = Le tessere Addestramento Navale del difensore
cmd-soe-odds-opt-attacker-allies = alleati_attaccante
    .description = Unità dei tuoi alleati, separati da ; es. 2 armate 1 flotta; 1 armata (o 2a 1f; 1a)
cmd-soe-odds-opt-defender-allies = alleati_difensore
    .description = Unità degli alleati del difensore, come sopra: 1 armata; 1 flotta (o 1a; 1f)
cmd-soe-odds-opt-attacker-alliance-land = alleanza_terra_attaccante
    .description = Le tue tessere Alleanza per questa regione, usabili a terra
cmd-soe-odds-opt-attacker-alliance-sea = alleanza_mare_attaccante
    .description = Le tue tessere Alleanza per questa regione, usabili in mare
cmd-soe-odds-opt-attacker-alliance-either = alleanza_terra_mare_attaccante
    .description = Le tue tessere Alleanza usabili a terra o in mare
cmd-soe-odds-opt-defender-alliance-land = alleanza_terra_difensore
    .description = Le tessere Alleanza del difensore, usabili a terra
cmd-soe-odds-opt-defender-alliance-sea = alleanza_mare_difensore
    .description = Le tessere Alleanza del difensore, usabili in mare
cmd-soe-odds-opt-defender-alliance-either = alleanza_terra_mare_difensore
    .description = Le tessere Alleanza del difensore usabili a terra o in mare

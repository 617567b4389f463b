## /tournament e /rating (cogs/tournament)

tournament-format = { $format ->
    [swiss] svizzero
    [round_robin] girone all'italiana
    [single_elim] eliminazione diretta
    [double_elim] doppia eliminazione
   *[tables] tavoli multigiocatore
  }
tournament-created = 🏆 **{ $name }** — { $game }, { $format }. Iscriviti con { $join }{ $cap ->
    [0] {""}
   *[other] {" "}(al massimo { $cap } giocatori; poi una lista d'attesa)
  }{ $check_in ->
    [yes] ; check-in prima del turno 1
   *[no] {""}
  }. L'organizzatore lo avvia con { $start }.{ $window ->
    [yes] {" "}Le iscrizioni chiudono { $closes }.
   *[no] {""}
  }
tournament-organisers-only = Solo l'organizzatore del torneo (o un membro con Gestire il server) può farlo.
tournament-unknown = Su questo server non c'è un torneo chiamato { $name }.
tournament-name-it = { $count ->
    [0] Nessun torneo è aperto su questo server.
   *[other] Sono aperti { $count } tornei: indica quello che intendi (torneo:).
  }
tournament-unknown-game = { $game } non è un gioco gestito da questo bot.
tournament-unknown-format = Scegli un formato dall'elenco.
tournament-bad-top-cut = Il taglio finale è solo per lo svizzero, di 2, 4 o 8 giocatori.
tournament-name-taken = Su questo server esiste già un torneo chiamato { $name }.
tournament-bad-name = Un torneo ha bisogno di un nome con qualcosa di visibile.
tournament-already-started = { $name } è già iniziato.
tournament-too-few = { $count ->
    [one] È iscritto { $count } giocatore
   *[other] Sono iscritti { $count } giocatori
  }: ne servono almeno { $least }.
tournament-starting = 🏁 Inizia { $name }: abbinamenti del turno 1…
tournament-closed = { $name } non accetta più modifiche: è concluso.
tournament-no-late-join = { $name } è iniziato: questo formato non accetta iscrizioni tardive.
tournament-joined = { $user } { $waiting ->
    [yes] è in lista d'attesa per **{ $name }** (i posti sono esauriti).
   *[no] si iscrive a **{ $name }**{ $late ->
        [yes] {" "}dal turno { $round } (i turni persi contano come sconfitte)
       *[no] {""}
      }.{ $check_in ->
        [yes] {" "}Fai il check-in con { $checkin } prima del turno 1.
       *[no] {""}
      }
  }
tournament-no-check-in = { $name } ora non ha check-in.
tournament-not-in = Non sei iscritto a { $name }.
tournament-checked-in = ✅ Check-in fatto per { $name }.
tournament-dropped = { $user } lascia **{ $name }**; i risultati finora restano.
tournament-moved-up = { $user } sale dalla lista d'attesa: sei dentro.
tournament-report-where = Comunica un risultato nel thread della sua partita.
tournament-not-your-match = Questa non è la tua partita.
tournament-already-reported = Questa partita ha già il suo risultato (l'organizzatore può correggerlo).
tournament-report-result = Indica il tuo risultato: vittoria, pareggio o sconfitta.
tournament-report-order = Indica i { $count } giocatori del tavolo in ordine d'arrivo, ciascuno come menzione.
tournament-report-recorded = ✅ Risultato registrato.
tournament-report-asks = { $user } comunica { $result }. { $others }: conferma o contesta.
tournament-confirm = Conferma
tournament-dispute = Contesta
tournament-confirm-not-yours = Solo l'avversario (o l'organizzatore) conferma un risultato comunicato.
tournament-disputed = { $user } contesta il risultato comunicato: { $organiser }, decidi tu con /tournament report.
tournament-failed = Qualcosa è andato storto; non è stato registrato nulla. Riprova.
tournament-round-posted = ⚔️ **{ $name }** — turno { $round }{ $timed ->
    [yes] , da giocare { $deadline }
   *[no] {""}
  }.
tournament-match = ⚔️ Turno { $round } · tavolo { $table }{ $bracket ->
    [W] {" "}(tabellone vincenti)
    [L] {" "}(tabellone perdenti)
    [GF] {" "}(finalissima)
    [GF2] {" "}(finalissima, spareggio)
   *[none] {""}
  }: { $players }
tournament-versus = {" "}contro{" "}
tournament-side = { $side ->
    [first] attaccante
   *[second] difensore
  }
tournament-bye = 🛌 Turno { $round }: { $player } riposa (vale una vittoria).
tournament-thread-name = Turno { $round } · tavolo { $table }
tournament-match-how = Giocate qui la vostra partita: avviate la battaglia in questo thread (comandi { $game }) e il risultato conta quando finisce. Giocata al tavolo? Comunicala con { $report }.
tournament-result = 📝 Risultato: { $players }
tournament-finished = 🏆 **{ $name }** è concluso!
tournament-standing = { $rank }. { $player } — { $points } pt ({ $wins }-{ $draws }-{ $losses }){ $dropped ->
    [yes] {" "}· ritirato
   *[no] {""}
  }
tournament-tiebreak = { $name ->
    [buchholz_cut1] Buchholz cut-1
    [buchholz] Buchholz
    [sonneborn_berger] Sonneborn-Berger
    [omw] OMW%
    [gw] GW%
   *[h2h] scontro diretto
  }
tournament-standings-title = 🏆 { $name } — turno { $round }{ $rounds ->
    [0] {""}
   *[other] {" "}di { $rounds }
  }
tournament-pending = Ancora da giocare
tournament-nobody = Non si è ancora iscritto nessuno.
tournament-exported = 📦 { $name }: ogni partita e il registro di ogni battaglia (rigiocabili come fa /battle verify).
tournament-rating-title = 📈 Punteggi — { $game }
tournament-rating-line = { $rank }. { $player } — { $rating } ({ $matches } { $matches ->
    [one] partita
   *[other] partite
  })
tournament-no-ratings = Nessuno ha ancora un punteggio in questo gioco.

tournament-deadline-passed = ⏰ { $organiser }: la scadenza del turno { $round } è passata con { $count } { $count ->
    [one] partita
   *[other] partite
  } non finite. Per ciascuna: proroga il turno di 24 h, sconfitta per entrambi, o decidi secondo la regola (perde il giocatore che la battaglia sta aspettando).
tournament-reminder = ⏰ { $players }: il turno { $round } finisce { $deadline } — la vostra partita non è ancora finita.
tournament-extended = ⏰ Il turno ora finisce { $deadline }.
tournament-deadline-action = { $action ->
    [extend] Proroga 24 h
    [double_loss] Perdono entrambi
   *[by_rule] Secondo la regola
  }

tournament-cannot-pair = ⚠️ { $organiser }: il prossimo turno non si può abbinare (`{ $why }`). Cambia i partecipanti (ritira o aggiungi giocatori), poi abbinalo con { $start }.

tournament-knockout-draw = Un pareggio non decide una partita a eliminazione: rigiocatela.

tournament-seeds-bad = Indica i giocatori del torneo, ciascuno una volta, come menzioni, dalla prima testa di serie.
tournament-seeded = 🌱 Teste di serie di { $name }: { $order }
tournament-not-pausable = { $name } ora non può farlo (stato: { $state }).
tournament-paused = { $resumed ->
    [yes] ▶️ **{ $name }** riprende.
   *[no] ⏸️ **{ $name }** è in pausa: i risultati contano ancora, ma nessun turno viene abbinato e nessuna scadenza corre finché l'organizzatore non lo riprende.
  }
tournament-withdraw-played = Questo turno è cominciato (un risultato o una battaglia in corso): gli abbinamenti restano. Correggi un risultato con /tournament report.
tournament-withdrawn = ↩️ Il turno { $round } di **{ $name }** è ritirato: i suoi abbinamenti non contano più. Abbinalo di nuovo con { $start }.

tournament-col-player = Giocatore
tournament-col-points = Pt
tournament-col-record = V-P-S

tournament-tiebreak-short = { $name ->
    [buchholz_cut1] Bh-1
    [buchholz] Bh
    [sonneborn_berger] SB
    [omw] OMW%
    [gw] GW%
   *[h2h] SD
  }

tournament-bracket = { $bracket ->
    [W] Tabellone vincenti
    [L] Tabellone perdenti
   *[GF] Finalissima
  }

tournament-idle-dropped = ⏰ La scadenza del turno { $round } è passata: le partite non finite sono decise secondo la regola, e questi giocatori, inattivi, sono ritirati: { $players }

tournament-swap-bad = Indica due giocatori diversi abbinati in questo turno (non in riposo).
tournament-swapped = ✅ Scambiati; i giocatori sono avvisati nei loro thread.
tournament-pairing-changed = 🔁 L'organizzatore ha cambiato questo abbinamento: { $match }

tournament-registration-closed = Le iscrizioni a { $name } sono chiuse.

cmd-tournament = torneo
    .description = Tornei e campionati, giocati nel bot
cmd-tournament-create = crea
    .description = Organizzatore: un nuovo torneo di un gioco
cmd-tournament-create-opt-name = nome
    .description = Il nome del torneo
cmd-tournament-create-opt-game = gioco
    .description = Il gioco giocato
cmd-tournament-create-opt-format = formato
    .description = Svizzero, girone, eliminazione diretta o doppia, o tavoli multigiocatore
cmd-tournament-create-opt-rounds = turni
    .description = Svizzero: quanti turni (predefinito: quelli consigliati per i partecipanti)
cmd-tournament-create-opt-cap = massimo
    .description = Il numero massimo di giocatori (chi arriva dopo va in lista d'attesa)
cmd-tournament-create-opt-table-size = giocatori_tavolo
    .description = Tavoli multigiocatore: giocatori per tavolo (3–6)
cmd-tournament-create-opt-top-cut = taglio_finale
    .description = Svizzero: i migliori giocano poi a eliminazione diretta (4 o 8)
cmd-tournament-create-opt-round-hours = ore_turno
    .description = Ore a disposizione per ogni turno (mostrate come scadenza)
cmd-tournament-create-opt-check-in = check_in
    .description = I giocatori devono fare il check-in prima del turno 1
cmd-tournament-start = avvia
    .description = Organizzatore: chiudi le iscrizioni, abbina il turno 1
cmd-tournament-start-opt-tournament = torneo
    .description = Quale torneo (se ne sono aperti diversi)
cmd-tournament-join = iscriviti
    .description = Iscriviti a un torneo
cmd-tournament-join-opt-tournament = torneo
    .description = Quale torneo (se ne sono aperti diversi)
cmd-tournament-checkin = checkin
    .description = Fai il check-in prima del turno 1
cmd-tournament-checkin-opt-tournament = torneo
    .description = Quale torneo (se ne sono aperti diversi)
cmd-tournament-drop = ritirati
    .description = Lascia un torneo (i tuoi risultati finora restano)
cmd-tournament-drop-opt-tournament = torneo
    .description = Quale torneo (se ne sono aperti diversi)
cmd-tournament-drop-opt-player = giocatore
    .description = Organizzatore: ritira questo giocatore
cmd-tournament-report = risultato
    .description = Comunica il risultato della tua partita (nel suo thread)
cmd-tournament-report-opt-result = esito
    .description = Due giocatori: il tuo risultato; l'avversario conferma
cmd-tournament-report-opt-order = ordine
    .description = Un tavolo: i giocatori in ordine d'arrivo, menzionati (@primo @secondo …)
cmd-tournament-report-opt-player = giocatore
    .description = Organizzatore: il giocatore di cui è il risultato
cmd-tournament-standings = classifica
    .description = La classifica ora
cmd-tournament-standings-opt-tournament = torneo
    .description = Quale torneo (se ne sono aperti diversi)
cmd-tournament-export = esporta
    .description = L'intero torneo come file, battaglie comprese
cmd-tournament-export-opt-tournament = torneo
    .description = Quale torneo (se ne sono aperti diversi)
cmd-rating = punteggio
    .description = I punteggi del server in un gioco
cmd-rating-opt-game = gioco
    .description = Il gioco
cmd-choice-swiss = svizzero
cmd-choice-round-robin = girone all'italiana
cmd-choice-single-elim = eliminazione diretta
cmd-choice-double-elim = doppia eliminazione
cmd-choice-tables = tavoli multigiocatore
cmd-choice-win = vittoria
cmd-choice-draw = pareggio
cmd-choice-loss = sconfitta
cmd-tournament-seeds = teste_di_serie
    .description = Organizzatore: fissa a mano le teste di serie prima del turno 1
cmd-tournament-seeds-opt-order = ordine
    .description = I giocatori, dalla prima testa di serie, menzionati
cmd-tournament-seeds-opt-tournament = torneo
    .description = Quale torneo (se ne sono aperti diversi)
cmd-tournament-pause = pausa
    .description = Organizzatore: metti in pausa o riprendi i turni
cmd-tournament-pause-opt-tournament = torneo
    .description = Quale torneo (se ne sono aperti diversi)
cmd-tournament-pause-opt-resume = riprendi
    .description = Riprendi un torneo in pausa
cmd-tournament-withdraw = ritira_turno
    .description = Organizzatore: ritira gli abbinamenti di questo turno
cmd-tournament-withdraw-opt-tournament = torneo
    .description = Quale torneo (se ne sono aperti diversi)
cmd-tournament-create-opt-seeding = teste_di_serie
    .description = Teste di serie: nell'ordine d'iscrizione (predefinito), per punteggio o a caso
cmd-choice-joined = ordine d'iscrizione
cmd-choice-rating = per punteggio
cmd-choice-random = a caso
cmd-tournament-create-opt-auto-drop = ritiro_automatico
    .description = Alla scadenza di un turno, decidi le partite non finite secondo la regola e ritira gli inattivi
cmd-tournament-swap = scambia
    .description = Organizzatore: scambia gli abbinamenti di due giocatori
cmd-tournament-swap-opt-tournament = torneo
    .description = Quale torneo (se ne sono aperti diversi)
cmd-tournament-swap-opt-first = primo
    .description = Un giocatore di questo turno
cmd-tournament-swap-opt-second = secondo
    .description = Il giocatore con cui scambiarlo (stessa partita: si scambiano le parti)
cmd-tournament-create-opt-registration-hours = ore_iscrizioni
    .description = Le iscrizioni chiudono dopo queste ore (predefinito: all'avvio)

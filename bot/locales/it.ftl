# La piattaforma: il pannello della battaglia, i suoi pulsanti e moduli, il thread, le chiamate,
# i rifiuti. I comandi si citano con i loro nomi italiani ({ cmd-battle } …, da cogs/locales).

## Parole comuni

ui-or = o
ui-and = e
ui-versus = contro
ui-everyone = tutti
ui-yes = Sì
ui-no = No
ui-value-yes = sì
ui-value-no = no
ui-nothing = niente
ui-decimal-point = ,
ui-percent = { $value }%

ui-seat-attacker = Attaccante
ui-seat-defender = Difensore
ui-seat-attacker-ally = Alleato dell'attaccante
ui-seat-defender-ally = Alleato del difensore
ui-role-attacker = Attaccante
ui-role-defender = Difensore
ui-role-attacker-ally = Alleato dell'attaccante
ui-role-defender-ally = Alleato del difensore

## bot/battles.py

battle-label = battaglia #{ $id }
battle-label-named = { $name } (#{ $id })
battle-already-started = La battaglia #{ $id } è già partita da qui.
battle-game-missing = Il gioco `{ $game }` non è installato su questo bot.
battle-cannot-pay = La campagna non può permetterselo: { $short }.
battle-cannot-pay-now = La campagna non può più permetterselo: { $short }.
battle-not-found = Su questo server non c'è nessuna battaglia #{ $id }.
battle-cannot-replay = La battaglia #{ $id } non si può rigiocare: { $error }
battle-already-decided = Già deciso.
battle-undo-nothing = Niente da ritirare: non è ancora stata fatta nessuna scelta.
battle-undo-moved-on = Nel frattempo la battaglia è andata avanti: non è stato ritirato nulla.
battle-cancel-moved-on = Nel frattempo la battaglia è andata avanti: non è stata annullata.
battle-over = La battaglia #{ $id } è finita.
battle-was-cancelled = La battaglia #{ $id } è stata annullata.

## Il pannello

ui-hint-pick-one = scegline una
ui-hint-pick-range = scegline da { $low } a { $high }
ui-hint-pick-n = scegline { $count }
ui-hint-yes-no = sì o no
ui-hint-secret = segreta: ognuno sceglie in privato con il suo pulsante 🔒
ui-panel-earlier-steps = … { $count ->
        [one] un passo precedente
       *[other] { $count } passi precedenti
    } nel thread
ui-panel-earlier-lines = … { $count ->
        [one] una riga precedente
       *[other] { $count } righe precedenti
    } in `/{ cmd-battle } { cmd-battle-log }`
ui-outcome-draw = **Pareggio.**
ui-outcome-wins = **Vince { $name }.**
ui-panel-cancelled = Annullata
ui-panel-cancelled-text = Questa battaglia è stata annullata.
ui-panel-now = Ora · { $seats }
ui-panel-chosen = Hanno già scelto
ui-panel-your-move = { $who } — { $alone ->
        [yes] tocca a te.
       *[no] tocca a voi.
    }
ui-panel-result = Risultato
ui-secret-button = { $name }: { $chosen ->
        [true] scelta fatta
       *[other] scegli
    }
ui-choose-placeholder = Scegli…
ui-verify-button = Verifica
ui-secret-title = 🔒 { $name } — battaglia #{ $id }
ui-secret-note = Nessuno vede la tua scelta finché non hanno scelto tutti.

## Il thread e le chiamate

ui-call = ➡️ { $who } — { $alone ->
        [yes] tocca a te
       *[no] tocca a voi
    } ({ $battle }): { $prompt }
ui-call-reminder = ⏰ { $who } — { $alone ->
        [yes] si aspetta te
       *[no] si aspetta voi
    } ({ $battle }): { $prompt }
ui-idle-a-player = un giocatore
ui-idle-gm = 🕰️ { $gm }: la battaglia #{ $id } aspetta da tempo { $who }. Come suo master puoi rispondere al posto loro dal pannello, oppure annullarla con `/{ cmd-battle } { cmd-battle-cancel }`.
ui-idle-players = 🕰️ { $players }: la battaglia #{ $id } aspetta da tempo { $who }. Con `/{ cmd-battle } { cmd-battle-cancel }` potete chiedere di annullarla; un membro con il permesso «Gestisci server» può rispondere al posto loro.
ui-placeholder = 🎲 { $game }: si sta preparando una nuova battaglia…
ui-permission-create-public-threads = Crea thread pubblici
ui-missing-permission = ⚠️ { $user }: qui non ho il permesso **{ $permission }**, quindi le battaglie vengono raccontate in questo canale. Un amministratore del server può concederlo al mio ruolo (Impostazioni server → Ruoli, oppure i permessi di questo canale).
ui-panel-moved = ➡️ Il pannello della battaglia #{ $id } si è spostato: { $link }

## I clic

ui-not-our-button = Questo non è uno dei pulsanti di battaglia di Strategos.
ui-not-our-form = Questo modulo non è uno dei moduli di Strategos: non è stato inviato nulla.
ui-component-failed = Qualcosa è andato storto da parte nostra ed è stato registrato. Guarda il pannello della battaglia (o `/{ cmd-battle } { cmd-battle-show }`) prima di riprovare.
ui-not-this-question = Questo pulsante non riguarda la domanda di adesso.
ui-chosen-already = Hai già scelto: aspetta gli altri.
ui-not-a-choice = Questa non è una delle scelte possibili.
ui-form-timeout = Discord ha smesso di aspettare il modulo: premi di nuovo ✏️.
ui-only-player = Solo { $who } può rispondere per { $seat }.
ui-only-gm = Solo il master può rispondere per { $seat }.
ui-locked-in = 🔒 Scelta registrata: **{ $answer }**. Sarà rivelata quando avranno scelto tutti.
ui-locked-in-sealed = 🔒 Scelta registrata: **{ $answer }**. Resta segreta fino alla fine della battaglia.
ui-done = ✅ Fatto: **{ $answer }**.

## Ritirare una scelta e annullare una battaglia (pubblico)

battle-undone = ↩️ { $user } ha ritirato { $what } ({ $how }).
ui-undone-dice = I dadi che aveva tirato non valgono più (restano in `/{ cmd-battle } { cmd-battle-log }`, segnati come annullati): { $dice }
ui-undone-last = l'ultima scelta di { $name }
ui-undone-secret = la scelta segreta di { $name }
ui-undone-choice = la scelta di { $name } «{ $answer }»
ui-cancelled = 🛑 { $user } ha annullato la battaglia #{ $id } ({ $how }).

## 🔍 Verifica (privato)

ui-verify-head = 🔍 **{ $game } #{ $id }** — { $count ->
        [one] un dado tirato
       *[other] { $count } dadi tirati
    } finora.
ui-verify-hash = SHA-256 del seme (pubblicato fin dall'inizio): `{ $hash }`
ui-verify-active = Il seme viene rivelato a fine battaglia. Ogni dado dipende anche dall'id che Discord ha dato al clic precedente, quindi nessuno — né i giocatori né chi ospita il bot — può conoscere un dado prima di quel clic.
ui-verify-seed = Seme: `{ $seed }`
ui-verify-over = `/{ cmd-battle } { cmd-battle-verify } { cmd-battle-verify-opt-battle }:{ $id }` ricalcola ogni tiro; `/{ cmd-battle } { cmd-battle-log }` ti dà il registro da controllare da solo con `python -m bot.verify`.

## Nomi scritti dai giocatori (bot/ui/names.py); $what è la parola del chiamante per il tipo di nome

ui-did-you-mean = Forse intendevi { $names }?
ui-no-such = Nessun risultato per **{ $name }** ({ $what }){ $where }.
ui-the-only-one = C'è solo { $names }.
ui-choose-from = Scegli { $names }.
ui-pick-from-list = Scegline uno dall'elenco.

## Errori dei comandi (bot/client.py)

ui-command-not-here = Qui non puoi usare questo comando.
ui-invalid-value = Questo valore non è valido: { $value }.
ui-command-failed = Qualcosa è andato storto da parte nostra ed è stato registrato. Una parte potrebbe essere già stata fatta: controlla prima di riprovare.
ui-database-unreachable = 🔌 Strategos non riesce a raggiungere il suo database in questo momento (forse si sta riavviando). Riprova tra un minuto, ma prima controlla: quello che hai appena fatto potrebbe essere già stato registrato.

## Le forze (bot/ui/forces.py)

forces-none = nessuna
forces-confirm = Conferma
forces-change = Modifica
forces-hint-select = ✅ conferma quello che vedi, o scegli un altro numero
forces-hint-fixed = ✅ conferma
forces-hint-form = ✅ conferma quello che vedi, o ✏️ modificalo
forces-or-choose = Oppure scegli: { $label }
forces-more = Altro
forces-form-title = Le tue forze
forces-range = da { $low } a { $high }
forces-box-hint = Una per riga, così: «{ $sample }: 1»
forces-not-number = { $label }: un numero da { $low } a { $high }, non «{ $typed }».
forces-out-of-range = { $label }: un numero da { $low } a { $high }, non { $typed }.
forces-bad-line = «{ $line }»: scrivine una per riga, così: «nome: numero».
forces-twice = { $label } compare due volte.
forces-try-again = Riprova
forces-more-problems = { $count ->
        [one] …e un altro problema.
       *[other] …e altri { $count } problemi.
    }
forces-nothing-sent = Non è stato inviato nulla: ✏️ Riprova tiene quello che hai scritto.

## 📊 Probabilità (bot/ui/odds.py): private, e il testo del grafico

odds-button = Probabilità
odds-decided = Questa decisione è già stata presa: il pannello mostra quella di adesso.
odds-not-yours = Queste probabilità riguardano la decisione di { $names }.
odds-not-yours-anyone = Queste probabilità riguardano la decisione del giocatore di turno.
odds-unknown = Le probabilità di questa decisione non si possono calcolare dalla battaglia fin qui.
odds-failed = Non è stato possibile calcolare le probabilità; l'errore è stato registrato.
odds-busy = ⏳ Strategos sta calcolando molte probabilità in questo momento e le tue aspetterebbero troppo. Riprova tra un minuto.
odds-chart-note = Probabilità esatte: contati tutti i lanci possibili
odds-chart-title = Probabilità per scelta: { $outcome }
odds-chart-title-any = Probabilità del risultato, per scelta
odds-your-decision = la tua decisione
odds-head = 📊 **Le tue probabilità, { $name }** — { $prompt }
odds-footer = -# Esatte: contati tutti i lanci possibili. Lo vedi solo tu.

## Ritirare o annullare con il consenso degli altri (bot/ui/consent.py): la richiesta è pubblica

consent-head-undo = 🙋 { $user } chiede di ritirare l'ultima scelta nella battaglia #{ $id } ({ $game }){ $detail }.
consent-head-cancel = 🙋 { $user } chiede di annullare la battaglia #{ $id } ({ $game }){ $detail }.
consent-open = { $asked }: siete d'accordo? Serve il sì di tutti gli interpellati (o del master).
consent-agreed-so-far = D'accordo finora: { $agreed }.
consent-granted = ✅ Concesso{ $has_agreed ->
        [yes] , con l'accordo di { $agreed }
       *[no] {""}
    }{ $has_decider ->
        [yes] , deciso da { $decider }
       *[no] {""}
    }.
consent-refused = ❌ Rifiutato da { $user }: la battaglia prosegue così com'è.
consent-lapsed = ⌛ La battaglia è andata avanti: questa richiesta è decaduta.
consent-agree = Accetto
consent-refuse = Rifiuto
consent-failed = Qualcosa è andato storto da parte nostra ed è stato registrato. Guarda la richiesta e la battaglia prima di cliccare di nuovo.
consent-not-our-button = Questo non è uno dei pulsanti di Strategos.
consent-no-request = Questa richiesta non esiste su questo server.
consent-not-yours = Non tocca a te rispondere a questa richiesta.
consent-decided = Questa richiesta è già stata decisa.
consent-agreed-already = Hai già accettato: si aspettano gli altri.
consent-how-agreed = con l'accordo di { $users }
consent-how-gm = concesso dal master { $gm }
consent-not-done = ⚠️ Accettato, ma non eseguito: { $reason }

## Refusals of the engine (bot/engine: AnswerRefused keys)
engine-over = Questa battaglia è finita.
engine-decided = È già stato deciso.
engine-answered = Hai già risposto.
engine-nothing-to-undo = Non c'è niente da annullare.
engine-not-your-turn = Non tocca a te rispondere.
engine-not-your-secret = Questa scelta segreta non spetta a te.
engine-not-a-choice = Non è una delle scelte possibili.
engine-yes-or-no = Rispondi sì o no.
engine-seat-by-seat = A una scelta segreta risponde ciascun giocatore per sé.
engine-unknown-kind = Tipo di domanda sconosciuto.
engine-pick-from-list = Scegli dall'elenco.
engine-picked-twice = Ogni scelta si può prendere una volta sola.
engine-pick-exactly = Scegline esattamente { $low }.
engine-pick-range = Scegline da { $low } a { $high }.
engine-set-each = Indica un numero per ogni unità.
engine-not-in-force = Quell'unità non fa parte di queste forze.
engine-whole-number = { $unit }: serve un numero intero.
engine-between = { $unit }: da { $low } a { $high }.
engine-at-least = Almeno { $n } in tutto.
engine-at-most = Al massimo { $n } in tutto.

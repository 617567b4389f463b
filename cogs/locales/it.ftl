# Strategos — i comandi comuni: /battle, /campaign, /help, /settings, i promemoria, il rapporto
# di verifica dei dadi e le durate. Termini di gioco come nei glossari (data/games/*.glossary.toml).

## Il rapporto di verifica dei dadi (/battle verify)

verify-roll = tiro { $index }
verify-roll-what = tiro { $index } ({ $what })
verify-roll-undone = { $roll } scartato dalla risposta annullata { $undone }
verify-roll-extra = { $roll } è nel registro, ma il seme non dà nessun tiro del genere
verify-roll-missing = { $roll } manca dal registro (il seme dà { $derived })
verify-roll-differs = { $roll }: il registro dice { $recorded }, il seme dà { $derived }
verify-field-differs = { $field } { $recorded } nel registro, { $derived } dal seme
verify-roll-fields = { $roll }: { $diffs }
verify-more-rolls = … e { $count ->
        [one] un altro tiro diverso
       *[other] altri { $count } tiri diversi
    }
verify-note = Nota: { $note }
verify-malformed = ⚠️ Questo non è un registro di battaglia di Strategos leggibile: { $reason }.
verify-not-object = non è un oggetto JSON
verify-bad-format = il suo "format" non è "{ $format }"
verify-bad-version = è la versione { $found }; questo strumento legge la versione { $version }
verify-bad-field = "{ $field }" manca o non è { $kind ->
        [int] un numero intero
        [str] un testo
        [dict] un oggetto
       *[list] una lista
    }
verify-not-text = "{ $field }" non è un testo
verify-bad-answers = "answers" contiene qualcosa che non è una risposta
verify-bad-rolls = "rolls" contiene qualcosa che non è un tiro
verify-bad-undone = la risposta annullata { $undone } non è un record valido
verify-bad-undone-answers = la risposta annullata { $undone } ha "answers" che non sono risposte
verify-bad-undone-rolls = la risposta annullata { $undone } ha "rolls" che non sono tiri
verify-other-game = è una battaglia di { $game }, non di { $expected }
verify-still-fought = ⏳ La battaglia #{ $battle } è ancora in corso: il suo seme resta segreto fino alla fine, quindi non si può verificare finché non finisce.
verify-seed-wrong = il seme rivelato non corrisponde allo SHA-256 pubblicato all'inizio della battaglia ({ $sha })
verify-no-replay = le risposte registrate non si possono rigiocare: { $failure }
verify-outcome-wrong = l'esito registrato non è quello che danno i suoi dadi e le sue risposte
verify-settled-by-hand = è stata chiusa prima della fine della procedura (risolta a mano)
verify-undone-not-last = la risposta annullata { $undone } non è l'ultima delle risposte che ha annullato
verify-undone-no-replay = la risposta annullata { $undone } non si può rigiocare: { $failure }
verify-unchecked = { $count ->
        [one] una risposta annullata è stata registrata
       *[other] { $count } risposte annullate sono state registrate
    } prima che si conservassero i dadi scartati, quindi quei dadi non si possono controllare
verify-mismatch = ❌ La battaglia #{ $battle } non corrisponde al suo seme rivelato: { $first }{ $more ->
        [0] {""}
       *[other] {" "}(e altri { $more })
    }
verify-match-no-dice = ✅ Battaglia #{ $battle }: nessun dado è stato tirato, e il seme rivelato corrisponde al suo SHA-256.
verify-match = ✅ Battaglia #{ $battle }: { $total ->
        [one] l'unico tiro corrisponde
       *[other] tutti i { $total } tiri corrispondono
    } al seme rivelato.
verify-match-undone = ✅ Battaglia #{ $battle }: tutti i { $total } tiri corrispondono al seme rivelato ({ $rolls } della battaglia, { $discarded } scartati { $undone ->
        [one] da una risposta annullata
       *[other] da { $undone } risposte annullate
    }).

## Durate: la scadenza di un turno, l'attesa di un promemoria

duration-unreadable = Indica il tempo in giorni, ore o minuti, come `48h`, `2d` o `1d12h`.
duration-too-short = { $what ->
        [delay] L'attesa deve essere di almeno un minuto.
       *[deadline] La scadenza deve essere ad almeno un minuto da adesso.
    }
duration-too-long = { $what ->
        [delay] L'attesa può essere al massimo di { $days } giorni.
       *[deadline] La scadenza può essere al massimo tra { $days } giorni.
    }

## /help

help-title = Strategos — il master delle tue battaglie
help-description = Avvia una battaglia con il comando di un gioco: il bot segue ogni passo secondo le regole del gioco e tira tutti i dadi.
help-games = Giochi
help-no-game = Nessun gioco installato.
help-example-friend = amico
help-example-faction = Prussia
help-example-soe-battle = `{ $battle }` — una battaglia veloce: ogni parte indica un alleato, schiera le sue forze e il bot tira i dadi.
help-example-soe-campaign = In una campagna: `{ $attack }` · prima le probabilità esatte: `{ $odds }`
help-example-gw-land = `{ $land }` — una battaglia terrestre: ogni parte schiera le sue unità, sceglie le perdite e decide se continuare o ritirarsi; anche `{ $naval }` e `{ $bomb }`.
help-example-gw-odds = Probabilità esatte di qualsiasi battaglia, con perdite e round attesi: `{ $odds }`
help-example-civ-battle = `{ $battle }` — ogni parte si schiera in privato, il bot pesca ogni Mano di Battaglia e la manda solo al suo giocatore; le carte si giocano sui Fronti, con la Superiorità, le Ferite e infine il Bottino.
help-example-civ-odds = La tua mano, in privato: `{ $hand }` · la tua probabilità di vincere per simulazione, da ciò che puoi sapere: `{ $odds }`
help-example-goc-battle = `{ $battle }` — un assedio o una battaglia campale: ogni parte schiera il suo esercito, poi si pescano i cubetti dal sacchetto, con le prove di conversione e di ripristino.
help-example-goc-odds = Probabilità esatte per ogni numero di cubetti pescati: `{ $odds }` · il sacchetto e ogni pescata in un'immagine: `{ $bag }`
help-example-claim-turn = `{ $open }` (il master), poi ogni giocatore invia in segreto `{ $orders }`.
help-example-claim-rolls = Alla chiusura del turno il bot esegue uno dopo l'altro tutti i tiri di conquista · `{ $map }` mostra chi controlla cosa · `{ $odds }` prima di spendere RP
help-how = Come si svolge una battaglia
help-how-buttons = 🔘 Rispondi con i pulsanti sul pannello della battaglia; un nuovo messaggio menziona chi deve agire.
help-how-secret = 🔒 Una scelta segreta apre un pannello privato: nessuno la vede finché tutti non hanno scelto.
help-how-odds = 📊 **Probabilità** ti mostra, in privato, le probabilità di ogni opzione quando la tua scelta le cambia.
help-how-undo = ↩️ `{ $undo }` ritira la tua ultima scelta finché da allora non è stato rivelato nulla (nessun dado tirato, nessun altro ha risposto); dopo, servono il consenso degli altri giocatori o il master (Gestisci server).
help-how-cancel = 🛑 `{ $cancel }` annulla da solo una battaglia veloce prima che si tiri un dado, poi con il consenso dell'altra parte; una battaglia di campagna solo il suo master.
help-campaigns-and-battles = Campagne e battaglie
help-campaigns-and-battles-text =
    `{ $create }` · `{ $join }` · `{ $status }` · `{ $leave }`
    `{ $list }` · `{ $show }` (ripubblica il pannello) · `{ $log }` (ogni passo e ogni tiro, in un file)
help-fair-dice = Dadi onesti
help-fair-dice-text = Ogni dado viene da un seme il cui SHA-256 è mostrato all'inizio della battaglia e che viene rivelato alla fine: `{ $verify }` ricalcola da lì ogni tiro.

## /battle list|show|log|verify|undo|cancel

battle-cmd-status = { $status ->
        [active] in corso
        [finished] finita
       *[cancelled] annullata
    }
battle-cmd-versus = contro
battle-cmd-choice = #{ $battle } { $game } · { $sides } · { $status }
battle-cmd-list-title = ⚔️ Battaglie
battle-cmd-list-none = Ancora nessuna battaglia qui.
battle-cmd-list-none-status = { $status ->
        [active] Nessuna battaglia in corso.
        [finished] Nessuna battaglia finita.
       *[cancelled] Nessuna battaglia annullata.
    }
battle-cmd-list-line = **#{ $battle }** { $game } · { $sides } · { $status } · { $since }
battle-cmd-list-panel = pannello
battle-cmd-log-title = { $game } — battaglia #{ $battle } ({ $status })
battle-cmd-log-commitment = SHA-256 del seme: { $sha }
battle-cmd-log-seed = Seme: { $seed }
battle-cmd-log-answers = Risposte:
battle-cmd-log-gm = il master
battle-cmd-log-for = per { $seat }
battle-cmd-log-answered = ha risposto{ $side }: { $value }
battle-cmd-log-answered-secret = ha risposto{ $side } (segreto finché tutti non hanno scelto)
battle-cmd-log-took-back = ha ritirato la risposta{ $side }: { $value }
battle-cmd-log-took-back-secret = ha ritirato la risposta{ $side } (segreta finché tutti non hanno scelto)
battle-cmd-log-thrown-away = (dadi scartati, conservati nel registro: { $dice })
battle-cmd-log-action = { $action ->
        [start] ha avviato la battaglia
        [cancel] l'ha annullata
       *[finish] la battaglia è finita
    }
battle-cmd-log-record = `{ $file }` è il suo registro; il seme resta segreto fino alla fine.
battle-cmd-log-check = Controlla tu stesso ogni tiro: `python -m bot.verify { $file }` (oppure `{ $verify }`).
battle-cmd-log-attached = In allegato il registro completo della battaglia #{ $battle }.
battle-cmd-undo-nothing = Niente da ritirare: nessuno ha ancora fatto una scelta.
battle-cmd-not-a-player = Solo il master o un giocatore di questa battaglia può chiederlo.
battle-cmd-undo-revealed = Da quella scelta è stato rivelato qualcosa: ora solo il master può annullarla.
battle-cmd-undo-note = { $mine ->
        [yes] (da quella scelta sono stati rivelati dadi o segreti)
       *[no] (l'ultima scelta era di un altro giocatore)
    }
battle-cmd-cancel-note = (i dadi sono già stati tirati)
battle-cmd-cancel-campaign = Una battaglia di campagna può essere annullata solo dal suo master.
battle-cmd-cancel-rolled = I dadi sono stati tirati: ora può annullarla solo un membro con il permesso «Gestisci server».
battle-cmd-how = { $how ->
        [gm] dal master
        [unrevealed] da allora non è stato rivelato nulla
       *[no-dice] prima che si tirasse un dado
    }
battle-cmd-not-active = La battaglia #{ $battle } è { $status ->
        [active] in corso
        [finished] finita
       *[cancelled] annullata
    }: non si può più cambiare nulla.

## /campaign create|join|status|leave

campaign-invisible-name = { $what ->
        [campaign] Il nome di una campagna deve contenere almeno un carattere visibile (non solo spazi o caratteri invisibili).
       *[faction] Il nome di una fazione deve contenere almeno un carattere visibile (non solo spazi o caratteri invisibili).
    }
campaign-continued = (continua)
campaign-word = campagna
campaign-kind = { $named ->
        [any] { $form ->
            [plur] campagne
            [plur-gen] campagne
           *[other] campagna
        }
        [yes] { $form ->
            [plur] campagne «{ $title }»
            [plur-gen] campagne «{ $title }»
           *[other] { $title }
        }
       *[no] { $form ->
            [plur] campagne di { $title }
            [plur-gen] campagne di { $title }
           *[other] campagna di { $title }
        }
    }
campaign-not-in-server = Le campagne vivono nei server: usa questo comando in un canale di un server.
campaign-of-other-game = **{ $name }** è una { $its }, non una { $kind }.
campaign-these = Su questo server ci sono queste { $kinds }: { $list }.
campaign-create-starts = `{ $create }` avvia una { $kind }.
campaign-create-starts-one = `{ $create }` ne avvia una.
campaign-on-this-server = su questo server
campaign-none-yet = Su questo server non c'è ancora nessuna { $kind }. `{ $create }` ne avvia una.
campaign-several = Su questo server ci sono più { $kinds }: indica quella che intendi con l'opzione `{ $option }` — { $list }.
campaign-option = campagna
campaign-gm-only = Solo il master della campagna (o chi ha il permesso «Gestisci server») può farlo.
campaign-noun-faction = fazione
campaign-noun-game = gioco
campaign-in = in **{ $name }**
campaign-players-join = I giocatori si uniscono con `{ $join }`.
campaign-no-game = Nessun gioco installato.
campaign-resource = { $resource ->
        [vp] VP
        [rp] RP
        [gold] oro
       *[unrest] insoddisfazione
    }
campaign-units = { $unit ->
        [armies] { $count ->
            [one] { $count } armata
           *[other] { $count } armate
        }
        [fleets] { $count ->
            [one] { $count } flotta
           *[other] { $count } flotte
        }
        [forts] { $count ->
            [one] { $count } fortino
           *[other] { $count } fortini
        }
        [alliance_land] { $count ->
            [one] { $count } Tessera Alleanza (terra)
           *[other] { $count } Tessere Alleanza (terra)
        }
        [alliance_sea] { $count ->
            [one] { $count } Tessera Alleanza (mare)
           *[other] { $count } Tessere Alleanza (mare)
        }
        [alliance_either] { $count ->
            [one] { $count } Tessera Alleanza (terra o mare)
           *[other] { $count } Tessere Alleanza (terra o mare)
        }
       *[control] { $count ->
            [one] { $count } pedina Controllo
           *[other] { $count } pedine Controllo
        }
    }
campaign-exists = Su questo server esiste già una campagna chiamata **{ $name }**.
campaign-created-title = 📜 Campagna { $name }
campaign-created =
    { $game } · master { $gm }
    I giocatori si uniscono con `{ $join }` ({ $option }: **{ $name }**).
campaign-full = **{ $name }** è al completo: una campagna ha al massimo { $most } fazioni.
campaign-already-joined = Hai già una fazione in **{ $name }**.
campaign-faction-taken = Il nome di fazione **{ $faction }** è già preso in **{ $name }**.
campaign-joined = { $member } si unisce a **{ $name }** come **{ $faction }**.
campaign-no-faction = Non hai nessuna fazione in **{ $name }**.
campaign-left = **{ $faction }** lascia **{ $name }**.
campaign-no-gm = nessuno
campaign-status-about = { $game } · master { $gm } · creata { $since }
campaign-status-nobody = Ancora nessuno — `{ $join }`.
campaign-status-factions = Fazioni ({ $count })
campaign-status-map = Mappa ({ $count } { $count ->
        [one] regione
       *[other] regioni
    })
campaign-status-battles = Battaglie in corso

## /settings reminders|language

settings-server-only = Solo un membro con il permesso «Gestisci server» può cambiare le impostazioni del server.
settings-hours = { $hours } h
settings-minutes = { $minutes } min
settings-reminders = ⏰ Battaglie ferme { $where }: il giocatore di turno viene richiamato dopo **{ $remind }**; il master (o gli altri giocatori) viene avvisato dopo **{ $gm }**.
settings-language-name = { $code ->
        [it] italiano
        [uk] ucraino
       *[en] inglese
    }
settings-language-unknown = Non esiste la lingua `{ $code }`: scegli Italiano, Українська o English.
settings-language-server-set = 🌐 D'ora in poi i messaggi pubblici su questo server sono in { $language }.
settings-language-server-auto = 🌐 D'ora in poi i messaggi pubblici su questo server seguono la lingua del server su Discord: { $language }.
settings-language-campaign-set = 🌐 D'ora in poi i messaggi pubblici di **{ $name }** sono in { $language }.
settings-language-campaign-auto = 🌐 D'ora in poi i messaggi pubblici di **{ $name }** seguono la lingua del server: { $language }.
settings-language-private = Ciò che un membro legge in privato segue la lingua del suo Discord.
settings-language-server-now = 🌐 I messaggi pubblici su questo server sono in **{ $language }** ({ $source ->
        [chosen] scelto per questo server
       *[discord] la lingua del server su Discord
    }). `{ $change }` la cambia; ciò che un membro legge in privato segue la lingua del suo Discord.
settings-language-campaign-now = 🌐 I messaggi pubblici di **{ $name }** sono in **{ $language }** ({ $source ->
        [campaign] scelto per questa campagna
       *[server] la lingua del server
    }). `{ $change }` la cambia.

## Comandi slash: nomi e descrizioni

cmd-battle = battaglia
    .description = Le battaglie di questo server, di qualsiasi gioco
cmd-battle-list = elenco
    .description = Le battaglie di questo server, dalla più recente
cmd-battle-list-opt-status = stato
    .description = Solo le battaglie in questo stato
cmd-battle-show = mostra
    .description = Ripubblica qui il pannello di una battaglia, con i suoi pulsanti
cmd-battle-show-opt-battle = battaglia
    .description = Quale battaglia (il suo numero)
cmd-battle-log = registro
    .description = Ogni passo, tiro e risposta di una battaglia, in un file
cmd-battle-log-opt-battle = battaglia
    .description = Quale battaglia (il suo numero)
cmd-battle-verify = verifica
    .description = Ricalcola ogni tiro di una battaglia dal suo seme
cmd-battle-verify-opt-battle = battaglia
    .description = Quale battaglia (il suo numero)
cmd-battle-undo = indietro
    .description = Ritira l'ultima scelta (la tua, o con il consenso degli altri)
cmd-battle-undo-opt-battle = battaglia
    .description = Quale battaglia (il suo numero)
cmd-battle-cancel = annulla
    .description = Annulla una battaglia (il master, o con il consenso)
cmd-battle-cancel-opt-battle = battaglia
    .description = Quale battaglia (il suo numero)
cmd-choice-active = in corso
cmd-choice-finished = finite
cmd-choice-cancelled = annullate

cmd-campaign = campagna
    .description = Le campagne di questo server: fazioni, mappa e risorse
cmd-campaign-create = crea
    .description = Avvia una campagna di un gioco; ne sarai il master
cmd-campaign-create-opt-name = nome
    .description = Un nome per la campagna
cmd-campaign-create-opt-game = gioco
    .description = A quale gioco si gioca
cmd-campaign-join = unisciti
    .description = Unisciti a una campagna con una fazione tua
cmd-campaign-join-opt-faction = fazione
    .description = Il nome della tua fazione
cmd-campaign-join-opt-campaign = campagna
    .description = Quale campagna
cmd-campaign-leave = lascia
    .description = Lascia una campagna (la tua fazione resta negli archivi)
cmd-campaign-leave-opt-campaign = campagna
    .description = Quale campagna
cmd-campaign-status = stato
    .description = Fazioni, risorse, mappa e battaglie di una campagna
cmd-campaign-status-opt-campaign = campagna
    .description = Quale campagna

cmd-help = aiuto
    .description = Come Strategos gestisce le tue battaglie

cmd-settings = impostazioni
    .description = Le scelte di questo server (o di una campagna)
cmd-settings-reminders = promemoria
    .description = Quando le battaglie ferme richiamano i loro giocatori
cmd-settings-reminders-opt-remind-after = richiama_dopo
    .description = Richiama il giocatore di turno dopo questo tempo, es. 12h (predefinito 12h)
cmd-settings-reminders-opt-gm-after = avvisa_master_dopo
    .description = Avvisa il master (o gli altri giocatori) dopo questo tempo (predefinito 48h)
cmd-settings-reminders-opt-campaign = campagna
    .description = Solo per questa campagna (può farlo il suo master); vuoto: tutto il server
cmd-settings-language = lingua
    .description = La lingua dei messaggi pubblici del bot su questo server
cmd-settings-language-opt-language = lingua
    .description = Automatica: la lingua del server su Discord (per una campagna: quella del server)
cmd-settings-language-opt-campaign = campagna
    .description = Solo per questa campagna (può farlo il suo master); vuoto: tutto il server
cmd-choice-it = Italiano
cmd-choice-uk = Українська
cmd-choice-en = English
cmd-choice-auto = Automatica

settings-ratings = 📈 { $casual ->
    [yes] Le partite dei tornei e le battaglie veloci tra due giocatori aggiornano /rating.
   *[no] Solo le partite dei tornei aggiornano /rating (le battaglie veloci no).
  }
cmd-settings-ratings = punteggi
    .description = Se le battaglie veloci contano per /rating
cmd-settings-ratings-opt-casual = amichevoli
    .description = Anche le battaglie veloci tra due giocatori aggiornano i punteggi
settings-organisers = 🏆 { $named ->
    [yes] I membri con { $role } (e con Gestire il server) possono creare tornei.
   *[no] Solo i membri con Gestire il server possono creare tornei.
  }
cmd-settings-organisers = organizzatori
    .description = Il ruolo i cui membri possono gestire tornei
cmd-settings-organisers-opt-role = ruolo
    .description = I membri con questo ruolo possono creare tornei (Gestire il server può sempre)
cmd-settings-organisers-opt-clear = nessuno
    .description = Nessun ruolo: solo i membri con Gestire il server

# Glory of Civilizations: italiano. Termini del gioco: data/games/goc.glossary.toml.

## Termini del glossario (le stesse parole di data/games/goc.glossary.toml)

-goc-peasant = Contadini
-goc-spearman = Lancieri
-goc-swordsman = Spadaccini
-goc-archer = Arcieri
-goc-cavalry = Cavalieri
-goc-catapult = Catapulta
-goc-trebuchet = Trabucco
-goc-galley = Galea
-goc-wall = Mura
-goc-palisade = Palizzata
-goc-building = Edificio
-goc-city = Città
-goc-castle = Castello
-goc-fabian-tactics = Tattica fabiana
-goc-tactics = Tattica
-goc-regular-army = Esercito regolare
-goc-siege-tower = Torre d'assedio
-goc-democracy = Democrazia
-goc-theocracy = Teocrazia
-goc-courage = coraggio
-goc-conversion = conversione
-goc-restoration = ripristino
-goc-siege = assedio
-goc-garrison = guarnigione
-goc-exhaustion = sfinimento
-goc-corps = corpo d'armata
-goc-reaction = manovra di reazione
-goc-bag = sacchetto
-goc-check = prova
-goc-attack-cubes = cubetti d'attacco
-goc-defence-cubes = cubetti di difesa
-goc-action-cubes = cubetti azione
-goc-experience-cubes = cubetti esperienza
-goc-clash = scontro
-goc-damage = danni
-goc-durability = resistenza
-goc-warlike = Bellicosità

game-goc = Glory of Civilizations

## Parole

goc-unit = { $unit ->
    [peasant] { -goc-peasant }
    [spearman] { -goc-spearman }
    [swordsman] { -goc-swordsman }
    [archer] { -goc-archer }
    [cavalry] { -goc-cavalry }
    [catapult] { -goc-catapult }
    [trebuchet] { -goc-trebuchet }
    [galley] { -goc-galley }
   *[other] { $unit }
  }
goc-structure = { $kind ->
    [wall] { -goc-wall }
    [palisade] { -goc-palisade }
    [building] { -goc-building }
    [city] { -goc-city }
    [castle] { -goc-castle }
   *[other] { $kind }
  }
goc-technology = { $tech ->
    [fabian_tactics] { -goc-fabian-tactics }
    [tactics] { -goc-tactics }
    [regular_army] { -goc-regular-army }
    [siege_tower] { -goc-siege-tower }
   *[other] { $tech }
  }
goc-government = { $gov ->
    [democracy] { -goc-democracy }
    [theocracy] { -goc-theocracy }
   *[other] un altro governo
  }
goc-role = { $side ->
    [attacker] attaccante
   *[defender] difensore
  }
goc-neutral = neutrali
goc-no-units = nessuna unità
goc-noun-hex = esagono
goc-count-action = Cubetti azione
goc-count-experience = Cubetti esperienza
goc-count-structures = Strutture (in ordine)
goc-count-in-army = { $name } ({ $army })
goc-form-more = Altre unità e cubetti
goc-preset = Più distruzioni

## Le domande

goc-ask-forces = La tua armata: le unità di ogni tipo, e i { -goc-action-cubes } e { -goc-experience-cubes } che metti nel { -goc-bag }
goc-refused = { $why ->
    [empty-army] ⚠️ Ogni armata di un { -goc-corps } ha bisogno di almeno un'unità.
    [no-units] ⚠️ L'attaccante ha bisogno di almeno un'unità.
    [nothing-to-attack] ⚠️ Il difensore ha bisogno di un'unità (o di una struttura da attaccare).
   *[other] ⚠️ Con queste forze la battaglia non può cominciare.
  }
goc-ask-unpacked = I tuoi trabucchi sono montati? Quelli smontati non possono attaccare.
goc-ask-defence = Metti nel { -goc-bag } i tuoi { $n } { -goc-defence-cubes } (neutrali)? Lo diluiscono: meno colpi per entrambi.
goc-ask-fabian = Usi la { -goc-fabian-tactics }: togli dal { -goc-bag } fino a { $n } cubetti del colore di ogni giocatore? Ora: { $bag }
goc-ask-convert = { -goc-conversion } riuscita: quale unità di { $enemy } passa dalla tua parte (su un esagono adiacente, con 2 cubetti di { -goc-exhaustion })?
goc-ask-restore = { -goc-restoration } riuscito: quale tua unità perduta torna su un esagono adiacente?
goc-ask-draw = Quanti cubetti estrai? Da 1 al tuo { -goc-courage }, { $courage }. Nel { -goc-bag }: { $bag }
goc-option-draw = Estrai { $n }
goc-ask-top-up = { $name } ha estratto { $n }: { $cubes }. Ne estrai altri, fino al tuo { -goc-courage } ({ $courage }) in tutto?
goc-option-top-up = { $n ->
    [0] Basta così
   *[other] +{ $n }
  }
goc-ask-tactics = { -goc-tactics }: rimetti nel sacchetto tutta l'estrazione ({ $cubes }) ed estrai di nuovo { $n }? Una volta per battaglia.
goc-ask-regular-army = { -goc-regular-army }: metti da parte un { $cube } ed estraine un altro al suo posto? Estratti: { $cubes }
goc-ask-allocate = Distribuisci i { $n } { -goc-damage } che infliggi alle armate di { $enemy }. Su ogni esagono: prima le mura sulla linea d'attacco, poi le unità, poi gli edifici, poi la città o il castello. I danni che non possono distruggere nulla vanno persi.
goc-plan-refused = { $why ->
    [wall-first] Prima cadono le mura sulla linea d'attacco, poi le unità dietro.
    [units-first] Edifici e città solo dopo tutte le unità del loro esagono.
    [too-much] È più di quanto infliggi, o di quanto c'è.
    [too-little] Restano danni che potrebbero ancora distruggere qualcosa: distribuiscili tutti.
   *[other] Così questi danni non si possono distribuire.
  }

## Il thread

goc-forces = { $icon } { $name }: { $units }
goc-forces-cubes = { -goc-action-cubes } { $action }, { -goc-experience-cubes } { $experience }
goc-unpacked = { $ready ->
    [true] I trabucchi di { $name } sono montati.
   *[false] I trabucchi di { $name } restano smontati: non attaccano.
  }
goc-defence = { $added ->
    [true] { $name } mette { $n } { -goc-defence-cubes }.
   *[false] { $name } lascia fuori { $n } { -goc-defence-cubes }.
  }
goc-part = { $part ->
    [units] unità { $n }
    [bonus] bonus { $n }
    [action] azione { $n }
    [experience] esperienza { $n }
   *[other] { $n }
  }
goc-bag = 🎒 **Il { -goc-bag }: { $n ->
    [one] { $n } cubetto
   *[other] { $n } cubetti
  }** — { $bag }
goc-bag-side = { $square } { $name } { $n } ({ $why })
goc-bag-neutral = { $square } neutrali { $n } ({ -goc-defence-cubes }: { $why })
goc-siege-line = 🏰 Un { -goc-siege }: nessun bonus in mischia contro la { -goc-garrison }.
goc-fabian = { $name } usa la { -goc-fabian-tactics }: tolti { $a } e { $d }; restano { $n } cubetti ({ $bag }).
goc-check = { $action ->
    [conversion] Conversione
   *[restoration] Ripristino
  } di { $name }, { -goc-check } { $size }: { $cubes } — { $passed ->
    [true] superata{ $experience ->
        [0] .
       *[other] , { $experience } esperienza.
      }
   *[false] fallita.
  }
goc-converted = ✝️ { $name } converte un'unità di { $enemy }: { $unit } (su un esagono adiacente, { $n } cubetti di { -goc-exhaustion }).
goc-courage-why = { $why ->
    [units] { $n } unità
    [projectile] +{ $n } da lancio
    [siege_tower] +{ $n } { -goc-siege-tower }
   *[other] +{ $n }
  }
goc-courage = 🦁 Coraggio: { $sides }
goc-no-clash = Nessuno { -goc-clash }: non c'è nulla da estrarre.
goc-draw = 🎲 { $name } estrae { $n }: { $cubes }
goc-top-up = 🎲 { $name } ne estrae altri { $n }: { $cubes }
goc-tactics = 🔄 { $name } usa la { -goc-tactics }: { $old } di nuovo nel sacchetto, estrae ancora: { $cubes }
goc-regular-army = 🔁 { $name } usa l'{ -goc-regular-army }: mette da parte { $aside }, estrae { $cube }: { $cubes }
goc-drawn = **Estratti**: { $cubes } (🟩 { $a } · 🟪 { $d } · ⬜ { $n })
goc-dealt = 💥 { $attacker } infligge { $a } { -goc-damage }, { $defender } { $d }.
goc-harmless = ({ $name } non arriva al nemico: i suoi cubetti non infliggono danni.)
goc-destroys = { $icon } { $name } distrugge: { $what }
goc-damaged = danneggiati: { $what }
goc-damage-lost = { $n } { -goc-damage } persi
goc-nothing-destroyed = { $name } non distrugge nulla di { $enemy }.
goc-achievement = 🏆 { $name }: impresa { $achievement ->
   *[warlike] { -goc-warlike }
  }
goc-restored = ✚ { $name } ripristina { $unit } su un esagono adiacente.
goc-result = 🏁 { $result ->
    [attacker_win] **Vince { $attacker }**: di { $defender } non resta nulla nella battaglia.
    [defender_win] **Vince { $defender }**: di { $attacker } non resta nulla nella battaglia.
    [both_destroyed] **Nessuno vince**: entrambe le parti sono distrutte.
   *[both_survive] **Nessuno vince**: entrambe le parti sopravvivono.
  }
goc-experience = { $name } guadagna { $n ->
    [one] { $n } cubetto esperienza
   *[other] { $n } { -goc-experience-cubes }
  }.

## Il pannello

goc-board-bag = 🎒 { $bag }
goc-board-drawn = 🎲 { $cubes }
goc-board-damage = ({ $n } { -goc-damage })

## Probabilità

goc-odds-outcome = { $outcome ->
    [wipe] distruggi tutto
    [more] infliggi più di quanto subisci
   *[wiped] perdi tutto
  }
goc-odds-yes-no = { $answer ->
    [yes] Sì
   *[no] No
  }
goc-odds-choice = { $choice }: infliggi { $mine }, subisci { $theirs }
goc-odds-title = 📊 Probabilità esatte dello scontro
goc-odds-bag = Sacchetto: { $bag } · coraggio: attaccante { $a }, difensore { $d }
goc-odds-best = ⭐ Il massimo di danni netti attesi per l'attaccante: estrarre **{ $k }** ({ $net }).
goc-odds-how = Esatte (ipergeometrica multivariata, ogni estrazione contata). Il difensore estrae ancora quando i cubetti rimasti lo favoriscono; Tattica ed Esercito regolare si usano quando in media conviene; i danni vanno dove distruggono di più. Prima di ogni conversione. Con un { -goc-corps }: su tutte le sue armate, ogni esagono nel suo ordine di distruzione.
goc-odds-draws = Ogni estrazione: danni dell'attaccante / del difensore, netti, l'attaccante distrugge tutto
goc-odds-draw = Estrai { $k }: { $a } / { $d } · netti { $net } · tutto { $wipe }
goc-odds-dealt = Danni che infligge { $name } (estraendo { $k })
goc-odds-destroy = Probabilità di distruggere a { $name } (estraendo { $k })
goc-odds-chart = Danni dell'attaccante estraendo { $k }
goc-odds-chart-x = Danni
goc-odds-bad-unit = **{ $typed }** in `{ $option }` non è un'unità. Unità: { $units }.

## Immagini

goc-picture-title = Il sacchetto · { $battle }
goc-picture-bag = Nel sacchetto
goc-picture-check = { $name }: { $action ->
    [conversion] conversione
   *[restoration] ripristino
  } { $passed ->
    [true] riuscita
   *[false] fallita
  }
goc-picture-draw = { $name } estrae
goc-picture-top-up = { $name } estrae ancora
goc-picture-tactics = { $name }: Tattica, estratti di nuovo
goc-picture-regular-army = { $name }: Esercito regolare, dopo lo scambio
goc-bag-caption = 🎒 Il sacchetto e ogni estrazione di { $battle }

## Rifiuti

goc-refuse-bot = Un bot non può difendersi. Attacca un giocatore.
goc-refuse-self = Non puoi attaccare te stesso.
goc-refuse-setup = Con queste forze la battaglia non può cominciare. ({ $reason })
goc-refuse-not-goc = La battaglia n. { $id } non è di Glory of Civilizations.
goc-refuse-no-bag = La battaglia n. { $id } non ha ancora un sacchetto: le armate si stanno schierando.
goc-refuse-no-faction = Non hai una fazione in **{ $campaign }**. Unisciti con { $command }.
goc-refuse-no-enemy = Nessun altro occupa **{ $hex }**.
goc-refuse-no-army = Non hai unità su **{ $hex }**.
goc-refuse-same-hex = Un'armata attacca un altro esagono, non **{ $hex }** stesso.
goc-refuse-nothing-there = Su **{ $hex }** non c'è nulla da attaccare.
goc-refuse-cubes = { $resource ->
    [action] Hai { $have } { -goc-action-cubes }.
   *[experience] Hai { $have } { -goc-experience-cubes }.
  }
goc-refuse-hex-name = Il nome di un esagono ha bisogno di una lettera o di una cifra.
goc-refuse-whose-units = Indica la fazione di queste unità (l'esagono non ha proprietario).
goc-refuse-tech = **{ $typed }** non è una tecnologia. Tecnologie: { $techs }.
goc-refuse-structure = **{ $typed }** non è una struttura. Strutture: { $kinds } (un numero dopo il nome: i danni che ha; «fuori»: mura fuori dalla linea d'attacco).
goc-hexes-set-by = Il master aggiunge gli esagoni con { $command }.

## Campagna

goc-hex-head = **{ $name }**{ $owned ->
    [yes] { " " }({ $owner })
   *[no] {""}
  }
goc-setup-hex-done = 🗺️ { $line }
goc-setup-faction-done = 🏛️ **{ $faction }**: { $techs } · { $government } · reliquia: { $relic ->
    [yes] sì
   *[no] no
  } · { -goc-experience-cubes } { $experience } · { -goc-action-cubes } { $action }
goc-reading = { $reading ->
    [bonus_per] bonus per { $value ->
        [unit] unità
       *[type] tipo di unità
      }
    [projectile_courage] coraggio da lancio: { $value ->
        [once] +1 in tutto
       *[each] +1 ciascuna
      }
    [failed_check] { -goc-check } fallita: { $value ->
        [discard] cubetti fuori dal sacchetto
       *[return] cubetti di nuovo nel sacchetto
      }
    [corps_size] { -goc-corps }: { $value ->
        [free] fino a tre armate
       *[castles] 1 + i castelli posseduti
      }
    [reaction_exhausts] la { -goc-reaction } { $value ->
        [false] non sfinisce
       *[true] costa un cubetto di { -goc-exhaustion }
      }
   *[unreachable_harm] una parte fuori portata { $value ->
        [true] infligge comunque danni
       *[false] non infligge danni
      }
  }
goc-setup-rules-done = 📜 Le letture di questa campagna: { $readings }

## Comandi

cmd-goc = gloria
    .description = Glory of Civilizations: la battaglia col sacchetto, le probabilità e il sacchetto
cmd-goc-battle = battaglia
    .description = Una battaglia veloce: ogni parte schiera la sua armata, poi si estrae
cmd-goc-battle-opt-defender = difensore
    .description = Il giocatore che attacchi
cmd-goc-battle-opt-distance = distanza
    .description = Esagoni tra le armate (mischia 1, arcieri 1–2, trabucchi 2–3)
cmd-goc-battle-opt-water = acqua
    .description = La parte che sta sull'acqua (galee); la mischia non la raggiunge
cmd-goc-battle-opt-target = bersaglio
    .description = La città o il castello del difensore nella battaglia
cmd-goc-battle-opt-target-damage = danni_bersaglio
    .description = Danni già sulla città o sul castello (cubetti neri)
cmd-goc-battle-opt-buildings = edifici
    .description = Gli edifici intatti del difensore nella battaglia
cmd-goc-battle-opt-damaged-buildings = edifici_danneggiati
    .description = Gli edifici del difensore già danneggiati (distrutti subito)
cmd-goc-battle-opt-wall = mura
    .description = Mura o palizzata sull'esagono del difensore
cmd-goc-battle-opt-wall-damage = danni_mura
    .description = Danni già sulle mura o sulla palizzata
cmd-goc-battle-opt-wall-off-line = mura_fuori_linea
    .description = Le mura non sono sulla linea d'attacco (allora non fanno guarnigione)
cmd-goc-battle-opt-tactics = tattica
    .description = Chi ha la Tattica (estrarre di nuovo una volta)
cmd-goc-battle-opt-regular-army = esercito_regolare
    .description = Chi ha l'Esercito regolare (scambiare un cubetto nemico una volta)
cmd-goc-battle-opt-fabian-tactics = tattica_fabiana
    .description = Chi ha la Tattica fabiana (4 cubetti di ogni colore fuori)
cmd-goc-battle-opt-siege-tower = torre_assedio
    .description = L'attaccante ha la Torre d'assedio (+1 coraggio in assedio, ignora le mura)
cmd-goc-battle-opt-attacker-government = governo_attaccante
    .description = Il governo dell'attaccante
cmd-goc-battle-opt-defender-government = governo_difensore
    .description = Il governo del difensore
cmd-goc-battle-opt-religion = religione
    .description = Di chi è la religione di stato dove si combatte (facilita la conversione)
cmd-goc-battle-opt-relic = reliquia
    .description = Chi ha una reliquia (facilita la conversione, se non l'hanno entrambi)
cmd-goc-odds = probabilità
    .description = Probabilità esatte di ogni estrazione, senza campionare
cmd-goc-odds-opt-attacker = attaccante
    .description = L'armata che attacca, es. 3 lancieri, 2 arcieri; corpo d'armata: 3 lancieri | 2 arcieri @2
cmd-goc-odds-opt-defender = difensore
    .description = L'armata che difende, es. 2 cavalieri (vuota con una città); corpo d'armata: separa con |
cmd-goc-odds-opt-attacker-defence = difesa_attaccante
    .description = L'attaccante mette i suoi cubetti di difesa (neutrali) — sì di base
cmd-goc-odds-opt-defender-defence = difesa_difensore
    .description = Il difensore mette i suoi cubetti di difesa (neutrali) — sì di base
cmd-goc-odds-opt-distance = distanza
    .description = Esagoni tra le armate (mischia 1, arcieri 1–2, trabucchi 2–3)
cmd-goc-odds-opt-water = acqua
    .description = La parte che sta sull'acqua (galee); la mischia non la raggiunge
cmd-goc-odds-opt-target = bersaglio
    .description = La città o il castello del difensore nella battaglia
cmd-goc-odds-opt-target-damage = danni_bersaglio
    .description = Danni già sulla città o sul castello (cubetti neri)
cmd-goc-odds-opt-buildings = edifici
    .description = Gli edifici intatti del difensore nella battaglia
cmd-goc-odds-opt-damaged-buildings = edifici_danneggiati
    .description = Gli edifici del difensore già danneggiati (distrutti subito)
cmd-goc-odds-opt-wall = mura
    .description = Mura o palizzata sull'esagono del difensore
cmd-goc-odds-opt-wall-damage = danni_mura
    .description = Danni già sulle mura o sulla palizzata
cmd-goc-odds-opt-wall-off-line = mura_fuori_linea
    .description = Le mura non sono sulla linea d'attacco (allora non fanno guarnigione)
cmd-goc-odds-opt-tactics = tattica
    .description = Chi ha la Tattica (estrarre di nuovo una volta)
cmd-goc-odds-opt-regular-army = esercito_regolare
    .description = Chi ha l'Esercito regolare (scambiare un cubetto nemico una volta)
cmd-goc-odds-opt-fabian-tactics = tattica_fabiana
    .description = Chi ha la Tattica fabiana (4 cubetti di ogni colore fuori)
cmd-goc-odds-opt-siege-tower = torre_assedio
    .description = L'attaccante ha la Torre d'assedio (+1 coraggio in assedio, ignora le mura)
cmd-goc-odds-opt-attacker-government = governo_attaccante
    .description = Il governo dell'attaccante
cmd-goc-odds-opt-defender-government = governo_difensore
    .description = Il governo del difensore
cmd-goc-odds-opt-religion = religione
    .description = Di chi è la religione di stato dove si combatte (facilita la conversione)
cmd-goc-odds-opt-relic = reliquia
    .description = Chi ha una reliquia (facilita la conversione, se non l'hanno entrambi)
cmd-goc-bag = sacchetto
    .description = Un'immagine del sacchetto di una battaglia e di ogni estrazione
cmd-goc-bag-opt-battle = battaglia
    .description = Il numero della battaglia (vedi /battle list)
cmd-goc-attack = attacca
    .description = Attacca un esagono della campagna dai tuoi (o con un corpo d'armata)
cmd-goc-attack-opt-hex = esagono
    .description = L'esagono che attacchi
cmd-goc-attack-opt-origin = origine
    .description = L'esagono da cui attacca la tua armata
cmd-goc-attack-opt-distance = distanza
    .description = Esagoni tra le armate (mischia 1, arcieri 1–2, trabucchi 2–3)
cmd-goc-attack-opt-action-cubes = cubetti_azione
    .description = Cubetti azione che metti nel sacchetto (spesi)
cmd-goc-attack-opt-experience-cubes = cubetti_esperienza
    .description = Cubetti esperienza che metti nel sacchetto (spesi)
cmd-goc-attack-opt-religion = religione
    .description = Di chi è la religione di stato dove si combatte (facilita la conversione)
cmd-goc-attack-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più d'una)
cmd-goc-setup = preparazione
    .description = Master: esagoni e fazioni
cmd-goc-setup-hex = esagono
    .description = Aggiungi o cambia un esagono: proprietario, unità, strutture
cmd-goc-setup-hex-opt-name = nome
    .description = Il nome dell'esagono (o di uno esistente)
cmd-goc-setup-hex-opt-owner = proprietario
    .description = La fazione a cui appartengono l'esagono e le sue strutture
cmd-goc-setup-hex-opt-units = unità
    .description = Tutte le unità della fazione lì, es. 3 lancieri, 1 trabucco (nessuna: 0)
cmd-goc-setup-hex-opt-faction = fazione
    .description = Di chi sono quelle unità (del proprietario se vuoto)
cmd-goc-setup-hex-opt-structures = strutture
    .description = Tutte le sue strutture, es. città 1, mura, edificio, edificio 1 (nessuna: 0)
cmd-goc-setup-hex-opt-water = acqua
    .description = Un esagono d'acqua (galee)
cmd-goc-setup-hex-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più d'una)
cmd-goc-setup-faction = fazione
    .description = Tecnologie, governo e cubetti di una fazione
cmd-goc-setup-faction-opt-faction = fazione
    .description = La fazione
cmd-goc-setup-faction-opt-technologies = tecnologie
    .description = Tutte le sue tecnologie, separate da virgole (nessuna: 0)
cmd-goc-setup-faction-opt-government = governo
    .description = Il suo governo
cmd-goc-setup-faction-opt-relic = reliquia
    .description = Ha una reliquia
cmd-goc-setup-faction-opt-experience = esperienza
    .description = I suoi cubetti esperienza
cmd-goc-setup-faction-opt-action = azione
    .description = I suoi cubetti azione
cmd-goc-setup-faction-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più d'una)
cmd-goc-setup-rules = regole
    .description = Le letture delle regole dubbie nella campagna
cmd-goc-setup-rules-opt-bonus-per = bonus_per
    .description = Il bonus di ogni tipo di unità una volta per armata, o per unità
cmd-goc-setup-rules-opt-projectile-courage = coraggio_da_lancio
    .description = In assedio, +1 coraggio per unità da lancio, o +1 in tutto
cmd-goc-setup-rules-opt-failed-check = prova_fallita
    .description = I cubetti di una prova fallita tornano nel sacchetto, o ne escono
cmd-goc-setup-rules-opt-unreachable-harm = danni_fuori_portata
    .description = Una parte le cui unità non arrivano al nemico infligge comunque danni
cmd-goc-setup-rules-opt-campaign = campagna
    .description = Quale campagna (se il server ne ha più d'una)
cmd-choice-goc-attacker = l'attaccante
cmd-choice-goc-defender = il difensore
cmd-choice-goc-both = entrambe le parti
cmd-choice-goc-city = una città
cmd-choice-goc-castle = un castello
cmd-choice-goc-wall = mura
cmd-choice-goc-palisade = una palizzata
cmd-choice-goc-democracy = Democrazia (ripristino)
cmd-choice-goc-theocracy = Teocrazia (conversione)
cmd-choice-goc-other = un altro governo
cmd-choice-goc-type = per tipo
cmd-choice-goc-unit = per unità
cmd-choice-goc-each = ciascuna
cmd-choice-goc-once = in tutto
cmd-choice-goc-return = di nuovo nel sacchetto
cmd-choice-goc-discard = fuori dal sacchetto

## Come il bot legge le regole (/goc rules)

goc-rules-head = 📜 **Glory of Civilizations: come il bot legge la battaglia** (fa fede il testo originale, 003)
goc-rules-fixed = { $n ->
    [1] Coraggio: uno per unità; in un assedio +1 per ogni unità da lancio, e +1 all'attaccante con la Torre d'assedio.
    [2] Il bonus di forza: il bonus di ogni tipo di unità attiva una volta per armata contro una classe nemica nella battaglia; in un assedio il bonus in mischia dell'attaccante non vale contro la guarnigione.
    [3] Conversione e ripristino: una prova 2 dal sacchetto della battaglia, prima il difensore; il tuo cubetto estratto diventa esperienza, i neutrali si scartano; la religione di stato e una reliquia (non di entrambi) tolgono un cubetto ciascuna, mai fino a 0.
    [4] I danni li distribuisce chi li infligge («a propria discrezione»), su ogni esagono nell'ordine di distruzione; quali unità di un tipo muoiono lo sceglie anche lui; tutti i danni che possono distruggere qualcosa vanno assegnati.
    [5] I cubetti estratti nello scontro restano fuori: il ripristino estrae da ciò che resta.
    [6] Vince una parte quando, dopo il ripristino, del nemico non resta nulla di ciò che ha preso parte alla battaglia (le mura ignorate con la Torre d'assedio non ne fanno parte); altrimenti nessuno vince.
    [7] In una campagna i cubetti azione ed esperienza messi nel sacchetto sono spesi; un'unità convertita va sull'esagono di chi l'ha convertita con 2 cubetti di sfinimento.
    [8] Corpo d'armata (з'єднання): una parte può portare più armate (esagoni); i suoi cubetti sono la forza e i bonus di tutte insieme, il suo coraggio le loro unità insieme; chi infligge i danni li distribuisce tra le armate nemiche a propria discrezione, su ogni esagono nell'ordine di distruzione. Nella battaglia rapida ogni armata si imposta con il suo modulo; nelle probabilità un corpo d'armata si scrive separato da |. Le probabilità restano esatte: i danni vanno dove distruggono di più.
   *[9] Manovra di reazione (маневр-реакція): in una campagna, prima di riempire il sacchetto, l'armata del difensore sull'esagono attaccato, se non sfinita, può avvicinarsi all'attaccante (allora ogni armata combatte a distanza 1), e le sue armate non sfinite accanto a quell'esagono possono unirsi alla difesa come { -goc-corps }, fino alla sua dimensione; ogni armata che reagisce prende un cubetto di { -goc-exhaustion } (una lettura). Lo { -goc-exhaustion } resta sull'armata di una fazione da una battaglia all'altra, finché il master non lo toglie. Nella battaglia rapida il tabellone si imposta come la reazione l'ha lasciato.
  }
goc-rules-disputed = Letture aperte, le sceglie il master della campagna con { $command }:
cmd-goc-rules = regole
    .description = Come il bot legge la battaglia dove l'originale è ambiguo
cmd-goc-rules-opt-campaign = campagna
    .description = Le letture di una campagna (altrimenti quelle di base)

## Corpo d'armata, manovra di reazione, sfinimento

goc-count-distance = Distanza dal nemico
goc-army-n = armata { $n }
goc-ask-corps = Il tuo { -goc-corps }: armata { $army } di { $armies } — le sue unità{ $army ->
    [1] , e i { -goc-action-cubes } e { -goc-experience-cubes } che metti nel sacchetto
   *[other] {" "}e la sua distanza dal nemico (esagoni)
  }
goc-ask-close-in = Manovra di reazione (la tua armata non è sfinita): avvicinarti a { $enemy } perché sia a portata? Allora ogni armata combatte a distanza 1.
goc-ask-reaction = Manovra di reazione: quali tue armate non sfinite accanto all'esagono si uniscono alla difesa come { -goc-corps } contro { $enemy }? Al massimo { $n }; anche nessuna.
goc-option-reaction = { $army }
goc-forces-army = armata { $n }, distanza { $distance }
goc-reaction = 🔀 { $name } fa una { -goc-reaction }: { $what }
goc-reaction-close-in = si avvicina all'attaccante (ogni armata a distanza 1)
goc-reaction-joins = { $army } si unisce al { -goc-corps } ({ $units })
goc-reaction-none = { $name } non fa alcuna { -goc-reaction }.
goc-odds-bad-distance = **@{ $typed }** in `{ $option }`: la seconda o terza armata di un { -goc-corps } può dire la sua distanza, da 1 a 3 (es. 2 arcieri @2).
goc-hex-exhaustion = { -goc-exhaustion } { $n }
goc-refuse-same-origin = Nomina ogni esagono del tuo { -goc-corps } una volta sola.
goc-refuse-corps-size = Il tuo { -goc-corps } unisce al massimo { $most } armate (1 + i tuoi castelli, o fino a tre, come legge la campagna).
goc-refuse-not-next = **{ $hex }** non è accanto a **{ $target }**: un { -goc-corps } attacca dagli esagoni accanto al bersaglio.
cmd-goc-battle-opt-attacker-armies = armate_attaccante
    .description = Armate (esagoni) con cui attacchi: 2 o 3 fanno un corpo d'armata, ognuna col suo modulo
cmd-goc-battle-opt-defender-armies = armate_difensore
    .description = Armate (esagoni) del difensore: la prima tiene le strutture; 2–3: un corpo d'armata
cmd-goc-attack-opt-origin2 = origine2
    .description = Un secondo tuo esagono accanto al bersaglio: la sua armata entra nel tuo corpo d'armata
cmd-goc-attack-opt-origin3 = origine3
    .description = Un terzo tuo esagono accanto al bersaglio: la sua armata entra nel tuo corpo d'armata
cmd-goc-setup-hex-opt-neighbours = vicini
    .description = Tutti gli esagoni accanto, separati da virgole (in entrambi i sensi; nessuno: 0)
cmd-goc-setup-hex-opt-exhaustion = sfinimento
    .description = Cubetti di sfinimento sull'armata della fazione lì (0 li toglie)
cmd-goc-setup-rules-opt-corps-size = dimensione_corpo
    .description = Un corpo d'armata unisce 1 + i castelli della fazione armate, o fino a tre
cmd-goc-setup-rules-opt-reaction-exhausts = reazione_sfinisce
    .description = Un'armata che fa una manovra di reazione prende un cubetto di sfinimento
cmd-choice-goc-castles = 1 + castelli
cmd-choice-goc-free = fino a tre

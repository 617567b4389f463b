# The claim campaign (seed 004): English, the fallback. Game terms: data/games/claim.glossary.toml.

## Glossary terms (the same words as data/games/claim.glossary.toml)

-claim-claim-roll = claim roll
-claim-rp = RP
-claim-army-priority = army priority
-claim-offence = offence
-claim-defence = defence
-claim-main-attack = main attack
-claim-further-attack = further attack
-claim-mass-assault = mass assault
-claim-primary-target = primary target
-claim-secondary-target = secondary target
-claim-tertiary-target = tertiary target
-claim-fortification = fortification
-claim-building = building
-claim-area = area
-claim-unclaimed = unclaimed
-claim-border = border
-claim-fought-battle = fought battle
-claim-main-battle = main battle
-claim-extra-battle = extra battle
-claim-modifier = modifier
-claim-tie = tie
-claim-reroll = re-roll
-claim-attacker = attacker
-claim-defender = defender
-claim-turn = turn
-claim-orders = orders
-claim-game-master = game master

game-claim = Claim campaign

## Words

claim-the-area = the area
claim-side-attacker = { -claim-attacker }
claim-side-defender = { -claim-defender }
claim-side-attacker-title = Attacker
claim-side-defender-title = Defender
claim-priority-offence = { -claim-offence }
claim-priority-defence = { -claim-defence }
claim-target = { $rank ->
    [0] primary target
    [1] secondary target
    [2] tertiary target
   *[other] target { $n }
  }
claim-main-attack-lower = main attack

## Claim roll events (the battle panel and thread)

claim-ev-declared = ⚔️ **{ $attacker }** ({ $attacker_priority }) claims **{ $area }** from **{ $defender }** ({ $defender_priority })
claim-ev-mass-assault = mass assault, { $target }
claim-ev-forts = 🏰 { $count ->
    [one] { $count } fortification
   *[other] { $count } fortifications
  }
claim-ev-no-rp = 💰 no RP may be spent
claim-ev-may-spend = { $name } may spend up to { $count } RP
claim-ev-each = (+{ $bonus } each)
claim-ev-spends-none = { $name } none
claim-why-not-main = not the main attack
claim-why-offence = offence priority
claim-why-no-rp = holds no RP
claim-mod-offence = +{ $bonus } offence priority
claim-mod-defence = +{ $bonus } defence priority
claim-mod-rp = +{ $bonus } for { $rp } RP
claim-mod-forts = +{ $count } { $count ->
    [one] fortification
   *[other] fortifications
  }
claim-mod-mass = +{ $bonus } mass assault ({ $target })
claim-mod-none = no modifier
claim-ev-score = { $head } { $name } ({ $side }) rolls { $die }, { $terms } = **{ $total }**
claim-roll-title = Claim roll
claim-reroll-title = Re-roll
claim-ev-compare = ⚖️ { $which }: { $attacker } **{ $a }** against { $defender } **{ $d }** — **{ $outcome ->
    [tie] tie
    [attacker] { $attacker } is higher
   *[defender] { $defender } is higher
  }**
claim-ev-tie-may-reroll = 💸 { $attacker } may pay { $cost } RP for both to roll again, once, with the same modifiers
claim-ev-tie-no-rp = 🚫 { $attacker } has no RP left for a re-roll: the tie stands
claim-ev-reroll = 🔁 { $attacker } pays { $cost } RP: both roll again with the same modifiers
claim-ev-no-reroll = ✋ { $attacker } does not re-roll: the tie stands
claim-ev-takes = 🏆 **{ $attacker } takes { $area }** from { $defender }
claim-ev-keeps-tie = 🛡️ **{ $defender } keeps { $area }** after the tie
claim-ev-keeps = 🛡️ **{ $defender } keeps { $area }**
claim-ev-forts-change = 🏰 fortifications { $before } → { $after }
claim-ev-buildings-lost = 🔥 buildings destroyed: { $names }

## Odds (the 📊 Odds reply and /claim odds)

claim-odds-tie = tie (defender keeps it, forts lost)
claim-odds-you-take = you take it
claim-odds-they-hold = they hold
claim-odds-you-hold = you hold
claim-odds-they-take = they take it
claim-odds-spend = Spend { $rp } RP
claim-odds-they-spend = { $name } spends { $rp }
claim-odds-reroll = Re-roll ({ $cost } RP)
claim-odds-keep-tie = Keep the tie
claim-odds-mass = mass assault, { $rank ->
    [0] primary
    [1] secondary
   *[other] later
  } target
claim-odds-main = main attack
claim-odds-further = further attack
claim-odds-priorities = { $attacker ->
    [offence] Offence
   *[defence] Defence
  } vs { $defender ->
    [offence] offence
   *[defence] defence
  }
claim-odds-forts = { $count } { $count ->
    [one] fortification
   *[other] fortifications
  }
claim-odds-rp-spent = RP spent { $attacker } vs { $defender }
claim-odds-rerolled = a tie re-rolled
claim-odds-no-reroll = no re-roll

## Orders a player cannot give (the order editor)

claim-orders-main-and-mass = a mass assault is the main attack; declare one or the other.
claim-orders-mass-one = a mass assault attacks at least two areas.
claim-orders-twice = each area can be attacked once.
claim-orders-not-on-map = { $area } is not on the map.
claim-orders-unclaimed = { $area } is unclaimed; it is won in an extra battle.
claim-orders-own-area = { $area } is your own area.
claim-orders-no-priority = Choose your army priority: offence or defence.
claim-note-no-orders = { $name } gave no orders: defence priority.
claim-note-dropped = { $name }: attack on { $areas } dropped (no longer another player's area).

## Extra battles

claim-not-a-choice = That is not one of the choices.
claim-extra-not-yours = This extra battle is offered to other players.
claim-extra-agreed-already = This extra battle is agreed already.
claim-extra-you-fight-one = You already fight an extra battle this turn.
claim-extra-other-fights-one = The other player already fights an extra battle this turn.

## Map files (/claim area import: what the game master must fix)

claim-map-no-key = { $name } has no letter or digit to make a key from (a key is made of the name's letters and digits, in any script, written in Latin letters).
claim-map-too-big = The file is { $size } KiB; a map file may be at most { $most } KiB.
claim-map-not-a-map = { $name } is not a map file: attach a .toml or a .csv file.
claim-map-not-utf8 = The file is not UTF-8 text (byte { $byte }); save it as UTF-8 and attach it again.
claim-map-line = line { $n }
claim-map-area-n = area { $n }
claim-map-toml-syntax = TOML syntax error: { $problem }.
claim-map-toml-syntax-end = TOML syntax error: { $problem }.
claim-map-too-deep = The file nests arrays or tables too deeply: a map needs only [[area]] tables.
claim-map-number-too-long = The file holds a number too long to read: no map needs thousands of digits.
claim-map-unknown-table = Unknown table { $name }: a TOML map holds only [[area]] tables.
claim-map-area-tables = Write each area as an [[area]] table.
claim-map-toml-no-name = { $where }: every area needs a name, e.g. name = "North Hill".
claim-map-unknown-field = { $where }: unknown field { $name } (the fields are { $all }).
claim-map-owner-type = { $where }: owner is a faction name in quotes, or "" for unclaimed.
claim-map-list-type = { $where }: { $field } is a list of names in quotes, e.g. ["mine"].
claim-map-empty-file = The file is empty: write a header row, then one area a line.
claim-map-too-many-cells = { $where }: { $cells } values for { $columns } columns (separate buildings and borders with ';', not ',').
claim-map-csv-error = CSV error on line { $line }: { $problem }.
claim-map-semicolons = Separate the columns with commas, not semicolons.
claim-map-no-header = The first line must name the columns, with at least name ({ $all }).
claim-map-unknown-column = Unknown column { $name } (the columns are { $all }).
claim-map-column-twice = The column { $name } appears twice.
claim-map-csv-no-name = { $where }: every area needs a name.
claim-map-forts = { $where }: fortifications must be a whole number from 0 to { $most }, not { $value }.
claim-map-huge-number = a number that large
claim-map-too-many-areas = The file has more than { $most } areas, the most one map may hold.
claim-map-no-areas = The file has no areas.
claim-map-duplicate = { $where }: duplicate area, already at { $first }
claim-map-same-key = { $where }: duplicate area: { $name } and { $other } ({ $first }) give the same key { $slug }; { $why ->
    [letters] a key keeps only the letters and digits of a name, written in Latin letters (other scripts transliterated), without case, accents or punctuation: make the names differ in their letters or digits.
   *[chance] their long names give the same key by chance: rename one of them.
  }
claim-map-bad-border = { $where }: border { $name } is not an area of this file.
claim-map-self-border = { $where }: an area cannot border itself.
claim-map-name-too-long = { $where }: the { $what ->
    [building] building
    [owner] owner
   *[name] name
  } { $name }… is longer than { $most } characters.
claim-map-name-control = { $where }: the { $what ->
    [building] building
    [owner] owner
   *[name] name
  } { $name } holds a line break or a control character.

## /claim map: the listing

claim-mapview-empty-title = Map
claim-mapview-empty = The map is empty. A game master adds areas one by one with `{ $add }`, or a whole map from a file with `{ $load }`.
claim-mapview-continued = (cont.)
claim-mapview-rp = { $rp } RP
claim-mapview-areas = { $count } { $count ->
    [one] area
   *[other] areas
  }
claim-mapview-no-areas = No areas.
claim-mapview-unclaimed = Unclaimed

## The map picture: its legend and title

claim-legend-unclaimed = Unclaimed
claim-legend-fortifications = fortifications
claim-legend-buildings = buildings
claim-legend-main = { -claim-main-attack }
claim-legend-mass = { -claim-mass-assault }
claim-legend-further = { -claim-further-attack }
claim-legend-claim = { -claim-claim-roll }
claim-legend-battle = battle
claim-picture-turn-title = { $campaign } — turn { $turn }

## Lists and titles

claim-and-more = … and { $count } more
claim-continued = (continued)
claim-unclaimed-lower = unclaimed
claim-not-our-button = This button is not one of Strategos' buttons.
claim-rule-1 = they attack each other
claim-rule-2 = the defender has no other battle
claim-rule-3 = offence ×2
claim-why = { $reason ->
    [busy] not fought: { $defender } fights { $battle }
    [shared] not fought: several attack the area, at most one with offence, and rule 2 does not cover such an area in this campaign
   *[one_battle] not fought: { $defender } fights its one battle without other battles, { $battle }
  }
claim-reveal-no-rp = its main battle is a defence: it spends no RP on its claim rolls

## The turn panel (public)

claim-turn-title = 🗺️ { $campaign } — turn { $turn }
claim-panel-deadline = Deadline { $at } ({ $left }).
claim-panel-no-deadline = No deadline: the game master closes the turn.
claim-panel-open = Set your army priority and declare your attacks with **📝 My orders**. Orders are secret until everyone has submitted or the game master closes the turn.
claim-panel-closed = Closed: the orders and the turn's battles are revealed below.
claim-panel-orders = Orders ({ $done }/{ $all })
claim-panel-no-players = No players yet: `{ $join }`.
claim-button-my-orders = My orders
claim-button-close = Close turn (GM)

## Orders in words (the order editor and the reveal)

claim-orders-priority = { $icon } **{ $priority ->
    [offence] Offence
   *[defence] Defence
  }** priority
claim-orders-priority-none = Priority: **not chosen**
claim-orders-ranked = { $area } ({ $rank ->
    [0] primary
    [1] secondary
   *[other] tertiary
  })
claim-orders-mass = Mass assault: { $areas }
claim-orders-main = Main attack: { $area }
claim-orders-main-none = Main attack: none
claim-orders-further = Further attacks: { $areas }

## The secret order editor (only its player sees it)

claim-editor-submitted = ✅ Submitted { $when }. Change anything and submit again.
claim-editor-draft = 📝 Draft: nothing is sent until you press **Submit**.
claim-editor-title = Your orders — { $faction }, turn { $turn } (secret)
claim-editor-borders-yours = borders yours
claim-editor-far = no shared border
claim-editor-no-forts = no fortifications
claim-button-offence = Offence
claim-button-defence = Defence
claim-button-clear = Clear attacks
claim-button-submit = Submit
claim-editor-no-main = No main attack
claim-editor-main-pick = Main attack…
claim-editor-all-targets = Every area is a target already
claim-editor-mass-pick = Mass assault: add a target (primary first)…
claim-editor-further-pick = Further attacks (several)…
claim-editor-attacks = Attacks
claim-editor-no-targets = No other player holds an area to attack.

## The reveal: orders and the turn's battles (public)

claim-reveal-notes = **Notes**
claim-reveal-in-battle = battle { $label }
claim-reveal-in-rolls = claim rolls
claim-reveal-main = { $name } { $role ->
    [attack] attacks
   *[defence] defends
  } { $areas } ({ $how })
claim-reveal-main-attack = main attack
claim-reveal-mass = mass assault #{ $n }
claim-reveal-none = None.
claim-reveal-fought = Fought battles — play them, then `{ $report }`
claim-reveal-main-battles = Main battles
claim-reveal-rolls = Claim rolls — rolled here, one after another
claim-reveal-extras = Extra battles — both players pick the same option to fight it
claim-reveal-orders-title = 📜 { $campaign } · turn { $turn } — orders revealed
claim-reveal-battles-title = ⚔️ { $campaign } · turn { $turn } — battles
claim-reveal-footer = Turn { $turn } revealed

## Extra battles on offer (public)

claim-extra-unclaimed-area = unclaimed { $area }
claim-extra-first-options = (the first { $shown } of { $count } options can be picked)
claim-extra-fight-over = Fight over { $what }
claim-extra-first = (first { $shown } of { $count })
claim-extra-pick = : pick…
claim-extra-on-offer = 🤝 Extra battles on offer (turn { $turn }{ $part }): both players pick the same option to fight it.

## Turns: opening, orders, closing (refusals go to the one who clicked)

claim-roll-open = { $label } ({ $why ->
    [active] under way
    [cancelled] cancelled: to be rolled again or settled
   *[new] not rolled yet
  })
claim-no-such-turn = This turn does not exist on this server.
claim-no-faction = You have no faction in **{ $campaign }**: `{ $join }` first.
claim-turn-too-fast = The turn is changing too fast; try again in a moment.
claim-turn-still-open = Turn { $turn } is still open: close it first.
claim-turn-opened-meanwhile = Another turn was opened meanwhile.
claim-turn-is-open = 📣 Turn { $turn } is open:
claim-rolls-not-done = Turn { $turn }'s claim rolls are not all done yet: { $rolls }. A game master may settle one with `{ $settle }`.
claim-battles-unreported = Turn { $turn } has battles without a result: { $battles }. Report them with `{ $report }` (a battle not played: `{ $no_result }`).
claim-turn-closed-orders = Turn { $turn } is closed: orders can no longer be changed.
claim-this-turn-closed = This turn is closed: orders can no longer be changed.
claim-not-your-orders = These are another player's orders: use **📝 My orders** for yours.
claim-area-gone = That area is not on the map any more; open your orders again.
claim-area-not-offered = That area is not one of the choices; open your orders again.
claim-not-submitted = Not submitted: { $problem }
claim-only-gm-closes = Only the campaign's game master can close the turn.
claim-turn-closed-already = Turn { $turn } is closed already.
claim-turn-closed-by = 🔒 Turn { $turn } closed by { $user }.
claim-deadline-passed = ⌛ Turn { $turn }'s deadline has passed.

## Turns: the reveal, the claim rolls one after another (public)

claim-turn-map = 🗺️ Turn { $turn }: the map and this turn's attacks.
claim-battles-to-play = ⚔️ Battles to play:
claim-roll-again = 🎲 { $label } ({ $area }: { $attacker } → { $defender }) was cancelled, so it is not done: it goes back to be rolled, below. The game master may settle it instead with `{ $settle }`.
claim-rolls-done = 🎲 All claim rolls of turn { $turn } are done.
claim-roll-void = 🎲 { $label } on { $area } is void: the area changed hands.

## Settling a claim roll, reporting a fought battle

claim-none = none
claim-settle-no-turn = There is no closed turn with claim rolls to settle.
claim-settle-known = R1 to { $last }
claim-settle-no-roll = Turn { $turn } has no claim roll { $label } ({ $known }).
claim-settled-already = { $label } is settled already.
claim-rolled-already = { $label } has been rolled: its result stands.
claim-rolled-just-now = { $label } has just been rolled: its result stands.
claim-settled = ⚖️ { $label } ({ $area }: { $attacker } → { $defender }) settled by { $user }: void, nothing changes.
claim-settled-called-off = Battle #{ $battle } is called off.
claim-report-no-turn = There is no closed turn with battles to report.
claim-report-no-battle = Turn { $turn } has no battle { $label } to report.
claim-report-not-yours = Only the battle's players or the game master can report it.
claim-report-not-in = **{ $name }** did not fight in { $label }.
claim-report-changed = The turn changed meanwhile; report again.
claim-reported-already = { $label } is reported already.
claim-reported = 📋 { $result ->
    [none] { $label } ({ $areas }): no result.
    [rolls] { $label } ({ $areas }): no result; the game master has its attacks settled by claim rolls: { $rolls }.
    [kept] { $label } ({ $areas }): no result; the game master leaves the areas as they are.
    [took] { $label }: **{ $winner }** wins and takes { $taken }. Fortifications and buildings are unchanged (`{ $area_set }` to adjust).
   *[won] { $label }: **{ $winner }** wins. Fortifications and buildings are unchanged (`{ $area_set }` to adjust).
  }
claim-report-none-gm = Only the game master reports a battle without a result: it chooses whether claim rolls settle its attacks or the areas stay as they are.
## Extra battles agreed (public)

claim-extra-turn-over = This turn is over: extra battles can no longer be agreed.
claim-extra-agreed = 🤝 { $label } agreed: **{ $name }** and { $other } fight over { $what }. Report the winner with `{ $report }`.
claim-extra-offered = 🤝 **{ $name }** offers { $other } an extra battle ({ $label }) over { $what }: pick the same option to accept.

## Reminders (public, from the turn clock too)

claim-remind-head = ⏰ Turn { $turn } of **{ $campaign }** waits for your orders:
claim-remind-due = Orders are due { $when }.
claim-remind-how = Press **📝 My orders** on the turn panel or use `{ $orders }`.

## The claim roll's asks (Game.localize_ask)

claim-ask-spend = Both sides choose their RP in secret
claim-ask-rp = RP you spend on this claim roll
claim-ask-rp-none = You may spend no RP on this roll: confirm when ready
claim-ask-rp-label = RP to spend
claim-ask-rp-label-none = RP to spend (none may be spent on this roll)
claim-ask-reroll = A tie: pay { $cost } RP for both sides to roll again?

## /claim area: the map, for the game master (the result is public)

claim-no-area = There is no area **{ $area }** in **{ $campaign }**: `{ $add }`.
claim-area-exists = **{ $area }** is on the map already: `{ $set }` changes it.
claim-map-full = **{ $campaign }** has { $most } areas, the most a map holds.
claim-area-added = 🗺️ **{ $area }** added{ $held ->
    [yes] , held by **{ $holder }**
   *[no] , unclaimed
  }{ $forts }{ $borders }.
claim-area-added-borders = , borders { $areas }
claim-owner-or-unclaimed = Give an owner or `{ $unclaimed }`, not both.
claim-nothing-to-change = Give at least one thing to change.
claim-border-same-area = A border joins two different areas.
claim-border-changed = 🗺️ { $area } ↔ { $other }: border { $change ->
    [removed] removed
   *[added] added
  }.
claim-import-too-large = That file is too large for a map: { $most } KiB at most.
claim-import-failed = Nothing imported: { $problem }
claim-import-no-faction = Nothing imported: no faction called { $names } in **{ $campaign }**.
claim-import-too-many = Nothing imported: the map would have { $count } areas, and { $most } is the most a map holds.
claim-imported = 🗺️ Map of **{ $campaign }** imported from `{ $file }`: { $added } areas added, { $updated } updated. `{ $map }` shows it.
claim-held-by = held by **{ $name }**
claim-held = held
claim-map-title = 🗺️ { $campaign } — map

## /claim rp and /claim rules

claim-rp-set-or-add = Give either `{ $set }` or `{ $add }`.
claim-rp-below-zero = **{ $name }** cannot go below 0 RP.
claim-rp-now = 💎 **{ $name }** has { $rp } RP.
claim-rules-of = ⚖️ Rules of **{ $campaign }**{ $changed ->
    [yes] {" "}(changes apply from the next turn's close)
   *[no] {""}
  }:
    { $readings }
claim-reading-rule2-one-battle-per-defender = An idle defender attacked in several areas fights one battle, the rest are claim rolls
claim-reading-rule2-shared-areas = Rule 2 also covers an area several players attack
claim-reading-main-battle-claimed-defence = With defence priority, attacked only by claim rolls, a player's main battle is
claim-reading-mass-assault-rp = RP may be spent on a mass assault's
claim-reading-choice-yes = yes
claim-reading-choice-no = no
claim-reading-choice-defence = its defence
claim-reading-choice-attack = its own attack
claim-reading-choice-every-target = every target
claim-reading-choice-primary-only = primary target only
claim-reading-main-attack-rp = RP on claim rolls may be spent
claim-reading-choice-main-battle = only on a main army attack (none when the main battle is a defence)
claim-reading-choice-declared-main = on the declared main attack, even when the main battle is a defence

## /claim turn: open, remind, status

claim-no-players = **{ $campaign }** has no players yet: `{ $join }`.
claim-no-turn = **{ $campaign }** has no turn yet: `{ $open }`.
claim-turn-closed = Turn { $turn } is closed.
claim-reminded = ⏰ Reminded { $count } { $count ->
    [one] player
   *[other] players
  }.
claim-all-submitted = Everyone has submitted.
claim-status-resolving = Resolving
claim-status-rolls = Claim rolls: { $done }/{ $all } done
claim-status-open = open: { $rolls }
claim-status-to-report = Battles to report: { $battles }
claim-status-all-reported = Every fought battle is reported.
claim-report-winner-or-none = Name the `{ $winner }`, or set `{ $no_result }`.

## /claim odds (only the asker sees it)

claim-odds-may-not-spend = { $side ->
    [attacker] The attacker may spend RP on its main attack (or a mass assault's targets) only.
   *[defender] The defender may spend RP with defence priority only.
  }
claim-odds-title = 🎲 Claim roll odds
claim-odds-ties-rerolled = {" "}· ties re-rolled once
claim-odds-result =
    Attacker **+{ $attacker }** vs defender **+{ $defender }**{ $rerolled }

    Attacker takes the area: **{ $take }** ({ $take_exact })
    Tie stands (defender keeps it, loses all fortifications): **{ $tie }** ({ $tie_exact })
    Defender holds (fortifications −1): **{ $hold }** ({ $hold_exact })
claim-odds-footer = Exact: both d6 enumerated, and both again after a tie.

## Slash commands: /claim (the English is the code's; the other languages translate these)

cmd-claim = claim
    .description = Map campaign: secret orders, fought battles and claim rolls
cmd-claim-area = area
    .description = Game master: the campaign's areas and borders
cmd-claim-area-add = add
    .description = Add an area to the map
cmd-claim-area-add-opt-name = name
    .description = The area's name
cmd-claim-area-add-opt-owner = owner
    .description = The faction holding it (leave empty: unclaimed)
cmd-claim-area-add-opt-fortifications = fortifications
    .description = Fortifications in the area
cmd-claim-area-add-opt-buildings = buildings
    .description = Buildings, separated by commas
cmd-claim-area-add-opt-borders = borders
    .description = Areas it borders, separated by commas
cmd-claim-area-add-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-claim-area-set = set
    .description = Change an area's owner, fortifications or buildings
cmd-claim-area-set-opt-area = area
    .description = The area
cmd-claim-area-set-opt-owner = owner
    .description = The faction now holding it
cmd-claim-area-set-opt-unclaimed = unclaimed
    .description = Nobody holds it any more
cmd-claim-area-set-opt-fortifications = fortifications
    .description = Fortifications now in the area
cmd-claim-area-set-opt-buildings = buildings
    .description = The buildings now there, separated by commas (a single - for none)
cmd-claim-area-set-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-claim-area-border = border
    .description = Join two areas by a border (or remove it)
cmd-claim-area-border-opt-area = area
    .description = One area
cmd-claim-area-border-opt-other = other
    .description = The area across the border
cmd-claim-area-border-opt-remove = remove
    .description = Remove the border instead
cmd-claim-area-border-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-claim-area-import = import
    .description = Add or update many areas from a .toml or .csv file
cmd-claim-area-import-opt-file = file
    .description = A .toml ([[area]] tables) or .csv (name,owner,...) map file
cmd-claim-area-import-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-claim-turn = turn
    .description = Open, close and follow the campaign's turns
cmd-claim-turn-open = open
    .description = Game master: open the next turn for secret orders
cmd-claim-turn-open-opt-deadline = deadline
    .description = How long players have, like 48h or 2d (empty: no deadline)
cmd-claim-turn-open-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-claim-turn-close = close
    .description = Game master: close the turn and reveal the orders
cmd-claim-turn-close-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-claim-turn-remind = remind
    .description = Game master: ping players who have not submitted
cmd-claim-turn-remind-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-claim-turn-status = status
    .description = Who has submitted, and what the turn has left
cmd-claim-turn-status-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-claim-turn-settle = settle
    .description = Game master: settle a claim roll as void (nothing changes)
cmd-claim-turn-settle-opt-roll = roll
    .description = The claim roll (R1, R2, ... as posted when the turn closed); a battle of it under way is called off
cmd-claim-turn-settle-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-claim-map = map
    .description = The areas, who holds them and their fortifications
cmd-claim-map-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-claim-rp = rp
    .description = Game master: set or add to a faction's RP
cmd-claim-rp-opt-faction = faction
    .description = The faction
cmd-claim-rp-opt-set = set
    .description = The faction's RP from now on
cmd-claim-rp-opt-add = add
    .description = RP to add (negative: remove)
cmd-claim-rp-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-claim-rules = rules
    .description = Game master: the readings of disputed rules
cmd-claim-rules-opt-rule2-one-battle-per-defender = rule2_one_battle_per_defender
    .description = An idle defender attacked in several areas fights one battle, the rest are claim rolls (default yes)
cmd-claim-rules-opt-rule2-shared-areas = rule2_shared_areas
    .description = Rule 2 also covers an area several players attack (default yes)
cmd-claim-rules-opt-main-battle-claimed-defence = main_battle_claimed_defence
    .description = Defence priority, attacked, only claim rolls: main battle is
cmd-claim-rules-opt-mass-assault-rp = mass_assault_rp
    .description = RP may be spent on a mass assault's
cmd-claim-rules-opt-main-attack-rp = main_attack_rp
    .description = RP on claim rolls: only on the main army attack, or the declared one
cmd-claim-rules-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-claim-orders = orders
    .description = Your secret orders for the open turn
cmd-claim-orders-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-claim-report = report
    .description = Report who won a fought battle of the turn
cmd-claim-report-opt-battle = battle
    .description = The battle (B1, E1, ... as posted when the turn closed)
cmd-claim-report-opt-winner = winner
    .description = The faction that won
cmd-claim-report-opt-no-result = no_result
    .description = The battle was not played or ended without a winner
cmd-claim-report-opt-then = then
    .description = Game master, with no result: claim rolls settle its attacks (default), or no change
cmd-claim-report-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-claim-odds = odds
    .description = Exact odds of a claim roll (every die enumerated)
cmd-claim-odds-opt-attacker-priority = attacker_priority
    .description = The attacker's army priority
cmd-claim-odds-opt-defender-priority = defender_priority
    .description = The defender's army priority
cmd-claim-odds-opt-attack = attack
    .description = Which attack this is
cmd-claim-odds-opt-fortifications = fortifications
    .description = Fortifications in the area
cmd-claim-odds-opt-attacker-rp = attacker_rp
    .description = RP the attacker spends
cmd-claim-odds-opt-defender-rp = defender_rp
    .description = RP the defender spends
cmd-claim-odds-opt-reroll = reroll
    .description = The attacker keeps 1 RP to re-roll a tie (default yes)
cmd-choice-offence = offence
cmd-choice-defence = defence
cmd-choice-attack = its own attack
cmd-choice-every-target = every target (default)
cmd-choice-primary-only = primary target only
cmd-choice-main-battle = main battle only (default)
cmd-choice-declared-main-attack = on the declared main attack
cmd-choice-claim-rolls = claim rolls (default)
cmd-choice-unchanged = the areas stay as they are
cmd-choice-main = main attack
cmd-choice-further = further attack
cmd-choice-mass1 = mass assault, primary target
cmd-choice-mass2 = mass assault, secondary target
cmd-choice-mass3 = mass assault, tertiary target or later

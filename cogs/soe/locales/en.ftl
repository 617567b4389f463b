# Struggle of Empires: English, the fallback. Game terms: data/games/soe.glossary.toml (from the
# Italian of seed 000). Keep this text exactly as the tests read it.

## Glossary terms (the same words as data/games/soe.glossary.toml)

-soe-armies = Armies
-soe-fleets = Fleets
-soe-forts = Forts
-soe-control-markers = Control markers
-soe-alliance-tiles = Alliance tiles
-soe-army-training = Army Training
-soe-navy-training = Navy Training
-soe-naval-support = naval support
-soe-unrest = unrest
-soe-naval-battle = Naval battle
-soe-land-combat = Land combat
-soe-neutral-country = neutral country
-soe-attacker = attacker
-soe-defender = defender
-soe-ally = ally
-soe-gold = gold
-soe-vp = VP
-soe-area = area

game-soe = Struggle of Empires

## Words

soe-nobody = Nobody
soe-everyone = everyone
soe-the-area = the area
soe-the-neutral-country = The neutral country
# a seat without a player's name
soe-seat = { $seat ->
    [attacker] Attacker
    [defender] Defender
    [attacker_ally] Attacker's ally
   *[defender_ally] Defender's ally
  }
# one of several allies of a side, numbered from 1
soe-seat-ally-n = { $side ->
    [attacker] Attacker's ally { $n }
   *[defender] Defender's ally { $n }
  }
soe-role = { $seat ->
    [attacker] { -soe-attacker }
    [defender] { -soe-defender }
    [attacker_ally] attacker's ally
    [defender_ally] defender's ally
   *[neutral] neutral
  }
soe-who = { $name } ({ $role })
# $first: the items but the last, joined by commas
soe-and = { $first } and { $last }
soe-vs = {" "}vs{" "}
soe-where = { $phase ->
    [naval] at sea
   *[land] on land
  }
soe-cause = { $cause ->
    [defeat] defeat
    [tie] tie
   *[seven] natural 7
  }
soe-no-units = no units
soe-n-armies = { $n ->
    [one] { $n } army
   *[other] { $n } armies
  }
soe-n-fleets = { $n ->
    [one] { $n } fleet
   *[other] { $n } fleets
  }
soe-n-forts = { $n ->
    [one] { $n } fort
   *[other] { $n } forts
  }
soe-n-control-markers = { $n ->
    [one] { $n } control marker
   *[other] { $n } control markers
  }
soe-n-allied-armies = { $n ->
    [one] { $n } allied army
   *[other] { $n } allied armies
  }
soe-n-allied-fleets = { $n ->
    [one] { $n } allied fleet
   *[other] { $n } allied fleets
  }
# $kind: army_training, navy_training, alliance_land, alliance_sea, alliance_either, alliance
soe-n-tiles = { $kind ->
    [army_training] { $n ->
        [one] { $n } { -soe-army-training } tile
       *[other] { $n } { -soe-army-training } tiles
      }
    [navy_training] { $n ->
        [one] { $n } { -soe-navy-training } tile
       *[other] { $n } { -soe-navy-training } tiles
      }
    [alliance_land] { $n ->
        [one] { $n } Alliance tile (land)
       *[other] { $n } { -soe-alliance-tiles } (land)
      }
    [alliance_sea] { $n ->
        [one] { $n } Alliance tile (sea)
       *[other] { $n } { -soe-alliance-tiles } (sea)
      }
    [alliance_either] { $n ->
        [one] { $n } Alliance tile (land or sea)
       *[other] { $n } { -soe-alliance-tiles } (land or sea)
      }
   *[alliance] { $n ->
        [one] { $n } Alliance tile
       *[other] { $n } { -soe-alliance-tiles }
      }
  }
soe-amount = { $resource ->
    [vp] { $n } { -soe-vp }
   *[gold] { $n } { -soe-gold }
  }
# a force's fields, as the force builder labels them
soe-field = { $field ->
    [armies] { -soe-armies }
    [fleets] { -soe-fleets }
    [forts] { -soe-forts }
    [control_markers] { -soe-control-markers }
    [army_training] { -soe-army-training } tiles
    [navy_training] { -soe-navy-training } tiles
    [alliance_land] { -soe-alliance-tiles } (land)
    [alliance_sea] { -soe-alliance-tiles } (sea)
   *[alliance_either] { -soe-alliance-tiles } (land or sea)
  }

## Events (the battle panel and thread)

soe-declaring-cost = declaring cost { $gold } gold
soe-prize = reward { $amount }
soe-no-prize = no reward
soe-attack-declared-neutral = ⚔️ { $attacker } attacks the neutral country **{ $target }** in **{ $area }** (defence { $defence } · { $prize })
soe-attack-declared = ⚔️ { $attacker } attacks { $defender } in **{ $area }**
soe-forces = 📋 { $who }: { $units }
soe-ally-joins = 🤝 { $ally } joins { $helped }'s side with { $brought }
soe-ally-has-no-units = 🚫 { $ally } has no units here and stays out: { $helped } fights without an ally
soe-ally-stays-out = 🚫 { $ally } stays out: { $helped } fights without an ally
soe-no-naval-phase-no-sea = 🌊 No naval phase: { $area } has no sea
soe-no-naval-phase-neutral = 🌊 No naval phase: a neutral country is attacked on land only
soe-naval-fights = ⚓ { $name } fights the naval battle
soe-naval-declines = 🏳️ { $name } declines the naval battle
soe-no-naval-support = 🌊 No naval support: { $why }
soe-no-naval-support-why = { $reason ->
    [no_fleets] nobody has fleets here
   *[naval_tie] the naval battle is a tie
  }
soe-no-winner-at-sea = no winner at sea
soe-naval-support = 🌊 Naval support: **{ $name }** ({ $why }) · +1 on land
soe-naval-support-why = { $reason ->
    [only_fleets] only { $name } has fleets here
    [attacker_declined] { $attacker } declined the naval battle
    [defender_declined] { $defender } declined the naval battle
   *[naval_combat] won the naval battle
  }
soe-tiles-none = 📜 { $name } spends no Alliance tiles { $where }
soe-tiles-spent = 📜 { $name } spends { $tiles } { $where }
soe-tiles-kind = { $n } { $kind ->
    [sea] sea
    [land] land
   *[either] land-or-sea
  }
soe-roll = Roll
soe-roll-head = 🎲 { $who } { $where }
soe-roll-two-dice = { $head }: { $first } · { $second } → difference { $difference }
soe-roll-natural-seven = total 7 — **natural 7!**
soe-roll-result = { $head }: { $faces } → **{ $result }**
soe-roll-nothing = nothing
# $owner: the English possessive of $name ("Ada's")
soe-score = { $phase ->
    [naval] ⚓ { $owner } naval score **{ $total }**
   *[land] 🗡️ { $owner } land score **{ $total }**
  }
soe-bonus-navy-training = { $n } { -soe-navy-training }
soe-bonus-army-training = { $n } { -soe-army-training }
soe-bonus-naval-support = { $n } { -soe-naval-support }
soe-bonus-forts = { $n } for { $forts }
soe-bonus-defence = { $n } defence
soe-bonus-dice = { $n } from the dice
soe-score-no-bonus = (no bonus)
soe-score-no-bonus-no-dice = (no bonus, no dice difference)
soe-score-neutral-no-dice = a neutral rolls no dice
soe-combat = { $phase ->
    [naval] { -soe-naval-battle }
   *[land] { -soe-land-combat }
  }
soe-combat-tie = ⚖️ { $what }: **tie** at { $score }
soe-combat-won = 🏁 { $what }: **{ $winner } wins** { $mine } to { $theirs }
# $owner: the English possessive of $helped ("Ada's")
soe-ally-of = { $name } ({ $owner } ally)
soe-unit-lost = 💀 { $name } loses { $what } ({ $circumstance })
soe-loss-unrest = +{ $n } { -soe-unrest }
soe-loss-no-unrest = no unrest (naval loss)
soe-no-unit-to-lose = • { $name } has no unit left to lose ({ $circumstance })
soe-attack-ends-no-army = 🛑 { $attacker } has no army in { $area }: the attack ends at sea, no land combat
soe-attack-ends = 🛑 The attack ends: { $reason }
soe-no-reason = no reason given
soe-control-placed = 🚩 { $name } places a control marker in { $area }
soe-control-placed-removed = 🚩 { $name } places a control marker in { $area }; { $removed } removes one
soe-control-unchanged = 🏳️ Control of { $area } unchanged ({ $why })
soe-control-unchanged-why = { $reason ->
    [no_land_combat] no land combat
    [tie_defender_holds] tie on land, { $defender } holds
    [attack_repulsed] the attack is repulsed
   *[defender_has_no_marker] { $defender } has no control marker there to remove
  }
soe-no-change = no change
soe-reward = { $emoji } { $name } gains **{ $amount }** from { $source }
soe-unrest = 😠 { $name }: **+{ $n } { -soe-unrest }** in all
soe-attack-won = 🏆 **{ $attacker } wins the attack on { $area }**
soe-attack-failed = 🛡️ **{ $defender } wins: the attack on { $area } fails**
soe-attack-no-winner = 🤝 **No winner** in { $area }

## The panel's board

soe-board-nothing-left = nothing left

## Asks (prompts, options and labels of the rules' questions)

soe-ask-units = Your units in { $area }
soe-ask-tiles = Your tiles (Alliance tiles usable in { $area })
soe-ask-units-and-tiles = Your units and tiles in { $area }
soe-ask-units-again = To attack you need an army or fleet in { $area }: your units and tiles
soe-ask-tiles-group = Tiles
soe-ask-ally-units = Help the { $side ->
    [attacker] { -soe-attacker }
   *[defender] { -soe-defender }
  } in { $area }? Your units there, or stay out
soe-ask-ally-joins = Help the { $side ->
    [attacker] { -soe-attacker }
   *[defender] { -soe-defender }
  } in { $area }?
soe-ask-join = Join the { $side ->
    [attacker] { -soe-attacker }
   *[defender] { -soe-defender }
  }
soe-ask-stay-out = Stay out
soe-ask-fight-at-sea = Fight the naval battle?
soe-ask-spend-tiles = { $phase ->
    [naval] Alliance tiles to spend at sea
   *[land] Alliance tiles to spend on land
  }
soe-ask-which-loss = Which unit do you lose?
soe-ask-which-ally-loses = { $unit ->
    [fleets] Your 7: which of your allies loses the second fleet?
   *[armies] Your 7: which of your allies loses the second army?
  }
soe-loss-option = { $unit ->
    [armies] An army
    [fleets] A fleet
   *[forts] A fort
  }

## Refusals

soe-pick-area = Pick the area from the list.
soe-pick-neutral = Pick the neutral country from the list.
# $defender, $neutral: the options' names as the reader's Discord shows them
soe-either-player-or-neutral = Attack either a player (`{ $defender }`) or a neutral country (`{ $neutral }`).
soe-either-faction-or-neutral = Attack either a faction (`{ $defender }`) or a neutral country (`{ $neutral }`).
soe-no-bots = Bots do not play Struggle of Empires.
soe-one-part-each = Each player can take only one part in a battle.
soe-refuse-nothing-to-attack-with = You have no army or fleet in { $area } to attack with.
soe-refuse-gold = Declaring an attack costs { $cost } gold; you have { $gold }.
soe-refuse-attack-another = Attack another faction, or a neutral country.
soe-refuse-ally = { $name } is your ally this war: allies cannot be attacked.
# $command: /campaign join as the reader's Discord names it
soe-refuse-no-faction = You have no faction in **{ $campaign }**: `{ $command }` first.
soe-refuse-no-sea = { $area } has no sea: no fleets there.
soe-refuse-nothing-to-set = Give at least one value to set.
soe-refuse-whole-number = { $seat } { $field }: a whole number from 0 to { $high }, please.
soe-refuse-which-neutral = Choose which neutral country in { $area } to attack.
soe-refuse-neutral-elsewhere = { $neutral } is not in { $area }.
soe-refuse-neutral-has-no-allies = A neutral country has no allies.
soe-refuse-neutral-no-attacker-ally = Against a neutral country the attacker fights without allies.
soe-refuse-both-sides = A player cannot be on both sides of an attack.
soe-refuse-attacker-own-ally = The attacker cannot be its own ally.
soe-refuse-defender-own-ally = The defender cannot be its own ally.
soe-refuse-ally-twice = A player can be only one of the allies of a side.
soe-refuse-not-a-member = The player of the { $seat } is not a Discord member.
soe-refuse-bad-faction = Each seat's faction must be a faction of the campaign.
soe-refuse-neutral-needs-army = Attacking a neutral country takes at least one of your armies.
soe-refuse-needs-unit = To attack you need at least one army or fleet in { $area }.
# what /soe looks up by name ("There is no area called …")
soe-what-area = { -soe-area }
soe-what-neutral = { -soe-neutral-country }
soe-neutral-elsewhere = **{ $neutral }** is in { $there }, not in { $area }.
soe-neutrals-here = Neutral countries in { $area }: { $names }.
soe-no-neutral-here = { $area } has no neutral country.

## Autocomplete

soe-area-no-sea = { $area } (no sea)
soe-neutral-choice = { $neutral } — defence { $defence }{ $reward ->
        [gold] , { $amount } gold
        [vp] , { $amount } vp
       *[none] {""}
    } ({ $area })

## The lobby of a quick battle (public)

soe-lobby-title-neutral = ⚔️ Struggle of Empires — attack on { $target } in { $area }
soe-lobby-title = ⚔️ Struggle of Empires — attack in { $area }
soe-lobby-attacks-neutral = { $attacker } attacks the neutral country **{ $target }**.
soe-lobby-attacks = { $attacker } attacks { $defender }.
soe-lobby-how-allies = Each side may name up to { $n } allies; each ally then joins with its units or stays out. The attacker presses **Start** when ready.
soe-lobby-how-neutral = A neutral country is attacked without allies: press **Start** when ready.
# $allies: their mentions, or soe-lobby-nobody; $n: how many
soe-lobby-attacker-allies = { $n ->
    [one] Attacker's ally
   *[other] Attacker's allies
  }: { $allies }
soe-lobby-defender-allies = { $n ->
    [one] Defender's ally
   *[other] Defender's allies
  }: { $allies }
soe-lobby-nobody = none
soe-lobby-attacker-picks-allies = Attacker: name your allies (optional)
soe-lobby-defender-picks-allies = Defender: name your allies (optional)
soe-lobby-start = Start
soe-lobby-call-off = Call off
soe-lobby-content = { $people } — name your allies, then Start.
soe-lobby-called-off = 🛑 Attack called off.
# $command: /battle list as the reader's Discord names it
soe-lobby-failed = Something went wrong on our side: `{ $command }` shows whether a battle started.
soe-lobby-not-ours = This button is not one of Strategos' battle buttons.
soe-lobby-only = Only { $owner } can do that here.
soe-lobby-another-member = Name another member: each player takes only one part in a battle.
soe-lobby-too-many = A side may name at most { $n } allies.
soe-lobby-stale = The lobby changed while you were choosing: look at it again and choose anew.
soe-lobby-member-left = { $seat ->
    [attacker] The attacker
    [defender] The defender
    [attacker_ally] The attacker's ally
   *[defender_ally] The defender's ally
  }, { $member }, is not a member of this server any more: call this attack off and declare it again.

## Game master's setup (public replies)

soe-setup-units-done = 🗺️ **{ $faction }** in { $area }: { $units }
soe-setup-faction-done = 📜 **{ $faction }**: { $values }
soe-faction-word = { $word ->
    [gold] { -soe-gold }
    [vp] { -soe-vp }
    [unrest] { -soe-unrest }
    [army_training] { -soe-army-training }
    [navy_training] { -soe-navy-training }
    [alliance_unplaced_land] Alliance tiles not placed in an area (land)
    [alliance_unplaced_sea] Alliance tiles not placed in an area (sea)
    [alliance_unplaced_either] Alliance tiles not placed in an area (land or sea)
   *[alliance] alliance
  }
soe-setup-rules-done = ⚖️ Rules of **{ $campaign }**: { $readings }
soe-reading = { $setting ->
    [neutral_rolls_dice] neutral rolls dice
    [naval_losses_unrest] naval losses unrest
    [seven_takes_forts] a natural 7 may cost a fort
   *[neutral_attacker_allies] neutral attacker allies
  }: { $on ->
    [yes] yes
   *[no] no
  }
soe-reading-seven = { $on ->
    [yes] 🎲 The 7 rule: a natural 7 costs one extra unit, a fort included; forts are spared only in a tie (the original's reading).
   *[no] 🎲 The 7 rule: a natural 7 costs a fort only to a side that lost the combat; a winner's or a tied side's 7 never takes a fort (this campaign's reading).
  }

## Odds (/soe odds and the 📊 Odds button; private)

# the 📊 Odds button: what the attack comes to, after "Chance that …"
soe-odds-outcome = { $outcome ->
    [control_taken] control is taken
    [attack_failed] the attack fails
   *[no_combat] no combat is fought
  }
soe-odds-fight = Fight the naval battle
soe-odds-decline = Decline: they get { -soe-naval-support }
soe-odds-spend = { $phase ->
    [naval] Spend { $n } at sea
   *[land] Spend { $n } on land
  }
soe-odds-spend-either = ({ $n } land-or-sea)
soe-odds-force = { $field ->
    [armies] { soe-n-armies }
    [fleets] { soe-n-fleets }
    [forts] { soe-n-forts }
    [army_training] { -soe-army-training } { $n }
    [navy_training] { -soe-navy-training } { $n }
    [alliance_land] { $n ->
        [one] { $n } Alliance tile (land)
       *[other] { $n } { -soe-alliance-tiles } (land)
      }
    [alliance_sea] { $n ->
        [one] { $n } Alliance tile (sea)
       *[other] { $n } { -soe-alliance-tiles } (sea)
      }
   *[alliance_either] { $n ->
        [one] { $n } Alliance tile (land or sea)
       *[other] { $n } { -soe-alliance-tiles } (land or sea)
      }
  }
soe-odds-ally = ally { $force }
soe-odds-inputs = { $attacker } vs { $defender }, { $area }
soe-odds-title-neutral = 🎲 Odds — attack on { $neutral } in { $area }
soe-odds-title = 🎲 Odds — attack on a player in { $area }
soe-odds-summary = Attacker wins **{ $attacker }** · tie **{ $tie }** · defender wins **{ $defender }**
soe-odds-results = Control taken **{ $control }** · attack failed **{ $failed }**
soe-odds-no-combat = no combat **{ $p }**
soe-odds-last-combat = Last combat fought: { $summary }
soe-odds-if-declined = If the attacker declines the naval battle: { $results }
soe-odds-exact = Exact: every die enumerated, every fight accepted, every Alliance tile spent.
soe-odds-lost = { $n } lost: { $p }
# $number: "" or " 2" for the second of several allies of a side
soe-odds-losses-of = { $seat ->
    [attacker] Attacker
    [defender] Defender
    [attacker_ally] Attacker Ally{ $number }
   *[defender_ally] Defender Ally{ $number }
  }
soe-odds-chart-title = How the attack ends
soe-odds-chart-outcome = { $outcome ->
    [control_taken] Control taken
    [attack_failed] Attack failed
   *[no_combat] No combat
  }
soe-odds-chart-losses = Units { $seat ->
    [attacker] attacker
    [defender] defender
    [attacker_ally] attacker ally{ $number }
   *[defender_ally] defender ally{ $number }
  } loses
soe-odds-chart-units-lost = units lost
# $option: the option's name as the reader's Discord shows it
soe-odds-bad-allies = `{ $option }`: write each ally's units as "2 armies 1 fleet" (or "2a 1f"), at most { $high } of each, and split allies with ";".
soe-odds-too-many-allies = `{ $option }`: at most { $n } allies per side.

## Commands (/soe)

cmd-soe = soe
    .description = Struggle of Empires: attacks, alliances and exact odds
cmd-soe-battle = battle
    .description = Attack an area: a quick battle, no campaign
cmd-soe-battle-opt-area = area
    .description = Where the battle is fought
cmd-soe-battle-opt-defender = defender
    .description = The player you attack (leave empty to attack a neutral country)
cmd-soe-battle-opt-neutral = neutral
    .description = The neutral country you attack instead of a player
cmd-soe-attack = attack
    .description = Attack an area of your campaign (costs 2 gold)
cmd-soe-attack-opt-area = area
    .description = Where you attack (you need an army or fleet there)
cmd-soe-attack-opt-defender = defender
    .description = The faction you attack (or leave empty and name a neutral country)
cmd-soe-attack-opt-neutral = neutral
    .description = The neutral country you attack
cmd-soe-attack-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-soe-setup = setup
    .description = Game master: place units and set factions' gold and tiles
cmd-soe-setup-units = units
    .description = Set a faction's units and markers in an area
cmd-soe-setup-units-opt-faction = faction
    .description = The faction
cmd-soe-setup-units-opt-area = area
    .description = The area
cmd-soe-setup-units-opt-armies = armies
    .description = Its armies there
cmd-soe-setup-units-opt-fleets = fleets
    .description = Its fleets there
cmd-soe-setup-units-opt-forts = forts
    .description = Its forts there
cmd-soe-setup-units-opt-control = control
    .description = Its control markers there
cmd-soe-setup-units-opt-alliance-land = alliance_land
    .description = Its Alliance tiles for this area, usable on land
cmd-soe-setup-units-opt-alliance-sea = alliance_sea
    .description = Its Alliance tiles for this area, usable at sea
cmd-soe-setup-units-opt-alliance-either = alliance_either
    .description = Its Alliance tiles for this area, usable on land or at sea
cmd-soe-setup-units-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-soe-setup-faction = faction
    .description = Set a faction's gold, VP, unrest, tiles and alliance
cmd-soe-setup-faction-opt-faction = faction
    .description = The faction
cmd-soe-setup-faction-opt-gold = gold
    .description = Its gold
cmd-soe-setup-faction-opt-vp = vp
    .description = Its victory points
cmd-soe-setup-faction-opt-unrest = unrest
    .description = Its unrest points
cmd-soe-setup-faction-opt-army-training = army_training
    .description = Its Army Training tiles
cmd-soe-setup-faction-opt-navy-training = navy_training
    .description = Its Navy Training tiles
cmd-soe-setup-faction-opt-alliance = alliance
    .description = The name of its alliance this war (the same name: allies)
cmd-soe-setup-faction-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-soe-setup-rules = rules
    .description = Choose the readings of disputed rules
cmd-soe-setup-rules-opt-neutral-rolls-dice = neutral_rolls_dice
    .description = A neutral country rolls two dice and adds the difference (default yes)
cmd-soe-setup-rules-opt-naval-losses-unrest = naval_losses_unrest
    .description = Fleets lost at sea give unrest too (default yes)
cmd-soe-setup-rules-opt-neutral-attacker-allies = neutral_attacker_allies
    .description = The attacker's ally may join an attack on a neutral (default no)
cmd-soe-setup-rules-opt-seven-takes-forts = seven_takes_forts
    .description = A natural 7 may cost a fort: forts spared only in ties (default yes)
cmd-soe-setup-rules-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-soe-odds = odds
    .description = Exact odds of an attack, by enumerating every die
cmd-soe-odds-opt-area = area
    .description = Where the battle is fought
cmd-soe-odds-opt-attacker-armies = attacker_armies
    .description = Your armies in the area
cmd-soe-odds-opt-attacker-fleets = attacker_fleets
    .description = Your fleets in the area
cmd-soe-odds-opt-defender-armies = defender_armies
    .description = The defender's armies
cmd-soe-odds-opt-defender-fleets = defender_fleets
    .description = The defender's fleets
cmd-soe-odds-opt-defender-forts = defender_forts
    .description = The defender's forts
cmd-soe-odds-opt-neutral = neutral
    .description = Attack this neutral country instead of a player
cmd-soe-odds-opt-attacker-army-training = attacker_army_training
    .description = Your Army Training tiles
cmd-soe-odds-opt-defender-army-training = defender_army_training
    .description = The defender's Army Training tiles
cmd-soe-odds-opt-attacker-navy-training = attacker_navy_training
    .description = Your Navy Training tiles
cmd-soe-odds-opt-defender-navy-training = defender_navy_training
    .description = The defender's Navy Training tiles
cmd-soe-odds-opt-attacker-allies = attacker_allies
    .description = Your allies' units, allies split by ; e.g. 2 armies 1 fleet; 1 army (or 2a 1f; 1a)
cmd-soe-odds-opt-defender-allies = defender_allies
    .description = The defender's allies' units, as above: 1 army; 1 fleet (or 1a; 1f)
cmd-soe-odds-opt-attacker-alliance-land = attacker_alliance_land
    .description = Your Alliance tiles for this region, usable on land
cmd-soe-odds-opt-attacker-alliance-sea = attacker_alliance_sea
    .description = Your Alliance tiles for this region, usable at sea
cmd-soe-odds-opt-attacker-alliance-either = attacker_alliance_either
    .description = Your Alliance tiles usable on land or at sea
cmd-soe-odds-opt-defender-alliance-land = defender_alliance_land
    .description = The defender's Alliance tiles, usable on land
cmd-soe-odds-opt-defender-alliance-sea = defender_alliance_sea
    .description = The defender's Alliance tiles, usable at sea
cmd-soe-odds-opt-defender-alliance-either = defender_alliance_either
    .description = The defender's Alliance tiles usable on land or at sea

# The Great War: English, the fallback. Game terms: data/games/gw.glossary.toml (from the
# English of seed 002). Keep this text exactly as the tests read it.

## Glossary terms (the same words as data/games/gw.glossary.toml)

-gw-infantry = Infantry
-gw-entrenched-infantry = Entrenched infantry
-gw-cavalry = Cavalry
-gw-storm-troops = Storm troops
-gw-artillery = Artillery
-gw-tank = Tank
-gw-rail-gun = Rail gun
-gw-fort = Fort
-gw-fighter = Fighter
-gw-bomber = Bomber
-gw-zeppelin = Zeppelin
-gw-submarine = Submarine
-gw-destroyer = Destroyer
-gw-sub-hunter = Sub hunter
-gw-cruiser = Cruiser
-gw-dreadnought = Dreadnought
-gw-transport = Transport
-gw-air-superiority = Air superiority
-gw-gas = Gas
-gw-gas-shells = Gas Shells
-gw-heavy-bomber = Heavy Bomber
-gw-called-shots = Called Shots
-gw-strategic-bombing = Strategic bombing
-gw-sea-mines = Sea mines
-gw-contest = contest
-gw-submerge = submerge

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
    [adjacent_rail_guns] Rail gun next door
    [interceptors] Interceptors
   *[other] { $unit }
  }
gw-role = { $side ->
    [attacker] attacker
   *[defender] defender
  }
gw-mode = { $mode ->
    [damaged] damaged
    [entrenched] entrenched
    [landing] landing
    [adjacent] next door
    [bombarded] bombarding
    [submerged] submerged
    [withdrawn] withdrawn
    [retreated] retreated
   *[other] { $mode }
  }
gw-stack = { $unit } ({ $notes })
gw-no-units = no units
gw-count-entrenched = { -gw-entrenched-infantry }
gw-count-adjacent = Rail gun next door
gw-count-interceptors = Interceptors (fighters)
gw-count-high = Zeppelins flying high
gw-count-transports = Transports
gw-count-landing = { $unit } landing
gw-count-support = { $unit } (support fire)
gw-count-path = Interceptors on the way (territory { $n })
gw-form-more = More units

## The thread

gw-forces = { $icon } { $name } sets their forces: { $units }.
gw-standing-choice = { $choice ->
    [cheapest] Cheapest first
    [strongest] Keep the strongest
    [attack] Keep my attack value
    [retreat30] Cheapest first, retreat under 30 %
   *[ask] Ask me each time
  }
gw-standing-set = { $icon } { $name }'s standing rule: { $choice }.
gw-ask-standing = Your standing rule for this battle: the bot takes your losses (and retreats) this way without asking.
gw-battle-started = ⚔️ **{ $kind ->
    [naval] Naval battle
   *[land] Land battle
  }**: { $attacker } attacks { $defender }.
gw-round = **Round { $round }** · { $part ->
    [air] air combat
    [sea] at sea
   *[land] on land
  }
gw-step = { $step ->
    [air_combat] Air combat
    [gas] Gas (1a)
    [support_fire] Support fire (1b)
    [attacker_preemptive] Preemptive fire (2)
    [defender_preemptive] Preemptive fire (3)
    [storm_and_trenches] Storm troops and trenches (4)
    [main_fire] Fire (5)
    [first_wave] First wave (6b)
    [attacker_first_strike] First strike (1)
    [defender_first_strike] First strike (2)
    [naval_fire] Fire (3)
    [bombardment] Bombardment
    [interception] Interception
    [escort] Escort
   *[other] Fire
  }
gw-fire = 🎲 { $step } · { $name }: { $units }, hit on { $target } or less: { $faces } → { $hits ->
    [0] no hits
    [one] **1 hit**
   *[other] **{ $hits } hits**
  }
gw-fire-at-submerged = (at submerged submarines)
gw-losses = 💀 { $name } loses { $units }
gw-damaged = { $units } damaged
gw-losses-damaged = 💥 { $name }: { $units }
gw-no-losses = { $name } loses nothing.
gw-by-called-shots = (called shots of { $name })
gw-preset = { $preset ->
    [cheapest] Cheapest first
    [strongest] Keep the strongest
    [attack] Keep my attack value
   *[dearest] Dearest first
  }
gw-air-superiority = ✈️ { -gw-air-superiority }: { $name } (+1 to artillery, each rail gun and fort in the first round).
gw-air-superiority-none = ✈️ Nobody wins { -gw-air-superiority }.
gw-air-combat-ended = ✈️ The air combat is over after { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
  }.
gw-air-withdrawn = ✈️ { $name } withdraws all air units.
gw-submerged = 🌊 { $name } submerges: { $units }.
gw-subs-fire = 🌊 { $name }'s submarines stay up and fire.
gw-hunting = 🔎 { $name } hunts the submerged submarines with { $units }.
gw-no-hunting = 🔎 { $name } does not hunt the submerged submarines.
gw-decision = { $choice ->
    [continue] ➡️ { $name } fights on.
    [retreat] ↩️ { $name } retreats.
   *[contest] 🚩 { $name } stays and contests the territory.
  }
gw-by-rule = (standing rule; win chance { $chance })
gw-stalemate = ⏸️ Stalemate: neither side can hit the other.
gw-walked-in = 🚶 { $name } walks in: nobody defends.
gw-rail-guns = 🚂 Railway artillery: { $bombard } bombard, { $join } join the battle.
gw-mines = 💥 { -gw-sea-mines } (zone { $zone }): { $units }, hit on { $target }: { $faces } → { $hits ->
    [0] no hits
    [one] **1 hit**
   *[other] **{ $hits } hits**
  }
gw-wave-started = 🌊 Wave { $wave }: { $nations } attack.
gw-battle-ended = 🏁 **{ $result ->
    [attacker_win] { $kind ->
        [naval] The attacker wins the sea zone
       *[land] The attacker takes the territory
      }
    [defender_win] The defender holds
    [contested] { $kind ->
        [naval] The sea zone is contested
       *[land] The territory is contested
      }
   *[mutual_destruction] Mutual destruction
  }** after { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
  }.
gw-survivors = Left: { $attacker } — { $a }; { $defender } — { $d }
gw-tuv-lost = unit value lost: attacker { $a }, defender { $d }
gw-raid-started = ✈️ **{ -gw-strategic-bombing }**: { $name } sends { $units } (at most { $cap } income can be lost).
gw-altitude = ☁️ Zeppelins: { $high } high, { $low } low.
gw-bombing = 💣 { $unit } rolls a { $die }: { $faces } → { $loss } income lost.
gw-raid-ended = 🏁 **{ $name } loses { $damage } income** (rolled { $rolled }, at most { $cap }).

## The board

gw-board-note = { $n } { $mode ->
    [damaged] damaged
    [entrenched] entrenched
    [landing] landing
    [adjacent] next door
    [bombarded] bombarding
    [submerged] submerged
    [withdrawn] withdrawn
    [retreated] retreated
   *[other] { $mode }
  }
gw-board-nothing = nothing left
gw-board-round = Round { $round } · { $part ->
    [air] air combat
    [sea] at sea
    [start] before the battle
   *[land] on land
  }

## The asks

gw-ask-forces = Your units for this { $kind ->
    [naval] naval battle
    [bombing] raid (bombers, zeppelins and escorting fighters)
    [invasion] this naval invasion (landing units, transports, ships' support fire; other units attack by land)
   *[land] land battle
  }: ✅ takes what is shown, ✏️ changes it.
gw-ask-interceptors = How many of your fighters intercept the raid over the target?
gw-refused = ⚠️ { $why ->
    [ground] A land attack needs ground units: aircraft cannot take a territory.
    [raider] A raid needs at least one bomber or zeppelin.
    [landing] A naval invasion needs units landing from the transports.
   *[other] These forces cannot fight this battle: change them.
  }
gw-ask-losses = Place { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
  } on your { $restriction ->
    [air] air units
    [submerged] submerged submarines
   *[any] units
  }: ✅ takes the preset, ✏️ picks unit by unit.
gw-ask-called = Place { $hits ->
    [one] 1 called shot
   *[other] { $hits } called shots
  } on the enemy's units.
gw-ask-raid-losses = Place { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
  } on your raid.
gw-ask-fixed = Already taken, as the rules say: { $units }.
gw-ask-refused-shield = ⚠️ Airships and transports cannot be lost while a combat ship is spared.
gw-ask-rail-guns = How many of your railway guns next door bombard (one shot hitting on 3, then out)? The rest join the battle.
gw-ask-withdraw-air = Withdraw all your air units from the air combat?
gw-ask-submerge = How many of your submarines { -gw-submerge } instead of firing?
gw-ask-hunt = How many destroyers and sub hunters hunt the submerged submarines (hitting on 1, nothing else this round)?
gw-ask-attacker-decision = Fight on, retreat or { -gw-contest }?
gw-ask-defender-decision = Stay and fight, or retreat?
gw-ask-altitude = How many zeppelins fly high (safe from fighters, a D2 instead of a D3)?
gw-option = { $option ->
    [continue] Fight on
    [stay] Stay and fight
   *[contest] Stay and contest
  }
gw-option-retreat = { $to ->
    [origin] Retreat where you came from
    [rear] Retreat to the rear
   *[other] Retreat to { $to }
  }

## Odds

gw-odds-outcome = { $outcome ->
    [win] You win
    [lose] You lose
   *[draw] Contested or mutual destruction
  }
gw-odds-choice = { $choice } (unit value lost: you { $mine }, enemy { $enemy }; { $rounds } rounds)
gw-odds-counts = { $how ->
    [half] Half of them
    [none] Not one
   *[all] All of them
  }
gw-odds-withdraw = { $how ->
    [yes] Withdraw
   *[no] Stay
  }
gw-odds-altitude = { $how ->
    [none] All low
   *[all] All high
  } (income lost { $damage } on average)
gw-odds-damage = { $n } income
gw-odds-title = Exact odds · { $kind ->
    [naval] naval battle
    [bombing] bombing raid
   *[land] land battle
  }
gw-odds-forces = ⚔️ { $a }
    🛡️ { $d }
gw-odds-results = **Attacker wins { $a }** · defender wins { $d } · contested or mutual destruction { $c }
gw-odds-expected = Expected unit value lost: attacker { $a }, defender { $d } · { $rounds } rounds on average
gw-odds-exact = Exact: every die enumerated, no sampling. Losses cheapest first, nobody retreats.
gw-odds-survivors = { $side ->
    [attacker] Attacker's survivors (average)
   *[defender] Defender's survivors (average)
  }
gw-odds-spread = { $side ->
    [attacker] Attacker's survivors: chance of each number left
   *[defender] Defender's survivors: chance of each number left
  }
gw-odds-bar = { $outcome ->
    [attacker_win] Attacker wins
    [defender_win] Defender wins
   *[draw] Contested or mutual destruction
  }
gw-odds-chart-title = How the battle ends
gw-odds-raid = Income lost on average: { $damage } (at most { $cap })
gw-odds-chart-damage = Income lost
gw-odds-chart-income = Income
gw-odds-bad-unit = I cannot read “{ $typed }” in { $option }. Units: { $units }.

## Refusals

gw-refuse-bot = A bot cannot defend: name a player.
gw-refuse-self = You cannot attack yourself: name another player.
gw-refuse-ally = Your ally is another player: not a bot, not you, not the defender, not your other ally.
gw-refuse-coordination = Offensive Coordination needs an ally attacking with you.
gw-refuse-setup = The rules refuse this battle: { $reason }

## Commands

cmd-gw = gw
    .description = The Great War: land and naval battles, bombing raids, exact odds
cmd-gw-land = land
    .description = A quick land battle: each side sets its units, then fight
cmd-gw-land-opt-defender = defender
    .description = The player you attack
cmd-gw-land-opt-gas = gas
    .description = Who has gas: the attacker Gas, the defender Gas Shells
cmd-gw-land-opt-defender-retreat = defender_retreat
    .description = The defender may retreat to the rear (else it fights to the end)
cmd-gw-naval = naval
    .description = A quick naval battle: each side sets its ships
cmd-gw-naval-opt-defender = defender
    .description = The player you attack
cmd-gw-naval-opt-called-shots = called_shots
    .description = Who has Called Shots
cmd-gw-naval-opt-mines = mines
    .description = Mined sea zones your fleet moves through (each ship is hit on a 1)
cmd-gw-bomb = bomb
    .description = A strategic bombing raid on a factory
cmd-gw-bomb-opt-defender = defender
    .description = The player whose factory you bomb
cmd-gw-bomb-opt-value = value
    .description = The target territory's income value (the most the raid can take)
cmd-gw-bomb-opt-heavy-bomber = heavy_bomber
    .description = You have Heavy Bomber (bombers may raid)
cmd-gw-odds = odds
    .description = Exact odds of a battle, every die enumerated
cmd-gw-odds-opt-attacker = attacker
    .description = The attacking units, e.g. 4 infantry, 2 artillery, 1 fighter
cmd-gw-odds-opt-defender = defender
    .description = The defending units, e.g. 3 infantry, 2 entrenched infantry (a raid: fighters)
cmd-gw-odds-opt-kind = kind
    .description = Land battle (default), naval battle or bombing raid
cmd-gw-odds-opt-gas = gas
    .description = Who has gas: the attacker Gas, the defender Gas Shells
cmd-gw-odds-opt-called-shots = called_shots
    .description = Who has Called Shots (naval)
cmd-gw-odds-opt-value = value
    .description = A raid's target value (default 5)
cmd-choice-gw-attacker = the attacker
cmd-choice-gw-defender = the defender
cmd-choice-gw-both = both sides
cmd-choice-gw-land = land battle
cmd-choice-gw-naval = naval battle
cmd-choice-gw-bombing = strategic bombing raid
cmd-gw-land-opt-invasion = invasion
    .description = A naval invasion: units land from transports, ships give support fire
cmd-gw-land-opt-ally = ally
    .description = An allied player attacking with a nation of their own
cmd-gw-land-opt-ally-first = ally_first
    .description = Your allies' nations attack first (else after yours)
cmd-gw-land-opt-ally2 = ally2
    .description = A second allied player, attacking after the first
cmd-gw-land-opt-coordination = coordination
    .description = Offensive Coordination: your nations attack together as one
cmd-gw-land-opt-losses = losses
    .description = Your standing casualty choice: the bot takes your losses this way
cmd-gw-land-opt-retreat-below = retreat_below
    .description = Retreat when your win chance falls under this percent
cmd-gw-land-opt-retreat-after = retreat_after
    .description = Retreat after this round
cmd-gw-naval-opt-ally = ally
    .description = An allied player attacking with a nation of their own
cmd-gw-naval-opt-ally-first = ally_first
    .description = Your allies' nations attack first (else after yours)
cmd-gw-naval-opt-ally2 = ally2
    .description = A second allied player, attacking after the first
cmd-gw-naval-opt-coordination = coordination
    .description = Offensive Coordination: your nations attack together as one
cmd-gw-naval-opt-losses = losses
    .description = Your standing casualty choice: the bot takes your losses this way
cmd-gw-naval-opt-retreat-below = retreat_below
    .description = Retreat when your win chance falls under this percent
cmd-gw-naval-opt-retreat-after = retreat_after
    .description = Retreat after this round
cmd-gw-bomb-opt-path = path
    .description = Territories the raid enters before the target (fighters there intercept too)
cmd-gw-bomb-opt-losses = losses
    .description = Your standing casualty choice: the bot takes your losses this way
cmd-choice-gw-cheapest = cheapest first
cmd-choice-gw-strongest = keep the strongest
cmd-choice-gw-attack = keep my attack value

## A campaign (cogs/gw/setup.py, cogs/gw/attack.py)

gw-noun-territory = territory
gw-territories-set-by = The game master adds territories with { $command }.
gw-territory-about = { $sea ->
    [yes] sea zone
   *[no] income { $income } of { $value }{ $contested ->
        [yes] , contested (halved)
       *[no] {""}
    }{ $bombed ->
        [0] {""}
       *[other] , { $bombed } bombed off this turn
    }
  }
gw-territory-evacuating = { $faction }'s fleet must evacuate: { $units }
gw-refuse-territory-name = Give the territory a name with letters or digits in it.
gw-setup-territory-done = 🗺️ { $line }
gw-option-units = units
gw-setup-units-done = 🗺️ { $faction } in { $territory }: { $units }.
gw-tech = { $tech ->
    [gas] { -gw-gas }
    [gas_shells] { -gw-gas-shells }
    [heavy_bomber] { -gw-heavy-bomber }
    [offensive_coordination] Offensive Coordination
    [called_shots] { -gw-called-shots }
   *[other] { $tech }
  }
gw-tech-none = none
gw-refuse-tech = “{ $typed }” is not a technology. The technologies: { $techs } (none: 0).
gw-setup-faction-done = 🔬 { $faction }'s technologies: { $techs }.
gw-faction-techs = 🔬 { $techs }
gw-refuse-no-faction = You have no faction in { $campaign }: join it with { $command }.
gw-standing-done = Your standing rules in { $campaign }: losses { $losses ->
    [cheapest] cheapest first
    [strongest] keep the strongest
    [attack] keep my attack value
   *[ask] asked each time
  }; { $when ->
    [win_below] retreat when your win chance falls under { $percent } %
    [after_round] retreat after round { $round }
   *[never] no retreat on your own
  }. The bot answers these for you in every battle of this campaign.
gw-refuse-name-origin = { $count ->
    [0] None of your units are in or next to { $target }.
   *[other] Your units are in { $count } territories next to { $target }: name the one you attack from (origin).
  }
gw-refuse-no-enemy = Nobody to attack in { $target }: name the defending faction.
gw-refuse-not-adjacent = { $origin } is not next to { $target }.
gw-refuse-no-units = You have no units in { $origin } that can fight this battle for { $target }.
gw-refuse-invasion = A naval invasion sails from a sea zone next to { $target }: { $origin } is not one.
gw-refuse-no-evacuation = No fleet is waiting to leave { $port }.
gw-refuse-not-your-fleet = That fleet is { $faction }'s: its player (or the game master) sends it.
gw-refuse-not-next-sea = { $zone } is not a sea zone next to { $port }.
gw-evacuated = ⚓ { $faction }'s fleet ({ $units }) sails into { $zone }.
gw-evacuate-prompt = ⚓ { $user } { $port } has fallen with { $faction }'s fleet in port ({ $units }): it evacuates to a sea zone next to it ({ $zones }) with { $command }. Enemy ships there mean a naval battle at once, your fleet attacking.
gw-evacuate-failed = The fleet could not be sent just now; try again, or use { $command }.

cmd-gw-setup = setup
    .description = Game master: territories, sea zones and units of a campaign
cmd-gw-setup-territory = territory
    .description = Add or change a territory or sea zone
cmd-gw-setup-territory-opt-name = name
    .description = The territory's name (or an existing one's)
cmd-gw-setup-territory-opt-owner = owner
    .description = The faction that owns it (none: a sea zone, or nobody's)
cmd-gw-setup-territory-opt-value = value
    .description = Its income value
cmd-gw-setup-territory-opt-sea = sea
    .description = A sea zone (naval battles are fought there)
cmd-gw-setup-territory-opt-contested = contested
    .description = It is contested (its income is halved)
cmd-gw-setup-territory-opt-adjacent = adjacent
    .description = The territories next to it, split by commas
cmd-gw-setup-territory-opt-bombed = bombed
    .description = Income bombed off it this turn (0 at a new turn)
cmd-gw-setup-territory-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-gw-setup-units = units
    .description = Set a faction's units in a territory
cmd-gw-setup-units-opt-faction = faction
    .description = The faction
cmd-gw-setup-units-opt-territory = territory
    .description = The territory or sea zone
cmd-gw-setup-units-opt-units = units
    .description = All its units there, e.g. 4 infantry, 2 entrenched infantry, 1 fort (none: 0)
cmd-gw-setup-units-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-gw-setup-faction = faction
    .description = Set a faction's technologies
cmd-gw-setup-faction-opt-faction = faction
    .description = The faction
cmd-gw-setup-faction-opt-technologies = technologies
    .description = All its technologies, split by commas (none: 0)
cmd-gw-setup-faction-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-gw-attack = attack
    .description = Attack a territory or sea zone of your campaign
cmd-gw-attack-opt-territory = territory
    .description = The territory or sea zone you attack
cmd-gw-attack-opt-origin = origin
    .description = Where your units attack from (next to it; the only one, if left empty)
cmd-gw-attack-opt-defender = defender
    .description = The faction you attack (if not the territory's owner)
cmd-gw-attack-opt-raid = raid
    .description = A strategic bombing raid on its factory instead
cmd-gw-attack-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-gw-attack-opt-invasion = invasion
    .description = A naval invasion from the sea zone next to it (origin): transports land troops
cmd-gw-evacuate = evacuate
    .description = Send a captured port's fleet to a sea zone
cmd-gw-evacuate-opt-port = port
    .description = The captured territory your fleet leaves
cmd-gw-evacuate-opt-zone = zone
    .description = The sea zone next to it where the fleet goes (enemy ships there: a naval battle)
cmd-gw-evacuate-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-gw-standing = standing
    .description = Your standing rules for your campaign's battles
cmd-gw-standing-opt-losses = losses
    .description = How the bot takes your losses (or ask you each time)
cmd-gw-standing-opt-retreat-below = retreat_below
    .description = Retreat when your win chance falls under this percent
cmd-gw-standing-opt-retreat-after = retreat_after
    .description = Retreat after this round
cmd-gw-standing-opt-never-retreat = never_retreat
    .description = Never retreat on your own (clears your retreat rule)
cmd-gw-standing-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-choice-gw-ask = ask me each time

# Glory of Civilizations: English. Game terms: data/games/goc.glossary.toml.

## Glossary terms (the same words as data/games/goc.glossary.toml)

-goc-peasant = Peasants
-goc-spearman = Spearmen
-goc-swordsman = Swordsmen
-goc-archer = Archers
-goc-cavalry = Cavalry
-goc-catapult = Catapult
-goc-trebuchet = Trebuchet
-goc-galley = Galley
-goc-wall = Wall
-goc-palisade = Palisade
-goc-building = Building
-goc-city = City
-goc-castle = Castle
-goc-fabian-tactics = Fabian Tactics
-goc-tactics = Tactics
-goc-regular-army = Regular Army
-goc-siege-tower = Siege Tower
-goc-democracy = Democracy
-goc-theocracy = Theocracy
-goc-courage = courage
-goc-conversion = conversion
-goc-restoration = restoration
-goc-siege = siege
-goc-garrison = garrison
-goc-exhaustion = exhaustion
-goc-corps = corps
-goc-reaction = reaction manoeuvre
-goc-bag = bag
-goc-check = check
-goc-attack-cubes = attack cubes
-goc-defence-cubes = defence cubes
-goc-action-cubes = action cubes
-goc-experience-cubes = experience cubes
-goc-clash = clash
-goc-damage = damage
-goc-durability = durability
-goc-warlike = Warlike

game-goc = Glory of Civilizations

## Words

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
   *[other] another government
  }
goc-role = { $side ->
    [attacker] attacker
   *[defender] defender
  }
goc-neutral = neutral
goc-no-units = no units
goc-noun-hex = hex
goc-count-action = Action cubes
goc-count-experience = Experience cubes
goc-count-structures = Structures (in order)
goc-count-in-army = { $name } ({ $army })
goc-form-more = More units and cubes
goc-preset = Most destroyed

## The asks

goc-ask-forces = Your army: units of each type, and the { -goc-action-cubes } and { -goc-experience-cubes } you add to the { -goc-bag }
goc-refused = { $why ->
    [empty-army] ⚠️ Each army of a { -goc-corps } needs at least one unit.
    [no-units] ⚠️ An attacker needs at least one unit.
    [nothing-to-attack] ⚠️ The defender needs a unit (or a structure to attack).
   *[other] ⚠️ These forces cannot fight this battle.
  }
goc-ask-unpacked = Are your trebuchets unpacked? Packed ones cannot attack.
goc-ask-defence = Add your { $n } { -goc-defence-cubes } (neutral) to the { -goc-bag }? They dilute it: fewer hits on both sides.
goc-ask-fabian = Use { -goc-fabian-tactics }: take up to { $n } cubes of each player's colour out of the { -goc-bag }? Now: { $bag }
goc-ask-convert = { -goc-conversion } passed: which of { $enemy }'s units goes over to you (to an adjacent hex, with 2 cubes of { -goc-exhaustion })?
goc-ask-restore = { -goc-restoration } passed: which of your lost units comes back to an adjacent hex?
goc-ask-draw = How many cubes do you draw? From 1 to your { -goc-courage }, { $courage }. In the { -goc-bag }: { $bag }
goc-option-draw = Draw { $n }
goc-ask-top-up = { $name } drew { $n }: { $cubes }. Draw more, up to your { -goc-courage } ({ $courage }) in all?
goc-option-top-up = { $n ->
    [0] No more
   *[other] +{ $n }
  }
goc-ask-tactics = { -goc-tactics }: put the whole draw ({ $cubes }) back and draw { $n } again? Once a battle.
goc-ask-regular-army = { -goc-regular-army }: set one { $cube } aside and draw another in its place? Drawn: { $cubes }
goc-ask-allocate = Place the { $n } { -goc-damage } you deal on { $enemy }'s armies. On each hex: a wall on the line of attack first, then units, then buildings, then the city or castle. Damage that can destroy nothing is lost.
goc-plan-refused = { $why ->
    [wall-first] The wall on the line of attack falls before the units behind it.
    [units-first] Buildings and the city only after every unit on their hex.
    [too-much] That is more than you deal, or more than there is.
    [too-little] Some damage is left that could still destroy something: place it all.
   *[other] That is not a way to place this damage.
  }

## The thread

goc-forces = { $icon } { $name }: { $units }
goc-forces-cubes = { -goc-action-cubes } { $action }, { -goc-experience-cubes } { $experience }
goc-unpacked = { $ready ->
    [true] { $name }'s trebuchets are unpacked.
   *[false] { $name }'s trebuchets stay packed: they cannot attack.
  }
goc-defence = { $added ->
    [true] { $name } adds { $n } { -goc-defence-cubes }.
   *[false] { $name } leaves out { $n } { -goc-defence-cubes }.
  }
goc-part = { $part ->
    [units] units { $n }
    [bonus] bonus { $n }
    [action] action { $n }
    [experience] experience { $n }
   *[other] { $n }
  }
goc-bag = 🎒 **The { -goc-bag }: { $n ->
    [one] { $n } cube
   *[other] { $n } cubes
  }** — { $bag }
goc-bag-side = { $square } { $name } { $n } ({ $why })
goc-bag-neutral = { $square } neutral { $n } ({ -goc-defence-cubes }: { $why })
goc-siege-line = 🏰 A { -goc-siege }: no melee bonus against the { -goc-garrison }.
goc-fabian = { $name } uses { -goc-fabian-tactics }: { $a } and { $d } out; { $n } cubes left ({ $bag }).
goc-check = { $name }'s { $action ->
    [conversion] { -goc-conversion }
   *[restoration] { -goc-restoration }
  } { -goc-check } { $size }: { $cubes } — { $passed ->
    [true] passed{ $experience ->
        [0] .
       *[other] , { $experience } experience.
      }
   *[false] failed.
  }
goc-converted = ✝️ { $name } converts { $enemy }'s { $unit } (to an adjacent hex, { $n } cubes of { -goc-exhaustion }).
goc-courage-why = { $why ->
    [units] { $n } units
    [projectile] +{ $n } projectile
    [siege_tower] +{ $n } { -goc-siege-tower }
   *[other] +{ $n }
  }
goc-courage = 🦁 { -goc-courage }: { $sides }
goc-no-clash = No { -goc-clash }: nothing to draw.
goc-draw = 🎲 { $name } draws { $n }: { $cubes }
goc-top-up = 🎲 { $name } draws { $n } more: { $cubes }
goc-tactics = 🔄 { $name } uses { -goc-tactics }: { $old } back, draws again: { $cubes }
goc-regular-army = 🔁 { $name } uses { -goc-regular-army }: { $aside } set aside, draws { $cube }: { $cubes }
goc-drawn = **Drawn**: { $cubes } (🟩 { $a } · 🟪 { $d } · ⬜ { $n })
goc-dealt = 💥 { $attacker } deals { $a } { -goc-damage }, { $defender } { $d }.
goc-harmless = ({ $name } cannot reach: its cubes deal nothing.)
goc-destroys = { $icon } { $name } destroys: { $what }
goc-damaged = damaged: { $what }
goc-damage-lost = { $n } { -goc-damage } lost
goc-nothing-destroyed = { $name } destroys nothing of { $enemy }'s.
goc-achievement = 🏆 { $name }: { $achievement ->
   *[warlike] { -goc-warlike }
  }
goc-restored = ✚ { $name } restores { $unit } to an adjacent hex.
goc-result = 🏁 { $result ->
    [attacker_win] **{ $attacker } wins**: nothing of { $defender }'s is left in the battle.
    [defender_win] **{ $defender } wins**: nothing of { $attacker }'s is left in the battle.
    [both_destroyed] **Nobody wins**: both sides are destroyed.
   *[both_survive] **Nobody wins**: both sides survive.
  }
goc-experience = { $name } earns { $n ->
    [one] { $n } experience cube
   *[other] { $n } { -goc-experience-cubes }
  }.

## The panel

goc-board-bag = 🎒 { $bag }
goc-board-drawn = 🎲 { $cubes }
goc-board-damage = ({ $n } { -goc-damage })

## Odds

goc-odds-outcome = { $outcome ->
    [wipe] you destroy everything
    [more] you deal more than you take
   *[wiped] you lose everything
  }
goc-odds-yes-no = { $answer ->
    [yes] Yes
   *[no] No
  }
goc-odds-choice = { $choice }: you place { $mine }, take { $theirs }
goc-odds-title = 📊 Exact odds of the { -goc-clash }
goc-odds-bag = { -goc-bag }: { $bag } · { -goc-courage }: attacker { $a }, defender { $d }
goc-odds-best = ⭐ The most expected net { -goc-damage } for the attacker: draw **{ $k }** ({ $net }).
goc-odds-how = Exact (multivariate hypergeometric, every draw counted). The defender tops up when the cubes left favour it; { -goc-tactics } and { -goc-regular-army } are used when they gain on average; damage is placed to destroy the most. Before any { -goc-conversion }. With a { -goc-corps }: over all its armies, each hex in its destruction order.
goc-odds-draws = Each draw: damage placed by attacker / defender, net, attacker destroys everything
goc-odds-draw = Draw { $k }: { $a } / { $d } · net { $net } · all { $wipe }
goc-odds-dealt = { -goc-damage } { $name } deals (draw { $k })
goc-odds-destroy = Chance to destroy { $name }'s (draw { $k })
goc-odds-chart = { -goc-damage } the attacker deals, drawing { $k }
goc-odds-chart-x = { -goc-damage }
goc-odds-bad-unit = **{ $typed }** in `{ $option }` is not a unit. Units: { $units }.

## Pictures

goc-picture-title = The { -goc-bag } · { $battle }
goc-picture-bag = In the { -goc-bag }
goc-picture-check = { $name }: { $action ->
    [conversion] { -goc-conversion }
   *[restoration] { -goc-restoration }
  } { $passed ->
    [true] passed
   *[false] failed
  }
goc-picture-draw = { $name } draws
goc-picture-top-up = { $name } draws more
goc-picture-tactics = { $name }: { -goc-tactics }, drawn again
goc-picture-regular-army = { $name }: { -goc-regular-army }, the draw after the swap
goc-bag-caption = 🎒 The { -goc-bag } and every draw of { $battle }

## Refusals

goc-refuse-bot = A bot cannot defend. Attack a player.
goc-refuse-self = You cannot attack yourself.
goc-refuse-setup = These forces cannot start a battle. ({ $reason })
goc-refuse-not-goc = Battle #{ $id } is not a Glory of Civilizations battle.
goc-refuse-no-bag = Battle #{ $id } has no { -goc-bag } yet: its armies are still being set.
goc-refuse-no-faction = You have no faction in **{ $campaign }**. Join it with { $command }.
goc-refuse-no-enemy = Nobody else holds **{ $hex }**.
goc-refuse-no-army = You have no units on **{ $hex }**.
goc-refuse-same-hex = An army attacks another hex, not **{ $hex }** itself.
goc-refuse-nothing-there = There is nothing to attack on **{ $hex }**.
goc-refuse-cubes = { $resource ->
    [action] You have { $have } { -goc-action-cubes }.
   *[experience] You have { $have } { -goc-experience-cubes }.
  }
goc-refuse-hex-name = A hex needs a name with a letter or a digit.
goc-refuse-whose-units = Name the faction whose units these are (the hex has no owner).
goc-refuse-tech = **{ $typed }** is not a technology. Technologies: { $techs }.
goc-refuse-structure = **{ $typed }** is not a structure. Structures: { $kinds } (a number after one: the damage on it; "off": a wall off the line of attack).
goc-hexes-set-by = The game master adds hexes with { $command }.

## Campaign

goc-hex-head = **{ $name }**{ $owned ->
    [yes] { " " }({ $owner })
   *[no] {""}
  }
goc-setup-hex-done = 🗺️ { $line }
goc-setup-faction-done = 🏛️ **{ $faction }**: { $techs } · { $government } · relic: { $relic ->
    [yes] yes
   *[no] no
  } · { -goc-experience-cubes } { $experience } · { -goc-action-cubes } { $action }
goc-reading = { $reading ->
    [bonus_per] bonus per { $value ->
        [unit] unit
       *[type] unit type
      }
    [projectile_courage] projectile { -goc-courage }: { $value ->
        [once] +1 in all
       *[each] +1 each
      }
    [failed_check] failed { -goc-check }: { $value ->
        [discard] cubes out of the { -goc-bag }
       *[return] cubes back into the { -goc-bag }
      }
    [corps_size] { -goc-corps } size: { $value ->
        [free] up to three armies
       *[castles] 1 + the castles held
      }
    [reaction_exhausts] a { -goc-reaction } { $value ->
        [false] costs no { -goc-exhaustion }
       *[true] costs a cube of { -goc-exhaustion }
      }
   *[unreachable_harm] a side out of reach { $value ->
        [true] still deals { -goc-damage }
       *[false] deals no { -goc-damage }
      }
  }
goc-setup-rules-done = 📜 This campaign's readings: { $readings }

## Commands

cmd-goc = goc
    .description = Glory of Civilizations: the dice-bag battle, its odds and its bag
cmd-goc-battle = battle
    .description = A quick battle: each side sets its army, then draw
cmd-goc-battle-opt-defender = defender
    .description = The player you attack
cmd-goc-battle-opt-distance = distance
    .description = Hexes between the armies (melee reaches 1, archers 1–2, trebuchets 2–3)
cmd-goc-battle-opt-water = water
    .description = The side standing on water (galleys); melee cannot reach it
cmd-goc-battle-opt-target = target
    .description = The defender's city or castle in the battle
cmd-goc-battle-opt-target-damage = target_damage
    .description = Damage already on the city or castle (black cubes)
cmd-goc-battle-opt-buildings = buildings
    .description = The defender's intact buildings in the battle
cmd-goc-battle-opt-damaged-buildings = damaged_buildings
    .description = The defender's buildings already damaged (destroyed at once)
cmd-goc-battle-opt-wall = wall
    .description = A wall or palisade on the defender's hex
cmd-goc-battle-opt-wall-damage = wall_damage
    .description = Damage already on the wall or palisade
cmd-goc-battle-opt-wall-off-line = wall_off_line
    .description = The wall is not on the line of attack (then it is no garrison's)
cmd-goc-battle-opt-tactics = tactics
    .description = Who has Tactics (redraw once)
cmd-goc-battle-opt-regular-army = regular_army
    .description = Who has Regular Army (swap one enemy cube once)
cmd-goc-battle-opt-fabian-tactics = fabian_tactics
    .description = Who has Fabian Tactics (4 cubes of each colour out)
cmd-goc-battle-opt-siege-tower = siege_tower
    .description = The attacker has Siege Tower (+1 courage in a siege, ignores walls)
cmd-goc-battle-opt-attacker-government = attacker_government
    .description = The attacker's government
cmd-goc-battle-opt-defender-government = defender_government
    .description = The defender's government
cmd-goc-battle-opt-religion = religion
    .description = Whose state religion prevails where the battle is (eases conversion)
cmd-goc-battle-opt-relic = relic
    .description = Who has a relic (eases conversion, unless both have one)
cmd-goc-odds = odds
    .description = Exact odds of every draw size, no sampling
cmd-goc-odds-opt-attacker = attacker
    .description = Attacking army, e.g. 3 spearmen, 2 archers; a corps: 3 spearmen | 2 archers @2
cmd-goc-odds-opt-defender = defender
    .description = The defending army, e.g. 2 cavalry (empty with a city); a corps: split by |
cmd-goc-odds-opt-attacker-defence = attacker_defence
    .description = The attacker adds its defence cubes (neutral) — yes by default
cmd-goc-odds-opt-defender-defence = defender_defence
    .description = The defender adds its defence cubes (neutral) — yes by default
cmd-goc-odds-opt-distance = distance
    .description = Hexes between the armies (melee reaches 1, archers 1–2, trebuchets 2–3)
cmd-goc-odds-opt-water = water
    .description = The side standing on water (galleys); melee cannot reach it
cmd-goc-odds-opt-target = target
    .description = The defender's city or castle in the battle
cmd-goc-odds-opt-target-damage = target_damage
    .description = Damage already on the city or castle (black cubes)
cmd-goc-odds-opt-buildings = buildings
    .description = The defender's intact buildings in the battle
cmd-goc-odds-opt-damaged-buildings = damaged_buildings
    .description = The defender's buildings already damaged (destroyed at once)
cmd-goc-odds-opt-wall = wall
    .description = A wall or palisade on the defender's hex
cmd-goc-odds-opt-wall-damage = wall_damage
    .description = Damage already on the wall or palisade
cmd-goc-odds-opt-wall-off-line = wall_off_line
    .description = The wall is not on the line of attack (then it is no garrison's)
cmd-goc-odds-opt-tactics = tactics
    .description = Who has Tactics (redraw once)
cmd-goc-odds-opt-regular-army = regular_army
    .description = Who has Regular Army (swap one enemy cube once)
cmd-goc-odds-opt-fabian-tactics = fabian_tactics
    .description = Who has Fabian Tactics (4 cubes of each colour out)
cmd-goc-odds-opt-siege-tower = siege_tower
    .description = The attacker has Siege Tower (+1 courage in a siege, ignores walls)
cmd-goc-odds-opt-attacker-government = attacker_government
    .description = The attacker's government
cmd-goc-odds-opt-defender-government = defender_government
    .description = The defender's government
cmd-goc-odds-opt-religion = religion
    .description = Whose state religion prevails where the battle is (eases conversion)
cmd-goc-odds-opt-relic = relic
    .description = Who has a relic (eases conversion, unless both have one)
cmd-goc-bag = bag
    .description = A picture of a battle's bag and of every draw
cmd-goc-bag-opt-battle = battle
    .description = The battle's number (see /battle list)
cmd-goc-attack = attack
    .description = Attack a hex of your campaign from yours (or a corps)
cmd-goc-attack-opt-hex = hex
    .description = The hex you attack
cmd-goc-attack-opt-origin = origin
    .description = The hex your army attacks from
cmd-goc-attack-opt-distance = distance
    .description = Hexes between the armies (melee reaches 1, archers 1–2, trebuchets 2–3)
cmd-goc-attack-opt-action-cubes = action_cubes
    .description = Action cubes you add to the bag (spent)
cmd-goc-attack-opt-experience-cubes = experience_cubes
    .description = Experience cubes you add to the bag (spent)
cmd-goc-attack-opt-religion = religion
    .description = Whose state religion prevails where the battle is (eases conversion)
cmd-goc-attack-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-goc-setup = setup
    .description = Game master: hexes and factions
cmd-goc-setup-hex = hex
    .description = Add or change a hex: owner, units, structures
cmd-goc-setup-hex-opt-name = name
    .description = The hex's name (or an existing one's)
cmd-goc-setup-hex-opt-owner = owner
    .description = The faction that owns it and its structures
cmd-goc-setup-hex-opt-units = units
    .description = All the units of the faction there, e.g. 3 spearmen, 1 trebuchet (none: 0)
cmd-goc-setup-hex-opt-faction = faction
    .description = Whose units those are (the owner's if left empty)
cmd-goc-setup-hex-opt-structures = structures
    .description = All its structures, e.g. city 1, wall, building, building 1 (none: 0)
cmd-goc-setup-hex-opt-water = water
    .description = A water hex (galleys)
cmd-goc-setup-hex-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-goc-setup-faction = faction
    .description = Set a faction's technologies, government, cubes
cmd-goc-setup-faction-opt-faction = faction
    .description = The faction
cmd-goc-setup-faction-opt-technologies = technologies
    .description = All its technologies, split by commas (none: 0)
cmd-goc-setup-faction-opt-government = government
    .description = Its government
cmd-goc-setup-faction-opt-relic = relic
    .description = It holds a relic
cmd-goc-setup-faction-opt-experience = experience
    .description = Its experience cubes
cmd-goc-setup-faction-opt-action = action
    .description = Its action cubes
cmd-goc-setup-faction-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-goc-setup-rules = rules
    .description = The campaign's readings of disputed rules
cmd-goc-setup-rules-opt-bonus-per = bonus_per
    .description = Each unit type's bonus once per army, or once per unit
cmd-goc-setup-rules-opt-projectile-courage = projectile_courage
    .description = In a siege, +1 courage per projectile unit, or +1 in all
cmd-goc-setup-rules-opt-failed-check = failed_check
    .description = A failed check's cubes go back into the bag, or out of it
cmd-goc-setup-rules-opt-unreachable-harm = unreachable_harm
    .description = A side none of whose units reaches the enemy still deals damage
cmd-goc-setup-rules-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-choice-goc-attacker = the attacker
cmd-choice-goc-defender = the defender
cmd-choice-goc-both = both sides
cmd-choice-goc-city = a city
cmd-choice-goc-castle = a castle
cmd-choice-goc-wall = a wall
cmd-choice-goc-palisade = a palisade
cmd-choice-goc-democracy = Democracy (restoration)
cmd-choice-goc-theocracy = Theocracy (conversion)
cmd-choice-goc-other = another government
cmd-choice-goc-type = per type
cmd-choice-goc-unit = per unit
cmd-choice-goc-each = each
cmd-choice-goc-once = once
cmd-choice-goc-return = back into the bag
cmd-choice-goc-discard = out of the bag

## How the bot reads the seed (/goc rules)

goc-rules-head = 📜 **Glory of Civilizations: how the bot reads the battle** (the seed, 003, is the authority)
goc-rules-fixed = { $n ->
    [1] { -goc-courage }: one per unit; in a { -goc-siege } +1 per projectile unit, and +1 with { -goc-siege-tower } for the attacker.
    [2] The strength bonus: each active unit type's bonus once per army against an enemy class in the battle; in a { -goc-siege } the attacker's melee bonus does not count against the { -goc-garrison }.
    [3] { -goc-conversion } and { -goc-restoration }: a { -goc-check } 2 from the battle's { -goc-bag }, the defender first; your own cube drawn becomes experience, neutral ones are discarded; the converter's religion and a relic (not on both sides) each make it one cube smaller, never 0.
    [4] The side that deals the { -goc-damage } places it («на власний розсуд»), on each hex in the destruction order; which units of a type die is its choice too; all of it is placed where it can destroy something.
    [5] The cubes drawn in the { -goc-clash } stay out: { -goc-restoration } draws from what is left.
    [6] A side wins when nothing of the enemy's that took part is left after { -goc-restoration } (a wall ignored with { -goc-siege-tower } took no part); otherwise nobody wins.
    [7] In a campaign the { -goc-action-cubes } and { -goc-experience-cubes } put in the { -goc-bag } are spent; a converted unit joins its converter's hex with 2 cubes of { -goc-exhaustion }.
    [8] A { -goc-corps } (з'єднання): a side may bring several armies (hexes); its cubes are their strength and bonuses together, its { -goc-courage } their units together; the side dealing the { -goc-damage } spreads it over the enemy's armies at its discretion, each hex in its destruction order. In a quick battle each army is set in its own form; in the odds a { -goc-corps } is typed split by |. The exact odds hold for a { -goc-corps } too: the { -goc-damage } is placed to destroy the most.
   *[9] The { -goc-reaction } (маневр-реакція): in a campaign, before the { -goc-bag } is filled, the defender's army on the hex attacked, if not exhausted, may close in on the attacker (every army then fights at distance 1), and its unexhausted armies next to that hex may join the defence as a { -goc-corps }, up to its size; each army that reacts takes a cube of { -goc-exhaustion } (a reading). { -goc-exhaustion } stays on a faction's army from battle to battle, until the game master clears it. In a quick battle the board is set as the reaction left it.
  }
goc-rules-disputed = Open readings, a campaign's game master picks them with { $command }:
cmd-goc-rules = rules
    .description = How the bot reads the battle where the seed is open
cmd-goc-rules-opt-campaign = campaign
    .description = A campaign's readings (else the defaults)

## A corps, the reaction manoeuvre, exhaustion

goc-count-distance = Distance to the enemy
goc-army-n = army { $n }
goc-ask-corps = Your { -goc-corps }: army { $army } of { $armies } — its units{ $army ->
    [1] , and the { -goc-action-cubes } and { -goc-experience-cubes } you add to the { -goc-bag }
   *[other] {" "}and its distance to the enemy (hexes)
  }
goc-ask-close-in = Reaction manoeuvre (your army is not exhausted): close in on { $enemy } so it is within your reach? Then every army fights at distance 1.
goc-ask-reaction = Reaction manoeuvre: which of your unexhausted armies next to the hex join the defence as a { -goc-corps } against { $enemy }? Up to { $n }; none is an answer too.
goc-option-reaction = { $army }
goc-forces-army = army { $n }, distance { $distance }
goc-reaction = 🔀 { $name } makes a { -goc-reaction }: { $what }
goc-reaction-close-in = closes in (every army at distance 1)
goc-reaction-joins = { $army } joins the { -goc-corps } ({ $units })
goc-reaction-none = { $name } makes no { -goc-reaction }.
goc-odds-bad-distance = **@{ $typed }** in `{ $option }`: the second or third army of a { -goc-corps } may give its distance, 1 to 3 (e.g. 2 archers @2).
goc-hex-exhaustion = { -goc-exhaustion } { $n }
goc-refuse-same-origin = Name each hex of your { -goc-corps } once.
goc-refuse-corps-size = Your { -goc-corps } joins at most { $most } armies (1 + your castles, or up to three, as the campaign reads it).
goc-refuse-not-next = **{ $hex }** is not next to **{ $target }**: a { -goc-corps } attacks from the hexes next to its target.
cmd-goc-battle-opt-attacker-armies = attacker_armies
    .description = Armies (hexes) you attack with: 2 or 3 make a corps, each set in its form
cmd-goc-battle-opt-defender-armies = defender_armies
    .description = Defender's armies (hexes): the first holds the structures; 2–3: a corps
cmd-goc-attack-opt-origin2 = origin2
    .description = A second hex of yours next to the target: its army joins your corps
cmd-goc-attack-opt-origin3 = origin3
    .description = A third hex of yours next to the target: its army joins your corps
cmd-goc-setup-hex-opt-neighbours = neighbours
    .description = All the hexes next to it, split by commas (set both ways; none: 0)
cmd-goc-setup-hex-opt-exhaustion = exhaustion
    .description = Cubes of exhaustion on the faction's army there (0 clears them)
cmd-goc-setup-rules-opt-corps-size = corps_size
    .description = A corps joins 1 + its faction's castles armies, or up to three freely
cmd-goc-setup-rules-opt-reaction-exhausts = reaction_exhausts
    .description = An army that makes a reaction manoeuvre takes a cube of exhaustion
cmd-choice-goc-castles = 1 + castles
cmd-choice-goc-free = up to three

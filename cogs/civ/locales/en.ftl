# Civilization: The Board Game: English, the fallback. Game terms: data/games/civ.glossary.toml
# (the English of ../shared/rules/civ.md). Keep this text exactly as the tests read it.

## Glossary terms (the same words as data/games/civ.glossary.toml)

-civ-attacker = Attacker
-civ-defender = Defender
-civ-battle-hand = Battle Hand
-civ-standing-forces = standing forces
-civ-front = Front
-civ-new-front = New Front
-civ-superiority = Superiority
-civ-wounds = wounds
-civ-bonus-card = Bonus card
-civ-casualties = Casualties
-civ-loot = Loot
-civ-barracks = Barracks
-civ-academy = Academy
-civ-great-general = Great General
-civ-fundamentalism = Fundamentalism
-civ-city = city
-civ-capital = capital
-civ-trade = trade
-civ-culture-tokens = culture tokens
-civ-technology = technology
-civ-culture-event-card = culture event card
-civ-figure = figure
-civ-market = market
-civ-infantry = Infantry
-civ-mounted = Mounted
-civ-artillery = Artillery
-civ-aircraft = Aircraft
-civ-spearman = Spearman
-civ-pikeman = Pikeman
-civ-rifleman = Rifleman
-civ-modern-infantry = Modern Infantry
-civ-horseman = Horseman
-civ-knight = Knight
-civ-cavalry = Cavalry
-civ-tank = Tank
-civ-archer = Archer
-civ-catapult = Catapult
-civ-cannon = Cannon
-civ-mobile-artillery = Mobile Artillery
-civ-airplane = Aircraft

game-civ = Civilization: The Board Game

## Words

civ-role = { $side ->
    [attacker] attacker
   *[defender] defender
  }
civ-unit = { $unit ->
    [infantry] { -civ-infantry }
    [mounted] { -civ-mounted }
    [artillery] { -civ-artillery }
   *[aircraft] { -civ-aircraft }
  }
civ-rank = { $unit ->
    [infantry] { $rank ->
        [1] { -civ-spearman }
        [2] { -civ-pikeman }
        [3] { -civ-rifleman }
       *[4] { -civ-modern-infantry }
      }
    [mounted] { $rank ->
        [1] { -civ-horseman }
        [2] { -civ-knight }
        [3] { -civ-cavalry }
       *[4] { -civ-tank }
      }
    [artillery] { $rank ->
        [1] { -civ-archer }
        [2] { -civ-catapult }
        [3] { -civ-cannon }
       *[4] { -civ-mobile-artillery }
      }
   *[aircraft] { -civ-airplane }
  }
civ-resource = { $resource ->
    [wheat] Wheat
    [silk] Silk
    [incense] Incense
    [iron] Iron
    [uranium] Uranium
    [trade] Trade
    [culture] Culture
    [culture_cards] Culture event cards
    [barracks] { -civ-barracks }
    [academies] Academies
    [generals] Great Generals
    [coins] Coins
    [shipyards] Shipyards
   *[other] { $resource }
  }
civ-no-cards = no cards
civ-wounded = { $unit }, { $wounds ->
    [one] 1 wound
   *[other] { $wounds } wounds
  }
civ-figures = { $armies ->
    [one] 1 army figure
   *[other] { $armies } army figures
  }
civ-and-scouts = , { $scouts ->
    [one] 1 scout
   *[other] { $scouts } scouts
  }
civ-cards = { $count ->
    [one] 1 card
   *[other] { $count } cards
  }
civ-units = { $count ->
    [one] 1 unit
   *[other] { $count } units
  }
civ-fundamentalism = { -civ-fundamentalism }
civ-ranks = ranks: { $ranks }
civ-bonus-source = { $source ->
    [barracks] { -civ-barracks } +{ $value }
    [academies] Academies +{ $value }
    [generals] Great Generals +{ $value }
    [city] defending a { -civ-city } +{ $value }
    [capital] defending a { -civ-capital } +{ $value }
    [fortified] walls +{ $value }
    [french] French +{ $value }
    [shipyard] Shipyards +{ $value }
    [leonidas] Leonidas +{ $value }
   *[other] +{ $value }
  }
civ-bonus-total = combat bonus { $value } ({ $sources })
civ-forces-count = { -civ-standing-forces }: { $standing } · { -civ-battle-hand }: { $hand }
civ-barbarians = Barbarians
civ-target-new = a { -civ-new-front }
civ-target-front = front { $front } ({ $unit })
civ-play-option = { $card } → { $target }

## The thread

civ-event-square = ⚔️ **{ $attacker }** attacks **{ $defender }** { $square ->
    [city] in a { $fortified ->
        [yes] fortified { -civ-city }
       *[no] { -civ-city }
      }
    [capital] in a { $fortified ->
        [yes] fortified { -civ-capital }
       *[no] { -civ-capital }
      }
    [village] in a barbarian village
   *[open] in an open square
  }.
civ-event-deck-short = 🂠 The { -civ-market }'s { $unit } deck ran short: { $name } drew { $drawn } of { $wanted }.
civ-event-bonus = 🎖️ Combat bonus: { $attacker } { $a }, { $defender } { $d } — { $who ->
    [nobody] equal: nobody takes the { -civ-bonus-card }.
   *[somebody] { $holder } takes the { -civ-bonus-card }: **+{ $value }**.
  }
civ-event-first-player = ▶️ { $name } plays first{ $why ->
    [fortified] : a fortified city is attacked.
   *[defender] , as the defender.
  }
civ-event-new-front = { $name } opens { -civ-front } { $front } with **{ $unit }**.
civ-event-attack = { $name } attacks with **{ $unit }** the lone { $target } on { -civ-front } { $front }.
civ-event-first = { -civ-superiority }: { $unit } strikes first.
civ-event-together = Both strike at once.
civ-event-blow = { $unit } deals { $wounds ->
    [one] 1 wound
   *[other] { $wounds } wounds
  }.
civ-event-dead = 💀 { $units } { $count ->
    [one] dies
   *[other] die
  }.
civ-event-locked = Both stand: the front is locked.
civ-event-plays-out = 🃏 The other hand is empty: { $name } plays out { $count ->
    [one] the last card
   *[other] the last { $count } cards
  }.
civ-event-score = { $name } { $total } (units { $units }{ $card ->
    [0] {""}
   *[other] {" "}+ { -civ-bonus-card } { $card }
  })
civ-event-resolve = Resolution, wounds removed: { $scores } — **{ $winner } wins**{ $tie ->
    [yes] {" "}(a tie goes to the defender).
   *[no] .
  }
civ-event-removed = { $name } removes { $figures } ({ $killed }).
civ-removed = { $armies ->
    [0] no army figure
    [one] 1 army figure
   *[other] { $armies } army figures
  }
civ-removed-scouts = and { $scouts ->
    [one] 1 scout
   *[other] { $scouts } scouts
  }
civ-killed = { $count ->
    [one] 1 unit killed
   *[other] { $count } units killed
  }
civ-event-returned = { $name }: { $back } back to the { -civ-standing-forces }, { $lost } to the { -civ-market }.
civ-event-razed = 🔥 { $name } razes { $loser }'s { -civ-city }: its buildings go back to the { -civ-market }, its wonders and great people leave the game.
civ-event-capital = 🏆🏆🏆 **{ $name } TAKES { $loser }'S CAPITAL AND WINS THE GAME!** 🏆🏆🏆
civ-event-village = 🔥 { $name } destroys the barbarian village.
civ-event-loot = { -civ-loot }: { $name } takes { $what } from { $loser }.
civ-event-loot-none = { -civ-loot }: { $loser } has nothing { $name } can take { $list ->
    [city] from the city's list
    [points] with its loot points
   *[figures] from the figures' list
  }.
civ-event-no-battle = 🏳️ Only scouts in the square: no battle, { $name } loses { $scouts ->
    [one] 1 scout
   *[other] { $scouts } scouts
  }.
civ-loot = { $pick ->
    [trade] up to { $amount } { -civ-trade }
    [culture] up to { $amount } { -civ-culture-tokens }
    [tech] a { -civ-technology }
    [culture_card] a { -civ-culture-event-card } (drawn blind)
    [coin] a coin discarded
    [resources] up to { $amount } resource tokens
   *[other] { $pick }
  }
civ-loot-resource = 1 { $resource } token
civ-loot-tech = the { -civ-technology } { $tech }
civ-loot-resources-moved = { $resources }

## The board

civ-board-setting-up = 🔒 Each player sets up their side privately.
civ-board-side = { $icon } { $name }: { $hand ->
    [0] no cards in hand
    [one] 1 card in hand
   *[other] { $hand } cards in hand
  }{ $card ->
    [0] {""}
   *[other] {" "}· { -civ-bonus-card } +{ $card }
  }
civ-board-total = total { $total }
civ-board-front = { -civ-front } { $number }: { $units }
civ-board-no-front = No front yet.

## The asks

civ-count = { $what ->
    [armies] Army figures in the square
    [fundamentalism] Fundamentalism (1 = yes)
    [barracks] { -civ-barracks }
    [academies] Academies
    [generals] Great Generals
   *[other] { $what }
  }
civ-count-rank = { $unit } rank (1 to 4)
civ-count-random = Random { $unit } cards
civ-count-card = { $unit } { $value }s
civ-form-more = More
civ-ask-army-all = Each player sets up their side — privately
civ-ask-army = Your side in this battle, only you see it: army figures in the square, government, buildings, ranks, and your { -civ-standing-forces } as random cards from the { -civ-market }. Put every random count at 0 to name your cards one by one next.
civ-ask-cards-all = The players name their cards — privately
civ-ask-cards = Your { -civ-standing-forces }, card by card: how many of each type and value (the value on the card's rank I edge).
civ-ask-turn = { $name } plays a unit (privately: 🔒)
civ-ask-hand = 🂠 Your { -civ-battle-hand } ({ $count ->
    [one] 1 card
   *[other] { $count } cards
  }): { $cards }
civ-ask-play = Play a card: to a { -civ-new-front }, or against a lone enemy unit.
civ-ask-card = Pick the card you play.
civ-ask-target = Where does { $card } go: a { -civ-new-front }, or against a lone enemy unit?
civ-ask-loot = { -civ-loot } from { $loser }: take one thing { $list ->
    [city] from the city's list
   *[figures] from the figures' list
  }
civ-ask-loot-resources = Which resource tokens you take from { $loser } (up to two)
civ-refuse-setup = The rules refuse this battle: { $reason }

## The odds

civ-odds-outcome = { $outcome ->
    [win] you win
   *[lose] you lose
  }
civ-odds-row = { $play } (±{ $error })
civ-odds-estimate = { $win } ± { $error } ({ $samples } simulated battles)
civ-odds-title = 📊 Civilization odds
civ-odds-overall = Your chance to win: **{ $odds }**
civ-odds-known = With both hands known and both sides playing the built-in strategy, **you { $result ->
    [win] win
   *[lose] lose
  }**.
civ-odds-first-plays = You play first — each card to a { -civ-new-front }:
civ-odds-how = -# Monte Carlo: the other side's unknown cards are dealt at random from the cards you have not seen, and both sides play a sensible built-in strategy; ± is the 95% interval. Only you see this.
civ-odds-chart = Chance to win, by first card
civ-odds-chart-note = Monte Carlo with a stated ± error
civ-odds-bad-card = I cannot read **{ $typed }** as a unit card: write a type or a rank and a number, e.g. infantry 2, knight 3, aircraft 6.
civ-odds-no-hand = Name at least one card of your hand.
civ-odds-note = Monte Carlo: the other side's unknown cards are sampled; ± is the 95% interval
civ-odds-footer = -# Monte Carlo, both sides playing a built-in strategy; ± is the 95% interval. Only you see this.

## Your hand (only you see it)

civ-hand-button = My hand
civ-hand-note = 🂠 Battle #{ $battle }: each player sees their own { -civ-battle-hand } here, privately. Nobody else can.
civ-hand-not-yet = Your { -civ-battle-hand } in battle #{ $battle } is not drawn yet: both sides set up first.
civ-hand-title = 🂠 **{ $name }** — your { -civ-battle-hand } in battle #{ $battle } (only you see this)
civ-hand-left = In hand ({ $count ->
    [one] 1 card
   *[other] { $count } cards
  }): { $cards }
civ-hand-played = Played: { $cards }
civ-hand-standing = Left in your { -civ-standing-forces } ({ $count ->
    [one] 1 card
   *[other] { $count } cards
  }): { $cards }
civ-hand-ranks = Your ranks: { $ranks }
civ-hand-your-turn = ▶️ It is your turn: press 🔒 on the battle's panel to play.
civ-hand-not-civ = Battle #{ $battle } is not a Civilization battle.
civ-hand-not-yours = You do not play in battle #{ $battle }: only its players have a hand there.

## Quick battles

civ-refuse-defender = Name the player you attack (only a barbarian village may have nobody).
civ-refuse-bot = You cannot attack a bot.
civ-refuse-self = You cannot attack yourself.

## A campaign

civ-status-forces = 🂠 { -civ-standing-forces } (face down): { $held }
civ-status-forces-one = { $faction } { $count ->
    [one] 1 card
   *[other] { $count } cards
  }
civ-status-city = { $kind ->
    [capital] { -civ-capital }
   *[city] { -civ-city }
  } of { $owner }{ $fortified ->
    [yes] {" "}(fortified)
   *[no] {""}
  }
civ-status-victory = 🏆 won the game
civ-noun-square = square
civ-squares-set-by = The game master adds squares with { $command }.
civ-refuse-no-faction = You have no faction in { $campaign }: join it with { $command }.
civ-refuse-square-name = A square needs a name with letters or digits.
civ-setup-square-done = 🗺️ { $line }
civ-setup-figures-done = 🗺️ { $faction } on { $square }: { $figures }.
civ-setup-faction-done = 🏛️ { $faction }: { $notes } · { $bonus }
civ-setup-resources-done = 💰 { $faction } holds: { $held }
civ-setup-forces-done = 🂠 { $faction }'s { -civ-standing-forces } ({ $count ->
    [one] 1 card
   *[other] { $count } cards
  }), only you see this: { $cards }
civ-refuse-market-short = The { -civ-market } does not have that many: { $cards }.
civ-reading = { $reading ->
    [aircraft_trump_all] Aircraft trump every other type
    [scouts_count] Scouts add to the hand size
    [see_own_forces] Players may look at their own { -civ-standing-forces }
    [city_loot_both] A city defended by figures gives one pick from each loot list
    [armies_first] The winner removes armies before scouts
    [tech_winner_lacks] Loot takes only a technology the winner lacks
    [loot_points] Loot points (FAQ 2.0) instead of the seed's one pick
   *[wisdom_warfare] Wisdom & Warfare unit cards
  }: { $value ->
    [yes] yes
   *[no] no
  }
civ-setup-rules-done = 📜 The readings of { $campaign }:
    { $readings }
civ-refuse-origin = Name the square your figures come from (origin), or attack with those already there.
civ-refuse-no-enemy = Nobody to fight on { $square }: name the faction you attack.
civ-refuse-pending = A battle on { $square } is still being fought.
civ-refuse-figures = { $square } does not have that many of your figures ({ $armies } armies, { $scouts } scouts).
civ-refuse-no-figures = You have no army figure to attack { $square } with (scouts do not attack): move armies in from an origin.
civ-refuse-nobody = { $faction } has no figure on { $square } and no city there.
civ-refuse-needs = You need Flight to build { $unit }.
civ-refuse-deck-empty = The { -civ-market }'s { $unit } deck is empty: nobody can build it until killed units come back.
civ-face-down = a card, face down
civ-build-done = 🔨 You build { $unit }: { $card } joins your { -civ-standing-forces } (it costs { $cost } production at { $rank }).
civ-refuse-face-down = This campaign keeps { -civ-standing-forces } face down, even to their owner.
civ-forces-list = 🂠 { $faction }'s { -civ-standing-forces } ({ $count ->
    [one] 1 card
   *[other] { $count } cards
  }), only you see this: { $cards }

## Commands

cmd-civ = civ
    .description = Civilization: The Board Game: battles of secret hands, fronts and loot
cmd-civ-battle = battle
    .description = A quick battle: each side sets up privately, then plays its Battle Hand
cmd-civ-battle-opt-defender = defender
    .description = The player you attack (a village: who plays the barbarians, or nobody)
cmd-civ-battle-opt-square = square
    .description = Where you attack: an open square, a city, a capital or a barbarian village
cmd-civ-battle-opt-fortified = fortified
    .description = The city or capital is fortified (walls): +4 and you play first
cmd-civ-battle-opt-wisdom-warfare = wisdom_warfare
    .description = Wisdom & Warfare unit cards (attack and health)
cmd-civ-hand = hand
    .description = Your own Battle Hand in a battle, privately
cmd-civ-hand-opt-battle = battle
    .description = Which battle (its number)
cmd-civ-odds = odds
    .description = Your chance to win with a hand, by simulation
cmd-civ-odds-opt-hand = hand
    .description = Your cards, e.g. infantry 2, knight 3, aircraft 6
cmd-civ-odds-opt-enemy = enemy
    .description = How many cards the other side holds (e.g. 5), or their cards if you know them
cmd-civ-odds-opt-role = role
    .description = You are the attacker (default) or the defender
cmd-civ-odds-opt-bonus = bonus
    .description = Your bonus card (negative: the other side's)
cmd-civ-odds-opt-fortified = fortified
    .description = A fortified city is attacked: the attacker plays first
cmd-civ-odds-opt-wisdom-warfare = wisdom_warfare
    .description = Wisdom & Warfare unit cards
cmd-civ-attack = attack
    .description = Attack a square of your campaign: move figures in and fight
cmd-civ-attack-opt-square = square
    .description = The square you attack
cmd-civ-attack-opt-armies = armies
    .description = Army figures you move in (from origin; else those already there)
cmd-civ-attack-opt-scouts = scouts
    .description = Scouts you move in with them
cmd-civ-attack-opt-origin = origin
    .description = The square your figures come from
cmd-civ-attack-opt-defender = defender
    .description = The faction you attack (if not the city's owner or the only one there)
cmd-civ-attack-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-civ-build = build
    .description = Build a unit: a random card of its type from the market joins your standing forces
cmd-civ-build-opt-unit = unit
    .description = The type of unit
cmd-civ-build-opt-campaign = campaign
    .description = Which campaign
cmd-civ-forces = forces
    .description = Your standing forces in a campaign, privately
cmd-civ-forces-opt-campaign = campaign
    .description = Which campaign
cmd-civ-setup = setup
    .description = Game master: squares, figures, factions and standing forces
cmd-civ-setup-square = square
    .description = Add or change a square of the map
cmd-civ-setup-square-opt-name = name
    .description = The square's name (or an existing one's)
cmd-civ-setup-square-opt-owner = owner
    .description = The faction whose city it is
cmd-civ-setup-square-opt-city = city
    .description = A city, a capital, or no city
cmd-civ-setup-square-opt-fortified = fortified
    .description = The city has walls (+4, and its attacker plays first)
cmd-civ-setup-square-opt-barracks = barracks
    .description = Barracks in its outskirts (back to the market if it is razed)
cmd-civ-setup-square-opt-academies = academies
    .description = Academies in its outskirts
cmd-civ-setup-square-opt-generals = generals
    .description = Great Generals in its outskirts
cmd-civ-setup-square-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-civ-setup-figures = figures
    .description = Set a faction's figures on a square
cmd-civ-setup-figures-opt-faction = faction
    .description = The faction
cmd-civ-setup-figures-opt-square = square
    .description = The square
cmd-civ-setup-figures-opt-armies = armies
    .description = Army figures there
cmd-civ-setup-figures-opt-scouts = scouts
    .description = Scouts there
cmd-civ-setup-figures-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-civ-setup-faction = faction
    .description = Set a faction's ranks, government, technologies and combat bonus sources
cmd-civ-setup-faction-opt-faction = faction
    .description = The faction
cmd-civ-setup-faction-opt-infantry-rank = infantry_rank
    .description = Infantry rank, 1 to 4
cmd-civ-setup-faction-opt-mounted-rank = mounted_rank
    .description = Mounted rank, 1 to 4
cmd-civ-setup-faction-opt-artillery-rank = artillery_rank
    .description = Artillery rank, 1 to 4
cmd-civ-setup-faction-opt-fundamentalism = fundamentalism
    .description = Its government is Fundamentalism
cmd-civ-setup-faction-opt-techs = techs
    .description = Its technologies, split by commas (Flight lets it build aircraft)
cmd-civ-setup-faction-opt-barracks = barracks
    .description = Barracks it has (+2 each)
cmd-civ-setup-faction-opt-academies = academies
    .description = Academies it has (+4 each)
cmd-civ-setup-faction-opt-generals = generals
    .description = Great Generals it has on the map (+4 each)
cmd-civ-setup-faction-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-civ-setup-resources = resources
    .description = Set what a faction holds that loot takes
cmd-civ-setup-resources-opt-faction = faction
    .description = The faction
cmd-civ-setup-resources-opt-trade = trade
    .description = Trade on its dial
cmd-civ-setup-resources-opt-culture = culture
    .description = Culture tokens
cmd-civ-setup-resources-opt-culture-cards = culture_cards
    .description = Culture event cards in hand
cmd-civ-setup-resources-opt-wheat = wheat
    .description = Wheat tokens
cmd-civ-setup-resources-opt-silk = silk
    .description = Silk tokens
cmd-civ-setup-resources-opt-incense = incense
    .description = Incense tokens
cmd-civ-setup-resources-opt-iron = iron
    .description = Iron tokens
cmd-civ-setup-resources-opt-uranium = uranium
    .description = Uranium tokens
cmd-civ-setup-resources-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-civ-setup-forces = forces
    .description = Set a faction's standing forces (privately)
cmd-civ-setup-forces-opt-faction = faction
    .description = The faction
cmd-civ-setup-forces-opt-cards = cards
    .description = All its cards, e.g. infantry 2, mounted 3, 2 artillery (random from the market)
cmd-civ-setup-forces-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-civ-setup-rules = rules
    .description = Pick the readings of uncertain rules
cmd-civ-setup-rules-opt-aircraft-trump-all = aircraft_trump_all
    .description = Aircraft trump every other type (default: they trump nothing)
cmd-civ-setup-rules-opt-scouts-count = scouts_count
    .description = Scouts add to the hand size like armies (default: no)
cmd-civ-setup-rules-opt-see-own-forces = see_own_forces
    .description = Players may look at their own standing forces (default: yes)
cmd-civ-setup-rules-opt-city-loot-both = city_loot_both
    .description = A city defended by figures: one pick from each loot list (default: yes)
cmd-civ-setup-rules-opt-armies-first = armies_first
    .description = The winner removes armies before scouts (default: yes)
cmd-civ-setup-rules-opt-tech-winner-lacks = tech_winner_lacks
    .description = Loot takes only a technology the winner lacks (default: yes)
cmd-civ-setup-rules-opt-wisdom-warfare = wisdom_warfare
    .description = Wisdom & Warfare unit cards, attack and health (default: no)
cmd-civ-setup-rules-opt-campaign = campaign
    .description = Which campaign (if the server has several)
cmd-choice-civ-open = an open square
cmd-choice-civ-city = a city
cmd-choice-civ-capital = a capital
cmd-choice-civ-village = a barbarian village
cmd-choice-civ-attacker = the attacker
cmd-choice-civ-defender = the defender
cmd-choice-civ-none = no city
cmd-choice-civ-infantry = infantry
cmd-choice-civ-mounted = mounted
cmd-choice-civ-artillery = artillery
cmd-choice-civ-aircraft = aircraft

## Card effects that act in battle (cogs/civ/effects.py)

civ-effect = { $effect ->
    [metalworking] Metalworking
    [oracle] Oracle
    [pentagon] Pentagon
    [himeji] Himeji Samurai Castle
    [japanese] Japanese
    [french] French
    [shipyard] Shipyard
    [china] Chinese
    [nightingale] Florence Nightingale
    [leonidas] Leonidas
    [sun_tzu] Sun Tzu
    [zhukov] Zhukov
    [great_wall] Great Wall
    [mongols] Mongols
   *[other] { $effect }
  }
civ-effects-list = cards in play: { $effects }
civ-event-metal = ⚒️ Metalworking: { $unit } spends iron for +{ $wounds } wounds.
civ-event-oracle = 🔮 The Oracle of { $by }: { $name } plays with the { -civ-battle-hand } face up: { $cards }.
civ-event-pass = ⏭️ Sun Tzu: { $name } pays { $trade } { -civ-trade } and passes this turn.
civ-event-zhukov = 🎖️ Zhukov: { $name } deals 1 wound to { $unit } on { -civ-front } { $front }{ $dead ->
    [yes] , which dies.
   *[no] .
  }
civ-event-zhukov-none = 🎖️ Zhukov: { $name } has no enemy unit to wound.
civ-event-saved = 🩹 { $name } saves { $units } back to the { -civ-standing-forces } { $how ->
    [all] (Florence Nightingale).
   *[china] (Chinese).
  }
civ-event-loot-points = 💰 { $name } wins { $points ->
    [0] no loot points
    [one] 1 loot point
   *[other] { $points } loot points
  } from { $loser }.
civ-loot-cost = ({ $points ->
    [one] 1 point
   *[other] { $points } points
  })
civ-board-face-up = face up: { $cards }
civ-pass-option = Pass this turn (Sun Tzu, { $trade } { -civ-trade })
civ-ask-effects-all = Each player declares their cards that act in battle — privately
civ-ask-effects = Your cards that act in battle (1 = you have it): technologies, wonders, great people, your civilization. They are shown to both sides once both have declared.
civ-ask-metal-all = { $name } decides on an ability (privately: 🔒)
civ-ask-metal = Metalworking: spend iron so that { $card } deals { $wounds } more wounds on { -civ-front } { $front }?
civ-ask-zhukov = Zhukov: { $name } wounds an enemy unit — which one?
civ-ask-save = Chinese: { $name } saves one killed unit — which one?
civ-ask-loot-points = { -civ-loot } from { $loser }: { $points ->
    [one] 1 loot point left
   *[other] { $points } loot points left
  } — pick one effect (different effects may be combined)
civ-rules-head = 📜 **How the bot reads a Civilization battle** (the seed's procedure, then what the rules leave open)
civ-rules-effects = **Card effects that act in battle** (a quick battle: `effects` on /civ battle; a campaign: the faction's technologies, wonders, great people and civilization):
civ-rules-effect = { $name }: { $effect ->
    [metalworking] spend iron: a unit played against an enemy front deals { $wounds } more wounds, once per battle
    [oracle] the opponent plays with the { -civ-battle-hand } face up (shown to everyone; the odds use it)
    [pentagon] your units cannot be trumped
    [himeji] +{ $strength } to all your units
    [japanese] infantry +{ $strength }
    [french] +{ $bonus } combat bonus
    [shipyard] +{ $bonus } combat bonus per Shipyard, like Barracks
    [china] may save one killed unit after each battle
    [nightingale] saves all killed units
    [leonidas] +{ $bonus } combat bonus when defending with fewer cards in hand than the attacker
    [sun_tzu] pay { $trade } { -civ-trade } to pass one battle turn, once per battle
    [zhukov] { $wounds } wound to an enemy unit whenever one of yours dies
    [great_wall] loot points only: gives up { $loot } loot point
    [mongols] loot points only: attacking, wins { $loot } more loot point
   *[other] —
  }
civ-rules-left-out = Left out, as unverified fan data: Mathematics and Ballistics (iron: wounds spread across enemy units), Animal Husbandry and Biology (healing wounds), Statue of Zeus (+6 bonus).
civ-rules-loot = **Loot**: { $points ->
    [yes] loot points (FAQ 2.0) — 1 point if the loser had figures in the square, 2 for a city (figures or not); 1-point effects (up to 3 trade, up to 3 culture, one resource token, a coin discarded) may be combined, different ones; the 2-point list was not retrieved, and the bot reads it as the seed's city list at 2 points each (a technology, a culture event card, two resource tokens).
   *[no] the seed's: ONE pick (up to 3 trade, up to 3 culture, one resource; from a city: a technology, a culture event card, up to two resources). Loot points (FAQ 2.0) are a campaign setting.
  }
civ-rules-readings = **Readings** (a campaign's game master sets them with { $command }):
cmd-civ-battle-opt-effects = effects
    .description = Each side declares its cards that act in battle (Metalworking, Oracle, …)
cmd-civ-rules = rules
    .description = How the bot reads the battle: card effects, loot
cmd-civ-rules-opt-campaign = campaign
    .description = A campaign's readings (else the defaults)
cmd-civ-setup-faction-opt-wonders = wonders
    .description = Its wonders, split by commas (Oracle, Pentagon, Himeji Samurai Castle, …)
cmd-civ-setup-faction-opt-great-people = great_people
    .description = Its great people, split by commas (Leonidas, Sun Tzu, Zhukov, …)
cmd-civ-setup-faction-opt-civilization = civilization
    .description = Its civilization (Japanese, French, Chinese, Mongols, …)
cmd-civ-setup-faction-opt-shipyards = shipyards
    .description = Shipyards it has (+2 each, Wisdom & Warfare)
cmd-civ-setup-resources-opt-coins = coins
    .description = Coins (loot points may force one to be discarded)
cmd-civ-setup-rules-opt-loot-points = loot_points
    .description = Loot points (FAQ 2.0) instead of the seed's one pick (default: no)

# Strategos — the shared commands: /battle, /campaign, /help, /settings, idle reminders,
# the dice verification report (bot/verify.py) and typed durations (bot/deadlines.py).
# English is the reference: every key here must also be in it.ftl and uk.ftl.

## The dice verification report (/battle verify; `python -m bot.verify` prints it in English)

verify-roll = roll { $index }
verify-roll-what = roll { $index } ({ $what })
verify-roll-undone = { $roll } thrown away by undone answer { $undone }
verify-roll-extra = { $roll } is in the record, but the seed gives no such roll
verify-roll-missing = { $roll } is missing from the record (the seed gives { $derived })
verify-roll-differs = { $roll }: the record says { $recorded }, the seed gives { $derived }
verify-field-differs = { $field } { $recorded } in the record, { $derived } from the seed
verify-roll-fields = { $roll }: { $diffs }
verify-more-rolls = … and { $count } more rolls that differ
verify-note = Note: { $note }
verify-malformed = ⚠️ This is not a readable Strategos battle log: { $reason }.
verify-not-object = it is not a JSON object
verify-bad-format = its "format" is not "{ $format }"
verify-bad-version = it is version { $found }; this tool reads version { $version }
# $kind: int, str, dict or list (the JSON type the field must have)
verify-bad-field = "{ $field }" is missing or not a { $kind }
verify-not-text = "{ $field }" is not text
verify-bad-answers = "answers" holds something that is not an answer record
verify-bad-rolls = "rolls" holds something that is not a roll
verify-bad-undone = undone answer { $undone } is not a record
verify-bad-undone-answers = undone answer { $undone } has "answers" that are not answer records
verify-bad-undone-rolls = undone answer { $undone } has "rolls" that are not rolls
verify-other-game = it is a battle of { $game }, not of { $expected }
verify-still-fought = ⏳ Battle #{ $battle } is still being fought: its seed stays secret until it ends, so it cannot be verified until it ends.
verify-seed-wrong = the revealed seed does not match the SHA-256 committed when the battle started ({ $sha })
verify-no-replay = its recorded answers cannot be replayed: { $failure }
verify-outcome-wrong = the recorded outcome is not the one its dice and answers give
verify-settled-by-hand = it was ended before its procedure finished (settled by hand)
verify-undone-not-last = undone answer { $undone } is not the last of the answers it undid
verify-undone-no-replay = undone answer { $undone } cannot be replayed: { $failure }
verify-unchecked = { $count ->
        [one] { $count } undone answer was
       *[other] { $count } undone answers were
    } recorded before the dice they threw away were kept, so those dice cannot be checked
verify-mismatch = ❌ Battle #{ $battle } does not match its revealed seed: { $first }{ $more ->
        [0] {""}
       *[other] {" "}(and { $more } more)
    }
verify-match-no-dice = ✅ Battle #{ $battle }: no dice were rolled, and its revealed seed matches its SHA-256.
verify-match = ✅ Battle #{ $battle }: all { $total } rolls match its revealed seed.
verify-match-undone = ✅ Battle #{ $battle }: all { $total } rolls match its revealed seed ({ $rolls } of the battle, { $discarded } thrown away by { $undone ->
        [one] { $undone } undone answer
       *[other] { $undone } undone answers
    }).

## Typed durations: a turn's deadline (/claim turn open), a reminder's delay (/settings reminders)

duration-unreadable = Give the time as days, hours or minutes, like `48h`, `2d` or `1d12h`.
# $what: deadline or delay
duration-too-short = { $what ->
        [delay] The delay must be at least a minute away.
       *[deadline] The deadline must be at least a minute away.
    }
duration-too-long = { $what ->
        [delay] The delay can be at most { $days } days away.
       *[deadline] The deadline can be at most { $days } days away.
    }

## /help ($battle, $undo … are commands as the reader's Discord names them: "/battle undo")

help-title = Strategos — your battle game master
help-description = Start a battle with a game's command; the bot runs every step by the game's own rules and rolls every die.
help-games = Games
help-no-game = No game is installed.
help-example-friend = friend
help-example-faction = Prussia
help-example-soe-battle = `{ $battle }` — a quick battle: each side names an ally, sets its forces, and the bot rolls.
help-example-soe-campaign = In a campaign: `{ $attack }` · exact odds first: `{ $odds }`
help-example-gw-land = `{ $land }` — a land battle: each side sets its units, picks its losses and decides to fight on or retreat; also `{ $naval }` and `{ $bomb }`.
help-example-gw-odds = Exact odds of any battle, with expected losses and rounds: `{ $odds }`
help-example-civ-battle = `{ $battle }` — each side sets up privately, the bot draws each Battle Hand and sends it to its player alone; cards are played on fronts, trumping, wounds, then loot.
help-example-civ-odds = Your hand, privately: `{ $hand }` · your chance to win by simulation, from what you may know: `{ $odds }`
help-example-goc-battle = `{ $battle }` — a siege or a field battle: each side sets its army, then the cubes are drawn from the bag, with conversion and restoration checks.
help-example-goc-odds = Exact odds of every draw size: `{ $odds }` · the bag and every draw as a picture: `{ $bag }`
help-example-claim-turn = `{ $open }` (game master), then each player sends `{ $orders }` in secret.
help-example-claim-rolls = When the turn closes the bot runs every claim roll in turn · `{ $map }` shows who holds what · `{ $odds }` before you spend RP
help-how = How a battle goes
help-how-buttons = 🔘 Answer with the buttons on the battle's panel; a new message pings whoever must act.
help-how-secret = 🔒 A secret choice opens a private panel: nobody sees it until everyone has chosen.
help-how-odds = 📊 **Odds** shows you, privately, the odds of each choice where your choice changes them.
help-how-undo = ↩️ `{ $undo }` takes back your own last choice while nothing has been revealed since (no die rolled, nobody else answered); after that it needs the other players' consent or the game master (Manage Server).
help-how-cancel = 🛑 `{ $cancel }` calls a quick battle off alone before any die is rolled, then with the other side's consent; a campaign's battle only by its game master.
help-campaigns-and-battles = Campaigns and battles
help-campaigns-and-battles-text =
    `{ $create }` · `{ $join }` · `{ $status }` · `{ $leave }`
    `{ $list }` · `{ $show }` (post the panel again) · `{ $log }` (every step and roll, as a file)
help-fair-dice = Fair dice
help-fair-dice-text = Every die comes from a seed whose SHA-256 is shown when the battle starts and which is revealed when it ends: `{ $verify }` re-derives every roll from it.

## /battle list|show|log|verify|undo|cancel

# $status: active, finished or cancelled
battle-cmd-status = { $status ->
        [active] active
        [finished] finished
       *[cancelled] cancelled
    }
# between the sides' names: "Alice vs Bob"
battle-cmd-versus = vs
battle-cmd-choice = #{ $battle } { $game } · { $sides } · { $status }
battle-cmd-list-title = ⚔️ Battles
battle-cmd-list-none = No battles here yet.
battle-cmd-list-none-status = { $status ->
        [active] No active battles.
        [finished] No finished battles.
       *[cancelled] No cancelled battles.
    }
battle-cmd-list-line = **#{ $battle }** { $game } · { $sides } · { $status } · { $since }
# a link to the battle's message
battle-cmd-list-panel = panel
battle-cmd-log-title = { $game } — battle #{ $battle } ({ $status })
battle-cmd-log-commitment = Seed SHA-256: { $sha }
battle-cmd-log-seed = Seed: { $seed }
battle-cmd-log-answers = Answers:
battle-cmd-log-gm = the game master
# $side: "" or " for <seat>" (battle-cmd-log-for)
battle-cmd-log-for = for { $seat }
battle-cmd-log-answered = answered{ $side }: { $value }
battle-cmd-log-answered-secret = answered{ $side } (secret until everyone has chosen)
battle-cmd-log-took-back = took back the answer{ $side }: { $value }
battle-cmd-log-took-back-secret = took back the answer{ $side } (secret until everyone has chosen)
battle-cmd-log-thrown-away = (dice thrown away, kept on record: { $dice })
battle-cmd-log-action = { $action ->
        [start] started the battle
        [cancel] cancelled it
       *[finish] it ended
    }
battle-cmd-log-record = `{ $file }` is its record; its seed stays secret until it ends.
battle-cmd-log-check = Check every roll yourself: `python -m bot.verify { $file }` (or `{ $verify }`).
battle-cmd-log-attached = The full log of battle #{ $battle } is attached.
battle-cmd-undo-nothing = Nothing to undo: no choice has been made yet.
battle-cmd-not-a-player = Only the game master or a player of this battle can ask for that.
battle-cmd-undo-revealed = Something was revealed since that choice: only the game master can undo it now.
# in the public request for consent; $mine: yes when the asker made the last choice
battle-cmd-undo-note = { $mine ->
        [yes] (dice or secrets were revealed since that choice)
       *[no] (the last choice was another player's)
    }
battle-cmd-cancel-note = (dice have been rolled)
battle-cmd-cancel-campaign = A campaign's battle can be cancelled by its game master only.
battle-cmd-cancel-rolled = Dice have been rolled: only a member with Manage Server can cancel it now.
# how an undo or a cancel was allowed, in "↩️ @Alice took back … (by the game master)."
battle-cmd-how = { $how ->
        [gm] by the game master
        [unrevealed] nothing was revealed since
       *[no-dice] before any die was rolled
    }
battle-cmd-not-active = Battle #{ $battle } is { $status ->
        [active] active
        [finished] finished
       *[cancelled] cancelled
    }: nothing can be changed.

## /campaign create|join|status|leave, and the campaign helpers every game uses

# $what: campaign or faction
campaign-invisible-name = { $what ->
        [campaign] A campaign name needs at least one visible character (not only spaces or invisible characters).
       *[faction] A faction name needs at least one visible character (not only spaces or invisible characters).
    }
# after a section's or a title's name when it runs on: "Map (continued)"
campaign-continued = (continued)
# how a game's title shows it is a campaign already ("Claim campaign"): lower case, a stem is enough
campaign-word = campaign
# A kind of campaign: $named is "any" (any game), "yes" ($title says campaign already: "Claim
# campaign") or "no" ("Struggle of Empires"); $form: sing, sing-gen, sing-acc, plur, plur-gen
# (the cases matter in languages that decline nouns).
campaign-kind = { $named ->
        [any] { $form ->
            [plur] campaigns
            [plur-gen] campaigns
           *[other] campaign
        }
        [yes] { $form ->
            [plur] { $title }s
            [plur-gen] { $title }s
           *[other] { $title }
        }
       *[no] { $form ->
            [plur] { $title } campaigns
            [plur-gen] { $title } campaigns
           *[other] { $title } campaign
        }
    }
campaign-not-in-server = Campaigns live in servers: use this command in a server channel.
campaign-of-other-game = **{ $name }** is a { $its }, not a { $kind }.
campaign-these = This server's { $kinds }: { $list }.
campaign-create-starts = `{ $create }` starts a { $kind }.
campaign-create-starts-one = `{ $create }` starts one.
campaign-on-this-server = on this server
campaign-none-yet = This server has no { $kind } yet. `{ $create }` starts one.
campaign-several = This server has several { $kinds }: name the one you mean with the `{ $option }` option — { $list }.
# the name of the `campaign` option of the commands
campaign-option = campaign
campaign-gm-only = Only the campaign's game master (or Manage Server) can do that.
campaign-noun-faction = faction
campaign-noun-game = game
campaign-in = in **{ $name }**
campaign-players-join = Players join with `{ $join }`.
campaign-no-game = No game is installed.
# a faction's resources in /campaign status: "gold 0, unrest 0, VP 0"
campaign-resource = { $resource ->
        [vp] VP
        [rp] RP
        [gold] gold
       *[unrest] unrest
    }
# holdings on the map in /campaign status: "2 armies, 1 fleet, 1 control marker"
campaign-units = { $unit ->
        [armies] { $count ->
            [one] { $count } army
           *[other] { $count } armies
        }
        [fleets] { $count ->
            [one] { $count } fleet
           *[other] { $count } fleets
        }
        [forts] { $count ->
            [one] { $count } fort
           *[other] { $count } forts
        }
        [alliance_land] { $count ->
            [one] { $count } Alliance tile (land)
           *[other] { $count } Alliance tiles (land)
        }
        [alliance_sea] { $count ->
            [one] { $count } Alliance tile (sea)
           *[other] { $count } Alliance tiles (sea)
        }
        [alliance_either] { $count ->
            [one] { $count } Alliance tile (land or sea)
           *[other] { $count } Alliance tiles (land or sea)
        }
       *[control] { $count ->
            [one] { $count } control marker
           *[other] { $count } control markers
        }
    }
campaign-exists = A campaign called **{ $name }** already exists on this server.
campaign-created-title = 📜 Campaign { $name }
campaign-created =
    { $game } · game master { $gm }
    Players join with `{ $join }` ({ $option }: **{ $name }**).
campaign-full = **{ $name }** is full: a campaign has at most { $most } factions.
campaign-already-joined = You already play a faction in **{ $name }**.
campaign-faction-taken = The faction name **{ $faction }** is taken in **{ $name }**.
campaign-joined = { $member } joins **{ $name }** as **{ $faction }**.
campaign-no-faction = You have no faction in **{ $name }**.
campaign-left = **{ $faction }** leaves **{ $name }**.
campaign-no-gm = none
# $since: a Discord timestamp that reads "3 days ago"
campaign-status-about = { $game } · game master { $gm } · since { $since }
campaign-status-nobody = Nobody yet — `{ $join }`.
campaign-status-factions = Factions ({ $count })
campaign-status-map = Map ({ $count } { $count ->
        [one] area
       *[other] areas
    })
campaign-status-battles = Battles under way

## /settings reminders|language

settings-server-only = Only a member with Manage Server can change the server's settings.
settings-hours = { $hours } h
settings-minutes = { $minutes } min
# $where: "on this server" (campaign-on-this-server) or "in **Campaign**" (campaign-in)
settings-reminders = ⏰ Idle battles { $where }: the player to act is called again after **{ $remind }**; the game master (or the other players) are told after **{ $gm }**.
# a language by its code, as a word in a sentence: "Public messages … are now in English."
settings-language-name = { $code ->
        [it] Italian
        [uk] Ukrainian
       *[en] English
    }
settings-language-unknown = There is no language `{ $code }`: choose Italiano, Українська or English.
settings-language-server-set = 🌐 From now on, public messages on this server are in { $language }.
settings-language-server-auto = 🌐 From now on, public messages on this server follow the server's language in Discord: { $language }.
settings-language-campaign-set = 🌐 From now on, public messages of **{ $name }** are in { $language }.
settings-language-campaign-auto = 🌐 From now on, public messages of **{ $name }** follow the server's: { $language }.
settings-language-private = What a member alone reads follows their own Discord's language.
# $source: chosen (with /settings language) or discord (the server's language in Discord)
settings-language-server-now = 🌐 Public messages on this server are in **{ $language }** ({ $source ->
        [chosen] chosen for this server
       *[discord] the server's language in Discord
    }). `{ $change }` changes it; what a member alone reads follows their own Discord's language.
# $source: campaign (its own choice) or server (the server's language)
settings-language-campaign-now = 🌐 Public messages of **{ $name }** are in **{ $language }** ({ $source ->
        [campaign] chosen for this campaign
       *[server] the server's language
    }). `{ $change }` changes it.

## Slash commands (bot/i18n/commands.py): names and descriptions, as the code has them

cmd-battle = battle
    .description = Battles on this server, of any game
cmd-battle-list = list
    .description = The battles on this server, newest first
cmd-battle-list-opt-status = status
    .description = Only the battles in this state
cmd-battle-show = show
    .description = Post a battle's panel here again, with its buttons
cmd-battle-show-opt-battle = battle
    .description = Which battle (its number)
cmd-battle-log = log
    .description = Every step, roll and answer of a battle, as a file
cmd-battle-log-opt-battle = battle
    .description = Which battle (its number)
cmd-battle-verify = verify
    .description = Re-derive every roll of a battle from its seed
cmd-battle-verify-opt-battle = battle
    .description = Which battle (its number)
cmd-battle-undo = undo
    .description = Take back the last choice (yours, or by consent)
cmd-battle-undo-opt-battle = battle
    .description = Which battle (its number)
cmd-battle-cancel = cancel
    .description = Call off a battle (game master, or by consent)
cmd-battle-cancel-opt-battle = battle
    .description = Which battle (its number)
cmd-choice-active = active
cmd-choice-finished = finished
cmd-choice-cancelled = cancelled

cmd-campaign = campaign
    .description = Campaigns on this server: factions, map and resources
cmd-campaign-create = create
    .description = Start a campaign of a game; you are its game master
cmd-campaign-create-opt-name = name
    .description = A name for the campaign
cmd-campaign-create-opt-game = game
    .description = Which game it plays
cmd-campaign-join = join
    .description = Join a campaign with a faction of your own
cmd-campaign-join-opt-faction = faction
    .description = Your faction's name
cmd-campaign-join-opt-campaign = campaign
    .description = Which campaign
cmd-campaign-leave = leave
    .description = Leave a campaign (your faction stays on record)
cmd-campaign-leave-opt-campaign = campaign
    .description = Which campaign
cmd-campaign-status = status
    .description = Factions, resources, map and battles of a campaign
cmd-campaign-status-opt-campaign = campaign
    .description = Which campaign

cmd-help = help
    .description = How Strategos runs your battles

cmd-settings = settings
    .description = This server's (or a campaign's) choices
cmd-settings-reminders = reminders
    .description = When idle battles call their players again
cmd-settings-reminders-opt-remind-after = remind_after
    .description = Call the player to act again after this long, like 12h (default 12h)
cmd-settings-reminders-opt-gm-after = gm_after
    .description = Tell the game master (or the other players) after this long (default 48h)
cmd-settings-reminders-opt-campaign = campaign
    .description = Set it for this campaign only (its game master may); empty: the whole server
cmd-settings-language = language
    .description = The language of the bot's public messages on this server
cmd-settings-language-opt-language = language
    .description = Automatic: the server's language in Discord (for a campaign: the server's)
cmd-settings-language-opt-campaign = campaign
    .description = Set it for this campaign only (its game master may); empty: the whole server
cmd-choice-it = Italiano
cmd-choice-uk = Українська
cmd-choice-en = English
cmd-choice-auto = Automatic

settings-ratings = 📈 { $casual ->
    [yes] Tournament matches and quick battles between two players update /rating.
   *[no] Only tournament matches update /rating (quick battles do not).
  }
cmd-settings-ratings = ratings
    .description = Whether quick battles count for /rating
cmd-settings-ratings-opt-casual = casual
    .description = Quick battles between two players update their ratings too
settings-organisers = 🏆 { $named ->
    [yes] Members with { $role } (and with Manage Server) may create tournaments.
   *[no] Only members with Manage Server may create tournaments.
  }
cmd-settings-organisers = organisers
    .description = The role whose members may run tournaments
cmd-settings-organisers-opt-role = role
    .description = Members with this role may create tournaments (Manage Server always may)
cmd-settings-organisers-opt-clear = clear
    .description = No role: only members with Manage Server

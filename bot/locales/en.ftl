# The platform: the battle panel, its buttons and forms, the thread, the calls, the refusals.
# Keys: ui- (panel, thread, clicks), battle- (bot/battles.py), forces- (the force builder),
# odds- (📊 Odds), consent- (undo and cancel by consent).
# Numbers that are ids (battle #12) are passed as text; counts as numbers (plurals).

## Words shared by many messages

ui-or = or
ui-and = and
ui-versus = vs
ui-everyone = everyone
ui-yes = Yes
ui-no = No
ui-value-yes = yes
ui-value-no = no
ui-nothing = nothing
# "41.7%": the number comes with ui-decimal-point already in it
ui-decimal-point = .
ui-percent = { $value }%

# A seat that has no player's name: in titles ("Attacker Ally") and in a list of sides ("Attacker ally")
ui-seat-attacker = Attacker
ui-seat-defender = Defender
ui-seat-attacker-ally = Attacker Ally
ui-seat-defender-ally = Defender Ally
ui-role-attacker = Attacker
ui-role-defender = Defender
ui-role-attacker-ally = Attacker ally
ui-role-defender-ally = Defender ally

## bot/battles.py

battle-label = battle #{ $id }
battle-label-named = { $name } (#{ $id })
battle-already-started = Battle #{ $id } has started from here already.
battle-game-missing = The game `{ $game }` is not installed on this bot.
battle-cannot-pay = The campaign cannot pay for this: { $short }.
battle-cannot-pay-now = The campaign cannot pay for this any more: { $short }.
battle-not-found = There is no battle #{ $id } on this server.
battle-cannot-replay = Battle #{ $id } cannot be replayed: { $error }
battle-already-decided = Already decided.
battle-undo-nothing = Nothing to undo: no choice has been made yet.
battle-undo-moved-on = The battle moved on meanwhile; nothing was undone.
battle-cancel-moved-on = The battle moved on meanwhile; it was not cancelled.
battle-over = Battle #{ $id } is over.
battle-was-cancelled = Battle #{ $id } was cancelled.

## The panel

ui-hint-pick-one = pick one
ui-hint-pick-range = pick { $low }–{ $high }
ui-hint-pick-n = pick { $count }
ui-hint-yes-no = yes or no
ui-hint-secret = secret — each chooses privately with their 🔒 button
ui-panel-earlier-steps = … { $count ->
        [one] { $count } earlier step
       *[other] { $count } earlier steps
    } in the thread
ui-panel-earlier-lines = … { $count } earlier lines in `/battle log`
ui-outcome-draw = **Draw.**
ui-outcome-wins = **{ $name } wins.**
ui-panel-cancelled = Cancelled
ui-panel-cancelled-text = This battle was cancelled.
ui-panel-now = Now · { $seats }
ui-panel-chosen = Chosen
ui-panel-your-move = { $who } — your move.
ui-panel-result = Result
ui-secret-button = { $name }: { $chosen ->
        [true] chosen
       *[other] choose
    }
ui-choose-placeholder = Choose…
ui-verify-button = Verify
ui-secret-title = 🔒 { $name } — battle #{ $id }
ui-secret-note = Nobody sees your choice until everyone has chosen.

## The thread and the calls

ui-call = ➡️ { $who } — your move in { $battle }: { $prompt }
ui-call-reminder = ⏰ { $who } — { $battle } is waiting for you: { $prompt }
ui-idle-a-player = a player
ui-idle-gm = 🕰️ { $gm }: battle #{ $id } has waited long for { $who }. As its game master you can answer for them on the panel or `/battle cancel` it.
ui-idle-players = 🕰️ { $players }: battle #{ $id } has waited long for { $who }. `/battle cancel` asks them to call it off; a member with Manage Server can answer for them.
ui-placeholder = 🎲 { $game }: a new battle is being set up…
# As Discord names the permission in the server's settings
ui-permission-create-public-threads = Create Public Threads
ui-missing-permission = ⚠️ { $user }: I lack the **{ $permission }** permission here, so battles are told in this channel. A server admin can grant it to my role (Server Settings → Roles, or this channel's permissions).
ui-panel-moved = ➡️ The panel of battle #{ $id } moved: { $link }

## Clicks

ui-not-our-button = This button is not one of Strategos' battle buttons.
ui-not-our-form = This form is not one of Strategos' forms: nothing was sent.
ui-component-failed = Something went wrong on our side and it has been logged. Look at the battle's panel (or `/battle show`) before you try again.
ui-not-this-question = This button is not for the current question.
ui-chosen-already = You have already chosen; wait for the others.
ui-not-a-choice = That is not one of the choices.
ui-form-timeout = Discord gave up waiting for the form: press ✏️ again.
ui-only-player = Only { $who } can answer for { $seat }.
ui-only-gm = Only the game master can answer for { $seat }.
ui-locked-in = 🔒 Locked in: **{ $answer }**. It will be revealed when everyone has chosen.
ui-locked-in-sealed = 🔒 Locked in: **{ $answer }**. It stays secret until the battle is over.
ui-done = ✅ Done: **{ $answer }**.

## Taking back and calling off (public)

battle-undone = ↩️ { $user } took back { $what } ({ $how }).
ui-undone-dice = The dice it threw are void (kept in `/battle log`, marked undone): { $dice }
ui-undone-last = the last choice of { $name }
ui-undone-secret = { $name }'s secret choice
ui-undone-choice = { $name }'s choice “{ $answer }”
ui-cancelled = 🛑 { $user } cancelled battle #{ $id } ({ $how }).

## 🔍 Verify (private)

ui-verify-head = 🔍 **{ $game } #{ $id }** — { $count } dice rolled so far.
ui-verify-hash = Seed SHA-256 (shown since the start): `{ $hash }`
ui-verify-active = The seed is revealed when the battle ends. Every die also depends on the id Discord gave the click before it, so nobody — players or the bot's host — can know a die before that click.
ui-verify-seed = Seed: `{ $seed }`
ui-verify-over = `/battle verify battle:{ $id }` re-derives every roll; `/battle log` gives the record to check with `python -m bot.verify` yourself.

## Names players type (bot/ui/names.py); $what is the caller's word for the kind of name

ui-did-you-mean = Did you mean { $names }?
ui-no-such = There is no { $what } called **{ $name }**{ $where }.
ui-the-only-one = The only one is { $names }.
ui-choose-from = Choose { $names }.
ui-pick-from-list = Pick one from the list.

## Commands' errors (bot/client.py)

ui-command-not-here = You cannot use this command here.
ui-invalid-value = That is not a valid value: { $value }.
ui-command-failed = Something went wrong on our side and it has been logged. Part of it may have been done: look before you try again.
ui-database-unreachable = 🔌 Strategos cannot reach its database right now (it may be restarting). Try again in a minute, but look first: what you just did may already have counted.

## The force builder (bot/ui/forces.py)

forces-none = none
forces-confirm = Confirm
forces-change = Change
forces-hint-select = ✅ confirm what is shown, or choose another number
forces-hint-fixed = ✅ confirm
forces-hint-form = ✅ confirm what is shown, or ✏️ change it
forces-or-choose = Or choose: { $label }
forces-more = More
forces-form-title = Your forces
forces-range = { $low } to { $high }
forces-box-hint = One per line, as “{ $sample }: 1”
forces-not-number = { $label }: a number from { $low } to { $high }, not “{ $typed }”.
forces-out-of-range = { $label }: a number from { $low } to { $high }, not { $typed }.
forces-bad-line = “{ $line }”: write one per line, as “name: number”.
forces-twice = { $label } is given twice.
forces-try-again = Try again
forces-more-problems = { $count ->
        [one] …and one more.
       *[other] …and { $count } more.
    }
forces-nothing-sent = Nothing was sent: ✏️ Try again keeps what you typed.

## 📊 Odds (bot/ui/odds.py): private, and the chart's text

odds-button = Odds
odds-decided = That decision has been made: the panel shows what is decided now.
odds-not-yours = These odds are for { $names }'s decision.
odds-not-yours-anyone = These odds are for the asked player's decision.
odds-unknown = The odds of this decision cannot be worked out from the battle so far.
odds-failed = The odds could not be worked out; it has been logged.
odds-busy = ⏳ Strategos is working out a lot of odds right now, and yours would wait too long. Try again in a minute.
odds-chart-note = Exact odds: every die enumerated
# $outcome: the game's words for the asking player's best outcome ("you win")
odds-chart-title = Chance that { $outcome }, by choice
odds-chart-title-any = Chance that the result, by choice
odds-your-decision = your decision
odds-head = 📊 **Your odds, { $name }** — { $prompt }
odds-footer = -# Exact: every die enumerated. Only you see this.

## Undo and cancel by consent (bot/ui/consent.py): the request is public

# $detail: the command's note, with its leading space (or nothing)
consent-head-undo = 🙋 { $user } asks to take back the last choice of battle #{ $id } ({ $game }){ $detail }.
consent-head-cancel = 🙋 { $user } asks to call off battle #{ $id } ({ $game }){ $detail }.
consent-open = { $asked }: do you agree? It needs everyone asked (or the game master).
consent-agreed-so-far = Agreed so far: { $agreed }.
consent-granted = ✅ Granted{ $has_agreed ->
        [yes] , agreed by { $agreed }
       *[no] {""}
    }{ $has_decider ->
        [yes] , decided by { $decider }
       *[no] {""}
    }.
consent-refused = ❌ Refused by { $user }: the battle goes on as it stands.
consent-lapsed = ⌛ The battle moved on: this request lapsed.
consent-agree = Agree
consent-refuse = Refuse
consent-failed = Something went wrong on our side and it has been logged. Look at the request and the battle before you click again.
consent-not-our-button = This button is not one of Strategos' buttons.
consent-no-request = This request does not exist on this server.
consent-not-yours = This request is not yours to answer.
consent-decided = This request has been decided already.
consent-agreed-already = You have agreed already; waiting for the others.
consent-how-agreed = agreed by { $users }
consent-how-gm = granted by the game master { $gm }
consent-not-done = ⚠️ Agreed, but not done: { $reason }

## Refusals of the engine (bot/engine: AnswerRefused keys)
engine-over = This battle is over.
engine-decided = Already decided.
engine-answered = You have already answered.
engine-nothing-to-undo = Nothing to undo.
engine-not-your-turn = It is not your turn to answer this.
engine-not-your-secret = This secret choice is not yours to make.
engine-not-a-choice = That is not one of the choices.
engine-yes-or-no = Answer yes or no.
engine-seat-by-seat = A secret ask is answered seat by seat.
engine-unknown-kind = Unknown kind of question.
engine-pick-from-list = Pick from the list.
engine-picked-twice = Each choice can be picked only once.
engine-pick-exactly = Pick exactly { $low }.
engine-pick-range = Pick between { $low } and { $high }.
engine-set-each = Set a number for each unit.
engine-not-in-force = That unit is not part of this force.
engine-whole-number = { $unit }: a whole number, please.
engine-between = { $unit }: between { $low } and { $high }.
engine-at-least = At least { $n } in all.
engine-at-most = At most { $n } in all.

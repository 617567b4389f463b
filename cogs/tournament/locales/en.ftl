## /tournament and /rating (cogs/tournament)

tournament-format = { $format ->
    [swiss] Swiss
    [round_robin] round robin
    [single_elim] single elimination
    [double_elim] double elimination
   *[tables] multiplayer tables
  }
tournament-created = 🏆 **{ $name }** — { $game }, { $format }. Join with { $join }{ $cap ->
    [0] {""}
   *[other] {" "}(at most { $cap } players; then a waiting list)
  }{ $check_in ->
    [yes] ; check in before round 1
   *[no] {""}
  }. The organiser starts it with { $start }.{ $window ->
    [yes] {" "}Registration closes { $closes }.
   *[no] {""}
  }
tournament-organisers-only = Only the tournament's organiser (or a member with Manage Server) can do that.
tournament-unknown = There is no tournament called { $name } on this server.
tournament-name-it = { $count ->
    [0] No tournament is open on this server.
   *[other] { $count } tournaments are open: name the one you mean (tournament:).
  }
tournament-unknown-game = { $game } is not a game this bot runs.
tournament-unknown-format = Choose a format from the list.
tournament-bad-top-cut = A top cut is for Swiss only, of 2, 4 or 8 players.
tournament-name-taken = A tournament called { $name } already exists on this server.
tournament-bad-name = A tournament needs a name with something visible in it.
tournament-already-started = { $name } has already started.
tournament-too-few = { $count } { $count ->
    [one] player is
   *[other] players are
  } in: at least { $least } are needed.
tournament-starting = 🏁 { $name } begins: pairing round 1…
tournament-closed = { $name } takes no more changes: it is over.
tournament-no-late-join = { $name } has started: this format takes no late joins.
tournament-joined = { $user } { $waiting ->
    [yes] is on the waiting list of **{ $name }** (the field is full).
   *[no] joins **{ $name }**{ $late ->
        [yes] {" "}from round { $round } (the rounds missed count as losses)
       *[no] {""}
      }.{ $check_in ->
        [yes] {" "}Check in with { $checkin } before round 1.
       *[no] {""}
      }
  }
tournament-no-check-in = { $name } has no check-in now.
tournament-not-in = You are not in { $name }.
tournament-checked-in = ✅ You are checked in for { $name }.
tournament-dropped = { $user } leaves **{ $name }**; their results so far stay.
tournament-moved-up = { $user } moves up from the waiting list: you are in.
tournament-report-where = Report a result in its match's thread.
tournament-not-your-match = This is not your match.
tournament-already-reported = This match has its result already (the organiser can correct it).
tournament-report-result = Say your result: win, draw or loss.
tournament-report-order = Name the table's { $count } players in finishing order, each as a mention.
tournament-report-recorded = ✅ Result recorded.
tournament-report-asks = { $user } reports { $result }. { $others }: confirm or dispute.
tournament-confirm = Confirm
tournament-dispute = Dispute
tournament-confirm-not-yours = Only the opponent (or the organiser) confirms a reported result.
tournament-disputed = { $user } disputes the reported result: { $organiser }, please settle it with /tournament report.
tournament-failed = Something went wrong; nothing was recorded. Try again.
tournament-round-posted = ⚔️ **{ $name }** — round { $round }{ $timed ->
    [yes] , to be played { $deadline }
   *[no] {""}
  }.
tournament-match = ⚔️ Round { $round } · table { $table }{ $bracket ->
    [W] {" "}(winners' bracket)
    [L] {" "}(losers' bracket)
    [GF] {" "}(grand final)
    [GF2] {" "}(grand final, reset)
   *[none] {""}
  }: { $players }
tournament-versus = {" "}vs{" "}
tournament-side = { $side ->
    [first] attacker
   *[second] defender
  }
tournament-bye = 🛌 Round { $round }: { $player } has a bye (a win).
tournament-thread-name = Round { $round } · table { $table }
tournament-match-how = Play your match here: start the battle in this thread ({ $game } commands) and its result counts when it ends. Played at the table? Report it with { $report }.
tournament-result = 📝 Result: { $players }
tournament-finished = 🏆 **{ $name }** is over!
tournament-standing = { $rank }. { $player } — { $points } pts ({ $wins }-{ $draws }-{ $losses }){ $dropped ->
    [yes] {" "}· dropped
   *[no] {""}
  }
tournament-tiebreak = { $name ->
    [buchholz_cut1] Buchholz cut-1
    [buchholz] Buchholz
    [sonneborn_berger] Sonneborn-Berger
    [omw] OMW%
    [gw] GW%
   *[h2h] head-to-head
  }
tournament-standings-title = 🏆 { $name } — round { $round }{ $rounds ->
    [0] {""}
   *[other] {" "}of { $rounds }
  }
tournament-pending = Still to play
tournament-nobody = Nobody has joined yet.
tournament-exported = 📦 { $name }: every match and the record of every battle (replay them with /battle verify's method).
tournament-rating-title = 📈 Ratings — { $game }
tournament-rating-line = { $rank }. { $player } — { $rating } ({ $matches } { $matches ->
    [one] match
   *[other] matches
  })
tournament-no-ratings = Nobody is rated in this game yet.

tournament-deadline-passed = ⏰ { $organiser }: round { $round }'s deadline has passed with { $count } { $count ->
    [one] match
   *[other] matches
  } unfinished. For each: extend the round by 24 h, both players lose, or settle it by rule (the player the battle waits on loses).
tournament-reminder = ⏰ { $players }: round { $round } ends { $deadline } — your match is not finished yet.
tournament-extended = ⏰ The round now ends { $deadline }.
tournament-deadline-action = { $action ->
    [extend] Extend 24 h
    [double_loss] Both lose
   *[by_rule] By rule
  }

tournament-cannot-pair = ⚠️ { $organiser }: the next round cannot be paired (`{ $why }`). Change the field (drop or add players), then pair it with { $start }.

tournament-knockout-draw = A draw does not settle an elimination match: play it again.

tournament-seeds-bad = Name the tournament's players, each once, as mentions, top seed first.
tournament-seeded = 🌱 Seeds of { $name }: { $order }
tournament-not-pausable = { $name } cannot do that now (it is { $state }).
tournament-paused = { $resumed ->
    [yes] ▶️ **{ $name }** goes on.
   *[no] ⏸️ **{ $name }** is paused: results still count, no round is paired and no deadline runs until the organiser resumes it.
  }
tournament-withdraw-played = This round has begun (a result or a battle under way): its pairings stay. Correct a result with /tournament report instead.
tournament-withdrawn = ↩️ Round { $round } of **{ $name }** is withdrawn: its pairings no longer count. Pair it again with { $start }.

tournament-col-player = Player
tournament-col-points = Pts
tournament-col-record = W-D-L

tournament-tiebreak-short = { $name ->
    [buchholz_cut1] Bh-1
    [buchholz] Bh
    [sonneborn_berger] SB
    [omw] OMW%
    [gw] GW%
   *[h2h] H2H
  }

tournament-bracket = { $bracket ->
    [W] Winners' bracket
    [L] Losers' bracket
   *[GF] Grand final
  }

tournament-idle-dropped = ⏰ Round { $round }'s deadline has passed: its unfinished matches are settled by rule, and these players, idle, are dropped: { $players }

tournament-swap-bad = Name two different players paired in this round (not a bye).
tournament-swapped = ✅ Swapped; the players are told in their threads.
tournament-pairing-changed = 🔁 The organiser changed this pairing: { $match }

tournament-registration-closed = Registration for { $name } is closed.

cmd-tournament = tournament
    .description = Tournaments and leagues, played in the bot
cmd-tournament-create = create
    .description = Organiser: a new tournament of one game
cmd-tournament-create-opt-name = name
    .description = The tournament's name
cmd-tournament-create-opt-game = game
    .description = The game played
cmd-tournament-create-opt-format = format
    .description = Swiss, round robin, single or double elimination, or multiplayer tables
cmd-tournament-create-opt-rounds = rounds
    .description = Swiss: how many rounds (default: recommended for the field)
cmd-tournament-create-opt-cap = cap
    .description = The most players (later joiners wait on a list)
cmd-tournament-create-opt-table-size = table_size
    .description = Multiplayer tables: players a table (3–6)
cmd-tournament-create-opt-top-cut = top_cut
    .description = Swiss: the top players then play single elimination (4 or 8)
cmd-tournament-create-opt-round-hours = round_hours
    .description = Hours each round may take (shown as its deadline)
cmd-tournament-create-opt-check-in = check_in
    .description = Players must check in before round 1
cmd-tournament-start = start
    .description = Organiser: close registration, pair round 1
cmd-tournament-start-opt-tournament = tournament
    .description = Which tournament (if several are open)
cmd-tournament-join = join
    .description = Join a tournament
cmd-tournament-join-opt-tournament = tournament
    .description = Which tournament (if several are open)
cmd-tournament-checkin = checkin
    .description = Check in before round 1
cmd-tournament-checkin-opt-tournament = tournament
    .description = Which tournament (if several are open)
cmd-tournament-drop = drop
    .description = Leave a tournament (your results so far stay)
cmd-tournament-drop-opt-tournament = tournament
    .description = Which tournament (if several are open)
cmd-tournament-drop-opt-player = player
    .description = Organiser: drop this player instead
cmd-tournament-report = report
    .description = Report your match's result (in its thread)
cmd-tournament-report-opt-result = result
    .description = Two players: your result; the opponent confirms
cmd-tournament-report-opt-order = order
    .description = A table: the players in finishing order, mentioned (@first @second …)
cmd-tournament-report-opt-player = player
    .description = Organiser: the player whose result this is
cmd-tournament-standings = standings
    .description = The standings now
cmd-tournament-standings-opt-tournament = tournament
    .description = Which tournament (if several are open)
cmd-tournament-export = export
    .description = The whole tournament as a file, battles included
cmd-tournament-export-opt-tournament = tournament
    .description = Which tournament (if several are open)
cmd-rating = rating
    .description = The server's ratings in a game
cmd-rating-opt-game = game
    .description = The game
cmd-choice-swiss = Swiss
cmd-choice-round-robin = round robin
cmd-choice-single-elim = single elimination
cmd-choice-double-elim = double elimination
cmd-choice-tables = multiplayer tables
cmd-choice-win = win
cmd-choice-draw = draw
cmd-choice-loss = loss
cmd-tournament-seeds = seeds
    .description = Organiser: set the seeds by hand before round 1
cmd-tournament-seeds-opt-order = order
    .description = The players, top seed first, mentioned
cmd-tournament-seeds-opt-tournament = tournament
    .description = Which tournament (if several are open)
cmd-tournament-pause = pause
    .description = Organiser: pause or resume the rounds
cmd-tournament-pause-opt-tournament = tournament
    .description = Which tournament (if several are open)
cmd-tournament-pause-opt-resume = resume
    .description = Resume a paused tournament
cmd-tournament-withdraw = withdraw
    .description = Organiser: take back this round's pairings
cmd-tournament-withdraw-opt-tournament = tournament
    .description = Which tournament (if several are open)
cmd-tournament-create-opt-seeding = seeding
    .description = Seeds: in the order players joined (default), by rating, or at random
cmd-choice-joined = join order
cmd-choice-rating = by rating
cmd-choice-random = at random
cmd-tournament-create-opt-auto-drop = auto_drop
    .description = At a round's deadline, settle unfinished matches by rule and drop idle players
cmd-tournament-swap = swap
    .description = Organiser: exchange two players' pairings
cmd-tournament-swap-opt-tournament = tournament
    .description = Which tournament (if several are open)
cmd-tournament-swap-opt-first = first
    .description = A player of this round
cmd-tournament-swap-opt-second = second
    .description = The player to exchange with (same match: they swap sides)
cmd-tournament-create-opt-registration-hours = registration_hours
    .description = Registration closes after this many hours (default: at the start)

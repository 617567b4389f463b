"""`python -m bot.store copy --from sqlite:///data/strategos.db --to postgresql://...`

Moves a server's data from one store to another (SQLite to PostgreSQL, usually): every table,
ids kept and every table's next id past those the source ever handed out (a button may still
name a deleted row's), in one transaction, into an empty target only. Verified
before it says OK: the same row count in every table, every battle read back the same from both,
and every battle replayed from the target by its game's rules.

Exit status: 0 copied and verified; 1 copied but the verification found a difference; 2 refused
(bad arguments, a database that cannot be opened, a target that is not empty), nothing copied.
`python -m bot.store verify --from ... --to ...` makes the check alone, of a copy made already
(one stopped while it checked, say), with the same exit status.

Stop the bot first: a bot whose shard lease still runs on either database is refused (exit 2).
A target the bot was started on once counts as empty: what it noted about itself (`bot_state`)
is replaced by the source's. Opening the source brings its schema up to date first, as starting
the bot would.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import pkgutil
import sys
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.config import redact
from bot.store.models import DatabaseUnusable, StoreError
from bot.store.store import POSTGRES_SCHEMES, Store, sqlite_path

EXIT_OK, EXIT_DIFFERENT, EXIT_REFUSED = 0, 1, 2

# Parents before children (foreign keys); tables not named here follow, by name.
ORDER = [
    "campaigns", "factions", "regions", "battles", "battle_answers", "audit", "battle_requests",
    "turns", "turn_orders", "guild_settings", "forces_used", "tournaments", "tournament_entrants",
    "tournament_matches", "ratings",
]  # fmt: skip
_SKIP = {"schema_migrations", "sqlite_sequence", "shard_leases"}  # leases: of the old processes
_ABOUT_THE_BOT = {"bot_state"}
"""What a bot started once on the new database wrote about itself (the commands it synced): the
target counts as empty with it, and takes the source's rows instead."""
_BATCH = 2000


@dataclass
class Report:
    counts: dict[str, tuple[int, int]] = field(default_factory=dict)
    """table -> (rows in the source, rows in the target)"""
    replayed: int = 0
    unknown_game: dict[str, int] = field(default_factory=dict)
    broken_in_source: list[int] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems and all(a == b for a, b in self.counts.values())


async def tables(store: Store) -> list[str]:
    """The store's tables (bookkeeping left out), parents first."""
    if store.backend == "sqlite":
        sql = "SELECT name FROM sqlite_master WHERE type = 'table'"
    else:
        sql = "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
    async with store._reading(0) as db:
        names = {row[0] for row in await db.fetchall(sql)} - _SKIP
    return [t for t in ORDER if t in names] + sorted(names - set(ORDER))


async def columns(store: Store, table: str) -> dict[str, str]:
    """Column name -> declared type, in table order."""
    async with store._reading(0) as db:
        if store.backend == "sqlite":
            rows = await db.fetchall(f'PRAGMA table_info("{table}")')
            return {row["name"]: str(row["type"]).upper() for row in rows}
        rows = await db.fetchall(
            "SELECT column_name, data_type FROM information_schema.columns"
            " WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position",
            (table,),
        )
        return {row[0]: str(row[1]).upper() for row in rows}


async def count(store: Store, table: str) -> int:
    async with store._reading(0) as db:
        row = await db.fetchone(f'SELECT COUNT(*) FROM "{table}"')
    return int(row[0]) if row is not None else 0


def _coerce(kind: str) -> Callable[[Any], Any]:
    """SQLite stores what it is given; PostgreSQL wants the column's type (a REAL column that
    holds an int, say)."""
    if "DOUBLE" in kind or "REAL" in kind or "NUMERIC" in kind:
        return lambda v: float(v) if isinstance(v, int | str) and not isinstance(v, bool) else v
    if "INT" in kind:
        return lambda v: int(v) if isinstance(v, float) and v.is_integer() else v
    if "TEXT" in kind or "CHAR" in kind:
        return lambda v: str(v) if isinstance(v, int | float) and not isinstance(v, bool) else v
    return lambda v: v


async def copy_rows(source: Store, target: Store, names: Sequence[str]) -> None:
    """Every row of every table, and the ids the source handed out, in one transaction of the
    target: all of it or nothing."""
    handed_out = await ids_handed_out(source)
    async with target._transaction(0) as db:
        for table in _ABOUT_THE_BOT & set(names):
            await db.execute(f'DELETE FROM "{table}"')
        for table in names:
            wanted = await columns(target, table)
            have = await columns(source, table)
            cols = [c for c in wanted if c in have]
            coerce = [_coerce(wanted[c]) for c in cols]
            quoted = ", ".join(f'"{c}"' for c in cols)
            insert = f'INSERT INTO "{table}" ({quoted}) VALUES ({", ".join("?" * len(cols))})'
            async for rows in _batches(source, table, quoted):
                batch = [tuple(f(row[i]) for i, f in enumerate(coerce)) for row in rows]
                try:
                    await db.executemany(insert, batch)
                except StoreError as error:
                    raise StoreError(f"table {table}: {error}") from error
        await carry_ids(db, target, handed_out)


async def ids_handed_out(store: Store) -> dict[str, int]:
    """Table -> the highest id it ever handed out, deleted rows' too: a new row in the copy
    must not take an old one's id, which a button or a log line may still name."""
    async with store._reading(0) as db:
        if store.backend == "sqlite":
            rows = await db.fetchall("SELECT name, seq FROM sqlite_sequence")
            return {name: int(seq) for name, seq in rows}
        rows = await db.fetchall(
            "SELECT table_name, pg_sequence_last_value(pg_get_serial_sequence(table_name,"
            " column_name)::regclass) FROM information_schema.columns"
            " WHERE table_schema = current_schema() AND is_identity = 'YES'"
        )
        return {table: int(last) for table, last in rows if last is not None}


async def carry_ids(db: Any, target: Store, handed_out: dict[str, int]) -> None:
    """Every table's next id past the ids copied and those the source handed out."""
    if target.backend == "sqlite":
        for table, last in handed_out.items():
            await db.execute(
                "UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = ?", (last, table)
            )
            await db.execute(
                "INSERT INTO sqlite_sequence (name, seq) SELECT ?, ? WHERE NOT EXISTS"
                " (SELECT 1 FROM sqlite_sequence WHERE name = ?)",
                (table, last, table),
            )
        return
    from bot.store.postgres import PostgresConnection, reset_identities

    assert isinstance(db, PostgresConnection)
    await reset_identities(db.conn, past=handed_out)


async def _batches(source: Store, table: str, quoted: str) -> AsyncIterator[list[Sequence[Any]]]:
    """The table's rows, `_BATCH` at a time: an SQLite source is paged by rowid, so a large
    file is never held in memory whole (a PostgreSQL source is read at once)."""
    if source.backend == "sqlite":
        last = -(2**63)
        while True:
            async with source._reading(0) as src:
                rows = await src.fetchall(
                    f'SELECT rowid, {quoted} FROM "{table}" WHERE rowid > ? ORDER BY rowid LIMIT ?',
                    (last, _BATCH),
                )
            if not rows:
                return
            last = rows[-1][0]
            yield [tuple(row)[1:] for row in rows]
    else:
        async with source._reading(0) as src:
            rows = await src.fetchall(f'SELECT {quoted} FROM "{table}"')
        for start in range(0, len(rows), _BATCH):
            yield rows[start : start + _BATCH]


async def running_bots(store: Store) -> str:
    """The bot processes whose shard leases still run in `store` ("" when none): a bot
    stopped cleanly gave its lease back, one killed elsewhere holds it for a minute at most."""
    from bot.shard_lease import Holder, describe_holders

    here = Holder.of_this_process()  # one killed on this machine is seen gone at once
    leases = await store.running_shard_leases()
    return describe_holders([lease for lease in leases if not here.knows_gone(lease.holder)])


def load_games() -> Any:
    """Every game the bot knows (each game cog's GAME), for replaying battles."""
    import cogs
    from bot.games import Game, GameRegistry

    games = GameRegistry()
    for package in pkgutil.iter_modules(cogs.__path__):
        try:
            module = importlib.import_module(f"cogs.{package.name}.cog")
        except ImportError:
            continue
        game = getattr(module, "GAME", None)
        if isinstance(game, Game):
            games.register(game)
    return games


async def verify_battles(source: Store, target: Store, games: Any, report: Report) -> None:
    """Each battle the same in both, and replayable from the target (one the source cannot
    replay either is reported, not counted against the copy)."""
    from bot.engine import replay

    async with source._reading(0) as db:
        ids = [(r[0], r[1]) for r in await db.fetchall("SELECT guild_id, id FROM battles")]
    for guild_id, battle_id in sorted(ids, key=lambda k: k[1]):
        before = await source.get_battle(guild_id, battle_id)
        try:
            after = await target.get_battle(guild_id, battle_id)
        except StoreError as error:
            report.problems.append(f"battle #{battle_id} cannot be read in the target: {error}")
            continue
        if before is None or after is None or after != before:
            report.problems.append(f"battle #{battle_id} differs in the target")
            continue
        game = games.get(after.game)
        if game is None:
            report.unknown_game[after.game] = report.unknown_game.get(after.game, 0) + 1
            continue
        try:
            replay(game.ruleset, after.setup, after.seed, after.answers, entropy=after.entropy)
        except Exception as error:  # a game's own error is as much a failure as ReplayError
            try:
                replay(game.ruleset, before.setup, before.seed, before.answers,
                       entropy=before.entropy)  # fmt: skip
            except Exception:
                report.broken_in_source.append(battle_id)
                continue
            report.problems.append(f"battle #{battle_id} does not replay in the target: {error}")
            continue
        report.replayed += 1


def _hint(url: str, path: Path) -> str:
    """What to check about a SQLite source that is not at `path`: `sqlite:///tmp/x.db` names
    tmp/x.db in the current folder (as SQLAlchemy reads it), the absolute path takes four."""
    absolute = Path("/") / path
    if url.startswith("sqlite:///") and not path.is_absolute() and absolute.is_file():
        return (
            "three slashes name a path in the current folder:"
            f" for {absolute}, write sqlite:///{absolute}"
        )
    return "check the path"


async def copy_store(
    source_url: str,
    target_url: str,
    *,
    games: Any = None,
    out: Callable[[str], object] = print,
    verify_only: bool = False,
) -> int:
    """The `copy` command (`verify_only`: the `verify` command, the check of a copy made
    already); returns the exit status."""
    for role, url in (("source", source_url), ("target", target_url)):
        try:
            if not url.startswith(POSTGRES_SCHEMES):
                sqlite_path(url)  # a URL of another kind is refused under its own name
        except DatabaseUnusable as error:
            out(f"refused: the {role} cannot be opened: {_in_copy_terms(error, role)}")
            return EXIT_REFUSED
    if _same(source_url, target_url):
        out("refused: the source and the target are the same database")
        return EXIT_REFUSED
    file = None if source_url.startswith(POSTGRES_SCHEMES) else sqlite_path(source_url)
    if file is not None and file.is_dir():
        out(f"refused: the source {file} is a folder: give --from the database file in it")
        return EXIT_REFUSED
    if file is not None and not file.is_file():
        out(f"refused: there is no database file at {file} ({_hint(source_url, file)})")
        return EXIT_REFUSED
    if file is not None and file.stat().st_size == 0:
        out(f"refused: the database file {file} is empty: there is nothing to copy")
        return EXIT_REFUSED
    try:
        source = await Store.open(source_url)
    except (DatabaseUnusable, StoreError) as error:
        out(f"refused: the source cannot be opened: {_in_copy_terms(error, 'source')}")
        return EXIT_REFUSED
    try:
        try:
            target = await Store.open(target_url)
        except (DatabaseUnusable, StoreError) as error:
            out(f"refused: the target cannot be opened: {_in_copy_terms(error, 'target')}")
            return EXIT_REFUSED
        try:
            return await _copy(source, target, games, out, verify_only)
        finally:
            await target.close()
    finally:
        await source.close()


def _in_copy_terms(error: Exception, role: str) -> str:
    """The store's messages tell a bot's admin what to set STRATEGOS_DB to; here the database
    was named by --from or --to, which the copy never reads from the environment."""
    option = "--from" if role == "source" else "--to"
    text = str(error).replace("set STRATEGOS_DB to", f"give {option}")
    return text.replace("STRATEGOS_DB", option)


def _same(source_url: str, target_url: str) -> bool:
    """The same PostgreSQL URL, or the same SQLite file however it is written."""
    if source_url.startswith(POSTGRES_SCHEMES) or target_url.startswith(POSTGRES_SCHEMES):
        return source_url == target_url
    return sqlite_path(source_url).resolve() == sqlite_path(target_url).resolve()


async def _copy(
    source: Store, target: Store, games: Any, out: Callable[[str], object], verify_only: bool
) -> int:
    names = await tables(source)
    missing = set(names) - set(await tables(target))
    if missing:
        out(f"refused: the target has no table {sorted(missing)} (is it an older version?)")
        return EXIT_REFUSED
    for store, role in ((source, "source"), (target, "target")):
        running = await running_bots(store)
        if running:
            out(
                f"refused: a bot is running on the {role} ({running}): stop it first, or what it"
                " writes meanwhile would be lost or mixed in"
            )
            return EXIT_REFUSED
    if not verify_only:
        filled = {
            t: n
            for t in await tables(target)
            if t not in _ABOUT_THE_BOT and (n := await count(target, t))
        }
        if filled:
            some = ", ".join(f"{t}: {n}" for t, n in list(filled.items())[:3])
            out(
                f"refused: the target is not empty ({some}); copy only into an empty database"
                " (a copy stopped while it checked: `python -m bot.store verify` with the same"
                " --from and --to checks it)"
            )
            return EXIT_REFUSED
        try:
            await copy_rows(source, target, names)
        except StoreError as error:  # one transaction: rolled back whole
            out(f"refused: {error}; nothing was copied")
            return EXIT_REFUSED

    report = Report()
    for table in names:
        report.counts[table] = (await count(source, table), await count(target, table))
    await verify_battles(source, target, load_games() if games is None else games, report)

    where = target.url or target.path
    done = "checked" if verify_only else "copied"
    out(f"{done} {_redacted(source.url or source.path)} -> {_redacted(where)}")
    for table, (a, b) in report.counts.items():
        out(f"  {table:<20} {a:>8} rows  {'ok' if a == b else f'TARGET HAS {b}'}")
    out(f"  battles replayed from the target: {report.replayed}")
    for game, n in sorted(report.unknown_game.items()):
        out(f"  not replayed, game {game!r} unknown to this bot: {n}")
    if report.broken_in_source:
        out(f"  not replayable in the source either: battles {report.broken_in_source}")
    for problem in report.problems:
        out(f"  PROBLEM: {problem}")
    if report.ok:
        out(
            "OK: every table has the same rows, every battle reads back the same, and every battle"
            " of a game this bot knows replays."
        )
        return EXIT_OK
    out("FAILED: the target differs from the source (see above); do not switch to it.")
    return EXIT_DIFFERENT


def _redacted(where: object) -> str:
    text = str(where)
    return redact(text) if text.startswith(("postgresql://", "postgres://")) else text


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.store", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    for name, about in (
        ("copy", "copy every table into an empty database, then verify it"),
        ("verify", "verify a copy made already, changing nothing"),
    ):
        command = commands.add_parser(name, help=about)
        command.add_argument(
            "--from", dest="source", required=True, help="sqlite:///path or a path"
        )
        command.add_argument("--to", dest="target", required=True, help="postgresql://user@host/db")
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:
        return EXIT_REFUSED if stop.code else EXIT_OK
    return asyncio.run(copy_store(args.source, args.target, verify_only=args.command == "verify"))


if __name__ == "__main__":
    sys.exit(main())

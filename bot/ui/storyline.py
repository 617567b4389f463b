"""A battle's story told once and in order when its clicks outrun their stories.

A click is stored, its panel shown, and then its step told in the battle's thread. Telling can
wait: Discord is slow, or its global limit (50 requests a second for the whole bot) holds every
post back for seconds. Clicks on the battle stored meanwhile must neither tell its step again
(the store's record of what was told is written only once the story is out) nor tell theirs
before it. So a battle's stories are told one at a time, and the one whose turn comes tells
everything stored here since the last one told, in one message: past the global limit a
battle posts once per turn of it, however often it is clicked, and the clicks whose steps were
told with it tell nothing (their call to act would be out of date). What is noted lives only
while answers to the battle are being stored and shown here (`BattleDesk._answering`).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass

from bot.battles import LoadedBattle
from bot.locks import KeyedLocks

Key = tuple[int, int]


@dataclass
class _Told:
    newest: LoadedBattle
    """The battle's newest state stored here."""
    revision: int = -1
    """The revision whose story was told last (-1: none yet)."""
    events: int | None = None
    """How many of the battle's public events were told then."""


@dataclass(frozen=True)
class Turn:
    """What a click's turn to tell has to tell: the battle as `loaded` (its newest state here),
    from its public event `since` (None: as the store records it)."""

    loaded: LoadedBattle
    since: int | None


class StoryLine:
    def __init__(self) -> None:
        self._turns = KeyedLocks()
        self._battles: dict[Key, _Told] = {}

    def stored(self, after: LoadedBattle) -> None:
        """A click's answer is stored: its state is the newest, unless one after it is."""
        key = (after.battle.guild_id, after.battle.id)
        noted = self._battles.get(key)
        if noted is None:
            self._battles[key] = _Told(after)
        elif after.battle.revision > noted.newest.battle.revision:
            noted.newest = after

    def in_line(self, loaded: LoadedBattle) -> AbstractAsyncContextManager[None]:
        """Wait for the battle's stories under way here, and hold their line while telling
        something of one's own (an undo, a cancel)."""
        return self._turns.hold((loaded.battle.guild_id, loaded.battle.id))

    @asynccontextmanager
    async def turn(self, after: LoadedBattle) -> AsyncIterator[Turn | None]:
        """The click's turn to tell (one per battle at a time): what to tell, or None when its
        step was told already with a later one."""
        key = (after.battle.guild_id, after.battle.id)
        async with self.in_line(after):
            noted = self._battles.get(key)
            if noted is None:  # nothing noted as stored here: the click's own step
                yield Turn(after, None)
            elif after.battle.revision <= noted.revision:
                yield None
            else:
                yield Turn(noted.newest, noted.events)

    def told(self, loaded: LoadedBattle, events: int) -> None:
        """The story of `loaded` is out, up to its public event `events`."""
        noted = self._battles.get((loaded.battle.guild_id, loaded.battle.id))
        if noted is not None:
            noted.revision, noted.events = loaded.battle.revision, events

    def taken_back(self, after: LoadedBattle) -> None:
        """An answer was taken back (`after`: the battle without it): the clicks still waiting
        tell from this state, and what was told beyond its public events stands for nothing
        (the store's record was cut back in the undo's own transaction)."""
        key = (after.battle.guild_id, after.battle.id)
        noted = self._battles.get(key)
        if noted is None:
            return
        self.stored(after)
        public = len(after.state.events_for(None))
        if noted.events is not None and noted.events > public:
            noted.events = public

    def forget(self, key: Key) -> None:
        """No answer to the battle is being stored or shown here any more."""
        self._battles.pop(key, None)

"""The fake gateway: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeats, RESUME with replay.

Dispatches go into the session's buffer first and are then written by one writer task per
connection, so order is kept and nothing is lost when the socket dies: a RESUME replays every
dispatch after the client's last sequence number, as Discord does.

Shards as on Discord: an IDENTIFY may carry `shard: [id, count]`; that session then gets READY
with only its shard's guilds and only their events, where a guild's shard is
`(guild_id >> 22) % count` and DMs go to shard 0. Several sessions (from several processes) are
connected at once, one per shard; the latest IDENTIFY of a shard takes its events over. An event
whose shard no session holds goes nowhere: an interaction there fails, as on Discord.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from bot.loopback import payloads as pl
from bot.loopback.state import World, shard_of

log = logging.getLogger(__name__)

DISPATCH, HEARTBEAT, IDENTIFY, PRESENCE, VOICE, RESUME, RECONNECT = 0, 1, 2, 3, 4, 6, 7
REQUEST_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 8, 9, 10, 11
BUFFER_LIMIT = 2000
GUILD_IS_ID = frozenset({"GUILD_CREATE", "GUILD_UPDATE", "GUILD_DELETE"})
"""Events whose payload is the guild itself (its id under "id", not "guild_id")."""
HEARTBEAT_ACK_DELAY = 0.02
"""Seconds before a heartbeat is acknowledged (a network's round trip)."""


Written = Callable[[], None]


@dataclass(eq=False)
class Connection:
    ws: web.WebSocketResponse
    request: web.Request
    url: str
    queue: asyncio.Queue[tuple[str, Written | None] | None] = field(default_factory=asyncio.Queue)
    session: Session | None = None
    writer: asyncio.Task[None] | None = None

    def put(self, frame: dict[str, Any], written: Written | None = None) -> None:
        """Queue a frame for the socket; `written()` is called as it is written (the moment the
        bot could first read it, which a busy loopback may put a while after this call)."""
        self.queue.put_nowait((pl.to_wire(frame).decode(), written))


@dataclass(eq=False)
class Session:
    id: str
    intents: int
    shard: list[int] | None
    seq: int = 0
    buffer: deque[tuple[int, dict[str, Any]]] = field(
        default_factory=lambda: deque(maxlen=BUFFER_LIMIT)
    )
    connection: Connection | None = None
    presence: dict[str, Any] | None = None
    number: int = 0
    """Which IDENTIFY made it (1, 2, ...): the harness tells a restarted process's sessions."""

    @property
    def key(self) -> tuple[int, int]:
        """(shard id, shard count); an unsharded session is shard 0 of 1 and gets everything."""
        return (self.shard[0], self.shard[1]) if self.shard else (0, 1)

    def holds(self, guild_id: int | None) -> bool:
        shard_id, count = self.key
        return shard_of(guild_id, count) == shard_id


def guild_of_event(event: str, data: dict[str, Any]) -> int | None:
    """The guild an event belongs to (what Discord routes it by), None for DMs and the like."""
    found = data.get("id") if event in GUILD_IS_ID else data.get("guild_id")
    return int(found) if found else None


class Gateway:
    """Sessions, connections and fault injection (op 7, dropped sockets) for one World."""

    def __init__(self, world: World, *, heartbeat_interval: int = 41250) -> None:
        self.world = world
        self.heartbeat_interval = heartbeat_interval
        self.sessions: dict[str, Session] = {}
        self.current: Session | None = None
        """The session of the latest IDENTIFY (with one unsharded bot: the bot's session)."""
        self.shards: dict[tuple[int, int], Session] = {}
        """The session holding each (shard id, count): the latest to IDENTIFY as it."""
        self.connections: set[Connection] = set()
        self.identifies = 0
        self.resumes = 0
        self.reconnect_urls: list[str] = []
        self.events: list[str] = []  # a readable trace: "IDENTIFY intents=513", "RESUME seq=7", ...
        self.resume_url = ""  # set by the server
        world.emit = self.emit

    # -- sending --------------------------------------------------------------------------------

    def emit(
        self,
        event: str,
        data: dict[str, Any],
        *,
        intent: int = 0,
        private_content: bool = False,
        guild_id: int | None = None,
        written: Written | None = None,
    ) -> list[Session]:
        """Send a dispatch to the session holding the event's guild's shard (DMs: shard 0), if
        it asked for this intent; the sessions it went to (none: nobody holds that shard).
        `written()`: called as the frame is written to a connected session's socket."""
        guild = guild_id if guild_id is not None else guild_of_event(event, data)
        sent = []
        for session in self.holders(guild):
            if intent and not session.intents & intent:
                continue
            shown = data
            if private_content and not session.intents & pl.MESSAGE_CONTENT_INTENT:
                shown = {**data, "content": "", "embeds": [], "attachments": [], "components": []}
            self._dispatch(session, event, shown, written)
            sent.append(session)
        return sent

    def holders(self, guild_id: int | None) -> list[Session]:
        """The sessions a guild's events go to: one per shard count in use (normally one)."""
        return [s for s in self.shards.values() if s.holds(guild_id)]

    def session_for(self, shard_id: int | None = None) -> Session | None:
        """The session holding a shard (any count), or the latest session when None."""
        if shard_id is None:
            return self.current
        found = [s for key, s in self.shards.items() if key[0] == shard_id]
        return max(found, key=lambda s: s.number) if found else None

    def connected_shards(self) -> set[tuple[int, int]]:
        """(shard id, count) of every shard whose session has a live connection."""
        return {key for key, s in self.shards.items() if s.connection is not None}

    def _dispatch(
        self, session: Session, event: str, data: dict[str, Any], written: Written | None = None
    ) -> None:
        session.seq += 1
        frame = {"op": DISPATCH, "t": event, "s": session.seq, "d": data}
        session.buffer.append((session.seq, frame))
        if session.connection is not None:
            session.connection.put(frame, written)

    async def _writer(self, conn: Connection) -> None:
        while True:
            item = await conn.queue.get()
            if item is None or conn.ws.closed:
                return
            text, written = item
            if written is not None:
                written()
            try:
                await conn.ws.send_str(text)
            except (ConnectionError, RuntimeError):
                return

    # -- the socket -----------------------------------------------------------------------------

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
        await ws.prepare(request)
        conn = Connection(ws, request, str(request.rel_url))
        conn.writer = asyncio.create_task(self._writer(conn))
        self.connections.add(conn)
        conn.put({"op": HELLO, "d": {"heartbeat_interval": self.heartbeat_interval}, "s": None,
                  "t": None})  # fmt: skip
        try:
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    continue
                try:
                    frame = json.loads(msg.data)
                except ValueError:
                    await ws.close(code=4002, message=b"Error while decoding payload.")
                    break
                if not await self._on_frame(conn, frame):
                    break
        finally:
            self.connections.discard(conn)
            if conn.session is not None and conn.session.connection is conn:
                conn.session.connection = None
            conn.queue.put_nowait(None)
            self.world.changed()
        return ws

    async def _on_frame(self, conn: Connection, frame: dict[str, Any]) -> bool:
        op, data = frame.get("op"), frame.get("d")
        if op == HEARTBEAT:
            # answered a moment later, as across a network: discord.py's keep-alive thread notes
            # when it sent the beat only once the send is done, and an ack read before that
            # made it warn that the gateway was a whole interval behind
            ack = {"op": HEARTBEAT_ACK, "d": None, "s": None, "t": None}
            asyncio.get_running_loop().call_later(HEARTBEAT_ACK_DELAY, conn.put, ack)
        elif op == IDENTIFY:
            return await self._identify(conn, data or {})
        elif op == RESUME:
            return await self._resume(conn, data or {})
        elif op == REQUEST_MEMBERS:
            self._members_chunk(conn, data or {})
        elif op == PRESENCE:
            if conn.session is not None:
                conn.session.presence = data
        elif op == VOICE:
            pass
        else:
            self.events.append(f"unknown op {op}")
            await conn.ws.close(code=4001, message=b"Unknown opcode.")
            return False
        return True

    async def _identify(self, conn: Connection, data: dict[str, Any]) -> bool:
        if data.get("token") != self.world.token:
            self.events.append("IDENTIFY with a wrong token")
            await conn.ws.close(code=4004, message=b"Authentication failed.")
            return False
        if conn.session is not None:
            await conn.ws.close(code=4005, message=b"Already authenticated.")
            return False
        intents = int(data.get("intents", 0))
        shard = data.get("shard")
        if shard is not None and not _valid_shard(shard):
            self.events.append(f"IDENTIFY with an invalid shard {shard!r}")
            await conn.ws.close(code=4010, message=b"Invalid shard.")
            return False
        self.identifies += 1
        session = Session(secrets.token_hex(16), intents, shard, number=self.identifies)
        self.sessions[session.id] = session
        self.current = session
        self.shards[session.key] = session
        session.connection = conn
        conn.session = session
        self.events.append(
            f"IDENTIFY intents={intents}" + (f" shard={shard[0]}/{shard[1]}" if shard else "")
        )
        world = self.world
        guilds = [g for g in world.guilds.values() if session.holds(g.id)]
        ready: dict[str, Any] = {
            "v": pl.API_VERSION,
            "user": pl.private_user_payload(world.bot),
            "user_settings": {},
            "session_type": "normal",
            "session_id": session.id,
            "resume_gateway_url": self.resume_url,
            "relationships": [],
            "private_channels": [],
            "presences": [],
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": ["loopback"],
            "application": {"id": str(world.application_id), "flags": world.application_flags},
            "auth": {},
            "_trace": ['["loopback-gateway",{"micros":0}]'],
        }
        if shard is not None:
            ready["shard"] = shard
        self._dispatch(session, "READY", ready)
        if intents & pl.GUILDS_INTENT:
            for guild in guilds:
                self._dispatch(session, "GUILD_CREATE", pl.guild_create_payload(world, guild))
        world.changed()
        return True

    async def _resume(self, conn: Connection, data: dict[str, Any]) -> bool:
        session = self.sessions.get(data.get("session_id", ""))
        if session is None or data.get("token") != self.world.token:
            self.events.append("RESUME of an unknown session")
            conn.put({"op": INVALID_SESSION, "d": False, "s": None, "t": None})
            return True
        seq = data.get("seq") or 0
        old = session.connection
        session.connection = conn
        conn.session = session
        if old is not None and old is not conn:
            with contextlib.suppress(Exception):
                await old.ws.close(code=4000)
        missed = [frame for s, frame in session.buffer if s > seq]
        for frame in missed:
            conn.put(frame)
        self.resumes += 1
        self.reconnect_urls.append(conn.url)
        self.events.append(f"RESUME seq={seq} replayed={len(missed)}")
        self._dispatch(session, "RESUMED", {"_trace": ['["loopback-gateway",{"micros":0}]']})
        self.world.changed()
        return True

    def _members_chunk(self, conn: Connection, data: dict[str, Any]) -> None:
        if conn.session is None:
            return
        guild = self.world.guilds.get(int(data.get("guild_id", 0)))
        if guild is None:
            return
        query = (data.get("query") or "").lower()
        wanted = {int(u) for u in data.get("user_ids") or []}
        limit = data.get("limit") or 0
        members = []
        for user_id in guild.members:
            user = self.world.users[user_id]
            if wanted and user_id not in wanted:
                continue
            if query and not user.username.lower().startswith(query):
                continue
            members.append(pl.member_payload(self.world, guild, user_id))
        if limit:
            members = members[:limit]
        chunk: dict[str, Any] = {
            "guild_id": str(guild.id),
            "members": members,
            "chunk_index": 0,
            "chunk_count": 1,
        }
        if data.get("nonce") is not None:
            chunk["nonce"] = data["nonce"]
        if data.get("presences"):
            chunk["presences"] = []
        if wanted:
            found = {int(m["user"]["id"]) for m in members}
            missing = [str(u) for u in wanted - found]
            if missing:
                chunk["not_found"] = missing
        self._dispatch(conn.session, "GUILD_MEMBERS_CHUNK", chunk)

    # -- faults ---------------------------------------------------------------------------------

    def live_connection(self, shard_id: int | None = None) -> Connection | None:
        """The connection of the latest session, or of the session holding `shard_id`."""
        session = self.session_for(shard_id)
        return session.connection if session is not None else None

    async def send_reconnect(self, shard_id: int | None = None) -> None:
        """Op 7: Discord asks the client to reconnect and RESUME (one shard's connection)."""
        conn = self.live_connection(shard_id)
        if conn is None:
            raise RuntimeError("no bot is connected to the gateway")
        self.events.append("sent RECONNECT")
        conn.put({"op": RECONNECT, "d": None, "s": None, "t": None})

    async def invalidate(self, shard_id: int | None = None) -> None:
        """Op 9 (false): the session is gone, the client must IDENTIFY afresh (a new READY and
        every GUILD_CREATE of the shard again); what it missed is not replayed."""
        conn = self.live_connection(shard_id)
        if conn is None or conn.session is None:
            raise RuntimeError("no bot is connected to the gateway")
        self.events.append("sent INVALID_SESSION")
        self.sessions.pop(conn.session.id, None)
        conn.put({"op": INVALID_SESSION, "d": False, "s": None, "t": None})

    async def drop(self, shard_id: int | None = None) -> None:
        """Close the TCP connection with no close frame (the client sees code 1006)."""
        conn = self.live_connection(shard_id)
        if conn is None:
            raise RuntimeError("no bot is connected to the gateway")
        self.events.append("dropped the socket")
        if conn.session is not None:
            conn.session.connection = None
        transport = conn.request.transport
        if transport is not None:
            transport.abort()
        conn.queue.put_nowait(None)

    async def close(self) -> None:
        for conn in list(self.connections):
            conn.queue.put_nowait(None)
            with contextlib.suppress(Exception):
                await conn.ws.close(code=1001)
            if conn.writer is not None:
                conn.writer.cancel()


def _valid_shard(shard: Any) -> bool:
    """`[id, count]` with 0 <= id < count, as Discord checks (else close code 4010)."""
    return (
        isinstance(shard, list)
        and len(shard) == 2
        and all(isinstance(n, int) for n in shard)
        and 0 <= shard[0] < shard[1]
    )

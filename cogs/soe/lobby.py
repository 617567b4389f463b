"""The muster before a quick battle: each side names its allies (any number, up to MAX_ALLIES)
with a member select, then the attacker starts the battle.

A lobby survives a restart like the battle's own buttons. Its fixed part (who attacks whom,
where) lives in the components' custom_ids; its picks, which would not fit there (a custom_id
holds 100 characters, an id 19 digits), live in the lobby message itself: each side's member
select carries that side's allies as its default values (Discord shows them picked), and the
embed lists them for everyone. A click reads them back from the message and checks them against
a digest of the picks in its custom_id, so a pick made on an outdated lobby (another pick was
made since) or a lobby message no lobby of ours could show is refused rather than acted on.
While the bot runs, the picks last written are remembered per message and picks are made one at
a time, so two sides picking at once never undo each other's picks.
"""

from __future__ import annotations

import hashlib
import re
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import discord

from bot.engine import SetupError
from bot.errors import Refusal
from bot.i18n import speaking, t, use_locale
from bot.i18n.names import option_name, slash
from bot.locks import KeyedLocks
from bot.ui.desk import is_game_master
from bot.ui.language import public_lang
from bot.ui.replies import edit, failed, pings, settles, tell
from bot.ui.text import unmention
from cogs.soe.rules import (
    ALLY_OF,
    ATTACKER,
    DEFENDER,
    MAX_ALLIES,
    RULESET,
    SETTINGS_DEFAULTS,
    ally_seat,
    load_game_data,
    stamped,
)
from cogs.soe.texts import rules_refusal

if TYPE_CHECKING:
    from bot.client import Strategos


NEUTRAL_ALLIES = SETTINGS_DEFAULTS["neutral_attacker_allies"]
"""A quick battle plays by the rules' defaults: against a neutral, no ally unless they allow one
(the lobby offers no picker it would refuse at Start)."""

SNOWFLAKE_MAX = 2**63 - 1
"""Discord ids fit in 63 bits; a larger number in a custom_id is forged."""

PICKS = {"aa": ATTACKER, "da": DEFENDER}
"""The select actions: the side whose allies each one names."""

_BODY = re.compile(
    r"(?P<attacker>[0-9]{1,20}):(?P<target>p[0-9]{1,20}|n[a-z_]{1,24}):(?P<area>[a-z_]{1,24})"
    r":(?:v(?P<digest>[0-9a-f]{8})|(?P<aa>[0-9]{1,20}):(?P<da>[0-9]{1,20}))"
    r":(?P<action>aa|da|go|x)"
)
"""A lobby's custom_id after its prefix. `v<digest>`: the picks are on the message. The older
form `<attacker's ally>:<defender's ally>` (one each, 0 for none) carried its picks itself; a
lobby posted before allies became several still works, and its next picture has the new form."""


@dataclass(frozen=True)
class Lobby:
    attacker: int
    target: str  # "p<user id>" for a player, "n<neutral key>" for a neutral country
    area: str
    attacker_allies: tuple[int, ...] = ()
    defender_allies: tuple[int, ...] = ()

    @property
    def defender(self) -> int | None:
        return int(self.target[1:]) if self.target.startswith("p") else None

    @property
    def neutral(self) -> str | None:
        return self.target[1:] if self.target.startswith("n") else None

    @property
    def allies_allowed(self) -> bool:
        """Whether the attacker may name allies: always against a player; against a neutral
        only when the rules' defaults allow it."""
        return not self.neutral or NEUTRAL_ALLIES

    def allies(self, side: str) -> tuple[int, ...]:
        return self.attacker_allies if side == ATTACKER else self.defender_allies

    def with_allies(self, side: str, allies: Sequence[int]) -> Lobby:
        field = "attacker_allies" if side == ATTACKER else "defender_allies"
        return replace(self, **{field: tuple(allies)})

    def digest(self) -> str:
        """Eight hex digits naming the picks: what a component's custom_id was drawn with."""
        picks = ",".join(map(str, self.attacker_allies)) + "/"
        picks += ",".join(map(str, self.defender_allies))
        return hashlib.sha256(picks.encode()).hexdigest()[:8]

    def custom_id(self, prefix: str, action: str) -> str:
        return f"{prefix}:{self.attacker}:{self.target}:{self.area}:v{self.digest()}:{action}"

    def sound(self) -> bool:
        """Whether a lobby of ours could be in this state: known area and neutral, real ids,
        every player in one part, no more allies than a side may have, none against a neutral
        unless the rules allow them."""
        data = load_game_data()
        allies = self.attacker_allies + self.defender_allies
        people = (self.attacker, self.defender or 0, *allies)
        return not (
            self.area not in data.areas
            or (self.neutral is not None and self.neutral not in data.neutrals)
            or self.attacker == 0
            or self.defender == 0
            or any(n > SNOWFLAKE_MAX for n in people)
            or 0 in allies
            or len(set(people) - {0}) != len(allies) + 1 + (self.defender is not None)
            or any(len(self.allies(side)) > MAX_ALLIES for side in PICKS.values())
            or (self.neutral is not None and self.defender_allies)
            or (not self.allies_allowed and self.attacker_allies)
        )

    @classmethod
    def parse(cls, body: str) -> tuple[Lobby, str, str] | None:
        """(the lobby, the action, the digest of the picks it was drawn with) a custom_id
        describes; the lobby has the picks of an older id, none of a newer one (they are on the
        message). None for one no lobby of ours could carry (forged: an unknown area or neutral
        country, an id beyond Discord's, a 0 attacker, a select a lobby would not show)."""
        match = _BODY.fullmatch(body)
        if match is None:
            return None
        lobby = cls(int(match["attacker"]), match["target"], match["area"])
        if match["digest"] is None:  # the older form: the picks in the id
            lobby = replace(
                lobby,
                attacker_allies=tuple(n for n in (int(match["aa"]),) if n),
                defender_allies=tuple(n for n in (int(match["da"]),) if n),
            )
        action = match["action"]
        if (
            not lobby.sound()
            or (action == "da" and lobby.defender is None)
            or (action == "aa" and not lobby.allies_allowed)
        ):
            return None
        return lobby, action, match["digest"] or lobby.digest()


def picks_on(message: discord.Message | None) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """The allies a lobby message shows, from its member selects' default values (or, for a
    lobby of the older form, from its custom_ids); None when the message is no lobby of ours."""
    if message is None:
        return None
    picks: dict[str, tuple[int, ...]] = {"aa": (), "da": ()}
    seen = False
    for row in message.components:
        for item in getattr(row, "children", [row]):
            custom_id = getattr(item, "custom_id", None) or ""
            prefix, _, body = custom_id.partition(":")
            if prefix not in ("soels", "soelb"):
                continue
            parsed = Lobby.parse(body)
            if parsed is None:
                return None
            lobby, action, _ = parsed
            seen = True
            if not body.split(":")[3].startswith("v"):  # the older form
                return lobby.attacker_allies, lobby.defender_allies
            if action in picks:
                defaults = getattr(item, "default_values", None) or []
                if any(getattr(v.type, "name", v.type) != "user" for v in defaults):
                    return None
                picks[action] = tuple(int(v.id) for v in defaults)
    return (picks["aa"], picks["da"]) if seen else None


def seat(member: discord.abc.User) -> dict[str, Any]:
    # a nickname may read "<@id>" or "@everyone": shown in panels and threads, it pings nobody
    return {"user_id": member.id, "name": unmention(member.display_name)}


def quick_battle_setup(
    attacker: discord.abc.User,
    area: str,
    defender: discord.abc.User | None,
    neutral: str | None,
    attacker_allies: Sequence[discord.abc.User] = (),
    defender_allies: Sequence[discord.abc.User] = (),
) -> dict[str, Any]:
    """A quick battle's setup: seats from the members named (allies at attacker_ally,
    attacker_ally_2, …); each player sets its forces in one step once the battle starts (an
    ally: its units, or none to stay out)."""
    data = load_game_data()
    if area not in data.areas:
        raise Refusal(t("soe-pick-area"))
    if (defender is None) == (neutral is None):
        raise Refusal(
            t(
                "soe-either-player-or-neutral",
                defender=option_name("soe battle", "defender"),
                neutral=option_name("soe battle", "neutral"),
            )
        )
    people = [m for m in (attacker, defender) if m is not None]
    people += [*attacker_allies, *defender_allies]
    if any(m.bot for m in people):
        raise Refusal(t("soe-no-bots"))
    if len({m.id for m in people}) != len(people):
        raise Refusal(t("soe-one-part-each"))
    if max(len(attacker_allies), len(defender_allies)) > MAX_ALLIES:
        raise Refusal(t("soe-lobby-too-many", n=MAX_ALLIES))
    seats: dict[str, Any] = {"attacker": seat(attacker)}
    setup: dict[str, Any] = {
        "area": area,
        "collect_forces": True,
        "one_step": True,
        "seats": seats,
        "settings": stamped({}),  # the readings named: a later default never changes a replay
    }
    if neutral is not None:
        if neutral not in data.neutrals:
            raise Refusal(t("soe-pick-neutral"))
        seats["defender"] = {"user_id": None, "name": data.neutrals[neutral].name}
        setup |= {"defender_kind": "neutral", "neutral": neutral}
    else:
        assert defender is not None
        seats["defender"] = seat(defender)
        setup["defender_kind"] = "player"
    for side, allies in ((ATTACKER, attacker_allies), (DEFENDER, defender_allies)):
        for n, ally in enumerate(allies, start=1):
            seats[ally_seat(side, n)] = seat(ally)
    try:
        RULESET.validate_setup(setup)
    except SetupError as error:
        raise Refusal(rules_refusal(str(error))) from None
    return setup


def against_name(area: str, neutral: str | None, defender: int | None) -> tuple[str, str]:
    """The area's name and who is attacked, as the lobby shows them (a player by mention, in
    the embed's description: a title shows mentions as raw text)."""
    data = load_game_data()
    target = data.neutrals[neutral].name if neutral else f"<@{defender}>"
    return data.areas[area].name, target


def render_lobby(lobby: Lobby, area_name: str, against: str) -> dict[str, Any]:
    """The lobby message: everyone reads it, so render it while speaking the server's language."""

    def named(allies: tuple[int, ...]) -> str:
        return ", ".join(f"<@{u}>" for u in allies) or t("soe-lobby-nobody")

    attacker = f"<@{lobby.attacker}>"
    if lobby.neutral:
        title = t("soe-lobby-title-neutral", target=against, area=area_name)
        sides = t("soe-lobby-attacks-neutral", attacker=attacker, target=against) + "\n"
    else:
        title = t("soe-lobby-title", area=area_name)
        sides = t("soe-lobby-attacks", attacker=attacker, defender=against) + "\n"
    how = "\n" + (
        t("soe-lobby-how-allies", n=MAX_ALLIES)
        if lobby.allies_allowed
        else t("soe-lobby-how-neutral")
    )
    lines = [
        t(key, allies=named(lobby.allies(side)), n=len(lobby.allies(side))) + "\n"
        for side, key, shown in (
            (ATTACKER, "soe-lobby-attacker-allies", lobby.allies_allowed),
            (DEFENDER, "soe-lobby-defender-allies", lobby.defender is not None),
        )
        if shown
    ]
    embed = discord.Embed(
        title=title,
        description=sides + "".join(lines) + how,
        colour=discord.Colour.blurple(),
    )
    view = discord.ui.View(timeout=None)
    if lobby.allies_allowed:
        view.add_item(
            LobbySelect(lobby, "aa", placeholder=t("soe-lobby-attacker-picks-allies"), row=0)
        )
    if lobby.defender:
        view.add_item(
            LobbySelect(lobby, "da", placeholder=t("soe-lobby-defender-picks-allies"), row=1)
        )
    view.add_item(
        LobbyButton(lobby, "go", label=t("soe-lobby-start"), style=discord.ButtonStyle.success)
    )
    view.add_item(
        LobbyButton(lobby, "x", label=t("soe-lobby-call-off"), style=discord.ButtonStyle.danger)
    )
    pinged = [u for u in (lobby.attacker, lobby.defender) if u]
    people = t("soe-vs").join(f"<@{u}>" for u in pinged)
    return {
        "content": t("soe-lobby-content", people=people),
        "embed": embed,
        "view": view,
        "allowed_mentions": pings(pinged),
    }


Parsed = tuple[Lobby, str, str] | None


class UserDefault(discord.SelectDefaultValue):
    """A member a select shows picked, its id sent as a string as Discord documents snowflakes
    (discord.py would send a number)."""

    def __init__(self, user_id: int) -> None:
        super().__init__(id=user_id, type=discord.SelectDefaultValueType.user)

    def to_dict(self) -> dict[str, Any]:
        return {"id": str(self.id), "type": "user"}


class LobbySelect(
    discord.ui.DynamicItem[discord.ui.UserSelect], template=r"soels:(?P<body>.{0,94})"
):
    def __init__(
        self,
        lobby: Lobby | None,
        action: str = "",
        *,
        placeholder: str = "",
        row: int | None = None,
        raw_id: str = "",
        parsed: Parsed = None,
    ) -> None:
        self.lobby, self.action, self.parsed = lobby, action, parsed
        picked = lobby.allies(PICKS[action]) if lobby and action in PICKS else ()
        super().__init__(
            discord.ui.UserSelect(
                custom_id=lobby.custom_id("soels", action) if lobby else raw_id,
                placeholder=placeholder or None,
                min_values=0,
                max_values=MAX_ALLIES,
                default_values=[UserDefault(u) for u in picked],
                row=row,
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> LobbySelect:
        return cls(None, raw_id=item.custom_id or "", parsed=Lobby.parse(match["body"]))

    @settles
    async def callback(self, interaction: discord.Interaction[Strategos]) -> None:
        use_locale(interaction)  # refusals are the clicker's; the lobby speaks the server's
        await handle(interaction, self.parsed, list(self.item.values))


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button], template=r"soelb:(?P<body>.{0,94})"):
    def __init__(
        self,
        lobby: Lobby | None,
        action: str = "",
        *,
        label: str = "?",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        raw_id: str = "",
        parsed: Parsed = None,
    ) -> None:
        self.lobby, self.action, self.parsed = lobby, action, parsed
        super().__init__(
            discord.ui.Button(
                label=label,
                style=style,
                custom_id=lobby.custom_id("soelb", action) if lobby else raw_id,
                row=2,
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> LobbyButton:
        return cls(
            None,
            label=item.label or "?",
            raw_id=item.custom_id or "",
            parsed=Lobby.parse(match["body"]),
        )

    @settles
    async def callback(self, interaction: discord.Interaction[Strategos]) -> None:
        use_locale(interaction)  # refusals are the clicker's; the lobby speaks the server's
        await handle(interaction, self.parsed, [])


_LOCKS = KeyedLocks()
_LATEST: OrderedDict[int, tuple[tuple[int, ...], tuple[int, ...]]] = OrderedDict()
"""Lobby message id -> the picks last written to it, while the bot runs (the message holds them
too, for after a restart): a click that waited for another sees the other's picks."""
_REMEMBERED = 500


def _remember(message_id: int, lobby: Lobby | None) -> None:
    _LATEST.pop(message_id, None)
    if lobby is not None:
        _LATEST[message_id] = (lobby.attacker_allies, lobby.defender_allies)
        while len(_LATEST) > _REMEMBERED:
            _LATEST.popitem(last=False)


async def handle(
    interaction: discord.Interaction[Strategos], parsed: Parsed, chosen: list[Any]
) -> None:
    try:
        message_id = interaction.message.id if interaction.message else 0
        async with _LOCKS.hold(message_id):
            await _handle(interaction, parsed, chosen)
    except Refusal as refusal:
        await tell(interaction, str(refusal))
    except Exception as error:
        message = t("soe-lobby-failed", command=slash("battle list"))
        await failed(interaction, error, f"lobby {parsed!r}", message)


async def _handle(
    interaction: discord.Interaction[Strategos], parsed: Parsed, chosen: list[Any]
) -> None:
    if parsed is None or interaction.guild is None or interaction.message is None:
        raise Refusal(t("soe-lobby-not-ours"))
    lobby, action, drawn_with = parsed
    gm = is_game_master(interaction)
    owner = lobby.attacker if action in ("aa", "go", "x") else lobby.defender
    if interaction.user.id != owner and not gm:
        raise Refusal(t("soe-lobby-only", owner=f"<@{owner}>"))
    message = interaction.message
    picks = _LATEST.get(message.id) or picks_on(message)
    if picks is None:
        raise Refusal(t("soe-lobby-not-ours"))
    lobby = replace(lobby, attacker_allies=picks[0], defender_allies=picks[1])
    if not lobby.sound():
        raise Refusal(t("soe-lobby-not-ours"))
    if lobby.digest() != drawn_with:
        raise Refusal(t("soe-lobby-stale"))
    if action in PICKS:
        side = PICKS[action]
        if len(chosen) > MAX_ALLIES:
            raise Refusal(t("soe-lobby-too-many", n=MAX_ALLIES))
        if any(ally.bot for ally in chosen):
            raise Refusal(t("soe-no-bots"))
        other = DEFENDER if side == ATTACKER else ATTACKER
        taken = {lobby.attacker, lobby.defender or 0, *lobby.allies(other)}
        if any(ally.id in taken for ally in chosen):
            raise Refusal(t("soe-lobby-another-member"))
        lobby = lobby.with_allies(side, list(dict.fromkeys(ally.id for ally in chosen)))
        area_name, against = against_name(lobby.area, lobby.neutral, lobby.defender)
        with speaking(await public_lang(interaction.client, interaction.guild_id)):
            shown = render_lobby(lobby, area_name, against)
        await edit(interaction, **shown)
        _remember(message.id, lobby)
        return
    if action == "x":
        with speaking(await public_lang(interaction.client, interaction.guild_id)):
            called_off = t("soe-lobby-called-off")
        await edit(
            interaction,
            content=called_off,
            embed=None,
            view=None,
            allowed_mentions=discord.AllowedMentions.none(),
        )
        _remember(message.id, None)
        return
    guild = interaction.guild
    roles = {lobby.attacker: ATTACKER, lobby.defender or 0: DEFENDER}
    for side in PICKS.values():
        roles |= {ally: ALLY_OF[side] for ally in lobby.allies(side)}

    async def member(user_id: int) -> discord.Member | None:
        if not user_id:
            return None
        try:
            return await guild.fetch_member(user_id)
        except discord.NotFound:
            raise Refusal(
                t("soe-lobby-member-left", seat=roles[user_id], member=f"<@{user_id}>")
            ) from None

    allies = {side: [await member(ally) for ally in lobby.allies(side)] for side in PICKS.values()}
    setup = quick_battle_setup(
        await member(lobby.attacker),  # type: ignore[arg-type]
        lobby.area,
        await member(lobby.defender or 0),
        lobby.neutral,
        allies[ATTACKER],  # type: ignore[arg-type]
        allies[DEFENDER],  # type: ignore[arg-type]
    )
    await interaction.client.desk.start(interaction, RULESET.key, setup, in_place=True)
    _remember(message.id, None)

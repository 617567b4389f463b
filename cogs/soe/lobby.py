"""The muster before a quick battle: each side names its ally with a member select, then the
attacker starts the battle. Its whole state lives in the components' custom_ids, so a lobby
survives a restart like the battle's own buttons."""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import discord

from bot.engine import SetupError
from bot.errors import Refusal
from bot.ui.desk import is_game_master
from bot.ui.replies import edit, pings, tell
from bot.ui.text import unmention
from cogs.soe.rules import RULESET, SETTINGS_DEFAULTS, load_game_data

if TYPE_CHECKING:
    from bot.client import Strategos

log = logging.getLogger(__name__)

SNOWFLAKE_MAX = 2**63 - 1
"""Discord ids fit in 63 bits; a larger number in a custom_id is forged."""

_BODY = re.compile(
    r"(?P<attacker>[0-9]{1,20}):(?P<target>p[0-9]{1,20}|n[a-z_]{1,24}):(?P<area>[a-z_]{1,24})"
    r":(?P<aa>[0-9]{1,20}):(?P<da>[0-9]{1,20}):(?P<action>aa|da|go|x)"
)


@dataclass(frozen=True)
class Lobby:
    attacker: int
    target: str  # "p<user id>" for a player, "n<neutral key>" for a neutral country
    area: str
    attacker_ally: int = 0  # 0: nobody
    defender_ally: int = 0

    @property
    def defender(self) -> int | None:
        return int(self.target[1:]) if self.target.startswith("p") else None

    @property
    def neutral(self) -> str | None:
        return self.target[1:] if self.target.startswith("n") else None

    def custom_id(self, prefix: str, action: str) -> str:
        return (
            f"{prefix}:{self.attacker}:{self.target}:{self.area}"
            f":{self.attacker_ally}:{self.defender_ally}:{action}"
        )

    @classmethod
    def parse(cls, body: str) -> tuple[Lobby, str] | None:
        """The lobby a custom_id describes; None for one no lobby of ours could carry (forged:
        an unknown area or neutral country, an id beyond Discord's, a 0 attacker)."""
        match = _BODY.fullmatch(body)
        if match is None:
            return None
        lobby = cls(
            int(match["attacker"]),
            match["target"],
            match["area"],
            int(match["aa"]),
            int(match["da"]),
        )
        data = load_game_data()
        people = (lobby.attacker, lobby.defender or 0, lobby.attacker_ally, lobby.defender_ally)
        if (
            lobby.area not in data.areas
            or (lobby.neutral is not None and lobby.neutral not in data.neutrals)
            or lobby.attacker == 0
            or lobby.defender == 0
            or any(n > SNOWFLAKE_MAX for n in people)
            or (lobby.neutral is not None and (match["action"] == "da" or lobby.defender_ally))
        ):
            return None
        return lobby, match["action"]


def seat(member: discord.abc.User) -> dict[str, Any]:
    # a nickname may read "<@id>" or "@everyone": shown in panels and threads, it pings nobody
    return {"user_id": member.id, "name": unmention(member.display_name)}


def quick_battle_setup(
    attacker: discord.abc.User,
    area: str,
    defender: discord.abc.User | None,
    neutral: str | None,
    attacker_ally: discord.abc.User | None,
    defender_ally: discord.abc.User | None,
) -> dict[str, Any]:
    """A quick battle's setup: seats from the members named; each player sets its forces in
    one step once the battle starts (an ally: its units, or none to stay out)."""
    data = load_game_data()
    if area not in data.areas:
        raise Refusal("Pick the area from the list.")
    if (defender is None) == (neutral is None):
        raise Refusal("Attack either a player (`defender`) or a neutral country (`neutral`).")
    people = [m for m in (attacker, defender, attacker_ally, defender_ally) if m is not None]
    if any(m.bot for m in people):
        raise Refusal("Bots do not play Struggle of Empires.")
    if len({m.id for m in people}) != len(people):
        raise Refusal("Each player can take only one part in a battle.")
    seats: dict[str, Any] = {"attacker": seat(attacker)}
    setup: dict[str, Any] = {
        "area": area,
        "collect_forces": True,
        "one_step": True,
        "seats": seats,
    }
    if neutral is not None:
        if neutral not in data.neutrals:
            raise Refusal("Pick the neutral country from the list.")
        seats["defender"] = {"user_id": None, "name": data.neutrals[neutral].name}
        setup |= {"defender_kind": "neutral", "neutral": neutral}
    else:
        assert defender is not None
        seats["defender"] = seat(defender)
        setup["defender_kind"] = "player"
    if attacker_ally is not None:
        seats["attacker_ally"] = seat(attacker_ally)
    if defender_ally is not None:
        seats["defender_ally"] = seat(defender_ally)
    try:
        RULESET.validate_setup(setup)
    except SetupError as error:
        raise Refusal(str(error)) from None
    return setup


def against_name(area: str, neutral: str | None, defender: int | None) -> tuple[str, str]:
    """The area's name and who is attacked, as the lobby shows them (a player by mention, in
    the embed's description: a title shows mentions as raw text)."""
    data = load_game_data()
    target = data.neutrals[neutral].name if neutral else f"<@{defender}>"
    return data.areas[area].name, target


def render_lobby(lobby: Lobby, area_name: str, against: str) -> dict[str, Any]:
    def named(user_id: int) -> str:
        return f"<@{user_id}>" if user_id else "none"

    # a quick battle reads the rules' defaults: against a neutral, no ally unless they allow one
    allies = not lobby.neutral or SETTINGS_DEFAULTS["neutral_attacker_allies"]
    if lobby.neutral:
        title = f"⚔️ Struggle of Empires — attack on {against} in {area_name}"
        sides = f"<@{lobby.attacker}> attacks the neutral country **{against}**.\n"
    else:
        title = f"⚔️ Struggle of Empires — attack in {area_name}"
        sides = f"<@{lobby.attacker}> attacks {against}.\n"
    if allies:
        how = (
            "\nEach side may name an ally; an ally then joins with its units or stays out. "
            "The attacker presses **Start** when ready."
        )
    else:
        how = "\nA neutral country is attacked without allies: press **Start** when ready."
    embed = discord.Embed(
        title=title,
        description=(
            sides
            + (f"Attacker's ally: {named(lobby.attacker_ally)}\n" if allies else "")
            + (f"Defender's ally: {named(lobby.defender_ally)}\n" if lobby.defender else "")
            + how
        ),
        colour=discord.Colour.blurple(),
    )
    view = discord.ui.View(timeout=None)
    if allies:
        view.add_item(
            LobbySelect(lobby, "aa", placeholder="Attacker: name your ally (optional)", row=0)
        )
    if lobby.defender:
        view.add_item(
            LobbySelect(lobby, "da", placeholder="Defender: name your ally (optional)", row=1)
        )
    view.add_item(LobbyButton(lobby, "go", label="Start", style=discord.ButtonStyle.success))
    view.add_item(LobbyButton(lobby, "x", label="Call off", style=discord.ButtonStyle.danger))
    pinged = [u for u in (lobby.attacker, lobby.defender) if u]
    people = " vs ".join(f"<@{u}>" for u in pinged)
    return {
        "content": f"{people} — name your allies, then Start.",
        "embed": embed,
        "view": view,
        "allowed_mentions": pings(pinged),
    }


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
    ) -> None:
        self.lobby, self.action = lobby, action
        super().__init__(
            discord.ui.UserSelect(
                custom_id=lobby.custom_id("soels", action) if lobby else raw_id,
                placeholder=placeholder or None,
                min_values=0,
                max_values=1,
                row=row,
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> LobbySelect:
        parsed = Lobby.parse(match["body"])
        if parsed is None:
            return cls(None, raw_id=item.custom_id or "")
        return cls(parsed[0], parsed[1], raw_id=item.custom_id or "")

    async def callback(self, interaction: discord.Interaction[Strategos]) -> None:
        await handle(interaction, self.lobby, self.action, list(self.item.values))


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button], template=r"soelb:(?P<body>.{0,94})"):
    def __init__(
        self,
        lobby: Lobby | None,
        action: str = "",
        *,
        label: str = "?",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        raw_id: str = "",
    ) -> None:
        self.lobby, self.action = lobby, action
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
        parsed = Lobby.parse(match["body"])
        if parsed is None:
            return cls(None, raw_id=item.custom_id or "")
        return cls(parsed[0], parsed[1], label=item.label or "?", raw_id=item.custom_id or "")

    async def callback(self, interaction: discord.Interaction[Strategos]) -> None:
        await handle(interaction, self.lobby, self.action, [])


async def handle(
    interaction: discord.Interaction[Strategos], lobby: Lobby | None, action: str, chosen: list[Any]
) -> None:
    try:
        await _handle(interaction, lobby, action, chosen)
    except Refusal as refusal:
        await tell(interaction, str(refusal))
    except Exception:
        log.exception("lobby %r %s failed", lobby, action)
        await tell(
            interaction,
            "Something went wrong on our side: `/battle list` shows whether a battle started.",
        )


async def _handle(
    interaction: discord.Interaction[Strategos], lobby: Lobby | None, action: str, chosen: list[Any]
) -> None:
    if lobby is None or interaction.guild is None:
        raise Refusal("This button is not one of Strategos' battle buttons.")
    gm = is_game_master(interaction)
    owner = lobby.attacker if action in ("aa", "go", "x") else lobby.defender
    if interaction.user.id != owner and not gm:
        raise Refusal(f"Only <@{owner}> can do that here.")
    if action in ("aa", "da"):
        ally = chosen[0] if chosen else None
        taken = {lobby.attacker, lobby.defender, lobby.attacker_ally, lobby.defender_ally} - {0}
        if ally is not None and (ally.bot or ally.id in taken):
            raise Refusal("Name another member: each player takes only one part in a battle.")
        field = "attacker_ally" if action == "aa" else "defender_ally"
        lobby = replace(lobby, **{field: ally.id if ally else 0})
        area_name, against = against_name(lobby.area, lobby.neutral, lobby.defender)
        await edit(interaction, **render_lobby(lobby, area_name, against))
        return
    if action == "x":
        await edit(
            interaction,
            content="🛑 Attack called off.",
            embed=None,
            view=None,
            allowed_mentions=discord.AllowedMentions.none(),
        )
        return
    guild = interaction.guild
    roles = {
        lobby.attacker: "The attacker",
        lobby.defender or 0: "The defender",
        lobby.attacker_ally: "The attacker's ally",
        lobby.defender_ally: "The defender's ally",
    }

    async def member(user_id: int) -> discord.Member | None:
        if not user_id:
            return None
        try:
            return await guild.fetch_member(user_id)
        except discord.NotFound:
            raise Refusal(
                f"{roles[user_id]}, <@{user_id}>, is not a member of this server any more:"
                " call this attack off and declare it again."
            ) from None

    setup = quick_battle_setup(
        await member(lobby.attacker),  # type: ignore[arg-type]
        lobby.area,
        await member(lobby.defender or 0),
        lobby.neutral,
        await member(lobby.attacker_ally),
        await member(lobby.defender_ally),
    )
    await interaction.client.desk.start(interaction, RULESET.key, setup, in_place=True)

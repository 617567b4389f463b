"""Asking the other players' consent to undo or cancel once something has been revealed.

A player takes back an answer alone only while nothing has been revealed since it; after that,
an undo needs the game master or every other player's consent, and calling off a quick battle
after a die was rolled needs the other side's. The request is a public message with Agree /
Refuse buttons for the players asked; it is stored, so it survives a restart, and it lapses as
soon as the battle moves on. The side a result hurts can never undo or void it alone.

The request is everyone's: worded in the battle's language (`battle_lang`); the refusals of a
click on it in the clicker's.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import discord

from bot.battles import LoadedBattle
from bot.errors import Refusal
from bot.i18n import speaking, t, use_locale
from bot.store import BattleRequest, NotFound, StaleAnswer
from bot.ui import replies
from bot.ui.desk import is_game_master
from bot.ui.narration import battle_lang
from bot.ui.replies import failed, tell

if TYPE_CHECKING:
    from bot.client import Strategos


def request_message(request: BattleRequest, loaded: LoadedBattle, detail: str) -> dict:
    """The public request: who asks what, who must agree, and the buttons (while open), in the
    language being spoken (render it inside `speaking(battle_lang(...))`)."""
    asked = ", ".join(f"<@{u}>" for u in request.needed)
    agreed = ", ".join(f"<@{u}>" for u in request.agreed)
    head = t(
        "consent-head-undo" if request.action == "undo" else "consent-head-cancel",
        user=f"<@{request.requested_by}>",
        id=str(request.battle_id),
        game=loaded.game.shown_title,
        detail=detail,
    )
    match request.status:
        case "open":
            status = t("consent-open", asked=asked)
            if agreed:
                status += " " + t("consent-agreed-so-far", agreed=agreed)
        case "granted":
            decider = request.decided_by not in request.needed
            status = t(
                "consent-granted",
                agreed=agreed,
                has_agreed="yes" if agreed else "no",
                decider=f"<@{request.decided_by}>",
                has_decider="yes" if decider else "no",
            )
        case "refused":
            status = t("consent-refused", user=f"<@{request.decided_by}>")
        case _:
            status = t("consent-lapsed")
    view = discord.ui.View(timeout=None)
    if request.status == "open":
        view.add_item(RequestButton(request.id, "y"))
        view.add_item(RequestButton(request.id, "n"))
    waiting = request.waiting_for if request.status == "open" else []
    return {
        "content": f"{head}\n{status}",
        "view": view,
        "allowed_mentions": replies.pings(waiting),
    }


async def ask_consent(
    interaction: discord.Interaction[Strategos],
    loaded: LoadedBattle,
    action: str,
    needed: list[int],
    detail: str = "",
) -> None:
    """Post the request as the reply to the command that asked, in the battle's language
    (`detail`: the caller's words, in it too)."""
    bot = interaction.client
    battle = loaded.battle
    request = await bot.store.open_request(
        battle.guild_id,
        battle.id,
        action=action,
        answer_count=len(battle.answers),
        requested_by=interaction.user.id,
        needed=needed,
    )
    with speaking(await battle_lang(bot, loaded)):  # everyone reads the request
        message = request_message(request, loaded, detail)
    message_id = await replies.send(interaction, **message)
    if message_id is not None and interaction.channel_id is not None:
        await bot.store.set_request_message(
            battle.guild_id, request.id, channel_id=interaction.channel_id, message_id=message_id
        )


class RequestButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"sgq:(?P<id>[0-9]{1,18}):(?P<op>[yn])"
):
    def __init__(self, request_id: int, op: str) -> None:
        self.request_id, self.op = request_id, op
        super().__init__(
            discord.ui.Button(
                label=t("consent-agree") if op == "y" else t("consent-refuse"),
                emoji="✅" if op == "y" else "❌",
                style=discord.ButtonStyle.success if op == "y" else discord.ButtonStyle.danger,
                custom_id=f"sgq:{request_id}:{op}",
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> RequestButton:
        return cls(int(match["id"]), match["op"])

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        use_locale(interaction)  # a refusal is the clicker's alone; the request stays public
        return True

    async def callback(self, interaction: discord.Interaction[Strategos]) -> None:
        try:
            await on_consent(interaction, self.request_id, agree=self.op == "y")
        except Refusal as refusal:
            await tell(interaction, str(refusal))
        except Exception as error:
            what = f"consent click on request {self.request_id}"
            await failed(interaction, error, what, t("consent-failed"))


async def on_consent(
    interaction: discord.Interaction[Strategos], request_id: int, *, agree: bool
) -> None:
    bot = interaction.client
    if interaction.guild_id is None:
        raise Refusal(t("consent-not-our-button"))
    request = await bot.store.get_request(interaction.guild_id, request_id)
    if request is None:
        raise Refusal(t("consent-no-request"))
    loaded = await bot.battles.load(request.guild_id, request.battle_id)
    gm = await is_battle_gm(interaction, loaded)
    if interaction.user.id not in request.needed and not gm:
        raise Refusal(t("consent-not-yours"))
    if request.status != "open":
        raise Refusal(t("consent-decided"))
    public = await battle_lang(bot, loaded)  # the request, and what is done, are everyone's
    if loaded.battle.status != "active" or len(loaded.battle.answers) != request.answer_count:
        await bot.store.lapse_request(request.guild_id, request.id)
        request = await bot.store.get_request(request.guild_id, request.id)
        with speaking(public):
            message = request_message(request, loaded, "")
        await replies.edit(interaction, **message)
        return
    if interaction.user.id in request.agreed and agree:
        raise Refusal(t("consent-agreed-already"))
    try:
        request = await bot.store.answer_request(
            request.guild_id,
            request.id,
            user_id=interaction.user.id,
            agree=agree,
            decides=gm and interaction.user.id not in request.needed,
        )
    except (StaleAnswer, NotFound):
        raise Refusal(t("consent-decided")) from None
    lines: list[str] = []
    with speaking(public):
        if request.status == "granted":
            how = t("consent-how-agreed", users=", ".join(f"<@{u}>" for u in request.agreed))
            if request.decided_by not in request.needed:
                how = t("consent-how-gm", gm=f"<@{request.decided_by}>")
            act = bot.desk.undo if request.action == "undo" else bot.desk.cancel
            try:
                loaded, lines = await act(
                    request.guild_id,
                    request.battle_id,
                    user_id=request.requested_by,
                    how=how,
                    expected=request.answer_count,
                )
            except Refusal as refusal:
                lines = [t("consent-not-done", reason=str(refusal))]
        message = request_message(request, loaded, "")
    await replies.edit(interaction, **message)
    if lines:
        await replies.send(interaction, content="\n".join(lines)[:2000], allowed_mentions=_QUIET)


_QUIET = discord.AllowedMentions.none()


async def is_battle_gm(interaction: discord.Interaction[Strategos], loaded: LoadedBattle) -> bool:
    """Manage Server, or the game master of the battle's campaign."""
    gm = None
    if loaded.battle.campaign_id is not None:
        campaign = await interaction.client.store.get_campaign(
            loaded.battle.guild_id, loaded.battle.campaign_id
        )
        gm = campaign.gm_user_id if campaign else None
    return is_game_master(interaction, gm)

"""The playground's page in a real (headless) browser: a Struggle of Empires battle played
through the page only, as two members taking turns with the member switcher.

Needs Debian's chromium and the playwright package (never a downloaded browser); skipped,
saying which is missing, without them. CI installs chromium (.ci/run)."""

from __future__ import annotations

import re
import shutil
import sqlite3
from pathlib import Path

import pytest

CHROMIUM = next(
    (p for p in ("/usr/bin/chromium", shutil.which("chromium")) if p and Path(p).exists()), None
)
try:
    from playwright.async_api import Page, async_playwright
except ImportError:  # pragma: no cover - the test extras bring it
    async_playwright = None

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="no chromium (apt-get install chromium)"),
    pytest.mark.skipif(async_playwright is None, reason="no playwright (pip install -e '.[test]')"),
]

ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
FORCES = {"Armies": 2, "Fleets": 1}
WAIT = 15_000  # ms: one interaction, the page's refresh included

# What the page shows of a message, to tell whether a click changed it.
LOOKS = """id => {
    const node = document.querySelector(`[data-testid=message][data-message-id="${id}"]`);
    return node ? node.innerText + [...node.querySelectorAll("[data-custom-id]")]
        .map(b => b.dataset.customId + (b.disabled ? "-" : "+")).join() : null;
}"""


def message(page: Page, message_id: str):
    return page.locator(f'[data-testid=message][data-message-id="{message_id}"]')


async def act_as(page: Page, user) -> None:
    """Pick a member in the switcher and wait until the page shows what they see."""
    await page.get_by_test_id("member-switcher").select_option(str(user.id))
    await page.wait_for_selector(f'body[data-as="{user.id}"]', timeout=WAIT)


async def looks(page: Page, message_id: str) -> str | None:
    return await page.evaluate(LOOKS, message_id)


async def changed(page: Page, message_id: str, before: str | None) -> None:
    await page.wait_for_function(
        f"([id, before]) => ({LOOKS})(id) !== null && ({LOOKS})(id) !== before",
        arg=[message_id, before],
        timeout=WAIT,
    )


async def panel(page: Page, message_id: str) -> dict:
    """What the panel shows now, read at once: its text, the enabled buttons that act (🔍 Verify
    left out) as {label, custom_id}, and the members its content pings (who must act)."""
    for _ in range(50):
        shown = await message(page, message_id).evaluate(
            """node => ({
                text: node.innerText,
                buttons: [...node.querySelectorAll("button[data-testid=button]")]
                    .filter(b => !b.disabled && !b.dataset.customId.startsWith("sgv:"))
                    .map(b => ({label: b.innerText.trim(), custom_id: b.dataset.customId})),
                pinged: [...node.querySelectorAll(".content .mention[data-user-id]")]
                    .map(p => p.dataset.userId),
            })"""
        )
        if not shown["buttons"] or shown["pinged"]:
            return shown
        await page.wait_for_timeout(100)  # between two states: read again
    raise AssertionError(f"the panel asks nobody: {shown}")


async def click(page: Page, message_id: str, custom_id: str) -> bool:
    """Click a component and wait for the bot's answer; False if it was gone meanwhile (the
    panel moved on between reading and clicking)."""
    target = message(page, message_id).locator(f'[data-custom-id="{custom_id}"]')
    if not await target.count():
        return False
    async with page.expect_response("**/api/click", timeout=WAIT) as answer:
        await target.click(timeout=WAIT)
    result = await (await answer.value).json()
    assert result.get("ok"), result
    return True


async def settled(page: Page, message_id: str) -> str | None:
    """What the message shows once it stopped changing (the bot may edit it twice)."""
    last = await looks(page, message_id)
    for _ in range(40):
        await page.wait_for_timeout(150)
        now = await looks(page, message_id)
        if now == last:
            return now
        last = now
    return last


async def fill_forces(page: Page) -> None:
    """The force form, as a player fills it: a field per unit, or "Unit: n" lines in the box."""
    modal = page.get_by_test_id("modal")
    await modal.wait_for(timeout=WAIT)
    left = dict(FORCES)
    fields = modal.locator(".modal-field")
    for i in range(await fields.count()):
        field = fields.nth(i)
        label = re.sub(
            r"\s*\*$", "", (await field.locator(".modal-label").text_content() or "").strip()
        )
        box = field.locator("[data-testid=modal-input]")
        if label in left:
            await box.fill(str(left.pop(label)))
        elif await box.evaluate("el => el.tagName") == "TEXTAREA":
            lines = []
            for line in (await box.input_value()).splitlines():
                name = line.rpartition(":")[0]
                lines.append(f"{name}: {left.pop(name)}" if name in left else line)
            await box.fill("\n".join(lines))
    assert not left, f"the form has no field for {sorted(left)}"
    await page.get_by_test_id("modal-submit").click()
    await modal.wait_for(state="detached", timeout=WAIT)


async def new_ephemeral(page: Page, known: set[str]) -> str:
    """The id of the private answer that appeared (not among `known`), once shown."""
    note = page.locator("[data-testid=message][data-ephemeral=true]")
    for _ in range(100):
        ids = await note.evaluate_all("nodes => nodes.map(n => n.dataset.messageId)")
        fresh = [i for i in ids if i not in known]
        if fresh:
            return fresh[-1]
        await page.wait_for_timeout(100)
    raise AssertionError("no private answer appeared")


async def test_a_battle_played_in_the_browser(playground, tmp_path):
    pg = playground
    async with async_playwright() as pw:
        who = pg.members
        people = {str(u.id): u for u in who.values()}
        browser = await pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = await browser.new_page(viewport={"width": 1280, "height": 800})
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
            await page.goto(pg.url)
            await page.wait_for_selector("body[data-ready=true]", timeout=WAIT)
            await act_as(page, who["alice"])

            # The switcher offers the five members (no bot); the channel list the server's.
            names = await page.get_by_test_id("member-switcher").locator("option").all_inner_texts()
            assert [n.split(" (")[0] for n in names] == [
                "Alice", "Bob", "Carol", "Dave", "Game Master"
            ]  # fmt: skip
            battles = str(pg.channels["battles"])
            await page.get_by_test_id(f"channel-{battles}").click()
            await page.wait_for_selector(f'body[data-channel="{battles}"]', timeout=WAIT)

            # /soe battle through the command box: the command from the list, the area by
            # autocomplete, the defender from the member dropdown.
            box = page.get_by_test_id("command-input")
            # A command cancelled while its autocomplete is about to ask breaks nothing.
            await box.fill("/soe bat")
            await page.get_by_test_id("command-soe-battle").click()
            await page.get_by_test_id("option-area").fill("ind")
            await box.focus()
            await box.press("Escape")
            await page.wait_for_timeout(400)  # past the autocomplete's 200 ms pause
            assert not errors, errors
            await box.fill("/soe bat")
            await page.get_by_test_id("command-soe-battle").click()
            area = page.get_by_test_id("option-area")
            await area.fill("ind")
            await page.locator('[data-testid=autocomplete-area] [data-value="india"]').click()
            await page.get_by_test_id("option-defender").select_option(str(who["bob"].id))
            await page.get_by_test_id("send-button").click()
            start = page.locator(
                "[data-testid=message] button[data-testid=button]", has_text="Start"
            )
            await start.wait_for(timeout=WAIT)
            lobby = await start.evaluate(
                "b => b.closest('[data-testid=message]').dataset.messageId"
            )
            assert await message(page, lobby).locator("[data-testid=used-command]").count() == 1

            # Start, no allies: the lobby becomes the battle's panel.
            before = await looks(page, lobby)
            await start.click()
            await changed(page, lobby, before)

            # A stranger's click is refused privately: Dave sees why, Alice does not.
            await act_as(page, who["dave"])
            seen = set(await page.locator("[data-testid=message]").evaluate_all(
                "nodes => nodes.map(n => n.dataset.messageId)"
            ))  # fmt: skip
            for _ in range(10):  # the panel may still be moving on from Start: click it settled
                await settled(page, lobby)
                first = (await panel(page, lobby))["buttons"][0]
                if await click(page, lobby, first["custom_id"]):
                    break
            else:
                raise AssertionError("the panel never stood still for Dave's click")
            refused = await new_ephemeral(page, seen)
            shown = message(page, refused)
            assert "Only" in await shown.inner_text()
            await shown.get_by_test_id("ephemeral-note").wait_for(timeout=WAIT)
            await act_as(page, who["alice"])
            await message(page, lobby).wait_for(timeout=WAIT)
            assert await message(page, refused).count() == 0

            # The battle, played by whoever the panel pings, to the end.
            seen_labels: list[str] = []
            for _ in range(40):
                await settled(page, lobby)
                shown = await panel(page, lobby)
                if not shown["buttons"]:
                    break
                await act_as(page, people[shown["pinged"][0]])
                shown = await panel(page, lobby)
                buttons = shown["buttons"]
                seen_labels.append(" | ".join(b["label"] for b in buttons))
                before = await looks(page, lobby)
                if "Your units and tiles" in shown["text"]:
                    change = next(b for b in buttons if "Change" in b["label"])
                    if not await click(page, lobby, change["custom_id"]):
                        continue
                    await fill_forces(page)
                else:
                    wanted = next(
                        (
                            b
                            for word in ("Confirm", "Join", "Yes")
                            for b in buttons
                            if word in b["label"]
                        ),
                        buttons[0],
                    )
                    if not await click(page, lobby, wanted["custom_id"]):
                        continue
                await changed(page, lobby, before)  # the panel shows the answer
            else:
                raise AssertionError(f"the battle did not end in 40 clicks: {seen_labels}")
            assert seen_labels, "no choice was asked"

            # 🔍 Verify on the finished battle: the seed, for Alice's eyes only.
            await act_as(page, who["alice"])
            seen = set(await page.locator("[data-testid=message]").evaluate_all(
                "nodes => nodes.map(n => n.dataset.messageId)"
            ))  # fmt: skip
            with sqlite3.connect(pg.db_path) as db:
                status, seed = db.execute("SELECT status, seed FROM battles").fetchone()
            assert status == "finished"
            verify = (
                await message(page, lobby)
                .locator('[data-custom-id^="sgv:"]')
                .get_attribute("data-custom-id")
            )
            assert await click(page, lobby, verify)
            verified = await new_ephemeral(page, seen)
            await message(page, verified).get_by_test_id("ephemeral-note").wait_for()
            assert seed in await message(page, verified).inner_text()
            await act_as(page, who["bob"])
            await message(page, lobby).wait_for(timeout=WAIT)
            assert await message(page, verified).count() == 0

            shot = tmp_path / "battle.png"
            await page.screenshot(path=str(shot), full_page=True)
            assert shot.stat().st_size > 5_000
            assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
            assert not errors, errors
            assert not pg.loopback.failed_interactions, pg.loopback.failed_interactions
        finally:
            await browser.close()

"""The standings as a picture: a table a phone shows whole (names as players joined, the
tiebreakers in their stated order), the podium in colour, dropped players greyed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.tournaments import BracketSlot, Standing
from bot.ui.pictures import BACKGROUND, HIGHLIGHT, INK, MUTED_INK, TRACK, Canvas, serialised

PODIUM = ("#E69F00", "#9AA3AD", "#B87333")
WIDTH = 900


@serialised
def standings_picture(
    title: str,
    headers: Sequence[str],
    rows: Sequence[Standing],
    names: Mapping[int, str],
) -> bytes:
    """PNG: `headers` are rank, player, points, record, then one per tiebreaker."""
    pad, row_h = 24, 40
    head_face, cell, bold = Canvas.font(30, bold=True), Canvas.font(22), Canvas.font(22, bold=True)
    extra = len(headers) - 4
    col_w = 92
    widths = [56, WIDTH - 2 * pad - 56 - 90 - 110 - extra * col_w, 90, 110] + [col_w] * extra
    height = pad * 2 + 50 + row_h * (len(rows) + 1)
    canvas = Canvas(WIDTH, height)
    canvas.text((pad, pad), Canvas.fit(title, head_face, WIDTH - 2 * pad), head_face, INK, "lt")
    y = pad + 50

    def line(values: Sequence[str], face, colour: str, top: float) -> None:
        x = pad
        for i, (value, w) in enumerate(zip(values, widths, strict=False)):
            anchor = "lm" if i == 1 else "mm"
            at = x + 6 if i == 1 else x + w / 2
            canvas.text(
                (at, top + row_h / 2), Canvas.fit(value, face, w - 12), face, colour, anchor
            )
            x += w

    line(headers, bold, MUTED_INK, y)
    y += row_h
    for index, s in enumerate(rows):
        shade = TRACK if index % 2 == 0 else BACKGROUND
        canvas.rect((pad, y, WIDTH - pad, y + row_h), shade, radius=4)
        if s.rank <= 3 and not s.dropped:
            canvas.rect((pad, y, pad + 8, y + row_h), PODIUM[s.rank - 1], radius=3)
        values = [
            str(s.rank),
            names.get(s.entrant) or str(s.entrant),
            f"{s.points:g}",
            f"{s.wins}-{s.draws}-{s.losses}",
            *(f"{v:g}" for v in s.tiebreaks),
        ]
        line(values, bold if s.rank == 1 else cell, MUTED_INK if s.dropped else INK, y)
        y += row_h
    return canvas.png([TRACK, HIGHLIGHT, *PODIUM])


@serialised
def bracket_picture(
    title: str, slots: Sequence[BracketSlot], names: Mapping[int, str], labels: Mapping[str, str]
) -> bytes:
    """PNG: each bracket (winners', losers', the grand final) as columns of rounds, each match a
    box of its two players, the winner in bold; `labels` name the brackets."""
    pad, box_w, box_h, gap_x, gap_y = 24, 210, 64, 36, 14
    parts: dict[str, dict[int, list[BracketSlot]]] = {}
    for slot in slots:
        part = "GF" if slot.bracket.startswith("GF") else slot.bracket
        parts.setdefault(part, {}).setdefault(slot.round, []).append(slot)
    head, cell, bold = Canvas.font(30, bold=True), Canvas.font(20), Canvas.font(20, bold=True)
    tall = {p: max(len(col) for col in rounds.values()) for p, rounds in parts.items()}
    width = pad * 2 + max(len(r) for r in parts.values()) * (box_w + gap_x)
    height = pad * 2 + 50 + sum(36 + n * (box_h + gap_y) for n in tall.values())
    canvas = Canvas(max(width, 480), height)
    canvas.text((pad, pad), Canvas.fit(title, head, canvas.width - 2 * pad), head, INK, "lt")
    top = pad + 50
    for part in ("W", "L", "GF"):
        if part not in parts:
            continue
        canvas.text((pad, top + 14), labels.get(part, part), bold, MUTED_INK, "lm")
        top += 36
        span = tall[part] * (box_h + gap_y)
        for column, round_no in enumerate(sorted(parts[part])):
            col = sorted(parts[part][round_no], key=lambda s: s.index)
            step = span / len(col)
            x = pad + column * (box_w + gap_x)
            for i, slot in enumerate(col):
                y = top + i * step + (step - box_h) / 2
                canvas.rect((x, y, x + box_w, y + box_h), TRACK, radius=6)
                for half, (player, known) in enumerate(zip(slot.players, slot.known, strict=True)):
                    name = names.get(player, str(player)) if player else ("—" if known else "…")
                    won = player is not None and player == slot.winner
                    lost = slot.winner is not None and not won
                    face = bold if won else cell
                    colour = MUTED_INK if lost or player is None else INK
                    at = (x + 10, y + box_h * (0.27 if half == 0 else 0.73))
                    canvas.text(at, Canvas.fit(name, face, box_w - 20), face, colour, "lm")
                if slot.winner is not None:
                    canvas.rect((x, y, x + 5, y + box_h), HIGHLIGHT, radius=2)
        top += span
    return canvas.png([TRACK, HIGHLIGHT])

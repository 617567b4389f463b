"""Glory of Civilizations: the dice-bag battle (seed 003, Ukrainian; ../shared/rules/goc.md).

The pure part: the numbers (data.py, data/games/goc.toml), the sides and what follows from them
(army.py), the bag (bag.py), damage and its order (damage.py), the procedure (rules.py, muster.py)
and the exact odds (clash.py, odds.py). The Discord face: cog.py, with the words in texts.py,
render.py, board.py, report.py and the pictures in pictures.py; a campaign in campaign.py and
campaign_commands.py.
"""

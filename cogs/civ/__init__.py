"""Sid Meier's Civilization: The Board Game — combat (seed 001, ../shared/rules/civ.md).

The pure part: the numbers (data.py, data/games/civ.toml), unit cards (cards.py), the sides and
the seed's numbers (sides.py, muster.py), the engagement (combat.py), the built-in strategy
(strategy.py), loot (loot.py), the procedure and its ruleset (rules.py), the odds (odds.py) and
the campaign's changes (campaign.py). The Discord face: cog.py and the modules it uses.
"""

"""The Great War: a First World War variant of Axis & Allies (seed 002, ../shared/rules/gw.md).

The pure part: the unit table and its campaign overrides (units.py, data/games/gw.toml), the
forces of a battle (forces.py), losses and casualty presets (casualties.py), the steps of a round
(steps.py), the procedure and its ruleset (rules.py, bombing.py), and the exact odds (kernel.py,
odds.py). The Discord face comes later (cog.py).
"""

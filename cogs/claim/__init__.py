"""The map campaign with claim rolls (seed 004), read in the order of ../shared/rules/claim.md.

- rules.py: army priority, the campaign settings, the claim roll (modifiers, results) and its
  procedure, `RULESET`.
- classify.py: a turn's attacks sorted into fought battles and claim rolls, main battles, and
  the extra battles offered to players left without one.
- odds.py: the exact odds of a claim roll, from the scoring pieces of rules.py.
"""

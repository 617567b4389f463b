"""Struggle of Empires: the attack (rules.py, odds.py) and its Discord face (cog.py)."""

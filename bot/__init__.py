"""Parlour: a Discord bot hosting tables of card and domino games."""

"""The table service: the one place that turns a player's intent into a stored fact."""

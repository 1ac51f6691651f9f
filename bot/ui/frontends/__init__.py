"""Per-game frontends: a game's view as Discord messages and controls, clicks as actions."""

"""discord.py extensions: thin adapters that parse, call the table service, and reply."""

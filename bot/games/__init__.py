"""Game engines, and the registry that names them for ``/table create game:``."""

"""Persistence: SQLAlchemy 2 async models, sessions, repositories and migrations."""

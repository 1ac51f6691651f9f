"""The Discord side shared by every game: replies, components, the table presenter."""

# Parlour — mexican-train: rules summaries (/rules), one line per section.

rules-mexican-train-1 = **Players.** 2–8 with the double-12 set (each on their own).
rules-mexican-train-2 = **Rounds.** Round 1 starts from the 12-12 engine, the next from 11-11, down to 0-0.
rules-mexican-train-3 = **Trains.** Each player builds a personal train from the engine; one shared **Mexican Train** is open to all. You may play on your own train, the Mexican Train, or another player's train that carries a marker.
rules-mexican-train-4 = **A turn.** Play one matching tile if you can (you must). If you can't, draw one tile and play it if it fits; otherwise a marker goes on your train, opening it to everyone, until you play on it again.
rules-mexican-train-5 = **Doubles.** After a double you play again. A double left uncovered is **open**: everyone, in turn, must cover it before any other train may be played.
rules-mexican-train-6 = **Score.** The round ends when someone plays their last tile or nobody can move. Tiles left in hand count their pips (0-0 counts 50). The lowest total after the last round wins.

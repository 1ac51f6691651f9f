# Parlour — faces: the Mexican Train board picture and the card-suit setting (issue #15).

faces-board-round = Round { $round }/{ $rounds } · engine
faces-board-boneyard = Boneyard: { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
faces-board-over = Game over
faces-board-mexican = Mexican
faces-board-legend-marker = marker: open to all
faces-board-legend-double = open double: cover it
faces-board-legend-blocking = blocking double: cover first

faces-style-two-colour = two colours
faces-style-four-colour = four colours
faces-style-text = plain text (screen readers)
# $suits: the four suit signs, shown in the chosen colours
faces-settings-cards = Card suits: **{ $style }** { $suits }

# The hand view's line of trains a player may use and the number each one's next tile must
# match ($end, in bold when playable now); $ends: those items joined by " · ".
faces-open-ends = Open ends: { $ends }
faces-open-end-yours = your train → { $end }
faces-open-end-mexican = Mexican → { $end }
faces-open-end-marked = { $name } 🚩 → { $end }
faces-open-end-other = { $name } → { $end }

# Parlour — faces: llun bwrdd y Trên Mecsicanaidd a'r dewis o liwiau siwtiau (issue #15).
# Termau: trên, marciwr (marker), injan (engine), pentwr (boneyard), dwbl (double).

faces-board-round = Rownd { $round }/{ $rounds } · injan
faces-board-boneyard = Pentwr: { $count ->
    [zero] dim teils
    [one] { $count } deilsen
    [two] { $count } deilsen
    [many] { $count } theilsen
   *[other] { $count } teilsen
}
faces-board-over = Gêm drosodd
faces-board-mexican = Mecsicanaidd
faces-board-legend-marker = marciwr: ar agor i bawb
faces-board-legend-double = dwbl agored: rhaid ei orchuddio
faces-board-legend-blocking = dwbl i'w orchuddio gyntaf

faces-style-two-colour = dau liw
faces-style-four-colour = pedwar lliw
faces-style-text = testun plaen (darllenwyr sgrin)
faces-settings-cards = Siwtiau'r cardiau: **{ $style }** { $suits }

faces-open-ends = Pennau agored: { $ends }
faces-open-end-yours = eich trên → { $end }
faces-open-end-mexican = Mecsicanaidd → { $end }
faces-open-end-marked = { $name } 🚩 → { $end }
faces-open-end-other = { $name } → { $end }

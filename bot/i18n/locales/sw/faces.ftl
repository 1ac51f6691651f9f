# Parlour — faces: picha ya meza ya Treni ya Mexico na mpangilio wa rangi za karata (issue #15).
# Maneno: treni, alama (marker), injini (engine), rundo (boneyard: "rundo la mifupa"), dabo
# (double) — kutoka kwa maandishi ya sheria za Treni ya Mexico (seeds/002) na maneno ya wachezaji.

faces-board-round = Raundi { $round }/{ $rounds } · injini
faces-board-boneyard = Rundo: { $count ->
    [one] kigae { $count }
   *[other] vigae { $count }
}
faces-board-over = Mchezo umekwisha
faces-board-mexican = Mexico
faces-board-legend-marker = alama: wazi kwa wote
faces-board-legend-double = dabo wazi: ifunike
faces-board-legend-blocking = dabo wazi: ifunike kwanza

faces-style-two-colour = rangi mbili
faces-style-four-colour = rangi nne
faces-style-text = maandishi matupu (visoma skrini)
faces-settings-cards = Rangi za karata: **{ $style }** { $suits }

faces-open-ends = Ncha wazi: { $ends }
faces-open-end-yours = treni yako → { $end }
faces-open-end-mexican = Mexico → { $end }
faces-open-end-marked = { $name } 🚩 → { $end }
faces-open-end-other = { $name } → { $end }

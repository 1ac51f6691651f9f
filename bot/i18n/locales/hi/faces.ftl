# Parlour — faces: मैक्सिकन ट्रेन की मेज़ का चित्र और पत्तों के रंगों की सेटिंग (issue #15)।
# शब्द: ट्रेन, मार्कर (marker, अंग्रेज़ी से लिया गया), इंजन (engine), ढेर (boneyard), डबल (double)।

faces-board-round = राउंड { $round }/{ $rounds } · इंजन
faces-board-boneyard = ढेर: { $count ->
    [one] { $count } टाइल
   *[other] { $count } टाइलें
}
faces-board-over = खेल ख़त्म
faces-board-mexican = मैक्सिकन
faces-board-legend-marker = मार्कर: सबके लिए खुली
faces-board-legend-double = खुली डबल: पहले ढकें
faces-board-legend-blocking = रोकने वाली डबल: सबसे पहले ढकें

faces-style-two-colour = दो रंग
faces-style-four-colour = चार रंग
faces-style-text = सादा पाठ (स्क्रीन रीडर)
faces-settings-cards = पत्तों के रंग: **{ $style }** { $suits }

faces-open-ends = खुले सिरे: { $ends }
faces-open-end-yours = आपकी ट्रेन → { $end }
faces-open-end-mexican = मैक्सिकन → { $end }
faces-open-end-marked = { $name } 🚩 → { $end }
faces-open-end-other = { $name } → { $end }

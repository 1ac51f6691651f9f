# Parlour — /leaderboard, /stats, /history और /ratings।

board-no-dm = यह सर्वर के चैनल में काम करता है, निजी संदेशों में नहीं।
board-managers-only = इस सर्वर के लीडरबोर्ड सिर्फ़ Manage Server अनुमति वाले सदस्य बदल सकते हैं।
board-previous = ◀ पिछला
board-next = अगला ▶
board-period-all = शुरू से अब तक
board-period-30d = पिछले 30 दिन
board-period-7d = पिछले 7 दिन
board-hidden = इस सर्वर में { $game } लीडरबोर्ड छिपा हुआ है।
board-empty = इस सर्वर में अभी तक किसी का रेटिंग वाला { $game } खेल नहीं है।
board-empty-period = इस सर्वर में { $period } में किसी का रेटिंग वाला { $game } खेल नहीं है।
board-empty-ai = इस सर्वर में अभी तक किसी का रेटिंग वाला { $game } खेल नहीं है। यहाँ AI खिलाड़ियों वाले खेल रेटिंग नहीं बदलते; Manage Server वाला सदस्य `/ratings ai-games` से इसे बदल सकता है।
board-title = { $game } लीडरबोर्ड — { $period }
board-row = **{ $rank }.** { $name } — { $rating } · { $record }
board-counted-all = रेटिंग वाले सभी खेल
board-counted-period = { $period } के रेटिंग वाले खेल
board-footer = पन्ना { $page } / { $pages } · { $total } रैंक में · रेटिंग = μ − 3σ (खेलने और जीतने पर बढ़ती है) · खेल और जीत: { $counted }
board-ai-counted = AI खिलाड़ियों वाले खेल गिने जाते हैं
board-ai-uncounted = AI खिलाड़ियों वाले खेल नहीं गिने जाते

## /ratings reset

board-reset-ask = इस सर्वर का { $game } लीडरबोर्ड रीसेट करें? इसकी हर रेटिंग और रिकॉर्ड (जैसा `/stats` दिखाता है) शून्य से फिर शुरू होगा; `/history` में पिछले खेलों की सूची बनी रहेगी।
board-reset-yes = रीसेट करें
board-reset-cancel = रद्द करें
board-reset-kept = कुछ नहीं बदला; { $game } लीडरबोर्ड जैसा था वैसा है।
board-reset-expired = उस पुष्टि का समय निकल गया; `/ratings reset` फिर से चलाएँ।
board-reset-done = इस सर्वर का { $game } लीडरबोर्ड रीसेट हो गया। अब से ख़त्म होने वाले खेल गिने जाएँगे।
board-hidden-now = { $game } लीडरबोर्ड अब `/leaderboard` से छिपा है।
board-shown-now = { $game } लीडरबोर्ड अब `/leaderboard` पर दिखता है।
board-rebuilt-game = { $count ->
    [one] { $game } की रेटिंग 1 ख़त्म हुए खेल से फिर से बनाई गई।
   *[other] { $game } की रेटिंग { $count } ख़त्म हुए खेलों से फिर से बनाई गई।
}
board-rebuilt-all = { $count ->
    [one] हर रेटिंग 1 ख़त्म हुए खेल से फिर से बनाई गई।
   *[other] हर रेटिंग { $count } ख़त्म हुए खेलों से फिर से बनाई गई।
}
board-ai-on = अब से ख़त्म होने वाले हर खेल में, इस सर्वर में AI खिलाड़ियों वाले खेल रेटिंग बदलते हैं (ख़त्म हो चुके खेल वैसे ही गिने रहेंगे जैसे गिने गए थे)।
board-ai-off = अब से ख़त्म होने वाले हर खेल में, इस सर्वर में AI खिलाड़ियों वाले खेल दर्ज होते हैं पर रेटिंग नहीं बदलते (ख़त्म हो चुके खेल वैसे ही गिने रहेंगे जैसे गिने गए थे)।

## /history

board-history-placeholder = किसी खेल का सार देखें
board-history-pick = सूची में से कोई एक खेल चुनें।
board-history-gone = वह खेल अब इस सर्वर के इतिहास में नहीं है।
board-history-none = इस सर्वर में अभी तक कोई खेल ख़त्म नहीं हुआ।
board-history-none-game = इस सर्वर में अभी तक कोई { $game } खेल ख़त्म नहीं हुआ।
board-history-title = हाल के खेल
board-history-title-game = हाल के { $game } खेल
board-history-footer = किसी खेल का सार देखने के लिए नीचे से उसे चुनें।
board-history-option = #{ NUMBER($table, useGrouping: 0) } { $game } · { $when } UTC
board-game-title = { $game } — टेबल #{ NUMBER($table, useGrouping: 0) }
board-no-summary = कोई सार सहेजा नहीं गया।
board-result = नतीजा
board-finished = ख़त्म हुआ

## /stats

board-stats-none = { $reset ->
    [yes] इस सर्वर में { $name } का अभी तक कोई पूरा खेल गिना नहीं गया (लीडरबोर्ड रीसेट के बाद सिर्फ़ उसके बाद के खेल गिने जाते हैं)।
   *[no] इस सर्वर में { $name } का अभी तक कोई पूरा खेल नहीं है।
}
board-stats-title = { $name } — इस सर्वर में रिकॉर्ड
board-recent = हाल के नतीजे
board-record-games = **{ $games }** खेल · **{ $wins }** जीत ({ $rate })
board-record-rating = रेटिंग **{ $rating }**, { $games } रेटिंग वाले खेलों से
board-record-trend = पिछले { $count } खेलों में { $delta } `{ $spark }`
board-record-unrated = अभी रेटिंग नहीं (अब तक सिर्फ़ AI खिलाड़ियों वाले खेल)।
board-best-partner = सबसे अच्छा साथी: { $name } — साथ में { $games } में से { $wins } जीते
board-recent-line = { $date } { $game }: { $outcome } { $rated }
board-won = जीत
board-drawn = बराबरी
board-lost = हार
board-placed = { $place ->
    [2] दूसरा स्थान
    [3] तीसरा स्थान
    [4] चौथा स्थान
    [6] छठा स्थान
   *[other] { $place }वाँ स्थान
}
board-unrated = (बिना रेटिंग)

## A finished game's last play-by-play line: what it did to each rated person's rating
board-end-ratings = रेटिंग: { $ratings }
# one person: their name, new rating and the change ("+1.8", "-1.2"), as /stats shows them
board-end-rating = { $name } { $rating } ({ $change })
board-end-ratings-later = रेटिंग अभी अपडेट नहीं हो सकी; बाद में अपडेट होने पर यह खेल गिना जाएगा।

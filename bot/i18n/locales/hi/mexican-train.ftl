# Parlour — मैक्सिकन ट्रेन: /rules का सार, विकल्पों का विवरण, मनाही, टेबल और हाथ का पाठ, लॉग की पंक्तियाँ
# और बोर्ड की तस्वीर के कुछ शब्द।
# शब्द: मैक्सिकन ट्रेन (खेल का नाम, अंग्रेज़ी से लिया गया जैसा हिंदी में बोला जाता है), टाइल (tile, स्त्रीलिंग),
# इंजन (engine), हब (hub), ढेर (boneyard: बची टाइलों का ढेर), मार्कर (marker), डबल (double), बिंदु (pips),
# राउंड, बारी (turn), अंक (score), टाइल उठाना (draw), पास (pass)। टाइलों के कोड (12-5) हर भाषा में एक जैसे हैं।

rules-mexican-train-1 = **खिलाड़ी।** डबल-{ $top } सेट के साथ { $low }–{ $high } खिलाड़ी (हर कोई अपने लिए)।
rules-mexican-train-2 = **राउंड।** राउंड 1 इंजन { $engine }-{ $engine } से शुरू होता है, अगला { $next }-{ $next } से, और इसी तरह 0-0 तक।
rules-mexican-train-3 = **ट्रेनें।** हर खिलाड़ी इंजन से अपनी निजी ट्रेन बनाता है; एक साझी **मैक्सिकन ट्रेन** सबके लिए खुली है। आप अपनी ट्रेन, मैक्सिकन ट्रेन, या किसी दूसरे खिलाड़ी की उस ट्रेन पर खेल सकते हैं जिस पर मार्कर (🚩) लगा हो।
rules-mexican-train-4 = **बारी।** मेल खाती टाइल हो तो एक टाइल खेलें (खेलना ज़रूरी है)। न हो, तो एक टाइल उठाएँ और मेल खाए तो उसे खेलें; वरना आपकी ट्रेन पर मार्कर लग जाता है, जिससे वह सबके लिए खुल जाती है, जब तक आप उस पर फिर से न खेलें।
rules-mexican-train-5 = **डबल।** डबल के बाद आप फिर से खेलते हैं{ $cover ->
        [cover] , उसी डबल पर: हो सके तो उसे ढकें
       *[anywhere] {""}
    }। बिना ढकी डबल **खुली** रहती है: हर किसी को अपनी बारी में पहले उसे ढकना होगा, उसके बाद ही किसी और ट्रेन पर खेला जा सकता है।
rules-mexican-train-6 = **अंक।** राउंड तब ख़त्म होता है जब कोई अपनी आख़िरी टाइल खेल दे या कोई भी चाल न चल सके। हाथ में बची टाइलों के बिंदु गिने जाते हैं (0-0 के { $blank })। आख़िरी राउंड के बाद सबसे कम कुल अंक वाला जीतता है।

## टेबल के विकल्प (/table create)

option-mexican-train-set = डोमिनो सेट: 2–4 खिलाड़ियों के लिए डबल-6 या -9, 2–8 के लिए डबल-12, 9–12 के लिए डबल-15 या -18
option-mexican-train-hand = हर खिलाड़ी को कितनी टाइलें (none: सेट और खिलाड़ियों के हिसाब से सामान्य संख्या)
option-mexican-train-doubles-order = कई खुली डबल खेले गए क्रम में बंद होती हैं, या उल्टे क्रम में (नई पहले)
option-mexican-train-after-double = डबल के बाद की टाइल: किसी भी खुली जगह, या उसी डबल पर (cover)
option-mexican-train-double-blank = हाथ में बची 0-0 के अंक: 50, या उसका अंकित मान 0
mt-option-seats = डबल-{ $top } सेट पर { $low }–{ $high } खिलाड़ी खेलते हैं, { $players } नहीं।{ $hint ->
        [more] {" "}8 से ज़्यादा के लिए set=15 या set=18 लें।
        [fewer] {" "}9 से कम के लिए set=12 लें।
       *[none] {""}
    }
mt-option-hand-too-big = { $hand } टाइलों के { $players } हाथों के लिए { $need } टाइलें चाहिए, पर डबल-{ $top } सेट में इंजन के अलावा { $spare } ही हैं और ढेर में कम से कम एक बचनी चाहिए: हर किसी को ज़्यादा से ज़्यादा { $most } बाँटें।
mt-option-no-set = यहाँ डबल-{ $top } सेट नहीं है; 6, 9, 12, 15 या 18 चुनें।

## टाइलें और चालें पढ़ना

mt-tile-unreadable = '{ $text }' को टाइल के रूप में नहीं पढ़ पाया। उसकी दोनों संख्याएँ डैश से लिखें, जैसे 12-5।
mt-tile-too-high = डबल-{ $top } सेट में { $text } नहीं है: संख्याएँ 0 से { $top } तक हैं।
mt-tiles-none = कम से कम एक टाइल बताएँ, जैसे `12-5`।
mt-tiles-too-many = इतनी टाइलें तो किसी सेट में नहीं होतीं।
mt-move-unreadable = यह चाल समझ नहीं आई; कृपया अपना हाथ रीफ़्रेश करें।
mt-button-stale = यह बटन पुराना हो गया है; कृपया अपना हाथ रीफ़्रेश करें।
mt-deal-not-in-set = { $tile } डबल-{ $top } सेट में नहीं है।
mt-deal-engine-tile = { $tile } इस राउंड का इंजन है; वह हब में रहता है।
mt-deal-twice = एक टाइल दो बार बाँटी गई है।
mt-deal-marker-owner = मार्कर सिर्फ़ खिलाड़ियों की अपनी ट्रेनों पर लगते हैं।

## ट्रेनों के नाम: वाक्य के भीतर, मेन्यू की पंक्ति की शुरुआत में, और छोटे रूप में

mt-train-mexican = मैक्सिकन ट्रेन
mt-train-yours = आपकी ट्रेन
mt-train-named = { $name } की ट्रेन
mt-train-seat = सीट { $seat } की ट्रेन
mt-train-their-own = अपनी ट्रेन
mt-label-mexican = मैक्सिकन ट्रेन
mt-label-yours = आपकी ट्रेन
mt-label-named = { $name } की ट्रेन
mt-short-mexican = मैक्सिकन
mt-short-yours = आपकी
mt-list-separator = {", "}
mt-list-or = { $first } या { $second }
mt-list-and = { $first } और { $second }

## मनाही

mt-game-over = यह खेल ख़त्म हो चुका है।
mt-not-your-turn-seat = अभी आपकी बारी नहीं है: बारी { $seat } की है।
mt-not-your-turn-waiting = अभी आपकी बारी नहीं है: { $name } का इंतज़ार है।
mt-must-play-not-draw = आप { $tile } खेल सकते हैं, इसलिए टाइल उठाने के बजाय खेलना होगा।
mt-boneyard-empty = ढेर ख़ाली है: इसके बजाय पास करें।
mt-must-play-fits = जब खेल सकते हों तो खेलना ज़रूरी है: { $tile } मेल खाती है।
mt-draw-first = पहले एक टाइल उठाएँ: पास तभी कर सकते हैं जब ढेर ख़ाली हो।
mt-not-holding = आपके पास { $tile } नहीं है।
mt-no-such-train = इस टेबल पर ऐसी कोई ट्रेन नहीं है।
mt-blocked-by-double = { $train } पर खुली डबल { $double } को पहले ढकना होगा: तब तक बाक़ी सारी ट्रेनें बंद हैं।
mt-must-close-double = { $rule ->
        [cover] इस टेबल पर डबल के बाद की टाइल उसे ढकती है: आपकी अगली टाइल { $train } पर { $double } पर ही जाएगी।
       *[several] आपने इस बारी में कई डबल रखीं: आपकी अगली ग़ैर-डबल टाइल से { $train } पर { $double } बंद करनी होगी।
    }
mt-train-closed = आप { $train } पर नहीं खेल सकते: उसके मालिक ने उस पर मार्कर नहीं लगाया है।
mt-tile-does-not-fit = { $stuck ->
        [yes] { $tile } { $train } से मेल नहीं खाती: उसका खुला सिरा { $end } है। आपके हाथ की कोई टाइल कहीं मेल नहीं खाती: टाइल उठाएँ या पास करें।
       *[no] { $tile } { $train } से मेल नहीं खाती: उसका खुला सिरा { $end } है।
    }
mt-cannot-play-there = आप अभी { $tile } को { $train } पर नहीं खेल सकते।
mt-cannot-draw-now = आप अभी टाइल नहीं उठा सकते। नए बटनों के लिए **{ table-button-hand }** दबाएँ।
mt-cannot-pass-now = आप अभी पास नहीं कर सकते। नए बटनों के लिए **{ table-button-hand }** दबाएँ।
mt-choose-one = मेन्यू से एक विकल्प चुनें।
mt-tile-not-now = { $tile } अभी नहीं खेली जा सकती; कोई और टाइल चुनें।
mt-move-gone = यह चाल अब खुली नहीं है; फिर से चुनें।
mt-control-stale = यह बटन अब इस्तेमाल नहीं होता। नए बटनों के लिए **{ table-button-hand }** दबाएँ।
mt-menu-stale = यह मेन्यू पुराना हो गया है। नए बटनों के लिए **{ table-button-hand }** दबाएँ।
mt-fits-several = { $tile } कई ट्रेनों से मेल खाती है; बताएँ कौन-सी, जैसे `/play cards:"{ $tile } { $example }"` ({ $trains })।
mt-refusal-and-fits = { $reason } { $tile } { $trains } पर लग सकती है।
mt-fits-nowhere = { $tile } किसी ऐसी ट्रेन से मेल नहीं खाती जिस पर आप खेल सकें।
mt-fits-nowhere-fallback = { $tile } किसी ऐसी ट्रेन से मेल नहीं खाती जिस पर आप खेल सकें। आपके हाथ में कुछ मेल नहीं खाता: { $action }।
mt-fits-nowhere-blocked = { $tile } किसी ऐसी ट्रेन से मेल नहीं खाती जिस पर आप खेल सकें। पहले { $train } पर खुली डबल को ढकना होगा।
mt-fits-nowhere-closing = { $rule ->
        [cover] { $tile } अभी नहीं खेली जा सकती: इस टेबल पर डबल के बाद की टाइल उसे ढकती है, इसलिए आपकी अगली टाइल { $train } पर { $double } पर ही जाएगी।
       *[several] { $tile } अभी नहीं खेली जा सकती: आपने इस बारी में कई डबल रखीं, इसलिए आपकी अगली ग़ैर-डबल टाइल से { $train } पर { $double } बंद करनी होगी।
    }
mt-no-such-seat = इस टेबल पर सीट { $seat } नहीं है: सीटें 1 से { $seats } तक हैं।
mt-player-not-here = वह खिलाड़ी इस टेबल पर नहीं है।
mt-unknown-train = मुझे नहीं पता कि '{ $text }' कौन-सी ट्रेन है। उसे `मैक्सिकन`, `मेरी`, सीट नंबर (1–{ $seats }) या किसी खिलाड़ी के नाम से बताएँ।

## लॉग की पंक्तियाँ (टेबल का थ्रेड)

mt-log-round-started = राउंड { $round }/{ $rounds }: इंजन { $engine } हब में। { $name } शुरू करते हैं; ढेर में { $boneyard } { $boneyard ->
        [one] टाइल
       *[other] टाइलें
    }।
mt-log-play = { $double ->
        [yes] { $name } ने { $tile } को { $train } पर खेला — डबल: वे फिर से खेलेंगे।
       *[no] { $name } ने { $tile } को { $train } पर खेला।
    }
mt-log-play-start-mexican = { $name } ने { $tile } को मैक्सिकन ट्रेन पर खेला और मैक्सिकन ट्रेन शुरू की।
mt-log-play-cover = { $name } ने { $tile } को { $train } पर खेला और डबल को ढक दिया।
mt-log-play-marker-off = { $double ->
        [yes] { $name } ने { $tile } को अपनी ट्रेन पर खेला और अपना मार्कर हटा लिया — डबल: वे फिर से खेलेंगे।
       *[no] { $name } ने { $tile } को अपनी ट्रेन पर खेला और अपना मार्कर हटा लिया।
    }
mt-log-play-cover-marker-off = { $name } ने { $tile } को अपनी ट्रेन पर खेला, डबल को ढका और अपना मार्कर हटा लिया।
mt-log-drew = { $name } ने एक टाइल उठाई (ढेर में बाक़ी: { $left })।
mt-log-marker-after-draw = { $kept ->
    [yes] { $name } उठाई हुई टाइल नहीं खेल सके; उनकी ट्रेन पर मार्कर पहले से लगा है।
   *[no] { $name } उठाई हुई टाइल नहीं खेल सके और उन्होंने अपनी ट्रेन पर मार्कर लगाया।
}
mt-log-passed = { $kept ->
    [yes] { $name } नहीं खेल सके और उन्होंने पास किया; उनकी ट्रेन पर मार्कर पहले से लगा है।
   *[no] { $name } नहीं खेल सके और उन्होंने पास किया; उनकी ट्रेन पर मार्कर लग गया।
}
mt-log-last-tile = 📣 { $name } के पास एक ही टाइल बची है!
mt-double-on = { $train } पर { $tile }
mt-log-doubles-open = { $count ->
        [one] खुली डबल { $doubles }: कुछ और खेलने से पहले इसे ढकना होगा।
       *[other] खुली डबल { $doubles }: कुछ और खेलने से पहले इन्हें ढकना होगा।
    }
mt-log-double-released = अब कोई { $train } पर { $tile } को नहीं ढक सकता: अब वह किसी को नहीं रोकती।
mt-log-round-out = **राउंड { $round } (इंजन { $engine }) ख़त्म:** { $name } की सारी टाइलें निकल गईं।
mt-log-round-blocked = **राउंड { $round } (इंजन { $engine }) ख़त्म:** खेल अटक गया, कोई नहीं खेल सकता।
mt-log-round-row = { $name }: +{ $score } ({ $pips } बिंदु) → { $total }
mt-log-round-row-blank = { $name }: +{ $score } ({ $pips } बिंदु + डबल ब्लैंक के { $blank }) → { $total }
mt-log-game-over = { $count ->
        [one] 🏁 खेल ख़त्म: { $names } { $total } अंकों के साथ जीते।
       *[other] 🏁 खेल ख़त्म: { $names } { $total } अंकों के साथ जीते।
    }
mt-you-drew = आपकी पिछली उठाई टाइल: **{ $tile }**।
mt-summary-by = सबसे कम कुल { $total }: { $winners }, { $rounds } राउंड के बाद।
# खिलाड़ियों के नाम से पहले सहेजे गए खेल: /history इन्हें अब भी पढ़ता है
mt-summary = { $count ->
        [one] सबसे कम कुल { $total }: सीट { $seats }, { $rounds } राउंड के बाद।
       *[other] सबसे कम कुल { $total }: सीटें { $seats }, { $rounds } राउंड के बाद।
    }

## टेबल का संदेश

mt-table-title = { game-mexican-train } — टेबल #{ NUMBER($table, useGrouping: 0) }
mt-table-head = **राउंड { $round }/{ $rounds }** · इंजन { $engine } · ढेर { $boneyard }
mt-table-mexican = 🚂 मैक्सिकन ट्रेन: { $laid }
mt-table-player = { $name } ({ $count } { $count ->
        [one] टाइल
       *[other] टाइलें
    }){ $marker }: { $laid }
mt-table-open-double = ⚠️ खुली डबल
mt-train-empty = ख़ाली → { $end }
mt-table-blocking = ⚠️ { $train } पर खुली डबल { $double }: कहीं और खेलने से पहले इसे ढकें।
mt-table-turn = बारी: { $name }
mt-table-scores = अंक: { $scores }
mt-final-ranking = अंतिम रैंकिंग
mt-table-footer = अपनी टाइलें देखने और खेलने के लिए "{ table-button-hand }" दबाएँ, या /play cards:"{ $tile } मैक्सिकन" लिखें।

## खिलाड़ी का हाथ

mt-hand-head = **मैक्सिकन ट्रेन — टेबल #{ NUMBER($table, useGrouping: 0) }** · राउंड { $round }/{ $rounds }
mt-hand-over = खेल ख़त्म हो गया है।
mt-hand-your-turn = **आपकी बारी।**
mt-hand-waiting = { $name } का इंतज़ार है।
mt-hand-tiles = आपकी टाइलें ({ $count }, { $pips } बिंदु):
mt-hand-chain = आपकी ट्रेन के लिए कड़ी: { $tiles }
mt-hand-extras = बाक़ी टाइलें: { $tiles }
mt-hand-close-first = { $rule ->
        [cover] आपने डबल रखी: अब { $double } को ढकें।
       *[several] आपने कई डबल रखीं: पहले { $double } बंद करें।
    }
mt-hand-play-again = आपने डबल रखी: फिर से खेलें।
mt-hand-nothing-fits = कुछ मेल नहीं खाता: { $action }।
mt-hand-more-tiles = मेन्यू में जितनी जगह है उससे ज़्यादा टाइलें मेल खाती हैं: बाक़ी के लिए `/play` लिखें।
mt-action-play = { $tile } को { $train } पर खेलें
mt-action-play-start = { $tile } को { $train } पर खेलें (शुरू करें)
mt-action-draw = टाइल उठाएँ (ढेर में { $left })
mt-action-pass = पास (आपकी ट्रेन पर मार्कर लगेगा)
mt-button-draw = उठाएँ
mt-button-pass = पास
mt-choice-train = { $train } (खुला सिरा { $end })
mt-choice-train-covers = { $train } (खुला सिरा { $end }), डबल को ढकती है
mt-select-tile = टाइल खेलें…
mt-select-tile-page = टाइल खेलें… ({ $page }/{ $pages })
mt-select-train = { $tile } किस ट्रेन पर जाए?

## बोर्ड की तस्वीर (मुद्दा #15 तक उसका फ़ॉन्ट सिर्फ़ लैटिन अक्षर बनाता है)


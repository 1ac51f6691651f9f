# Parlour — Shengji (ट्रैक्टर, 升级): इंजन के इनकार, मेज़, खिलाड़ी के पत्ते और बटन।
# शब्द: तुरुप (trump, ताश का प्रचलित शब्द), चाल (trick, Whist की तरह), बाज़ी (hand: एक बँटाई से
# आख़िरी चाल तक), किटी (kitty: बचे हुए पत्ते), जोड़ा (pair), ट्रैक्टर (tractor, वैसे ही), फेंक (throw),
# घोषक (declarers), विरोधी (opponents), आरंभक (starter), स्तर (level), रैंक (trump rank), अंक (points),
# पलटना (overturn), मज़बूत करना (reinforce)। रंगों के नाम cards.ftl से (हुकुम, पान, ईंट, चिड़ी)।

## दूसरे संदेशों के शब्द

shengji-trumps = तुरुप
shengji-level-beyond = A के पार
shengji-cards-row = { $head } { $tail }
shengji-throw-parts = { $first }; { $rest }
shengji-shape-single = { $count ->
    [one] एक अकेला पत्ता
   *[other] { $count } अकेले पत्ते
}
shengji-shape-pair = { $count ->
    [one] एक जोड़ा
   *[other] { $count } जोड़े
}
shengji-shape-triple = { $count ->
    [one] एक तिकड़ी
   *[other] { $count } तिकड़ियाँ
}
shengji-shape-tractor = { $count ->
    [one] { $length } जोड़ों का एक ट्रैक्टर
   *[other] { $length } जोड़ों के { $count } ट्रैक्टर
}
shengji-shape-run = { $count ->
    [one] { $length } तिकड़ियों की एक लड़ी
   *[other] { $length } तिकड़ियों की { $count } लड़ियाँ
}
shengji-shapes-and = { $first } और { $rest }
shengji-shapes-of = { $group } में { $shapes }
shengji-lead-throw = फेंक
shengji-lead-shape = चली गई चाल ({ $shape })
shengji-declaration = { $count ->
    [1] एक { $card }
    [2] { $card } का जोड़ा
   *[other] { $card } की तिकड़ी
}
shengji-result-by = { $winners } की जीत, { $level } तक पहुँचकर; दूसरी टीम { $other } तक पहुँची।
# सारांश में खिलाड़ियों के नाम आने से पहले सहेजे गए खेलों के लिए: $first और $second सीट नंबर हैं।
# /history इसे अब भी पढ़ता है; नए खेल इसका उपयोग नहीं करते।
shengji-result = सीट { $first } और { $second } जीतीं, { $level } तक पहुँचकर; दूसरी टीम { $other } तक पहुँची।

## इनकार

shengji-game-over = खेल ख़त्म हो चुका है।
shengji-declare-only-in-deal = तुरुप की घोषणा सिर्फ़ पत्ते बँटते समय हो सकती है।
shengji-wrong-action-deal = पत्ते बँट रहे हैं: आप सिर्फ़ तुरुप की घोषणा कर सकते हैं।
shengji-wrong-action-name-trump = पहले तुरुप का रंग बताया जाना चाहिए।
shengji-wrong-action-bury = पहले आरंभक को किटी दबानी होगी।
shengji-wrong-action-play = अब पत्ते चलिए।
shengji-wrong-action-throw-choice = चुनिए कि नाकाम फेंक का कौन-सा हिस्सा चला जाए।
shengji-not-possible-now = यह अभी संभव नहीं है।
shengji-declare-after-deal = इस टेबल पर पत्ते बँटते समय कोई घोषणा नहीं करता: सारे पत्ते बँट जाने पर पहले { $first } (आरंभक का साथी) घोषणा करता है, फिर बारी-बारी से हर खिलाड़ी।
shengji-declaring-over = घोषणा ख़त्म: सबने पास कर दिया है, और तुरुप तय हो रहा है।
shengji-declare-turn-first = घोषणा की आपकी बारी नहीं है: पहली बारी { $seat } की है।
shengji-declare-turn-next = घोषणा की आपकी बारी नहीं है: अगली बारी { $seat } की है।
shengji-nothing-to-declare = आपके पास अभी घोषणा के लिए कुछ नहीं है; बँटाई जारी है।
shengji-not-your-turn = आपकी बारी नहीं है: { $seats } का इंतज़ार है।
shengji-not-your-turn-to-play = चलने की आपकी बारी नहीं है।
shengji-not-your-turn-fresh = आपकी बारी नहीं है। नए बटनों के लिए **{ table-button-hand }** दबाइए।
shengji-choose-a-card = कम से कम एक पत्ता चुनिए।
shengji-lead-one-group = पहली चाल के सारे पत्ते एक ही रंग के हों, या सारे तुरुप।
shengji-choose-throw-part = फेंक का कोई एक हिस्सा चुनिए जिसे काटा जा सकता है: { $parts }।
shengji-deal-count = { $left ->
        [1] आख़िरी पत्ता बाँटिए।
       *[other] 1 से { $left } पत्ते बाँटिए।
    }
shengji-deal-not-done = { $left ->
    [one] अभी 1 पत्ता बँटना बाक़ी है।
   *[other] अभी { $left } पत्ते बँटने बाक़ी हैं।
}
shengji-bury-count = ठीक { $count } पत्ते दबाइए: जितने किटी में थे।
shengji-four-players = शेंगजी ठीक 4 खिलाड़ी, दो-दो की जोड़ियों में खेलते हैं।
shengji-no-such-option = शेंगजी में `{ $key }` नाम का कोई विकल्प नहीं है।
shengji-fixed-dealer-fixed-trump = `declare_order=fixed-dealer` में खिलाड़ी बारी-बारी से घोषणा करते हैं, पर `fixed_trump` तुरुप पहले से तय कर देता है, तो कोई घोषणा नहीं करता: इनमें से एक चुनिए।
shengji-fixed-dealer-first-card = `declare_order=fixed-dealer` में कोई घोषणा न करे तो डीलर का साथी तुरुप का रंग बताता है: `no_declaration=first-card` हटाइए।
shengji-declare-trump-fixed = इस टेबल पर तुरुप का रंग पहले से तय है: कोई घोषणा नहीं करता।
shengji-declare-identical = घोषणा में एक पत्ता, या दो या तीन एक जैसे पत्ते दिखाए जाते हैं।
shengji-declare-not-held = आपके पास { $count } × { $card } नहीं है।
shengji-declare-no-trump-off = इस टेबल पर बिना-तुरुप की घोषणा की अनुमति नहीं है।
shengji-declare-single-joker = अकेला जोकर घोषणा नहीं कर सकता: एक जैसे जोकरों का जोड़ा दिखाइए।
shengji-declare-rank-only = सिर्फ़ रैंक के पत्ते ({ $rank }) या जोकरों के जोड़े घोषणा कर सकते हैं।
shengji-declare-at-most-three = घोषणा में ज़्यादा से ज़्यादा तीन पत्ते दिखाए जाते हैं।
shengji-declare-own = आप अपनी ही घोषणा नहीं पलट सकते।
shengji-declare-own-reinforce = आप अपनी ही घोषणा नहीं पलट सकते; उसे मज़बूत करने के लिए { $count } × { $card } एक साथ दिखाएँ।
shengji-declare-too-weak = इससे { $current } नहीं पलटता: पलटने वाली घोषणा ज़्यादा ताक़तवर होनी चाहिए।
shengji-declare-final = इस टेबल पर { $current } को कोई नहीं पलट सकता: जोकरों का जोड़ा अंतिम है।
shengji-follow-count = { $count ->
    [one] ठीक 1 पत्ता चलिए: उतने ही चले गए थे।
   *[other] ठीक { $count } पत्ते चलिए: उतने ही चले गए थे।
}
shengji-follow-suit = आपके पास अब भी { $group } है: आपको { $group } ही चलना होगा।
shengji-follow-all-of = { $count ->
    [one] आपके पास { $group } का एक ही पत्ता है: दूसरे पत्तों से पहले उसे चलना होगा।
   *[other] आपके पास { $count } { $group } हैं: दूसरे पत्तों से पहले वे सब चलने होंगे।
}
shengji-follow-shape = आपके पास { $held } { $count ->
    [one] है: { $lead } पर उसे
   *[other] हैं: { $lead } पर उन्हें
} चलना होगा।
shengji-declaration-stale = घोषणा का यह बटन पुराना हो गया है। **{ table-button-hand }** दबाइए।
shengji-controls-stale = ये बटन पुराने हो गए हैं। नए बटनों के लिए **{ table-button-hand }** दबाइए।
shengji-pick-cards-first = पहले मेन्यू में अपने पत्ते चुनिए।
shengji-cards-gone = वे पत्ते अब आपके हाथ में नहीं हैं। **{ table-button-hand }** दबाइए।
shengji-not-a-suit = '{ $text }' को मैं किसी रंग के रूप में नहीं पढ़ पाया।
shengji-refusal-with-hint = { $refusal } { $hint }
shengji-hint-deal = दिखाने वाले पत्ते लिखिए, जैसे `2H` या `2H 2H` (या `SJ SJ`), या `पास`।
shengji-hint-name-trump = तुरुप का रंग बताइए: `पान`, `H` या `♥`।
shengji-hint-bury = दबाने वाले पत्ते लिखिए, जैसे `3C 4C 6D 7D 8D 9S JS QS`।
shengji-hint-play = अपने पत्ते लिखिए, जैसे `AS` या `TH TH 9H 9H`।
shengji-hint-throw-choice = फेंक का वह हिस्सा लिखिए जो चलना ही होगा, जैसे `QH` या `4H 4H`।
shengji-typed-pass = पास
shengji-typed-bury = दबाएँ दबाओ

## मेज़ और उसकी पंक्तियाँ

shengji-table-title = { game-shengji } — टेबल #{ NUMBER($table, useGrouping: 0) }
shengji-footer = अपने पत्ते देखने और खेलने के लिए "{ table-button-hand }" दबाइए, या /play cards:"{ $typed }" लिखिए।
shengji-play = { $name } { $cards }
shengji-suit = { $symbol } { $name }
shengji-no-trump-suit = कोई तुरुप रंग नहीं
shengji-suit-trumps = { $suit } तुरुप है
shengji-event-dealing = बँट रहे हैं… { $dealt }/{ $total } पत्ते।
shengji-event-declare = { $name } ने { $cards } से घोषणा की: { $trumps }।
shengji-event-overturn = { $name } ने { $cards } से पलटा: { $trumps }।
shengji-event-reinforce = { $name } ने { $cards } से मज़बूत किया: { $trumps }।
shengji-event-redeal = किसी ने घोषणा नहीं की: पत्ते इकट्ठे करके, फेंटकर फिर से बाँटे जा रहे हैं।
shengji-event-kitty-turned = किसी ने घोषणा नहीं की: किटी खोली गई — { $cards }: { $trumps }।
shengji-event-name-trump-asked = किसी ने घोषणा नहीं की: { $name } तुरुप का रंग बताएगा।
shengji-event-trump-named = { $name } ने { $suit } को तुरुप बताया।
shengji-event-trump-fixed = तुरुप: { $suit }, रैंक { $rank }। { $starter } शुरू करता है और किटी लेता है; { $team } घोषक हैं।
shengji-event-trump-fixed-none = बिना तुरुप, रैंक { $rank }। { $starter } शुरू करता है और किटी लेता है; { $team } घोषक हैं।
shengji-event-kitty-taken = आपने किटी ली: { $cards }। उतने ही पत्ते दबाइए।
shengji-event-buried = { $name } ने { $count } पत्ते दबाए।
shengji-event-you-buried = आपने { $cards } दबाए।
shengji-event-played = { $name } ने { $cards } चला।
shengji-event-part-chosen = { $name } चुनता है कि { $thrower } की फेंक का कौन-सा हिस्सा चला जाए।
shengji-event-trick-won = चाल { $number } { $name } ने { $cards } से जीती ({ $points })।
shengji-event-game-won = 🏆 { $team } खेल जीते, { $level } तक पहुँचकर!
shengji-points-none = कोई अंक नहीं
shengji-points-declarers = { $points } अंक घोषकों { $team } को: गिने नहीं जाते
shengji-points-opponents = { $points } अंक विरोधियों { $team } को
shengji-throw-beaten = { $name } { $cards } से { $part } काटता है
shengji-event-throw-failed = { $name } की फेंक { $cards } नाकाम: { $beaten }।
shengji-event-throw-chooser = { $name } चुनता है कि कौन-सा हिस्सा चला जाए।
shengji-event-throw-forced = { $name } की फेंक { $cards } नाकाम: { $beater } { $beating } से { $part } काट सकता है — { $name } को { $part } चलना होगा (दंड { $penalty } अंक)।
shengji-you-throw-forced = **आपकी फेंक { $cards } नाकाम रही**: { $beater } { $beating } से { $part } काट सकता है, इसलिए आपकी चाल सिर्फ़ { $part } रही, और ये पत्ते आपके हाथ में लौट आए: { $back }।
shengji-you-throw-penalty = { $side ->
    [opponents] दंड: आपकी टीम के { $penalty } अंक कटे।
   *[declarers] दंड: विरोधियों को { $penalty } अंक मिले।
}
shengji-you-throw-chooser = **आपकी फेंक { $cards } नाकाम रही**: { $beaten }। { $name } चुनेगा कि इनमें से कौन-सा हिस्सा आप चलेंगे; बाक़ी पत्ते आपके हाथ में लौट आएँगे।
shengji-hand-over = **बाज़ी { $hand } ख़त्म।** किटी: { $kitty } ({ $points } अंक)।
shengji-hand-over-bonus = **बाज़ी { $hand } ख़त्म।** किटी: { $kitty } ({ $points } अंक) ×{ $multiplier } = { $bonus } विरोधियों को।
shengji-hand-over-count = विरोधी ({ $team }): { $points } अंक (चालें { $tricks }, किटी { $kitty }, दंड { $penalty })।
shengji-hand-over-keep = { $team } घोषक बने रहते हैं और { $steps } स्तर ऊपर जाते हैं → { $level }।
shengji-hand-over-take-up = { $team } अब घोषक हैं और { $steps } स्तर ऊपर जाते हैं → { $level }।
shengji-hand-over-take = { $team } अब घोषक हैं।
shengji-hand-over-next = अगली बाज़ी: { $name } शुरू करता है; तुरुप रैंक { $level }।
shengji-trick-line = { $trick } चले गए: { $plays }।
shengji-deal-start = **बाज़ी { $hand }**: पत्ते बँट रहे हैं; तुरुप रैंक { $rank }। पत्ते आते ही **{ table-button-hand }** से तुरुप की घोषणा कीजिए।
shengji-deal-start-ordered = **बाज़ी { $hand }**: पत्ते बँट रहे हैं; तुरुप रैंक { $rank }। सारे पत्ते बँटने के बाद बारी-बारी से घोषणा होगी।
shengji-deal-done = सारे पत्ते बँट गए: तुरुप तय होने से पहले घोषणा करने या पलटने का आख़िरी मौक़ा।
shengji-deal-done-ordered = सारे पत्ते बँट गए: घोषणा बारी-बारी से होगी, { $name } (आरंभक का साथी) से शुरू।
shengji-trumps-suit = तुरुप { $suit }, रैंक { $rank }
shengji-trumps-none = बिना तुरुप, रैंक { $rank }
shengji-trumps-none-jokers = बिना तुरुप (सिर्फ़ जोकर), रैंक { $rank }
shengji-trumps-open = तुरुप अभी तय नहीं, रैंक { $rank }
shengji-game-over-head = खेल ख़त्म
shengji-table-head = **बाज़ी { $hand }** · { $head }
shengji-table-team = { $team }: स्तर { $level }{ $role ->
    [declarers] {" "}(घोषक)
    [opponents] {" "}(विरोधी)
   *[none] {""}
}
shengji-table-starter = आरंभक: { $name }
shengji-table-dealing = बँटाई: { $dealt }/{ $total } पत्ते
shengji-table-no-declaration = घोषणा: अभी कोई नहीं
shengji-table-declaration = घोषणा: { $name } ने { $shown } दिखाया
shengji-table-kitty-turned = खोली गई किटी: { $cards }
shengji-table-points = विरोधियों के अंक: { $points } ({ $threshold } चाहिए)
shengji-table-points-penalty = विरोधियों के अंक: { $points } ({ $threshold } चाहिए; दंड { $penalty })
shengji-table-point-cards = विरोधियों के अंक वाले पत्ते: { $cards }
shengji-table-last-trick = पिछली चाल ({ $name } ने जीती, { $points } अंक): { $plays }
shengji-table-trick = चाल { $number }:
shengji-table-trick-play = { $name }: { $cards }
shengji-table-trick-play-winning = { $name }: { $cards } ← जीत रहा है
shengji-table-throw-choice = { $name } चुन रहा है कि नाकाम फेंक का कौन-सा हिस्सा चला जाए
shengji-table-winner = 🏆 { $team } खेल जीते
shengji-table-turn = बारी: { $names }{ $phase ->
    [bury] {" "}(किटी दबा रहे हैं)
    [name_trump] {" "}(तुरुप बता रहे हैं)
   *[other] {""}
}

## खिलाड़ी के पत्ते और बटन

shengji-hand-spectator = दर्शकों को किसी के पत्ते नहीं दिखते।
shengji-hand-head = **आपके पत्ते** ({ $count ->
        [one] { $count } पत्ता
       *[other] { $count } पत्ते
    }) · { $trumps }
shengji-trumps-label = तुरुप
shengji-hand-group = { $group } ({ $count }): { $cards }
shengji-hand-buried = दबाए गए: { $cards }
shengji-menu-part = { $group } ({ $part }/{ $parts })
shengji-menu-merged = { $first } + { $second }
shengji-menu-chosen = { $group } ({ $count } चुने)
shengji-menu-bury-chosen = दबाने के लिए चुने ({ $count } में से { $chosen })
shengji-quick-follow = तेज़ चाल: { $count } तैयार चालें
shengji-quick-lead = { $count ->
    [one] तेज़ शुरुआत: 1 तैयार चाल
   *[other] तेज़ शुरुआत: { $count } तैयार चालें
}
shengji-action-deal = { $count } पत्ते बाँटें
shengji-action-finish-deal = बँटाई बंद करें
shengji-action-declare = { $cards } से घोषणा
shengji-action-pass = घोषणा नहीं
shengji-action-name-trump = { $suit } को तुरुप बताएँ
shengji-action-bury = { $cards } दबाएँ
shengji-action-play = { $cards } चलें
shengji-action-throw-part = उन्हें { $cards } चलना होगा
shengji-prompt-declare = नीचे से **तुरुप की घोषणा कीजिए**, या **घोषणा नहीं** दबाइए।
shengji-prompt-declare-typed = नीचे से **तुरुप की घोषणा कीजिए**, या **घोषणा नहीं** दबाइए (या `/play cards:"{ $typed }"` लिखिए)।
shengji-prompt-declare-wait = जल्दी नहीं: बँटाई बंद होने तक आप घोषणा कर सकते हैं; **घोषणा नहीं** सिर्फ़ यह मौक़ा छोड़ता है।
shengji-prompt-name-trump = किसी ने घोषणा नहीं की: **तुरुप का रंग बताइए**।
shengji-prompt-throw-choice = { $name } की फेंक नाकाम रही: **चुनिए कि उन्हें उसका कौन-सा हिस्सा चलना होगा**।
shengji-prompt-bury-suggested = **{ $count } पत्ते दबाइए**: सुझाए गए पत्ते चुने हुए हैं: **इन्हें दबाएँ** दबाइए, या मेन्यू में बदलिए।
shengji-prompt-bury-pick = **{ $count } पत्ते दबाइए**: उन्हें मेन्यू में चुनिए ({ $chosen }/{ $count } चुने), फिर **इन्हें दबाएँ** दबाइए।
shengji-prompt-from-kitty = किटी से: { $cards }
shengji-prompt-chosen = चुने गए: { $cards }
shengji-prompt-bury-put-back = कई पत्ते एक साथ वापस रखने के लिए, पहले मेन्यू (चुने गए पत्ते) में उनका निशान हटाइए।
shengji-prompt-lead = **आपकी पहली चाल**: { $quick ->
    [buttons] कोई तेज़ चाल टैप कीजिए, या मेन्यू में अकेला पत्ता, जोड़ा, ट्रैक्टर या फेंक चुनिए, फिर **चलें** दबाइए।
    [menu] पहले मेन्यू से कोई तेज़ चाल चुनिए, या उसके नीचे के मेन्यू में अकेला पत्ता, जोड़ा, ट्रैक्टर या फेंक चुनिए, फिर **चलें** दबाइए।
   *[none] मेन्यू में अकेला पत्ता, जोड़ा, ट्रैक्टर या फेंक चुनिए, फिर **चलें** दबाइए।
}
shengji-prompt-follow = **आपकी बारी**: { $quick ->
    [buttons] कोई तेज़ चाल टैप कीजिए, या मेन्यू में { $count ->
        [one] { $count } पत्ता
       *[other] { $count } पत्ते
    } चुनिए, फिर **चलें** दबाइए।
    [menu] पहले मेन्यू से कोई तेज़ चाल चुनिए, या उसके नीचे के मेन्यू में { $count ->
        [one] { $count } पत्ता
       *[other] { $count } पत्ते
    } चुनिए, फिर **चलें** दबाइए।
   *[none] मेन्यू में { $count ->
        [one] { $count } पत्ता
       *[other] { $count } पत्ते
    } चुनिए, फिर **चलें** दबाइए।
}
shengji-prompt-refused = चुने गए: { $cards } — ❌ { $reason }
shengji-prompt-throw = चुने गए: { $cards } — ✅ आप यह चल सकते हैं (यह फेंक है: अगर कोई दूसरा खिलाड़ी इसका कोई हिस्सा काट सके, तो आपको वही हिस्सा चलना होगा और वापस लिए हर पत्ते पर { $penalty } अंक कटेंगे)।
shengji-prompt-playable = चुने गए: { $cards } — ✅ आप यह चल सकते हैं।
shengji-choose = चुनिए
shengji-declare-placeholder = घोषणा…
shengji-button-play = चलें
shengji-button-clear = साफ़ करें
shengji-button-bury-these = इन्हें दबाएँ
shengji-button-bury-count = { $chosen }/{ $count } पत्ते दबाएँ
shengji-button-dealing = बँटाई { $dealt }/{ $total }: अभी घोषणा के लिए कुछ नहीं
shengji-button-game-over = खेल ख़त्म हो चुका है
shengji-button-waiting = { $names } का इंतज़ार
shengji-button-deal = बँटाई का इंतज़ार

## मेज़ के विकल्प (/table options)

option-shengji-decks = 54 पत्तों की गड्डियाँ: 2 (हर किसी को 25 पत्ते, किटी 8), 1 (12, किटी 6) या 3 (39, किटी 6)
option-shengji-no-trump = जोकरों के जोड़े बिना-तुरुप बाज़ी की घोषणा कर सकते हैं
option-shengji-no-trump-trumps = बिना-तुरुप बाज़ी के तुरुप: जोकर और रैंक के पत्ते (ranks), या सिर्फ़ जोकर (jokers)
option-shengji-overturn = घोषणा की ताक़त: सीढ़ी (ladder: अकेला < जोड़ा < SJ जोड़ा < BJ जोड़ा < तिकड़ियाँ) या जोकर-अंतिम (joker-final: जोकरों का जोड़ा कभी नहीं पलटता)
option-shengji-reinforce = घोषणा करने वाला अपनी घोषणा को मज़बूत कर सकता है
option-shengji-first-starter = पहली बाज़ी कौन शुरू करे: जो घोषणा करे (declare) या सीट 1 (fixed)
option-shengji-no-declaration = जब कोई घोषणा न करे (आरंभक तय होने के बाद): रैंक का पत्ता आने तक किटी खोलें (kitty), उसका पहला पत्ता खोलें (first-card), या आरंभक का साथी तुरुप बताए (partner)
option-shengji-declare-order = घोषणा कौन करे: कोई भी, बँटाई के दौरान और बाद में (open), या सारे पत्ते बँटने के बाद, आरंभक के साथी से शुरू करके बारी-बारी से, जब तक चार लगातार पास न करें (fixed-dealer; इसका मतलब first_starter=fixed और no_declaration=partner भी है)
option-shengji-fixed-trump = पहले से तय तुरुप रंग (कोई घोषणा नहीं)
option-shengji-kitty-multiplier = विरोधियों के लिए किटी बोनस: आख़िरी चाल में हर खिलाड़ी के पत्तों का 2 × (cards), या हमेशा ×2 (double)
option-shengji-throw-penalty = नाकाम फेंक के बाद वापस लिए हर पत्ते पर अंक
option-shengji-throw-choice = नाकाम फेंक के कई कटने वाले हिस्से: सबसे छोटा ज़बरदस्ती (smallest), या अगला खिलाड़ी चुने (next-player)
option-shengji-failed-throw = ऐसी फेंक जिसे दूसरा हाथ काट सके: पहली चाल वाला कटने वाला हिस्सा चलता है और वापस लिए हर पत्ते पर throw_penalty अंक खोता है
option-shengji-follow-tractor = ट्रैक्टर के जवाब में: पास हो तो ट्रैक्टर ज़रूरी (tractor), या कोई भी जोड़े काफ़ी (pairs)
option-shengji-triple-follow = 3 गड्डियाँ, लगातार तिकड़ियों के जवाब में: s1 क्रम, या जोड़ों का ट्रैक्टर तिकड़ी + जोड़े से ऊपर (tractor-first) या दो तिकड़ियों से ऊपर (tractor-top)
option-shengji-direction = खेल की दिशा
option-shengji-must-defend = वे रैंक जिन्हें टीम को घोषक रहते हुए जीतना होगा, तभी आगे बढ़ेगी: none, ace, या 5-10-k-a
option-shengji-target = इस रैंक के पार जाने वाली टीम जीतती है (t = 10)
option-shengji-declare-pause = आख़िरी पत्ते (या बाद की किसी घोषणा) के बाद कितने सेकंड तक खिलाड़ी अब भी घोषणा कर सकते हैं; घोषणा कर सकने वाले सभी खिलाड़ी मना कर दें तो बँटाई थोड़ी ही देर में बंद हो जाती है
option-shengji-levels = वे स्तर जहाँ से टीमें शुरू करती हैं, पहले सीट 1 और 3 फिर 2 और 4 (जैसे 6-4; `starter` के साथ): पिछले खेल से आगे चलता मुक़ाबला, जैसा { table-button-continue } तय करता है
option-shengji-starter = पहली बाज़ी शुरू करने वाली सीट, जिसकी टीम घोषक होती है (levels के साथ: जैसा पिछले खेल की आख़िरी बाज़ी ने छोड़ा)

## /rules

rules-shengji-1 = **खिलाड़ी।** 4, दो जोड़ियों में; साथी आमने-सामने बैठते हैं। { $decks ->
        [one] जोकर सहित एक गड्डी
       *[other] जोकर सहित { $decks } गड्डियाँ
    } ({ $cards } पत्ते, हर किसी को { $hand } और किटी में { $kitty })।
rules-shengji-2 = **स्तर।** हर टीम का एक स्तर होता है, { $from ->
        [carried] जो { $first_level } (सीट 1 और 3) और { $second_level } (सीट 2 और 4) से आगे { $target } तक चलता है
       *[two] 2 से { $target } तक
    }; घोषक टीम का स्तर उस बाज़ी की **तुरुप रैंक** है। तुरुप हैं: जोकर, तुरुप रैंक का हर पत्ता, और तुरुप रंग।
rules-shengji-3 = **घोषणा।** { $declaring ->
        [fixed] कोई घोषणा नहीं होती: हर बाज़ी में { $suit } तुरुप है, और पहली बाज़ी सीट { $starter } शुरू करती है, जिसकी टीम घोषक होती है।
        [ordered] सारे पत्ते बँट जाने के बाद, आरंभक के साथी से शुरू होकर हर खिलाड़ी बारी-बारी से तुरुप रैंक का पत्ता दिखाकर उसके रंग को तुरुप बना सकता है (जोड़ा अकेले पत्ते को पलटता है), जब तक चार लगातार पास न करें। पहली बाज़ी सीट { $starter } शुरू करती है, जिसकी टीम घोषक होती है।
       *[other] पत्ते बँटते समय तुरुप रैंक का पत्ता दिखाकर उसके रंग को तुरुप बनाइए; जोड़ा अकेले पत्ते को पलटता है{ $declaring ->
            [no-no-trump] ; यहाँ जोकरों का जोड़ा बाज़ी को बिना-तुरुप नहीं बनाता
           *[other] , और जोकरों का जोड़ा बाज़ी को बिना-तुरुप बनाता है
        }। { $first ->
            [seat] पहली बाज़ी सीट { $starter } शुरू करती है, जिसकी टीम घोषक होती है।
           *[declarer] पहली बाज़ी में आख़िरी घोषणा करने वाले की टीम घोषक बनती है। अगर पहली बाज़ी में कोई घोषणा नहीं करता, तो पत्ते फिर से बाँटे जाते हैं; तीन बार दोबारा बाँटने के बाद जिसे सबसे पहले पत्ता मिला वह शुरू करता है, और तुरुप बाद की बाज़ियों की तरह तय होता है।
        }
    }
rules-shengji-4 = **किटी।** आरंभक किटी उठाता है और उतने ही पत्ते दबाता है।
rules-shengji-5 = **खेल।** पहली चाल में अकेला पत्ता, जोड़ा, ट्रैक्टर (लगातार जोड़े) या सबसे ऊँचे पत्तों की फेंक चल सकते हैं। हो सके तो उसी आकार से जवाब दीजिए (जोड़े पर जोड़ा, ट्रैक्टर पर ट्रैक्टर), नहीं तो जितना हो सके। दूसरे रंग को उसी आकार के तुरुप से काटा जा सकता है।
rules-shengji-6 = **अंक।** 5 के 5 अंक, दहले और बादशाह के 10। विरोधी (जो टीम घोषक नहीं) अपनी जीती चालों से अंक बटोरते हैं; अगर आख़िरी चाल वे जीतें, तो किटी के अंक गुणक के साथ गिने जाते हैं। { $points } में से { $threshold } या ज़्यादा पर विरोधी घोषक बन जाते हैं और ऊपर भी जा सकते हैं; इससे कम पर घोषक 1–3 स्तर ऊपर जाते हैं। { $target } के पार जाने वाली टीम जीतती है।
shengji-prompt-only = **आपकी बारी**: **{ $button }** दबाएँ, आप बस यही चाल चल सकते हैं।

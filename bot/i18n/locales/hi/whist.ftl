# Parlour — व्हिस्ट और बोली व्हिस्ट। शब्द: "व्हिस्ट" अंग्रेज़ी से लिया गया शब्द ही रहता है (seeds/003
# का "सीटी" मशीनी अनुवाद है); तुरुप (trump, seeds/003 में "तुरुप का पत्ता"), चाल (trick और book,
# seeds/003 की तरह, हर जगह यही), बोली (bid), पास (pass), डीलर (dealer), किटी (kitty), रंग (suit),
# अपटाउन / डाउनटाउन / बिना तुरुप (seeds/003: अपटाउन, डाउनटाउन, नोट्रम्प)। बटन और /hand "आपका हाथ"
# कहते हैं (table.ftl: मैक्सिकन ट्रेन की टाइलों पर भी लागू); व्हिस्ट के हाथ का शीर्षक "आपके पत्ते" है।

rules-whist-1 = **खिलाड़ी।** 4, दो जोड़ियों में; साथी आमने-सामने बैठते हैं।
rules-whist-2 = **बाँटना।** हर खिलाड़ी को 13 पत्ते। { $trumps ->
        [rotating] तुरुप दौर के हिसाब से बदलता है: पान, ईंट, हुकुम, चिड़ी, फिर शुरू से; कोई पत्ता खोला नहीं जाता।
        [rotating-no-trump] तुरुप दौर के हिसाब से बदलता है: पान, ईंट, हुकुम, चिड़ी, फिर एक दौर बिना तुरुप, फिर शुरू से; कोई पत्ता खोला नहीं जाता।
       *[turnup] डीलर का आख़िरी पत्ता खोलकर दिखाया जाता है: उसका रंग तुरुप है।
    }
rules-whist-3 = **खेल।** डीलर के बाएँ वाला खिलाड़ी कोई भी पत्ता चलता है। अगर आपके पास चले गए रंग का पत्ता है तो वही डालना होगा; नहीं तो कोई भी पत्ता। सबसे बड़ा तुरुप चाल जीतता है, नहीं तो चले गए रंग का सबसे बड़ा पत्ता। जीतने वाला अगली चाल शुरू करता है।
rules-whist-4 = **अंक।** जिस टीम की ज़्यादा चालें हों, उसे छह से ऊपर की हर चाल का एक अंक मिलता है; दूसरी टीम को कुछ नहीं। { $deals ->
        [0] जो टीम पहले { $target } अंक पर पहुँचे, वह जीतती है।
       *[other] { $deals } दौर के बाद ज़्यादा अंकों वाली टीम जीतती है; अंक बराबर हों तो खेल बराबरी पर छूटता है।
    }

rules-bidwhist-1 = **खिलाड़ी।** 4, दो जोड़ियों में; साथी आमने-सामने बैठते हैं। 54 पत्ते: पूरी गड्डी और एक बड़ा और एक छोटा जोकर।
rules-bidwhist-2 = **बाँटना।** हर खिलाड़ी को 12 पत्ते और 6 पत्ते उल्टे किटी में।
rules-bidwhist-3 = **बोली।** { $auction ->
        [single] डीलर के बाएँ से, हर खिलाड़ी बस एक बार बोलता है, डीलर सबसे आख़िर में: ऊँची बोली लगाइए या पास कीजिए।
       *[continuous] डीलर के बाएँ से, हर खिलाड़ी ऊँची बोली लगाता है या पास करता है (पास के बाद फिर बोली नहीं)।
    } बोली छह से ऊपर की चालों की गिनती और एक तरीक़ा है: **अपटाउन** (बड़े पत्ते जीतते हैं), **डाउनटाउन** (छोटे पत्ते जीतते हैं, इक्का फिर भी बड़ा) या **बिना तुरुप**। यानी "4 अपटाउन" का वादा है कि तुरुप के साथ, बड़े पत्ते जीतते हुए, 13 में से 10 चालें बनेंगी। एक ही संख्या पर डाउनटाउन अपटाउन से ऊपर है और बिना तुरुप दोनों से ऊपर। सबसे छोटी बोली { $min_bid } है। अगर तीन खिलाड़ी पास करें, तो डीलर को बोली लगानी ही होगी।
rules-bidwhist-4 = **ठेका।** { $declare ->
        [after] बोली जीतने वाला किटी उठाता है, जितने पत्ते लिए उतने नीचे रख देता है, और फिर तुरुप का रंग बताता है (बिना तुरुप की बोली के बाद अपटाउन या डाउनटाउन)।
       *[before] बोली जीतने वाला तुरुप का रंग बताता है (बिना तुरुप की बोली के बाद अपटाउन या डाउनटाउन), किटी उठाता है, और जितने पत्ते लिए उतने नीचे रख देता है।
    } तुरुप वाले ठेके में दोनों जोकर सबसे बड़े तुरुप हैं; बिना तुरुप में वे बेकार हैं। किटी बोली लगाने वाली टीम की पहली चाल गिनी जाती है।
rules-bidwhist-5 = **खेल।** बोली जीतने वाला पहला पत्ता चलता है; हो सके तो वही रंग डालें; सबसे बड़ा तुरुप जीतता है, नहीं तो ठेके की दिशा में चले गए रंग का सबसे बड़ा पत्ता।
rules-bidwhist-6 = **अंक।** ठेका पूरा: बोली लगाने वाली टीम को { $overtricks ->
        [off] अपनी बोली जितने अंक (बोली से ज़्यादा चालों का कुछ नहीं)
       *[on] छह से ऊपर की हर चाल का एक अंक
    }। ठेका टूटा: { $penalty ->
        [bid] पूरी बोली जितने अंक कटते हैं
       *[shortfall] जितनी चालें कम पड़ीं उतने अंक कटते हैं
    }। बचाव करने वाली टीम को कभी अंक नहीं मिलते। { $deals ->
        [0] जो टीम पहले +{ $target } पर पहुँचे वह जीतती है; −{ $target } पर पहुँचने वाली हार जाती है।
       *[other] { $deals } दौर के बाद ज़्यादा अंकों वाली टीम जीतती है; अंक बराबर हों तो खेल बराबरी पर छूटता है।
    }

## साझा शब्द

whist-game = { $variant ->
    [bidwhist] { game-bidwhist }
   *[whist] { game-whist }
}
whist-embed-title = { whist-game } — टेबल #{ NUMBER($table, useGrouping: 0) }
whist-seat = सीट { $seat }
whist-bid = { $number } { $kind ->
    [downtown] डाउनटाउन
    [notrump] बिना तुरुप
   *[uptown] अपटाउन
}
whist-contract-trump = { $bid }, तुरुप { $suit }
whist-contract-direction = { $bid }, { $direction ->
    [downtown] डाउनटाउन
   *[uptown] अपटाउन
} खेला जाएगा

## मना करने के कारण

whist-not-an-action = यह व्हिस्ट की कोई चाल नहीं है जो मैं समझ सकूँ।
whist-game-over = खेल ख़त्म हो चुका है।
whist-not-your-turn = अभी आपकी बारी नहीं है।
whist-wrong-phase = अभी आप यह नहीं कर सकते: { $phase ->
    [auction] आपकी बारी बोली लगाने या पास करने की है
    [declare] बोली आप जीते हैं, इसलिए ठेका बताइए
    [exchange] आपकी बारी किटी से पत्ते बदलने की है
   *[play] आपकी बारी पत्ता चलने की है
}।
whist-no-auction = इस खेल में बोली नहीं होती।
whist-auction-over = बोली ख़त्म हो चुकी है।
whist-not-your-turn-to-bid = अभी बोली लगाने की आपकी बारी नहीं है।
whist-dealer-must-bid = बाक़ी सबने पास किया है, इसलिए डीलर को बोली लगानी होगी।
whist-bid-out-of-range = बोली 1 से { $max } तक की कोई संख्या होती है।
whist-bid-below-minimum = इस टेबल पर सबसे छोटी बोली { $min } है।
whist-bid-too-low = आपकी बोली { $bid } से ऊँची होनी चाहिए।
whist-no-contract = बताने के लिए कोई ठेका नहीं है।
whist-choose-direction-instead = बिना तुरुप की बोली के बाद अपटाउन या डाउनटाउन चुनें।
whist-name-trump-instead = रंग वाली बोली के बाद तुरुप का रंग बताएँ।
whist-exchange-uneven = जितने पत्ते दें उतने ही लें: आप { $give } दे रहे हैं और { $take } ले रहे हैं।
whist-card-named-twice = आपने { $card } दो बार लिखा।
whist-card-not-in-kitty = { $card } किटी में नहीं है।
whist-card-not-there = { $card } न आपके पत्तों में है, न किटी में।
whist-pick-kitty-cards = किटी में छोड़ने के लिए ठीक { $count } अलग-अलग पत्ते चुनें।
whist-pick-one = एक विकल्प चुनें।
whist-no-trick = अभी कोई चाल नहीं चल रही।
whist-must-follow = आपको { $suit } ही डालना होगा: आपके पास { $held } है।
whist-players = व्हिस्ट ठीक { $players } खिलाड़ी दो जोड़ियों में खेलते हैं।
whist-target-or-deals = या तो लक्ष्य अंक चुनें या दौरों की तय गिनती, दोनों नहीं।
whist-cycle-needs-rotating = `cycle` सिर्फ़ `trump=rotating` के साथ लागू होता है।
whist-stale-turn = अभी आपकी बारी नहीं है। नए बटनों के लिए **{ table-button-hand }** दबाएँ।
whist-stale-controls = ये बटन पुराने हो गए हैं। नए बटनों के लिए **{ table-button-hand }** दबाएँ।
whist-waiting-for = अभी आपकी बारी नहीं है: { $player } की बारी है।
whist-one-card = एक बार में एक ही पत्ता चलें।
whist-unread-bid = '{ $text }' को मैं बोली के रूप में नहीं पढ़ पाया।
whist-typed-bid = बोली
whist-typed-keep = रखें
whist-unread-declaration = '{ $text }' को मैं यहाँ नहीं पढ़ पाया।
whist-refusal-hint = { $refusal } { $hint }
whist-hint-play = एक पत्ता लिखें, जैसे `AS`, `10h` या `♥Q`।
whist-hint-auction = बोली लिखें, जैसे `4`, `4 डाउनटाउन` या `4 बिना तुरुप`, या `पास`।
whist-hint-declare = तुरुप का रंग लिखें (`पान`, `H`, `♥`), या बिना तुरुप की बोली के बाद `अपटाउन` या `डाउनटाउन`।
whist-hint-exchange = किटी में छोड़ने वाले 6 पत्ते लिखें, जैसे `2C 3C 4D 5D 6H 7H`, या अपने पत्ते रखने के लिए `{ whist-typed-keep }`।

## खेल की घटनाएँ

whist-deal-bidding = दौर { $deal }: { $dealer } पत्ते बाँटता है। { $bidder } पहले बोली लगाता है।
whist-deal-turn-up = दौर { $deal }: { $dealer } पत्ते बाँटता है। { $card } खुला है: तुरुप { $suit } है। { $leader } पहला पत्ता चलता है।
whist-deal-trump = दौर { $deal }: { $dealer } पत्ते बाँटता है। इस दौर का तुरुप: { $suit }। { $leader } पहला पत्ता चलता है।
whist-deal-no-trump = दौर { $deal }: { $dealer } पत्ते बाँटता है। इस दौर में कोई तुरुप नहीं। { $leader } पहला पत्ता चलता है।
whist-forced-bid = सबने पास किया: डीलर { $player } को बोली लगानी होगी और ठेका { $bid } पर उसी का होता है।
whist-bids = { $player } की बोली: { $bid }।
whist-passes = { $player } पास।
whist-wins-auction = { $player } ने { $bid } पर बोली जीती।
whist-names-trump = { $player } ने { $symbol } { $suit } को तुरुप बनाया।
whist-direction-chosen = { $player } बिना तुरुप { $direction ->
    [downtown] डाउनटाउन
   *[uptown] अपटाउन
} खेलेगा।
whist-kitty-taken = आपने किटी उठाई: { $cards }।
whist-kitty-revealed = { $player } ने सबको किटी दिखाई: { $cards }।
whist-kitty-kept = { $player } ने अपने पत्ते रखे और किटी से कुछ नहीं बदला।
whist-kitty-exchanged = { $player } ने किटी से { $count } { $count ->
    [one] पत्ता
   *[other] पत्ते
} बदले।
whist-exchange-kept = आपने अपने पत्ते रखे।
whist-exchange-made = आपने { $give } किटी में रखे और { $take } लिए।
whist-card-played = { $player } ने { $card } चला।
# $variant: whist या bidwhist; दोनों खेलों में "चालें" ही कहा जाता है।
whist-trick-won = चाल { $number } { $player } ने { $card } से जीती ({ $variant ->
        [bidwhist] चालें
       *[whist] चालें
    }: { $books })।
whist-trick-played = { $line } चले गए पत्ते: { $plays }।
whist-deal-made = दौर { $deal }: { $team } की बोली { $bid }, { $books ->
        [one] { $books } चाल बनी
       *[other] { $books } चालें बनीं
    } और ठेका पूरा: { $points }। स्कोर: { $score }।
whist-deal-set = दौर { $deal }: { $team } की बोली { $bid }, { $books ->
        [one] { $books } चाल बनी
       *[other] { $books } चालें बनीं
    } और ठेका टूटा: { $points }। स्कोर: { $score }।
whist-deal-scored = दौर { $deal }: { $team } ने { $books ->
        [one] { $books } चाल बनाई
       *[other] { $books } चालें बनाईं
    }, सामने { $other }, और { $points } अंक पाए। स्कोर: { $score }।
whist-game-drawn = खेल { $first }–{ $second } पर बराबर रहा।
whist-game-floor = { $losers } { $score } पर गिर गए: { $winners } खेल जीत गए!
whist-game-won = { $winners } खेल जीत गए, { $score } बनाम { $other }!
whist-result-drawn = { $deals } दौर के बाद { $first } बनाम { $second } पर बराबरी।
whist-result-won-by = { $winners } की जीत: { $deals } दौर के बाद { $score } बनाम { $other }।
whist-result-floor-by = { $winners } की जीत: { $deals } दौर के बाद { $losers } के अंक { $score } तक गिर गए।
# सारांश में खिलाड़ियों के नाम आने से पहले सहेजे गए खेलों के लिए: $winners और $losers सीट नंबर हैं
# ("1 और 3")। /history इन्हें अब भी पढ़ता है; नए खेल इनका उपयोग नहीं करते।
whist-result-won = सीट { $winners } की जीत: { $deals } दौर के बाद { $score } बनाम { $other }।
whist-result-floor = सीट { $winners } की जीत: { $deals } दौर के बाद सीट { $losers } के अंक { $score } तक गिर गए।

## सबके सामने की टेबल

whist-table-head = **दौर { $deal }** · डीलर { $dealer }
whist-goal-deals = { $deals } दौर
whist-goal-bid = पहले +{ $target } वाला जीते, −{ $target } वाला हारे
whist-goal-target = पहले { $target } वाला जीते
whist-table-score = स्कोर: { $score } ({ $goal })
whist-trump-turned-up = तुरुप: { $symbol } { $suit } (खुला पत्ता: { $card })
whist-trumps = तुरुप: { $symbol } { $suit }
whist-trumps-not-named = तुरुप अभी तय नहीं
whist-no-trumps = कोई तुरुप नहीं
whist-auction = बोली: { $calls }
whist-auction-empty = बोली: अभी कोई बोली नहीं
whist-call-pass = पास
whist-contract = ठेका ({ $player }): { $contract } — { $bidders } को { $need } चालें चाहिए, { $defenders } को इसे तोड़ने के लिए { $set }
whist-kitty-shown = दिखाई गई किटी: { $cards }
whist-exchanged = { $player } ने { $count ->
    [0] अपने पत्ते रखे
   *[other] { $count } { $count ->
        [one] पत्ता बदला
       *[other] पत्ते बदले
    }
}; किटी उनकी पहली चाल है
whist-books = { $variant ->
        [bidwhist] चालें
       *[whist] चालें
    }: { $books }
whist-trick = चाल { $number }: { $plays }
whist-trick-play-winning = { $player } { $cards } (जीत रहा है)
whist-last-trick = पिछली चाल ({ $player } ने जीती): { $plays }
whist-cards-in-hand = हाथ में पत्ते: { $counts }
whist-over-drawn = खेल ख़त्म: बराबरी।
whist-over-won = खेल ख़त्म: { $team } जीते।
whist-waiting = { $player } का इंतज़ार है, { $phase ->
    [auction] बोली के लिए
    [declare] ठेका बताने के लिए
    [exchange] किटी से बदलने के लिए; किटी उनकी पहली चाल गिनी जाएगी
   *[play] पत्ता चलने के लिए
}।
whist-footer = अपने पत्ते देखने और खेलने के लिए "{ table-button-hand }" दबाएँ, या /play cards:"{ $move ->
        [bid] 4 अपटाउन
        [trump] पान
        [direction] अपटाउन
        [exchange] { whist-typed-keep }
       *[card] AS
    }" लिखें।

## खिलाड़ी के पत्ते

whist-spectator = दर्शकों के पास पत्ते नहीं होते।
whist-hand-head = **आपके पत्ते** ({ $count } { $count ->
    [one] पत्ता
   *[other] पत्ते
}) — { $trump }
whist-hand-head-downtown = **आपके पत्ते** ({ $count } { $count ->
    [one] पत्ता
   *[other] पत्ते
}) — { $trump } · डाउनटाउन (A 2 3 … K)
whist-hand-jokers = जोकर: { $cards }
whist-hand-jokers-worthless = जोकर (बिना तुरुप में बेकार): { $cards }
whist-hand-trumps = { $symbol } **तुरुप**: { $cards }
whist-hand-suit = { $symbol } { $suit }: { $cards }
whist-hand-kitty = किटी: { $cards }
whist-hand-kitty-put-back = किटी (आपने वापस रखे): { $cards }
whist-your-turn = आपकी बारी।
whist-prompt-bid = मेन्यू से **बोली** लगाएँ, या **पास** करें।
whist-prompt-must-bid = बाक़ी सबने पास किया: डीलर होने के नाते आपको **बोली लगानी होगी**।
whist-prompt-direction = अपने बिना तुरुप ठेके के लिए **दिशा चुनें**।
whist-prompt-trump = **तुरुप का रंग बताएँ।**
whist-prompt-play = मेन्यू से **एक पत्ता चलें**।
whist-prompt-follow = मेन्यू से **एक पत्ता चलें**: आपको { $suit } ही डालना होगा।
whist-prompt-play-tap = चलने के लिए **कोई पत्ता टैप कीजिए**।
whist-prompt-follow-tap = चलने के लिए **कोई पत्ता टैप कीजिए**: आपको { $suit } ही डालना होगा।
whist-prompt-exchange = **किटी से पत्ते बदलें।** मेन्यू में (अपने पत्तों और किटी में से) वे { $count } पत्ते चुनें जो किटी में रहेंगे, फिर **पक्का करें** दबाएँ। { $now } सबको दिखेगा कि आपने कितने पत्ते बदले, कौन-से नहीं।
whist-exchange-now-swap = अभी के चुनाव से आप { $give } देंगे और { $take } लेंगे।
whist-exchange-now-keep = अभी के चुनाव से (किटी जैसी बँटी थी) आप अपने पत्ते रखेंगे।

## बटन और मेन्यू

whist-label-trump-card = { $card } · तुरुप
whist-label-kitty-card = { $card } · किटी
whist-label-bid = बोली { $bid }: { $books } चालें, { $kind ->
    [downtown] छोटे पत्ते जीतेंगे
    [notrump] कोई तुरुप नहीं
   *[uptown] बड़े पत्ते जीतेंगे
}
whist-label-pass = पास
whist-label-uptown = अपटाउन खेलें (A K Q … 2: बड़े पत्ते जीतेंगे)
whist-label-downtown = डाउनटाउन खेलें (A 2 3 … K: छोटे पत्ते जीतेंगे, इक्का फिर भी सबसे बड़ा)
whist-label-keep-hand = अपने पत्ते रखें (कुछ न बदलें)
whist-label-exchange = { $give } दें, { $take } लें
whist-label-exchange-count = { $count } { $count ->
    [one] पत्ता
   *[other] पत्ते
} बदलें
whist-menu-kitty = किटी में छोड़ने के लिए { $count } पत्ते चुनें
whist-menu-bid = बोली लगाएँ या पास करें
whist-menu-declare = ठेका बताएँ
whist-menu-play = एक पत्ता चलें
whist-button-play-only = { $card } चलें
whist-menu-bid-short = बोली
whist-button-waiting = { $player } का इंतज़ार
whist-button-waiting-nobody = किसी का इंतज़ार नहीं
whist-button-confirm = पक्का करें: ये { $count } किटी में छोड़ें
whist-button-keep = अपने पत्ते रखें

## टेबल के विकल्प (/table options, /table create): हर एक एक पंक्ति, 100 अक्षरों तक।

option-whist-target = खेल जिताने वाले अंक
option-whist-deals = लक्ष्य के बजाय ठीक इतने दौर खेलें; ज़्यादा कुल अंक वाला जीते
option-whist-dealer = पहले डीलर की सीट 1–4 (none: कोई भी, संयोग से)
option-whist-trump = तुरुप: `turnup` डीलर का खोला गया आख़िरी पत्ता, या `rotating` दौर के हिसाब से
option-whist-cycle = बदलता तुरुप: 4 (पान, ईंट, हुकुम, चिड़ी) या 5 (फिर एक बिना तुरुप दौर)
option-bidwhist-target = खेल जिताने वाले अंक; माइनस इतने अंकों पर पहुँचने वाली टीम हार जाती है
option-bidwhist-min-bid = सबसे छोटी मान्य बोली (3 जोखिम वाला खेल है)
option-bidwhist-kitty = किटी सबको कब दिखे: `notrump` बिना तुरुप बोली, `trump` तुरुप बोली के बाद, `never`, `always`
option-bidwhist-auction = बोली का तरीक़ा: `continuous` (घूमती बोली, पास अंतिम) या `single` (हर कोई एक बार, डीलर आख़िर में)
option-bidwhist-penalty = टूटा ठेका कमी जितने अंक (`shortfall`) या पूरी बोली (`bid`) खोता है
option-bidwhist-overtricks = बोली से ऊपर की चालें भी अंक देती हैं
option-bidwhist-declare = तुरुप / दिशा किटी उठाने से पहले (`before`) या बाद में (`after`) बताई जाती है
whist-prompt-only = **{ $button }** दबाएँ: यही एक पत्ता है जो आप चल सकते हैं।

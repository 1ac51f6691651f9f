# Parlour — ताश: रंगों और जोकरों के नाम, और लिखे गए पत्तों की ग़लतियाँ (व्हिस्ट, बोली व्हिस्ट और
# शेंगजी)। रंगों के नाम भारत में ताश के आम नाम हैं: हुकुम (♠), पान (♥), ईंट (♦), चिड़ी (♣)
# (seeds/003 में "दिल, हीरे, क्लब" है — वह मशीनी अनुवाद है)। पत्तों का संकेत (10♥, TH, SJ) हर भाषा में एक ही है।

cards-suit-spades = हुकुम
cards-suit-hearts = पान
cards-suit-diamonds = ईंट
cards-suit-clubs = चिड़ी
cards-joker-big = बड़ा जोकर
cards-joker-small = छोटा जोकर

cards-empty = यह कोई पत्ता नहीं है: यह ख़ाली है।
cards-unknown-card = '{ $text }' को मैं पत्ते के रूप में नहीं पढ़ पाया। अंक और रंग लिखें, जैसे TH, 10h, ♥10, AS{ $jokers }।
cards-joker-hint = {", "}या जोकरों के लिए SJ / BJ
cards-none-named = कम से कम एक पत्ता बताइए, जैसे `TH` या `10h 10h`।
cards-too-many = इतने पत्ते किसी भी हाथ में नहीं होते।
cards-typed-play = चलें चलो
cards-typed-trump = तुरुप ट्रम्प
cards-not-held = आपके पास { $piece } नहीं है।
# Two or more cards in a list ($rest may itself be a list).
cards-list = { $first }, { $rest }

# Parlour — टेबल: लॉबी, सीटें, बारी, टाइमर, टेबल का संदेश और खेल का ब्योरा।
# शब्द: टेबल, सीट, बारी (turn), हाथ/पत्ते (hand), होस्ट, AI; "ज़िक्र" = Discord का @ उल्लेख।

## The table message

table-title = { $game } — टेबल #{ NUMBER($table, useGrouping: 0) }
table-closed-early = यह टेबल बंद कर दी गई।
table-button-hand = आपका हाथ
table-button-back = मैं हाज़िर हूँ
table-button-rematch = फिर से खेलें
table-button-continue = फिर से खेलें (स्तर बरकरार)
table-button-join-rematch = फिर से खेल #{ NUMBER($table, useGrouping: 0) } में शामिल हों
table-away-field = अनुपस्थित (AI उनकी ओर से खेलता है)
table-waiting-field = ⏸ रुका हुआ
table-waiting-for-people = कोई नहीं खेल रहा: किसी के **{ table-button-back }** दबाने पर खेल आगे बढ़ेगा।
table-countdown-field = ⏳ समय ख़त्म होगा
table-footer-aborted = यह टेबल खेल ख़त्म होने से पहले बंद कर दी गई। कोई नतीजा दर्ज नहीं हुआ।
table-footer-abandoned = यह टेबल छोड़ी हुई मानकर बंद कर दी गई। कोई नतीजा दर्ज नहीं हुआ।

## Durations

table-duration = { $d ->
    [0] {""}
   *[other] { $d } दिन{" "}
}{ $h ->
    [0] {""}
   *[other] { $h } घंटे{" "}
}{ $m ->
    [0] {""}
   *[other] { $m } मिनट{" "}
}{ $s ->
    [0] {""}
   *[other] { $s } सेकंड
}
table-duration-off = बंद
table-duration-unreadable = मैं '{ $text }' को समय के रूप में नहीं पढ़ सकता। इसे 30s, 2m, 1h30m या off की तरह लिखें।
table-duration-range = बारी का टाइमर { $low } और { $high } के बीच होना चाहिए, या बंद।
table-abandon-range = बिना किसी चाल वाली टेबलें { $low } और { $high } के बीच के समय के बाद बंद होती हैं: इसी सीमा में कोई समय चुनें।

## The play-by-play

table-your-turn = { $mentions } — आपकी बारी।
table-still-your-turn = { $mentions } — टेबल #{ NUMBER($table, useGrouping: 0) } पर अब भी आपकी बारी है।
table-reminder = { $mentions } — इस बारी का आधा समय बीत गया; समय { $deadline } ख़त्म होगा।
table-dm-closed = { $mentions } — मैं आपका हाथ DM में नहीं भेज सका (आपके DM मेरे लिए बंद हैं)। इसकी जगह टेबल के संदेश पर **{ table-button-hand }** दबाएँ।
table-turn-dm = टेबल #{ NUMBER($table, useGrouping: 0) } पर आपकी बारी है: { $link }
table-sentences = { $first } { $second }
table-joined = { $name } शामिल हुए।
table-moved = { $name } अब सीट { $seat } पर हैं।
table-swapped = { $by } ने सीट { $first } और { $second } की अदला-बदली की ({ $one } ↔ { $other })।
table-swap-moved = { $by } ने { $name } को सीट { $source } से सीट { $seat } पर भेजा।
table-left = { $name } चले गए।
table-left-last = { $name } चले गए; कोई नहीं बचा, इसलिए टेबल बंद हो गई।
table-left-host = { $name } चले गए; अब { $host } होस्ट हैं।
table-added-ai = { $name } ने { $ai } को जोड़ा।
table-removed = { $by } ने { $name } को टेबल से हटा दिया।
table-kicked-by = { $by } ने { $name } को टेबल से हटा दिया।
table-seat-to-ai = { $reclaim ->
    [yes] { $name } की सीट अब { $ai } खेल रहा है। वे `/table reclaim` से इसे वापस ले सकते हैं।
   *[no] { $name } की सीट अब { $ai } खेल रहा है।
}
table-new-host = अब { $host } होस्ट हैं।
table-vote-cast = { $voter } ने { $name } की सीट AI को देने के लिए वोट दिया ({ $needed } में से { $votes } वोट)। बाक़ी लोग `/table replace` से वोट दे सकते हैं।
table-vote-passed = खिलाड़ियों ने वोट दिया। { $outcome }
table-replaced-by = { $by } के फ़ैसले से: { $outcome }
table-reclaimed = { $name } सीट { $seat } पर वापस आ गए।
table-back = { $name } वापस आ गए।
table-begins = { $game } शुरू।
table-aborted = { $name } ने टेबल बंद कर दी। कोई नतीजा दर्ज नहीं होगा।
table-aborted-forfeit = { $name } ने खेल के दौरान टेबल बंद करके खेल छोड़ दिया: यह उनकी टीम की हार गिनी जाती है।
table-abandoned = इस टेबल पर लंबे समय से कोई चाल नहीं चली, इसलिए इसे छोड़ी हुई मानकर बंद कर दिया गया। कोई नतीजा दर्ज नहीं होगा।
table-expired = ⏰ { $name } का समय ख़त्म हो गया; AI ने उनकी ओर से चाल चली।
table-marked-away = { $count ->
        [one] लगातार { $count } बारी
       *[other] लगातार { $count } बारियों
    } के बाद { $name } को अनुपस्थित माना गया: जब तक वे **मैं हाज़िर हूँ** नहीं दबाते, AI उनकी ओर से खेलेगा।
table-marked-away-last = { $count ->
        [one] लगातार { $count } बारी
       *[other] लगातार { $count } बारियों
    } के बाद { $name } को अनुपस्थित माना गया। अब कोई नहीं खेल रहा, इसलिए खेल तब तक रुका रहेगा जब तक कोई **मैं हाज़िर हूँ** नहीं दबाता।
table-nobody-playing = अब कोई नहीं खेल रहा, इसलिए खेल तब तक रुका रहेगा जब तक कोई खिलाड़ी वापस नहीं आता या होस्ट टेबल बंद नहीं करता।

## Answers to the player who pressed or typed

table-joined-reply = आप शामिल हो गए: टेबल #{ NUMBER($table, useGrouping: 0) } पर सीट { $seat }।
table-left-reply = आपने टेबल #{ NUMBER($table, useGrouping: 0) } छोड़ दी।
table-added-ai-reply = एक AI खिलाड़ी जोड़ा गया।
table-started-reply = खेल शुरू हो गया। अपना हाथ देखने और खेलने के लिए **{ table-button-hand }** दबाएँ।
table-back-reply = वापसी पर स्वागत है! अब AI आपकी ओर से नहीं खेलेगा।
table-aborted-reply = टेबल #{ NUMBER($table, useGrouping: 0) } बंद हो गई।
table-moved-on-reply = ये बटन दिखाए जाने के बाद खेल आगे बढ़ चुका है, इसलिए कुछ नहीं खेला गया। यह रहा आपका अभी का हाथ।
table-picks-lost = यहाँ दिखाए गए आपके चुनाव अब सहेजे नहीं हैं (शायद Parlour फिर से शुरू हुआ है), इसलिए कुछ नहीं खेला गया। यह रहा आपका अभी का हाथ: कृपया अपने चुनाव जाँचें और फिर से दबाएँ।
table-done = हो गया।
table-play-blank = आपने चलने के लिए कुछ नहीं लिखा: `cards:` के बाद अपनी चाल लिखें, या उसे चुनने के लिए **{ table-button-hand }** दबाएँ।
table-view-game-over = खेल ख़त्म — टेबल देखें।
table-view-closed = टेबल खेल ख़त्म होने से पहले बंद कर दी गई: टेबल का संदेश देखें।
table-view-replaced = इस व्यू की जगह नया व्यू आ गया है: सबसे नया इस्तेमाल करें, या **{ table-button-hand }** दबाएँ।
table-view-unseated = अब इस टेबल पर आपकी सीट AI खेल रहा है: टेबल का संदेश देखें।
table-channel-lost = ⚠️ मैं अब { $channel } में नहीं लिख सकता, इसलिए वहाँ का टेबल मैसेज पुराना हो सकता है। यहीं से खेलते रहें; Manage Server वाला सदस्य मुझे वहाँ **{ permission-view-channel }**, **{ permission-send-messages }** और **{ permission-embed-links }** वापस दे सकता है।
table-view-over = खेल ख़त्म हो गया: नतीजा टेबल पर है।
table-settings-ping = बारी आने पर ज़िक्र: **{ $ping ->
    [always] हर बारी
    [never] कभी नहीं
   *[idle] जब आप मौजूद न लगें
}**
settings-autoplay = स्वतः चाल (आपका इकलौता वैध पत्ता या टाइल): **{ $autoplay ->
    [on] चालू
   *[off] बंद
}**

## Refusals

table-limit-host = आप यहाँ पहले से { $count ->
    [one] { $count } खुली टेबल
   *[other] { $count } खुली टेबलें
} चला रहे हैं; नई खोलने से पहले एक पूरी करें या `/table abort` से बंद करें।
table-limit-server = इस सर्वर पर पहले से { $count ->
    [one] { $count } खुली टेबल है
   *[other] { $count } खुली टेबलें हैं
}, जो एक साथ अधिकतम सीमा है; किसी एक में शामिल हों, या किसी के ख़त्म होने का इंतज़ार करें।
table-limit-opened = आपने पिछले एक घंटे में यहाँ { $count ->
    [one] { $count } टेबल
   *[other] { $count } टेबलें
} खोली हैं, जितनी एक सदस्य खोल सकता है; नई खोलने से पहले थोड़ा रुकें।
table-busy = टेबल अभी व्यस्त है; कृपया फिर से कोशिश करें।
table-clicks-too-fast = थोड़ा धीरे: आपने इस टेबल पर बहुत जल्दी-जल्दी बटन दबाए हैं। कृपया { $seconds } सेकंड रुककर फिर कोशिश करें।
table-restarting = Parlour फिर से शुरू हो रहा है; कुछ भी खोया नहीं है। कृपया एक मिनट में फिर कोशिश करें।
table-already-seated = आप पहले से इस टेबल पर हैं।
table-full = यह टेबल भर चुकी है।
table-cannot-leave = खेल चल रहा है, इसलिए आप अभी नहीं जा सकते। होस्ट आपकी सीट AI खिलाड़ी को दे सकता है (`/table replace`), या टेबल बंद कर सकता है।
table-not-seated = आप इस टेबल पर नहीं हैं।
table-join-first = पहले टेबल में शामिल हों, फिर आप AI खिलाड़ी जोड़ सकते हैं।
table-host-kicks-self = होस्ट खुद को नहीं हटा सकता; `/table leave` इस्तेमाल करें।
table-kick-host = होस्ट को उसकी अपनी लॉबी से नहीं हटाया जा सकता; इसके बजाय `/table abort` से टेबल बंद करें।
table-host-only-kick = सिर्फ़ होस्ट (या Manage Server वाला कोई) खिलाड़ियों को हटा सकता है।
table-host-only-start = सिर्फ़ होस्ट (या Manage Server वाला कोई) खेल शुरू कर सकता है।
table-host-only-abort = सिर्फ़ होस्ट (या Manage Server वाला कोई) टेबल बंद कर सकता है।
table-seat-empty = सीट { $seat } ख़ाली है।
table-no-such-seat = इस टेबल पर { $seats } सीटें हैं: 1 से { $seats } तक कोई एक चुनें।
table-seat-taken = सीट { $seat } पर { $name } बैठे हैं: उनसे हटने को कहें, या कोई खाली सीट चुनें।
table-already-in-seat = आप पहले से सीट { $seat } पर हैं।
table-host-only-swap = सिर्फ़ होस्ट (या Manage Server वाला कोई) सीटों की अदला-बदली कर सकता है।
table-swap-same-seat = अदला-बदली के लिए दो अलग सीटें चुनें (सीट { $seat } दो बार चुनने से कुछ नहीं बदलता)।
table-swap-both-empty = सीट { $first } और { $second } दोनों ख़ाली हैं: अदला-बदली के लिए कुछ नहीं है।
table-seat-is-ai = सीट { $seat } पहले से AI खेल रहा है।
table-already-voted = आप { $name } को बदलने के लिए पहले ही वोट दे चुके हैं।
table-vote-not-seated = सिर्फ़ इस टेबल के खिलाड़ी किसी को बदलने के लिए वोट दे सकते हैं।
table-vote-self = आप खुद को बदलने के लिए वोट नहीं दे सकते।
table-vote-too-few = { $name } की सीट AI को देने के वोट के लिए बहुत कम दूसरे खिलाड़ी बैठे हैं; होस्ट (या Manage Server वाला कोई) यह कर सकता है।
table-reclaim-none = इस टेबल पर आपकी कोई सीट AI को नहीं दी गई थी।
table-reclaim-off = यह टेबल बदले गए खिलाड़ियों को अपनी सीट वापस लेने नहीं देती।
table-reclaim-kicked = होस्ट ने आपको इस टेबल से हटाया था, इसलिए आप सीट वापस नहीं ले सकते; फिर खेलना हो तो होस्ट से पूछें।
table-reclaim-seated = आप पहले से इस टेबल पर खेल रहे हैं।
table-nobody-away = कोई अनुपस्थित नहीं है; खेलते रहें!
table-only-away = इसे सिर्फ़ { $names } दबा सकते हैं: यह अनुपस्थित माने गए { $count ->
    [one] खिलाड़ी
   *[other] खिलाड़ियों
} के लिए है।
table-needs-players = { $game } के लिए { $low } खिलाड़ी चाहिए: { $missing ->
    [one] { $missing } सीट ख़ाली है। उसे भरने के लिए **AI जोड़ें** दबाएँ, या और खिलाड़ियों का इंतज़ार करें।
   *[other] { $missing } सीटें ख़ाली हैं। उन्हें भरने के लिए **AI जोड़ें** दबाएँ, या और खिलाड़ियों का इंतज़ार करें।
}
table-already-started = यह खेल पहले ही शुरू हो चुका है।
table-ended = यह टेबल ख़त्म हो चुकी है।
table-already-ended = यह टेबल पहले ही ख़त्म हो चुकी है।
table-not-started = खेल अभी शुरू नहीं हुआ है।
table-game-over = यह खेल ख़त्म हो चुका है।
table-closed = यह टेबल बंद कर दी गई है।
table-not-in-play = यह खेल अभी नहीं चल रहा।
table-not-playing-here = आप इस टेबल पर नहीं खेल रहे।
table-your-seat-to-ai = { $reclaim ->
    [yes] टेबल #{ NUMBER($table, useGrouping: 0) } पर आपकी सीट अब AI खेल रहा है। `/table reclaim` से इसे वापस लें।
   *[no] टेबल #{ NUMBER($table, useGrouping: 0) } पर आपकी सीट अब AI खेल रहा है।
}
table-moved-on = ये बटन दिखाए जाने के बाद खेल आगे बढ़ चुका है। नए बटनों के लिए **{ table-button-hand }** दबाएँ।
table-refused-moved-on = { $refusal } (ये बटन दिखाए जाने के बाद खेल आगे बढ़ चुका है।)
table-not-your-turn-yet = अभी आपकी बारी नहीं है।
table-not-your-turn = अभी आपकी बारी नहीं है: { $names } का इंतज़ार है।
table-no-such-table = कोई टेबल #{ NUMBER($table, useGrouping: 0) } नहीं है।
table-no-such-game = यहाँ '{ $name }' नाम का कोई खेल नहीं है।
table-game-unavailable = यह खेल अभी इस बॉट पर उपलब्ध नहीं है।
table-button-unknown = वह बटन अब इस्तेमाल नहीं होता; कृपया रिफ्रेश करें।
table-rules-unavailable = नियम अभी उपलब्ध नहीं हैं; `/rules` आज़माएँ।
table-rematch-unfinished = सिर्फ़ ख़त्म हो चुका खेल ही फिर से खेला जा सकता है।
table-rematch-expired = फिर से खेलने का न्योता खेल ख़त्म होने के { $minutes } मिनट बाद समाप्त हो गया; `/table create` से नई टेबल खोलें।
table-rematch-not-player = सिर्फ़ इस खेल के खिलाड़ी ही फिर से खेलने को कह सकते हैं।
table-rematch-gone = फिर से खेलने की टेबल #{ NUMBER($table, useGrouping: 0) } भर गई है या बंद हो गई है।
table-rematch-cannot-go-on = यह मुक़ाबला ख़त्म हो चुका है: आगे जारी रखने को कुछ नहीं बचा। नए मुकाबले के लिए **फिर से खेलें** दबाएँ।
table-shengji-levels-unreadable = मैं '{ $text }' को टीमों के स्तर के रूप में नहीं पढ़ सकता: इन्हें 6-4 या j-5 की तरह लिखें (पहले सीट 1 और 3, t = 10)।
table-shengji-levels-past-target = स्तर { $levels } पहले ही लक्ष्य रैंक से आगे हैं: `target` बढ़ाएँ या `levels` घटाएँ।
table-shengji-levels-need-starter = `levels` ({ $levels }) के साथ यह भी बताइए कि कौन-सी सीट शुरू करती है, `starter` (1–4) से: उसकी टीम अपने स्तर पर घोषणा करती है।

## /settings ping (the command's own words; the other settings are in commands.ftl)

cmd-opt-ping = उल्लेख
cmd-settings-opt-ping-desc = बारी आने पर आपका ज़िक्र कब हो: हमेशा, जब आप मौजूद न लगें (डिफ़ॉल्ट), या कभी नहीं
cmd-opt-autoplay = स्वतः-चाल
cmd-settings-opt-autoplay-desc = कुछ पल बाद आपका इकलौता वैध पत्ता या टाइल आपकी ओर से चलें (बोली, पास या उठाना कभी नहीं)
cmd-choice-always = हमेशा
cmd-choice-idle = मौजूद न होने पर
cmd-choice-never = कभी नहीं

# an AI seat's name with how well it plays (/table addbot level:)
ai-seat-leveled = { $name } ({ $level })
ai-level-easy = आसान
ai-level-normal = सामान्य
ai-level-strong = मज़बूत

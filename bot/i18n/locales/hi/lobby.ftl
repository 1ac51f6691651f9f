# Parlour — मुख्य द्वार: /table, /hand, /play, /settings की भाषा वाली पंक्तियाँ, विकल्पों की त्रुटियाँ,
# पन्नों के बटन और खुली टेबल का संदेश।
# शब्दावली: "व्हिस्ट" अंग्रेज़ी से लिया गया प्रचलित नाम (seeds/003 का "सीटी" ग़लत अनुवाद है);
# "टेबल", "सीट", "होस्ट" ऑनलाइन ताश खेलने वालों के आम शब्द; "मैक्सिकन ट्रेन" डोमिनो खेल का प्रचलित नाम।

## खेलों के नाम

game-whist = व्हिस्ट
game-bidwhist = बोली व्हिस्ट
game-shengji = शेंगजी (ट्रैक्टर)
game-mexican-train = मैक्सिकन ट्रेन

## कमांड किस टेबल की बात कर रही है

lobby-no-table-here = इस चैनल में कोई खुली टेबल नहीं है। `/table create` से एक खोलें, या `table:` से कोई टेबल चुनें।
lobby-several-tables = यहाँ कई टेबल हैं: { $tables }। कौन-सी, यह बताने के लिए `table:` जोड़ें।
lobby-table-ref = #{ NUMBER($table, useGrouping: 0) } ({ $game })
lobby-list-separator = { ", " }
lobby-no-such-table = टेबल #{ NUMBER($table, useGrouping: 0) } नहीं है।
lobby-not-your-controls = ये बटन किसी और खिलाड़ी के हाथ के हैं।
lobby-controls-seat-to-ai = { $reclaim ->
    [yes] टेबल #{ NUMBER($table, useGrouping: 0) } पर आपकी सीट अब AI खेल रहा है, इसलिए ये बटन कुछ नहीं करते। `/table reclaim` से इसे वापस लें।
   *[no] टेबल #{ NUMBER($table, useGrouping: 0) } पर आपकी सीट अब AI खेल रहा है, इसलिए ये बटन कुछ नहीं करते।
}
lobby-controls-not-seated = टेबल #{ NUMBER($table, useGrouping: 0) } पर अब आपकी कोई सीट नहीं है, इसलिए ये बटन कुछ नहीं करते।

## /table कमांड

lobby-not-in-thread = टेबल थ्रेड के अंदर नहीं, चैनल में खोलें।
lobby-channel-taken = इस चैनल में पहले से एक टेबल है, और मैं यहाँ दूसरी के लिए थ्रेड नहीं बना सकता। पहले वह ख़त्म करें, या किसी और चैनल में `/table create` इस्तेमाल करें।
lobby-channel-taken-threads = इस चैनल में पहले से एक टेबल है, और मैं यहाँ दूसरी टेबल को उसका अपना थ्रेड नहीं दे सकता: इसके लिए मुझे { $count ->
        [one] यह अनुमति
       *[other] ये अनुमतियाँ
    } चाहिए।
    { $permissions }
    पहले वह टेबल ख़त्म करें, या किसी और चैनल में `/table create` इस्तेमाल करें।
lobby-bot-lacks-permissions = मैं इस चैनल में टेबल नहीं दिखा सकता: मुझे यहाँ { $count ->
    [one] यह अनुमति
   *[other] ये अनुमतियाँ
    } चाहिए।
    { $permissions }
    सर्वर संभालने वाले किसी व्यक्ति से { $count ->
    [one] यह अनुमति
   *[other] ये अनुमतियाँ
    } दिलवाएँ, या टेबल किसी और चैनल में खोलें।
permission-view-channel = चैनल देखें (View Channel)
permission-send-messages = मैसेज भेजें (Send Messages)
permission-embed-links = लिंक एम्बेड करें (Embed Links)
permission-attach-files = फ़ाइलें अटैच करें (Attach Files)
permission-create-public-threads = सार्वजनिक थ्रेड बनाएँ (Create Public Threads)
permission-send-messages-in-threads = थ्रेड में मैसेज भेजें (Send Messages in Threads)
permission-read-message-history = मैसेज हिस्ट्री पढ़ें (Read Message History)
lobby-joined = आप शामिल हो गए: टेबल #{ NUMBER($table, useGrouping: 0) } पर सीट { $seat }।
lobby-joined-rematch = आप शामिल हो गए: फिर से खेलने की टेबल #{ NUMBER($table, useGrouping: 0) } पर सीट { $seat }।
lobby-left = आपने टेबल #{ NUMBER($table, useGrouping: 0) } छोड़ दी।
lobby-added-ai = { $count ->
    [one] { $count } AI खिलाड़ी जोड़ा गया।
   *[other] { $count } AI खिलाड़ी जोड़े गए।
}
lobby-kick-whom = हटाने के लिए या तो `player` बताएँ या `seat`।
lobby-replace-whom = AI को देने के लिए या तो `player` बताएँ या `seat`।
lobby-not-at-table = { $name } टेबल #{ NUMBER($table, useGrouping: 0) } पर नहीं है।
lobby-not-playing-at-table = { $name } टेबल #{ NUMBER($table, useGrouping: 0) } पर नहीं खेल रहा।
lobby-done = हो गया।
lobby-noted = दर्ज कर लिया।
lobby-replaced = हो गया: सीट { $seat } अब AI खेल रहा है।
lobby-reclaimed = सीट फिर से आपकी है। खेलने के लिए **{ table-button-hand }** दबाएँ।
lobby-welcome-back = फिर से स्वागत है! अब AI आपकी जगह नहीं खेलेगा।
lobby-started = खेल शुरू हो गया। अपना हाथ देखने और खेलने के लिए **{ table-button-hand }** दबाएँ।
lobby-closed = टेबल #{ NUMBER($table, useGrouping: 0) } बंद हो गई।
lobby-none-open = इस सर्वर में कोई टेबल खुली नहीं है। `/table create` से एक खोलें।
lobby-list-waiting = **#{ NUMBER($table, useGrouping: 0) }** { $game } — { $seated } बैठे, खिलाड़ियों का इंतज़ार, { $where } ({ $rules })
lobby-list-playing = **#{ NUMBER($table, useGrouping: 0) }** { $game } — { $seated } बैठे, खेल जारी, { $where } ({ $rules })
lobby-list-more = …और { $count }।

## खुली टेबल का संदेश (टेबल की भाषा में)

lobby-title = { $game } — टेबल #{ NUMBER($table, useGrouping: 0) }
lobby-seat-empty = *ख़ाली*
lobby-host = (होस्ट)
lobby-players = खिलाड़ी
lobby-players-value = { $seated } बैठे, { $need } चाहिए
lobby-need-range = { $low }–{ $high }
lobby-rules = नियम
lobby-partners = साथी
lobby-partners-value = सीटें { $seats } साथ खेलती हैं, { $others } के ख़िलाफ़। किसी दोस्त के साथ खेलने के लिए नीचे **{ lobby-seat-menu }** में उनकी टीम की सीट चुनें (या `/table move seat:`)।
lobby-partners-other = सीटें { $seats }
lobby-seat-menu = सीट चुनें…
lobby-seat-option = सीट { $seat } — { $who }
lobby-seat-free = ख़ाली
lobby-seat-side = { $count ->
    [one] साथी: सीट { $seats }
   *[other] साथी: सीटें { $seats }
}
lobby-turn-timer = बारी का टाइमर
lobby-footer = बैठने के लिए जुड़ें दबाएँ। सीटें भरने पर होस्ट खेल शुरू करता है।
# a game for a range of players ($low to $high): the host need not wait for every seat
lobby-footer-range = बैठने के लिए जुड़ें दबाएँ। { $low } या ज़्यादा खिलाड़ी बैठते ही होस्ट खेल शुरू कर सकता है (ज़्यादा से ज़्यादा { $high })।
lobby-button-join = जुड़ें
lobby-button-leave = छोड़ें
lobby-button-ai = AI जोड़ें
lobby-button-start = शुरू करें
lobby-button-rules = नियम

## हर खेल के हाथ वाले नियंत्रण

lobby-choose = चुनें
lobby-choose-one = मेन्यू से एक विकल्प चुनें।
lobby-choice-gone = वह विकल्प अब उपलब्ध नहीं है। नए बटनों के लिए **{ table-button-hand }** दबाएँ।

## पन्ने

lobby-page-of = पन्ना { $page } / { $pages }
lobby-page-back = ◀ पीछे
lobby-page-next = आगे ▶
lobby-pages-gone = ये पन्ने अब उपलब्ध नहीं हैं; फिर से पूछें।

## /help, /rules और /table options

lobby-rules-which-game = कौन-सा खेल? `game:` जोड़ें (जैसे `/rules game:whist`), या किसी टेबल के थ्रेड में पूछें।
lobby-options-title = { $game } — टेबल के विकल्प
lobby-rules-title = { $game } — यहाँ जैसे खेले जाते हैं, वैसे नियम
lobby-options-at-table = टेबल #{ NUMBER($table, useGrouping: 0) } के विकल्प
lobby-options-defaults = विकल्प (डिफ़ॉल्ट)
lobby-options-example = उदाहरण: `{ $command }`

## टेबल के विकल्प: सूची और इनकार

option-none = कोई विकल्प नहीं: सामान्य नियम।
option-line = - `{ $key }` — { $description }। डिफ़ॉल्ट: `{ $default }`; मान: { $allowed }।
option-default-rules = सामान्य नियम
option-allowed-on-off = on, off
option-allowed-list = { $values }
option-allowed-range = { $low }–{ $high } के बीच की संख्या
option-allowed-at-least = कम से कम { $low } की संख्या
option-allowed-up-to = ज़्यादा से ज़्यादा { $high } की संख्या
option-allowed-number = पूर्ण संख्या
option-allowed-text = ऊपर बताए अनुसार लिखा मान
option-allowed-or-none = { $allowed } या none
option-allowed-multiples = { $allowed }, { $step } के गुणजों में
option-error-on-off = विकल्प `{ $key }` on या off होता है, '{ $value }' नहीं।
option-error-whole-number = विकल्प `{ $key }` पूर्ण संख्या लेता है, '{ $value }' नहीं।
option-error-is-on-off = विकल्प `{ $key }` on या off होता है।
option-error-number = विकल्प `{ $key }` पूर्ण संख्या लेता है।
option-error-one-of = विकल्प `{ $key }` इनमें से एक लेता है: { $allowed }।
option-error-at-least = विकल्प `{ $key }` कम से कम { $low } होना चाहिए।
option-error-at-most = विकल्प `{ $key }` ज़्यादा से ज़्यादा { $high } हो सकता है।
option-error-multiple-of = विकल्प `{ $key }` केवल { $step } के गुणज लेता है, '{ $value }' नहीं।
option-error-too-long = विकल्पों का पाठ बहुत लंबा है; कुछ `key=value` जोड़े लिखें।
option-error-format = विकल्प `key=value` की तरह लिखें, जैसे `{ $example }`।
option-error-unknown = `{ $key }` नाम का कोई विकल्प नहीं है। { $known }
option-error-twice = विकल्प `{ $key }` दो बार दिया गया है।
option-known-none = इस खेल में कोई विकल्प नहीं है।
option-known = यहाँ के विकल्प: { $keys }।

## /settings: भाषा

settings-language = आपकी भाषा: **{ $language }**
settings-language-automatic = आपकी भाषा: अपने-आप (आपके Discord ऐप की, अगर वह अंग्रेज़ी न हो; वरना सर्वर की)
settings-server-language = नई टेबलों की भाषा: **{ $language }**
settings-server-only = सर्वर के डिफ़ॉल्ट (timer, abandon, away_after, server_language) सिर्फ़ Manage Server अनुमति वाले सदस्य बदल सकते हैं, और सिर्फ़ सर्वर में।
settings-dm-hands = DM से हाथ: **{ $dm ->
    [on] चालू
   *[off] बंद
}**
settings-server-title = **नई टेबलों के लिए इस सर्वर के डिफ़ॉल्ट**
settings-server-timer = बारी का टाइमर: { $timer }
settings-server-timer-each-game = हर खेल का अपना डिफ़ॉल्ट
settings-server-abandon = बिना किसी चाल के { $duration } बाद बंद
settings-server-away = लगातार { $turns } { $turns ->
        [one] बारी
       *[other] बारियों
    } का समय ख़त्म होने पर अनुपस्थित

## कोई भी कमांड ये त्रुटियाँ दे सकती है

cmd-error-not-understood = मैं वहाँ `{ $value }` नहीं समझ पाया; कृपया जाँच लें।
cmd-error-no-dm = यह कमांड सर्वर के चैनल में काम करती है, निजी संदेशों में नहीं।
cmd-error-check-failed = आप यहाँ यह कमांड इस्तेमाल नहीं कर सकते।
lobby-opened-slowly = टेबल #{ NUMBER($table, useGrouping: 0) } खुल गई है: उसका संदेश इसी चैनल में आगे आ रहा है।
option-error-withdrawn = `{ $key }={ $value }` अब उपलब्ध नहीं है: विकल्प `{ $key }` { $allowed } लेता है।

# Parlour — core messages.
# Language names are each language's own name for itself (an endonym), the same in every catalog.

language-en = English
language-zh-CN = 简体中文
language-zh-TW = 繁體中文
language-sw = Kiswahili
language-cy = Cymraeg
language-hi = हिन्दी

apology = 抱歉，我這邊出了點問題。什麼都沒有改變，請再試一次。
pair = { $first } 和 { $second }
list-separator = 、
seat-numbered = { $seat } 號位
seat-named = { $name }

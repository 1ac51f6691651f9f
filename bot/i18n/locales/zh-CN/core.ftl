# Parlour — core messages.
# Language names are each language's own name for itself (an endonym), the same in every catalog.

language-en = English
language-zh-CN = 简体中文
language-zh-TW = 繁體中文
language-sw = Kiswahili
language-cy = Cymraeg
language-hi = हिन्दी

apology = 抱歉，我这边出了点问题。什么都没有改变，请再试一次。
pair = { $first } 和 { $second }
list-separator = 、
seat-numbered = { $seat } 号位
seat-named = { $name }

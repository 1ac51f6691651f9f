# Parlour — core messages.
# Language names are each language's own name for itself (an endonym), the same in every catalog.

language-en = English
language-zh-CN = 简体中文
language-zh-TW = 繁體中文
language-sw = Kiswahili
language-cy = Cymraeg
language-hi = हिन्दी

apology = Samahani, kuna hitilafu upande wangu. Hakuna kilichobadilika; tafadhali jaribu tena.
pair = { $first } na { $second }
# between the items of a list of names or numbers ("alice, bob, carol")
list-separator = {", "}
seat-numbered = kiti { $seat }
seat-named = { $name }

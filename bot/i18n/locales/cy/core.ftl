# Parlour — core messages.
# Language names are each language's own name for itself (an endonym), the same in every catalog.

language-en = English
language-zh-CN = 简体中文
language-zh-TW = 繁體中文
language-sw = Kiswahili
language-cy = Cymraeg
language-hi = हिन्दी

apology = Mae'n ddrwg gen i, aeth rhywbeth o'i le ar fy ochr i. Newidiwyd dim byd; rhowch gynnig arall arni.
# dau chwaraewr yn bartneriaid, neu ddau rif sedd ("&": "a" fyddai "ac" o flaen llafariad)
pair = { $first } & { $second }
# between the items of a list of names or numbers ("alice, bob, carol")
list-separator = {", "}
seat-numbered = sedd { $seat }
seat-named = { $name }

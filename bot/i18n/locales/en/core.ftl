# Parlour — core messages: languages and the answers every command may give.
# Language names are each language's own name for itself (an endonym), the same in every catalog.

language-en = English
language-zh-CN = 简体中文
language-zh-TW = 繁體中文
language-sw = Kiswahili
language-cy = Cymraeg
language-hi = हिन्दी

apology = Sorry, something went wrong on my side. Nothing was changed; please try again.
# two players who play as one side (partners), or two seat numbers: "alice & bob", "1 & 3"
pair = { $first } & { $second }
# between the items of a list of names or numbers ("alice, bob, carol")
list-separator = {", "}
# a seat named by its number, where the players' names are not at hand, and by its player's name where they are
seat-numbered = seat { $seat }
seat-named = { $name }

# Parlour — core messages.
# Language names are each language's own name for itself (an endonym), the same in every catalog.

language-en = English
language-zh-CN = 简体中文
language-zh-TW = 繁體中文
language-sw = Kiswahili
language-cy = Cymraeg
language-hi = हिन्दी

apology = माफ़ कीजिए, मेरी ओर से कुछ गड़बड़ हो गई। कुछ भी नहीं बदला; कृपया फिर से कोशिश करें।
pair = { $first } और { $second }
# between the items of a list of names or numbers ("alice, bob, carol")
list-separator = {", "}
seat-numbered = सीट { $seat }
seat-named = { $name }

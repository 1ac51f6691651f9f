"""A nickname is shown as typed, never as markdown: no links, bold, spoilers or headings."""

from __future__ import annotations

from tests.cogs.conftest import Server
from tests.cogs.support import parlour, public_text, reply, result_text
from tests.cogs.test_lobby import lobby_message

NICK = "# [Nitro](https://evil.example) **b** ||h|| `c`"
ESCAPED = r"\# \[Nitro\](https://evil.example) \*\*b\*\* \|\|h\|\| \`c\`"


async def test_a_markdown_nickname_is_escaped_in_every_post_and_table_message(
    server: Server,
) -> None:
    evil = server.guild.add_member(server.env.create_user("eve"), nick=NICK)
    created = await server.alice.slash(server.channel, "table create", game="counting", timer="off")
    await evil.click(reply(created).message, label="Join")
    await server.alice.click(lobby_message(server), label="Start")
    status = await evil.slash(server.channel, "table status")
    await server.alice.click(lobby_message(server), label="Your hand")
    for _ in range(2):  # alice adds, then eve, so eve's name is in a turn line and a move line
        table = await parlour(server.env).service.get(1)
        counting = parlour(server.env).service.game("counting")
        (seat,) = {0, 1} & set(counting.to_act(table.state))
        member = (server.alice, evil)[seat]
        await member.slash(server.channel, "play", cards="1")
    posts = [public_text(m) for m in server.channel.history()]
    posts += [public_text(m) for t in server.channel.threads for m in t.history()]
    written = "\n".join([*posts, result_text(status)])
    assert f"{ESCAPED} joined." in written
    assert f"{ESCAPED} adds 1" in written
    assert "[Nitro](https" not in written.replace(r"\[Nitro\](https", "")
    assert "**b**" not in written and "||h||" not in written and "`c`" not in written


async def test_an_invisible_nickname_falls_back_to_the_username_and_lines_show_no_previews(
    server: Server,
) -> None:
    blank = server.guild.add_member(server.env.create_user("hollow"), nick="\u3164\u200b")
    linked = server.guild.add_member(server.env.create_user("linky"), nick="https://e.example/x")
    created = await server.alice.slash(server.channel, "table create", game="counting")
    for member in (blank, linked):
        await member.click(reply(created).message, label="Join")
    posts = [m for t in server.channel.threads for m in t.history()]
    said = "\n".join(public_text(m) for m in posts)
    assert "hollow joined." in said
    assert all(m.flags.suppress_embeds for m in posts)

"""The playground: the loopback Discord, the real bot connected to it, and a web page to play.

`make run` without a token starts it; `python -m bot.playground` starts it explicitly. The bot
never imports this package: the playground only talks to the bot the way Discord does.
"""

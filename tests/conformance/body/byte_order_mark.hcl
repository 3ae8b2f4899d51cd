# Saved by Windows Notepad: the byte order mark is skipped, as the reference skips it.
name = "app"
port = 80

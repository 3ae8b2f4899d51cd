# Saved by Windows Notepad: hclfmt drops the byte order mark.
name   = "x"
block {
  a = 1
}

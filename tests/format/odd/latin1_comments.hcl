# Résumé des réglages (Latin-1, as an old editor saved it)
name = "cafÃ©" # café
region    = "eu-west-1" /* région ÿþ */
block "x" {
  // été
  a = 1 # à
  bb = [1,   # é
    2]
}

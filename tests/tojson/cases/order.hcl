# Blocks whose order one JSON object cannot keep: a type that comes back
# after another, repeated labels, and an attribute between blocks.
rule "allow" "ssh" {
  port = 22
}
rule "allow" "http" {
  port = 80
}
rule "deny" "all" {
  port = 0
}
note {
  text = "first note"
}
rule "allow" "https" {
  port = 443
}
mode = "strict"
note {
  text = "second note"
}
rule "allow" "ftp" {
  port = 21
}

group {
  member { name = "a" }
  policy { level = 1 }
  member { name = "b" }
  member { name = "c" }
  policy { level = 2 }
}

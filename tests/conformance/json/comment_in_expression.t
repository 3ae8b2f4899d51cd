# Inside an expression, "//" is an ordinary property name.

result = {
  "a" = {
    "//" = "not a comment here"
    "x" = 1
  }
}

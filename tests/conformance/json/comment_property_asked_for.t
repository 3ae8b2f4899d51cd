# A property named "//" is a comment only where the schema does not ask for
# that name: attr "//" gets its value.

result = {
  "//" = "c"
  "a" = 1
}

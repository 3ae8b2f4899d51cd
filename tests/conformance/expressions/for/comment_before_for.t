# A comment between the opening bracket and "for" still makes a
# for-expression.

result = {
  "a" = {
    "p" = 2
    "q" = 3
  }
  "b" = {
    "1" = "p"
  }
  "c" = {
    "px" = 1
  }
  "d" = [
    1,
    2,
  ]
}

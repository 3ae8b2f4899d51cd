# Object constructors: = or : separators, commas or newlines, key forms.

result = {
  "colon" = {
    "a" = 1
    "b" = "x"
  }
  "empty" = {}
  "equals" = {
    "a" = 1
    "b" = "x"
  }
  "newlines" = {
    "a" = 1
    "b" = 2
  }
  "number_key" = {
    "1" = "one"
  }
  "paren_key" = {
    "dynamic" = "from variable"
  }
  "quoted_key" = {
    "with space" = true
  }
  "template_key" = {
    "dynamic-suffix" = 1
  }
}

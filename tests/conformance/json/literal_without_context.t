# hcldec evaluates with no context when the spec has no variables or functions: JSON strings are then taken literally.

result_type = object({
  a = string
  b = string
})

result = {
  "a" = "$${1 +}"
  "b" = "$${x} %%{ if }"
}

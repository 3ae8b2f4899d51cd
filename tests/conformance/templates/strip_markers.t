# ~ strips the white space next to the interpolation or directive on its side.

result_type = object({
  both = string
  left = string
  right = string
})

result = {
  "both" = "xyz"
  "left" = "ab"
  "right" = "ab"
}

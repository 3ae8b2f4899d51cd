# A transform of an absent attribute sees a null nested value.

result_type = object({
  t = string
})

result = {
  "t" = "absent"
}

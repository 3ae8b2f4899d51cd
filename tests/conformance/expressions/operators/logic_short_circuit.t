# && and || short-circuit (HCL 2.24): when one operand decides the result the other's errors are not reported; a null counts as false.

result_type = object({
  and_left = bool
  and_null = bool
  and_right = bool
  or_left = bool
  or_null = bool
  or_right = bool
})

result = {
  "and_left" = false
  "and_null" = false
  "and_right" = false
  "or_left" = true
  "or_null" = true
  "or_right" = true
}

# Comparison and equality; equality never converts, so 1 == "1" is false.

result_type = object({
  eq_list = bool
  eq_mixed = bool
  eq_null = bool
  eq_num = bool
  eq_obj = bool
  eq_obj_diff = bool
  eq_str = bool
  ge = bool
  gt = bool
  le = bool
  lt = bool
  ne_null = bool
  ne_str = bool
})

result = {
  "eq_list" = true
  "eq_mixed" = false
  "eq_null" = true
  "eq_num" = true
  "eq_obj" = true
  "eq_obj_diff" = false
  "eq_str" = true
  "ge" = false
  "gt" = false
  "le" = true
  "lt" = true
  "ne_null" = true
  "ne_str" = true
}

# Literal and computed collections, numbers as written, object keys.
zero_padded  = 007
exponent     = 1.5e3
big          = 123456789012345678901234567890.125
negative     = -42.5
neg_zero     = -0
flags        = [true, false, null]
mixed        = [1, "two", -3, [4, { five = 5 }]]
computed     = [var.a, var.a + 1, "${var.s}!"]
literal_obj  = { "quoted key" = 1, bare = "b", "with.dot" = [1, 2] }
dup_keys     = { a = 1, a = 2 }
computed_key = { (var.s) = 1, "${var.s}2" = 2 }
template_key = { "$${x}" = 1 }
template_str = ["${var.s}", "$${literal}"]
nested       = { outer = { inner = [var.a, null] } }
parens       = (var.a)
conditional  = var.a > 1 ? "big" : "small"
arith        = -var.a * 2 % 5
logic        = !false && var.a == 3 || false
index        = var.list[1]
legacy_index = var.list.0
attr_index   = var.obj["k"]
splat_full   = var.objs[*].n
for_obj      = { for k, v in var.obj : upper_key(k) => v... }
empty_tuple  = []
empty_obj    = {}

# The root spec may be a literal.

result_type = string

result = "constant"

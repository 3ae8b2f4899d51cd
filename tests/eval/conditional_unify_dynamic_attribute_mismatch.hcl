[true ? {a = "x", b = null} : {c = ["s"], d = "y"}, true ? {a = {}, b = null} : {c = ["s"]}, tomap({a = ["x"], b = null, c = ["y", "z"]}), tolist([["x"], null])]
# RUN: %eval -e %text
# CHECK-STDERR: @1:9-1:51 Inconsistent conditional result types: The true and false result expressions must have consistent types. The 'true' value includes object attribute "a", which is absent in the 'false' value.
# CHECK-STDERR: @1:60-1:92 Inconsistent conditional result types: The true and false result expressions must have consistent types. The 'true' value includes object attribute "a", which is absent in the 'false' value.
# CHECK-STDERR: @1:100-1:101 Invalid function argument: Invalid value for "v" parameter: cannot convert object to map of any single type.
# CHECK-STDERR: @1:147-1:148 Invalid function argument: Invalid value for "v" parameter: cannot convert tuple to list of any single type.
# EXIT: 2

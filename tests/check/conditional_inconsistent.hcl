flag ? {a = 1} : [1]
# TYPES: {"flag": "bool"}
# CHECK: "dynamic"
# CHECK-DIAG: @1:8-1:21 Inconsistent conditional result types: The true and false result expressions must have consistent types. The 'true' value is object, but the 'false' value is tuple.

flag ? {a = 1} : [1]
# RUN: %check -T '{"flag": "bool"}' -e %text
# CHECK: "dynamic"
# CHECK-STDERR: @1:8-1:21 Inconsistent conditional result types: The true and false result expressions must have consistent types. The 'true' value is object, but the 'false' value is tuple.
# EXIT: 2

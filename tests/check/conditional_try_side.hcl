num > 1 ? try(!text) : 1
# RUN: %check -T '{"num": "number", "text": "string"}' -e %text
# CHECK: "dynamic"
# CHECK-STDERR: @1:11-1:25 warning: Inconsistent conditional result types: The true and false result expressions must have consistent types. The 'true' value is bool, but the 'false' value is number.

true ? 1 : [1]
# RUN: %eval -e %text
# CHECK-STDERR: @1:8-1:15 Inconsistent conditional result types: The true and false result expressions must have consistent types. The 'true' value is number, but the 'false' value is tuple.
# EXIT: 2

n > 1 ? [1] : tonumber(null)
# RUN: %eval %flag_vars -e %text
# CHECK-STDERR: @1:9-1:29 Inconsistent conditional result types: The true and false result expressions must have consistent types. The 'true' value is tuple, but the 'false' value is number.
# EXIT: 2

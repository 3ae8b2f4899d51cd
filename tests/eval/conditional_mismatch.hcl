true ? 1 : [1]
# CHECK-DIAG: @1:8-1:15 Inconsistent conditional result types: The true and false result expressions must have consistent types. The 'true' value is number, but the 'false' value is tuple.

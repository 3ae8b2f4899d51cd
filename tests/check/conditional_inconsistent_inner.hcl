flag ? (num > 1 ? flag : names[*].x) : {a = 1}
# RUN: %check -T '{"flag": "bool", "num": "number", "names": ["tuple", ["string"]]}' -e %text
# CHECK: "dynamic"
# CHECK-STDERR: @1:19-1:36 warning: Inconsistent conditional result types: The true and false result expressions must have consistent types. The 'true' value is bool, but the 'false' value is tuple.

[true ? {a = [[1]]} : {a = [1]}, true ? {b = 1} : {a = [1], b = 1}, true ? [[1]] : [1, 2], true ? [null, [1]] : [[1], 1]]
# RUN: %eval -e %text
# CHECK-STDERR: @1:9-1:32 Inconsistent conditional result types: The true and false result expressions must have consistent types. Type mismatch for object attribute "a": Type mismatch for tuple element 0: The 'true' value is tuple, but the 'false' value is number.
# CHECK-STDERR: @1:41-1:67 Inconsistent conditional result types: The true and false result expressions must have consistent types. The 'false' value includes object attribute "a", which is absent in the 'true' value.
# CHECK-STDERR: @1:76-1:90 Inconsistent conditional result types: The true and false result expressions must have consistent types. The 'true' tuple has length 1, but the 'false' tuple has length 2.
# CHECK-STDERR: @1:99-1:121 Inconsistent conditional result types: The true and false result expressions must have consistent types. Type mismatch for tuple element 0: The 'true' value is dynamic, but the 'false' value is tuple.
# EXIT: 2

[true ? {a = 1, b = ["x"], c = null} : {z = "q"}, true ? {a = ["x"], b = null, c = ["y", "z"]} : {q = 1}, true ? {a = 1, b = true, c = null} : {z = 1}, false ? {a = 1, b = ["x"], c = null} : {z = "q"}]
# RUN: %eval -e %text
# CHECK-STDERR: @1:9-1:37 Inconsistent conditional result types: The true result value has the wrong type: attribute types must all match for conversion to map.
# CHECK-STDERR: @1:58-1:95 Inconsistent conditional result types: The true result value has the wrong type: attribute types must all match for conversion to map.
# CHECK-STDERR: @1:114-1:141 Inconsistent conditional result types: The true result value has the wrong type: attribute types must all match for conversion to map.
# EXIT: 2

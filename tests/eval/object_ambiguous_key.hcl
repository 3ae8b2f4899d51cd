{ a.b = 1, k = 2, x[0] = 3, (a.b) = 4, y.0 = c.d }
# RUN: %eval --vars '{"a": {"b": "k"}, "c": {"d": 5}, "x": ["z"], "y": ["w"]}' -e %text
# CHECK-STDERR: @1:3-1:6 Ambiguous attribute key: If this expression is intended to be a reference, wrap it in parentheses. If it's instead intended as a literal name containing periods, wrap it in quotes to create a string literal.
# CHECK-STDERR: @1:19-1:23 Ambiguous attribute key: If this expression is intended to be a reference, wrap it in parentheses. If it's instead intended as a literal name containing periods, wrap it in quotes to create a string literal.
# CHECK-STDERR: @1:40-1:43 Ambiguous attribute key: If this expression is intended to be a reference, wrap it in parentheses. If it's instead intended as a literal name containing periods, wrap it in quotes to create a string literal.
# EXIT: 2

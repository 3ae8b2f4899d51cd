[x[0], o.a, o.b, d.anything]
# RUN: %check -T '{"x": "list(string)", "o": "object({a=number})", "d": "any"}' -e %text
# CHECK: ["tuple",["string","number","dynamic","dynamic"]]
# CHECK-STDERR: @1:14-1:16 Unsupported attribute: This object does not have an attribute named "b".
# EXIT: 2

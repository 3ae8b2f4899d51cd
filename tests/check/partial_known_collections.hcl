[reverse([s, "a"])[0] - 1, element([s, "b"], 1) ? 1 : 2, contains([s, "a"], "a") ? 1 : "x" - 1, flatten([[s], ["c"]])[1] * 2, zipmap(["p", "q"], [s, "d"]).q + 1, lookup({a = s, b = "x"}, "b", "z") - 1]
# RUN: %check -T '{"s": "string"}' -e %text
# CHECK: ["tuple",["number","number","number","number","number","number"]]
# CHECK-STDERR: @1:2-1:22 Invalid operand: Unsuitable value for left operand: a number is required.
# CHECK-STDERR: @1:28-1:48 Incorrect condition type: The condition expression must be of type bool.
# CHECK-STDERR: @1:97-1:121 Invalid operand: Unsuitable value for left operand: a number is required.
# CHECK-STDERR: @1:127-1:157 Invalid operand: Unsuitable value for left operand: a number is required.
# EXIT: 2

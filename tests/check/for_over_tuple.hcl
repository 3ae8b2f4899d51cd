[for i, v in t : v + i]
# RUN: %check -T '{"t": ["tuple", ["number", "string", "bool"]]}' -e %text
# CHECK: ["tuple",["number","number","number"]]
# CHECK-STDERR: @1:18-1:19 Invalid operand: Unsuitable value for left operand: number required, but have bool.
# EXIT: 2

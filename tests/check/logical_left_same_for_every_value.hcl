tiny != people && person > 3
# RUN: %check -T '{"tiny": "number", "people": ["tuple", ["string"]], "person": ["object", {"a": "string"}]}' -e %text
# CHECK: "bool"
# CHECK-STDERR: @1:19-1:25 Invalid operand: Unsuitable value for left operand: number required, but have object.
# EXIT: 2

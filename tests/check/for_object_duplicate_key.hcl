{for k, v in o : "same" => v}
# RUN: %check -T '{"o": ["object", {"a": "number", "b": "number"}]}' -e %text
# CHECK: ["object",{"same":"number"}]
# CHECK-STDERR: @1:18-1:24 Duplicate object key: Two different items produced the key "same" in this 'for' expression. If duplicates are expected, use the ellipsis (...) after the value expression to enable grouping by key.
# EXIT: 2

{for k, v in o : "same" => v}
# TYPES: {"o": ["object", {"a": "number", "b": "number"}]}
# CHECK: ["object",{"same":"number"}]
# CHECK-DIAG: @1:18-1:24 Duplicate object key: Two different items produced the key "same" in this 'for' expression. If duplicates are expected, use the ellipsis (...) after the value expression to enable grouping by key.

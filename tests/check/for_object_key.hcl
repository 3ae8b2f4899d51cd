{for k, v in m : v => k}
# RUN: %check -T '{"m": ["map", ["list", "string"]]}' -e %text
# CHECK: "dynamic"
# CHECK-STDERR: @1:18-1:19 warning: Invalid object key: The key expression produced an invalid result: string required, but have list of string.

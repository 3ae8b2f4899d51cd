{for k, v in m : v => k}
# TYPES: {"m": ["map", ["list", "string"]]}
# CHECK: "dynamic"
# CHECK-DIAG: @1:18-1:19 Invalid object key: The key expression produced an invalid result: string required, but have list of string.

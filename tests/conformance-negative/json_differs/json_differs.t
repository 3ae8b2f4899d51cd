# The native-syntax input passes; the JSON one (2) does not.
# FAILS WITH: json_differs.hcl.json
# FAILS WITH: result: expected 1, got 2
result = 1

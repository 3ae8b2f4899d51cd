try(obj.missing, xs[9])
# RUN: %eval %vars -e %text
# CHECK-STDERR: @1:1-1:5 Error in function call: Call to function "try" failed: no expression succeeded:\n- Unsupported attribute (at <expr>:1,8-16)\n  This object does not have an attribute named "missing".\n- Invalid index (at <expr>:1,20-23)\n  The given key does not identify an element in this collection value.\n\nAt least one expression must produce a successful result.
# EXIT: 2

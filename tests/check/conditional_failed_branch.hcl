x.0 ? (false ? false : x.0) : 1
# RUN: %check -T '{"x": ["object", {"a": "number"}]}' -e %text
# CHECK: "dynamic"
# CHECK-STDERR: @1:2-1:4 Invalid index: The given key does not identify an element in this collection value. An object only supports looking up attributes by name, not by numeric index.
# EXIT: 2

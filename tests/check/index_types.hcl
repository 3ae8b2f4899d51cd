[l["x"], t[2], o[0], s[0], m[[]], l[-1], l[1.5]]
# RUN: %check -T '{"l": ["list", "string"], "t": ["tuple", ["string", "number"]], "o": ["object", {"a": "bool"}], "s": ["set", "string"], "m": ["map", "number"]}' -e %text
# CHECK: ["tuple",["dynamic","dynamic","dynamic","dynamic","dynamic","dynamic","dynamic"]]
# CHECK-STDERR: @1:3-1:8 Invalid index: The given key does not identify an element in this collection value: a number is required.
# CHECK-STDERR: @1:11-1:14 Invalid index: The given key does not identify an element in this collection value: the given index is greater than or equal to the length of the collection.
# CHECK-STDERR: @1:17-1:20 Invalid index: The given key does not identify an element in this collection value. An object only supports looking up attributes by name, not by numeric index.
# CHECK-STDERR: @1:23-1:26 Invalid index: Elements of a set are identified only by their value and don't have any separate index or key to select with, so it's only possible to perform operations across all elements of the set.
# CHECK-STDERR: @1:29-1:33 Invalid index: The given key does not identify an element in this collection value: string required, but have tuple.
# CHECK-STDERR: @1:36-1:40 Invalid index: The given key does not identify an element in this collection value: a negative number is not a valid index for a sequence.
# CHECK-STDERR: @1:43-1:48 Invalid index: The given key does not identify an element in this collection value: indexing a sequence requires a whole number, but the given index has a fractional part.
# EXIT: 2

substr(["abcdef", 1, 3]...)
# CHECK: {"value":"bcd","type":"string"}

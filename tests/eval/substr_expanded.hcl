substr(["abcdef", 1, 3]...)
# RUN: %eval -e %text
# CHECK: {"value":"bcd","type":"string"}

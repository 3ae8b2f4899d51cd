[for i, v in xs : "${i}=${v}" if v != "b"]
# RUN: %eval %vars -e %text
# CHECK: {"value":["0=a","2=c"],"type":["tuple",["string","string"]]}

[xs["1"], obj[true ? "k" : "x"]]
# RUN: %eval %vars -e %text
# CHECK: {"value":["b","v"],"type":["tuple",["string","string"]]}

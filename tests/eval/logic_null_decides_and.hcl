[null && false, null && true, true && nothing]
# RUN: %eval %flag_vars -e %text
# CHECK: {"value":[false,false,false],"type":["tuple",["bool","bool","bool"]]}

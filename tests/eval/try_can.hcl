[try(obj.missing, "fallback"), can(obj.k), can(xs[9])]
# RUN: %eval %vars -e %text
# CHECK: {"value":["fallback",true,false],"type":["tuple",["string","bool","bool"]]}

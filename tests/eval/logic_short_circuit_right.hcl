[nosuch || true, nosuch && false, lower(null) && nothing]
# RUN: %eval %flag_vars -e %text
# CHECK: {"value":[true,false,false],"type":["tuple",["bool","bool","bool"]]}

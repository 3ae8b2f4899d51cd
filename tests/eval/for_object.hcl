{for k, v in {b = 1, a = 2} : v => k}
# RUN: %eval -e %text
# CHECK: {"value":{"1":"b","2":"a"},"type":["object",{"1":"string","2":"string"}]}

"tab\tnewline\nquote\" dollar $${x} percent %%{y} unicode \u00e9 caf\u0065\u0301"
# RUN: %eval -e %text
# CHECK: {"value":"tab\tnewline\nquote\" dollar ${x} percent %{y} unicode é café","type":"string"}

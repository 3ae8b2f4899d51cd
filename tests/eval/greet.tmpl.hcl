Hello ${name}
%{ for x in xs ~}
- ${x}
%{ endfor ~}
bye
# RUN: %eval %vars --template -e %text
# CHECK: {"value":"Hello Ann\n- a\n- b\n- c\nbye","type":"string"}

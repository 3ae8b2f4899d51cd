"Hello, ${name}! You are ${n}."
# RUN: %eval %vars -e %text
# CHECK: {"value":"Hello, Ann! You are 3.","type":"string"}

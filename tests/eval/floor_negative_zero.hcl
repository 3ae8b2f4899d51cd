jsonencode([floor(-0), ceil(-0), ceil(-0.5), -0])
# RUN: %eval -e %text
# CHECK: {"value":"[0,0,0,-0]","type":"string"}

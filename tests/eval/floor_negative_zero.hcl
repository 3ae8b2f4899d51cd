jsonencode([floor(-0), ceil(-0), ceil(-0.5), -0])
# CHECK: {"value":"[0,0,0,-0]","type":"string"}

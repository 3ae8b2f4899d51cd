a = <<EOH
hello
EOH 
b = 1
c = <<EOH
world
	 EOH	
d = <<-EOH
    indented
    EOH 
e = <<EOH
EOH x
EOH

a = <<EOH
hello
  EOH  

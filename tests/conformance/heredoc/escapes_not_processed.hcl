a = <<EOT
back\slash \n "quotes" $${x} %%{y}
EOT

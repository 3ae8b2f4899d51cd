a = "x%{ endfor }"

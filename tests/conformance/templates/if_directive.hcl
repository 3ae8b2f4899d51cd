yes = "%{ if true }on%{ endif }"
no = "%{ if false }on%{ endif }"
else = "%{ if n > 1 }many%{ else }one%{ endif }"

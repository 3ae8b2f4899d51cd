true = "t"
null = "n"
for = "f"
if = "i"

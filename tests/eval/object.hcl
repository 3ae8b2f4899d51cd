{a = 1, "b c" = 2, (name) = 3, 4 = "four", true = false, a = "later wins"}
# RUN: %eval %vars -e %text
# CHECK: {"value":{"4":"four","Ann":3,"a":"later wins","b c":2,"true":false},"type":["object",{"4":"string","Ann":"number","a":"string","b c":"number","true":"bool"}]}

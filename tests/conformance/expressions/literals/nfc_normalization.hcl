decomposed = "cafe\u0301"
length = strlen("cafe\u0301")
equal = "cafe\u0301" == "caf\u00e9"

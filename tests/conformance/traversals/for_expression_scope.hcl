a = [for k, v in src : "${k}${v}${outer}"]
b = { for x in src2 : x => x }

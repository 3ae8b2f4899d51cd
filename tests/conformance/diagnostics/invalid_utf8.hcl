a = "xÿy"

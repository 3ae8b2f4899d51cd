present = "given"

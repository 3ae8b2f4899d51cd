a = { for s in ["x", "y", "x"] : s => 1 }

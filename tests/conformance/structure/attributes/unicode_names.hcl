café = "ok"
имя = 2

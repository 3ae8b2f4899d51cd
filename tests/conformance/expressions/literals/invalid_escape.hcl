a = "bad \q escape"

thing { a = 1
}

service {
}

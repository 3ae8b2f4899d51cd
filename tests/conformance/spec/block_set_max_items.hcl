tag {
}
tag {
}

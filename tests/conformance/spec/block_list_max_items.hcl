item {
}
item {
}
item {
}

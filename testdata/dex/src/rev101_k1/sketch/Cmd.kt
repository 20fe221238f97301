package com.seedswap

sealed class Cmd {
    class Drop(val id: String, val confirmed: Boolean) : Cmd()
    class Release(val id: String, val token: String, val uid: Int) : Cmd()
    class Note(val text: String) : Cmd()
    class Stamp(val text: String, val uid: Int) : Cmd()
}

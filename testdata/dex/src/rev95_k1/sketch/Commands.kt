package com.kitelog

import kotlinx.coroutines.flow.MutableSharedFlow

sealed class Command {
    class Purge(val spot: String, val confirmed: Boolean) : Command()
    class Archive(val spot: String, val confirmed: Boolean) : Command()
    class Checkin(val spot: String) : Command()
    class Visit(val uid: Int, val spot: String) : Command()
}

class CommandBus {
    val commands = MutableSharedFlow<Command>(extraBufferCapacity = 16)
}

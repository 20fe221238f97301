package com.bikebus.core

class Session(val uid: Int, val issuedAt: Long)

class PendingAction(val uid: Int, val tool: String)

sealed class Outcome {
    class Done(val json: String) : Outcome()
    class NeedsUser(val tool: String) : Outcome()
    class Refused(val code: String, val message: String) : Outcome()
}

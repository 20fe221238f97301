package app.larder.kitchen.cetp

/** The app behind a call: the UID call() read on the Binder thread and the package it resolved to. */
data class Caller(val uid: Int, val pkg: String)

/** One admitted v2 request: who, for which provider, in which session. */
data class Call(val caller: Caller, val providerId: String, val session: Session, val envelope: Envelope) {
    val requestId: String get() = envelope.requestId.orEmpty()
    val tool: String get() = envelope.toolName
    val rawArgs: String get() = envelope.args
    val deadlineAtMs: Long get() = envelope.deadlineAtMs
    val dedupKey: String get() = "${caller.uid}/$providerId/$requestId"
    val argsDigest: String by lazy { sha256Hex(rawArgs) }

    fun has(capability: String): Boolean = capability in session.capabilities
}

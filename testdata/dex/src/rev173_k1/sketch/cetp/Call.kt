package app.quire.reader.cetp

/** The app behind a call: the UID call() read on the Binder thread and its one package. */
data class Caller(val uid: Int, val pkg: String)

/** One admitted v2 request. */
class Call(val caller: Caller, val providerId: String, val session: Session, val envelope: Envelope) {
    val requestId: String get() = envelope.requestId ?: ""
    val tool: String get() = envelope.toolName
    val rawArgs: String get() = envelope.args
    val deadlineAtMs: Long get() = envelope.deadlineAtMs
    val dedupKey: String get() = "${caller.uid}/$providerId/$requestId"
    val argsDigest: String get() = sha256Hex(rawArgs.toByteArray())

    fun has(capability: String): Boolean = capability in session.capabilities

    fun pastDeadline(): Boolean = System.currentTimeMillis() >= deadlineAtMs
}

package app.kestrel.notes.cetp

/** A tool's stable wire name ([a-z][a-z0-9_]{0,63}). */
@JvmInline
value class ToolName(val value: String) {
    override fun toString(): String = value
}

/** The id of one background operation: 24 SecureRandom bytes in hex with an "op_" prefix. */
@JvmInline
value class OperationId(val raw: String) {
    companion object {
        fun fresh(): OperationId = OperationId("op_" + Tokens.fresh(24))
    }
}

/** A request_id as the Consumer sent it. */
@JvmInline
value class RequestId(val raw: String)

package com.quillvault

/** A value or the reason there is none; the tools' small functional error type. */
sealed class Either<out L, out R> {
    data class Left<out L>(val value: L) : Either<L, Nothing>()
    data class Right<out R>(val value: R) : Either<Nothing, R>()

    inline fun <T> fold(ifLeft: (L) -> T, ifRight: (R) -> T): T = when (this) {
        is Left -> ifLeft(value)
        is Right -> ifRight(value)
    }
}

inline fun <L, R> Either<L, R>.getOrHandle(default: (L) -> R): R = fold(default) { it }

/** A protocol error as the reply carries it. */
data class Fault(val code: String, val text: String, val retryable: Boolean = false)

/** A storage failure, wrapped so that callers need not know SQLite. */
class StoreError(val op: String, cause: Throwable) : Exception("$op failed", cause) {
    /** What went wrong underneath, for the log. */
    val reason: String = cause.localizedMessage ?: cause.toString()
}

/** A background job that failed; kept for the audit. */
class SyncError(val job: String, cause: Throwable?) : Exception(cause)

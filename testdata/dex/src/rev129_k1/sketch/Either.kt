package com.larkbook

import android.database.sqlite.SQLiteException
import java.io.IOException
import java.util.concurrent.TimeoutException

/** A value or the reason there is none. */
sealed interface Either<out L, out R> {
    data class Left<out L>(val value: L) : Either<L, Nothing>
    data class Right<out R>(val value: R) : Either<Nothing, R>
}

inline fun <L, R, T> Either<L, R>.fold(ifLeft: (L) -> T, ifRight: (R) -> T): T = when (this) {
    is Either.Left -> ifLeft(value)
    is Either.Right -> ifRight(value)
}

inline fun <L, R, T> Either<L, R>.map(transform: (R) -> T): Either<L, T> = when (this) {
    is Either.Left -> this
    is Either.Right -> Either.Right(transform(value))
}

/** A failure as the Consumer will see it. */
data class Fault(val code: String, val text: String, val retryable: Boolean = false)

/** Runs [block]; a failure becomes a Left whose text [explain] chooses. */
inline fun <R> attempt(
    code: String,
    noinline explain: (Throwable) -> String = Throwable::safeText,
    block: () -> R,
): Either<Fault, R> =
    try {
        Either.Right(block())
    } catch (e: Exception) {
        Either.Left(Fault(code, explain(e), retryable = code == "UNAVAILABLE"))
    }

/** What a failure may tell the Consumer: chosen by its type, never its text. */
fun Throwable.safeText(): String = when (this) {
    is SQLiteException -> "The Larkbook database is busy, try again shortly"
    is TimeoutException -> "Larkbook took too long to answer"
    is IOException -> "Larkbook could not reach its storage"
    is IllegalStateException -> "That is not possible right now"
    else -> "Something went wrong on our side"
}

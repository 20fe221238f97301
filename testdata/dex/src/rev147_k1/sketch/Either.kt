package com.tidemark.invoices

/** A decision: Left is why a command is refused, Right is what it produces. */
sealed class Either<out L, out R> {
    class Left<out L>(val value: L) : Either<L, Nothing>()
    class Right<out R>(val value: R) : Either<Nothing, R>()
}

fun <R> right(value: R): Either<Nothing, R> = Either.Right(value)

fun <L> left(value: L): Either<L, Nothing> = Either.Left(value)

inline fun <L, R, T> Either<L, R>.map(f: (R) -> T): Either<L, T> = when (this) {
    is Either.Left -> this
    is Either.Right -> Either.Right(f(value))
}

inline fun <L, R, T> Either<L, R>.flatMap(f: (R) -> Either<L, T>): Either<L, T> = when (this) {
    is Either.Left -> this
    is Either.Right -> f(value)
}

inline fun <L, R> Either<L, R>.recover(f: (L) -> R): R = when (this) {
    is Either.Left -> f(value)
    is Either.Right -> value
}

inline fun <L, R, T> Either<L, R>.fold(left: (L) -> T, right: (R) -> T): T = when (this) {
    is Either.Left -> left(value)
    is Either.Right -> right(value)
}

/** Lifts a nullable into a decision. */
inline fun <R> R?.orLeft(problem: () -> Outcome.Failed): Either<Outcome.Failed, R> =
    if (this == null) Either.Left(problem()) else Either.Right(this)

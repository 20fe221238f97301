package net.pantrybox.app.core

import android.app.Activity
import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.os.Binder
import java.util.concurrent.Executor

typealias Job = () -> Unit

const val EXTRA_TICKET = "net.pantrybox.app.extra.TICKET"

/** Runs [block] on [this] executor (a worker thread). */
inline fun Executor.inBackground(crossinline block: Job) {
    execute { block() }
}

/** Runs [block] with the provider's own identity, restoring the caller's afterwards. */
inline fun <T> withClearedIdentity(block: () -> T): T {
    val token = Binder.clearCallingIdentity()
    try {
        return block()
    } finally {
        Binder.restoreCallingIdentity(token)
    }
}

/** The confirmation screen [A] for one parked call, wrapped as the resolution PendingIntent. */
inline fun <reified A : Activity> Context.resolutionFor(
    ticket: String,
    flags: Int,
    crossinline details: Intent.() -> Unit,
): PendingIntent {
    val intent = Intent(this, A::class.java).also {
        it.putExtra(EXTRA_TICKET, ticket)
        it.details()
    }
    return PendingIntent.getActivity(this, ticket.hashCode(), intent, flags)
}

/** An enum argument by its lower-case wire name. */
inline fun <reified E : Enum<E>> String.toEnumOrNull(): E? =
    enumValues<E>().firstOrNull { it.name.equals(this, ignoreCase = true) }

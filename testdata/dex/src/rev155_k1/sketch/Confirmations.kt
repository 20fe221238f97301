package com.tidewell.home

import android.app.Activity
import android.app.PendingIntent
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import kotlinx.coroutines.CompletableDeferred
import java.util.concurrent.ConcurrentHashMap

/** A call held for the user: what it was, and the user's answer once the confirmation screen replies. */
class PendingConfirmation(
    val uid: Int,
    val tool: String,
    val requestId: String,
    val argsDigest: String,
    val expiresAt: Long,
) {
    val answer: CompletableDeferred<Boolean> = CompletableDeferred()
}

/** The calls one provider holds for the user, by resume token. */
class ConfirmationBook(val name: String) {
    private val held = ConcurrentHashMap<String, PendingConfirmation>()

    fun hold(token: String, pending: PendingConfirmation) {
        held[token] = pending
    }

    /** Completes the held call's answer; ConfirmResultReceiver calls it when a screen replies. */
    fun answer(token: String, approved: Boolean) {
        held[token]?.answer?.complete(approved)
    }

    /** Removes the held call: a resume token is good for one resumption. */
    fun take(token: String): PendingConfirmation? = held.remove(token)
}

object Books {
    const val TEXTS = "texts"
    const val REMINDERS = "reminders"
    const val ANSWER_WAIT_MS = 2_000L
    const val HOLD_MS = 10 * 60 * 1000L

    val texts = ConfirmationBook(TEXTS)
    val reminders = ConfirmationBook(REMINDERS)

    fun named(name: String?): ConfirmationBook? = when (name) {
        TEXTS -> texts
        REMINDERS -> reminders
        else -> null
    }
}

/** The PendingIntent a confirmation screen answers through: a broadcast to ConfirmResultReceiver for [token]. */
fun replyTo(ctx: Context, book: String, token: String, requestCode: Int, flags: Int): PendingIntent {
    val intent = Intent(ctx, ConfirmResultReceiver::class.java)
        .putExtra(EXTRA_BOOK, book)
        .putExtra(EXTRA_TOKEN, token)
    return PendingIntent.getBroadcast(ctx, requestCode, intent, flags)
}

/** Gets the confirmation screens' answers: the decision filled into the reply, or the result code it was sent with. */
class ConfirmResultReceiver : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        val token = intent.getStringExtra(EXTRA_TOKEN) ?: return
        val book = Books.named(intent.getStringExtra(EXTRA_BOOK)) ?: return
        val approved = if (intent.hasExtra(EXTRA_DECISION)) {
            intent.getBooleanExtra(EXTRA_DECISION, false)
        } else {
            resultCode == Activity.RESULT_OK
        }
        book.answer(token, approved)
    }
}

package com.harborline.ledger

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import kotlinx.coroutines.channels.produce
import kotlinx.coroutines.coroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock

class Ticket(val uid: Int, val tool: String, val args: String, val requestId: String, val expiresAt: Long)

object Approvals {
    private val answered = MutableStateFlow<Map<String, Boolean>>(emptyMap())

    fun answer(token: String, approved: Boolean) {
        answered.value = answered.value + (token to approved)
    }

    fun of(token: String): Boolean? = answered.value[token]
}

class TicketVault {
    private val lock = Mutex()
    private val tickets = HashMap<String, Ticket>()

    suspend fun hold(token: String, ticket: Ticket) = lock.withLock { tickets[token] = ticket }

    suspend fun redeem(token: String, call: Call): Ticket? = lock.withLock {
        val t = tickets.remove(token) ?: return null
        if (t.uid != call.uid || t.tool != call.tool || t.args != call.rawArgs || t.requestId != call.requestId) return null
        if (t.expiresAt < System.currentTimeMillis()) null else t
    }
}

class PassBook {
    private val lock = Mutex()
    private val passes = HashMap<String, Ticket>()

    suspend fun hold(token: String, ticket: Ticket) = lock.withLock { passes[token] = ticket }

    suspend fun redeem(token: String, call: Call): Ticket? = lock.withLock {
        val t = passes[token] ?: return null
        if (t.tool != call.tool || t.args != call.rawArgs) return null
        if (t.expiresAt < System.currentTimeMillis()) null else t
    }
}

suspend fun resolutionFor(context: Context, token: String, summary: String, flags: Int): PendingIntent = coroutineScope {
    val ready = produce {
        val screen = Intent(context, ConfirmActivity::class.java)
            .putExtra("resume_token", token).putExtra("summary", summary)
        send(PendingIntent.getActivity(context, token.hashCode(), screen, flags))
    }
    ready.receive()
}

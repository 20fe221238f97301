package com.larderly

import java.util.concurrent.ConcurrentHashMap
import kotlin.random.Random

// A resume token and what it was issued for.
data class Ticket(val token: String, val uid: Int, val tool: String, val args: String, val expiresAt: Long) {
    companion object {
        private const val TTL_MS = 10 * 60 * 1000L

        fun issue(uid: Int, tool: String, args: String): Ticket {
            val token = buildString {
                repeat(3) { append(java.lang.Long.toHexString(Random.nextLong()).padStart(16, '0')) }
            }
            return Ticket(token, uid, tool, args, System.currentTimeMillis() + TTL_MS)
        }
    }
}

// Outstanding resume tokens of both desks: bound to caller, tool and args, and good for one use.
object Tickets {
    private val open = ConcurrentHashMap<String, Ticket>()

    fun issue(uid: Int, tool: String, args: String): Ticket = Ticket.issue(uid, tool, args).also { open[it.token] = it }

    fun redeem(token: String?, uid: Int, tool: String, args: String): Boolean {
        val ticket = token?.let { open.remove(it) } ?: return false
        val (_, owner, forTool, forArgs, expiresAt) = ticket
        return owner == uid && forTool == tool && forArgs == args &&
            expiresAt > System.currentTimeMillis() && Approvals.take(ticket.token)
    }
}

// What the user decided in a confirmation screen, by resume token.
object Approvals {
    private val granted = ConcurrentHashMap.newKeySet<String>()

    fun grant(token: String) {
        granted.add(token)
    }

    fun deny(token: String) {
        granted.remove(token)
    }

    fun take(token: String): Boolean = granted.remove(token)
}

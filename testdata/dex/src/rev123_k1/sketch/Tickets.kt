package com.hearthkit

import android.util.Base64
import org.json.JSONObject
import java.security.SecureRandom
import java.util.Random
import java.util.concurrent.ConcurrentHashMap
import kotlin.properties.Delegates

// Devices desk: a resume token for one held-back device command. When the agent asks again before the user has
// answered, the ticket gets a new token and the one on the earlier screen stops working.
class DeviceTicket(val uid: Int, val tool: ToolName, val args: String, val expiresAt: Long) {
    var token: String by Delegates.observable(fresh()) { _, old, new -> DeviceTickets.moved(old, new, this) }

    companion object {
        private val random = SecureRandom()

        fun fresh(): String = Base64.encodeToString(ByteArray(32).also { random.nextBytes(it) }, Base64.NO_WRAP or Base64.URL_SAFE)
    }
}

object DeviceTickets {
    private const val TTL_MS = 10 * 60 * 1000L
    private val open = ConcurrentHashMap<String, DeviceTicket>()

    fun issue(uid: Int, tool: ToolName, args: String): DeviceTicket {
        val again = open.values.firstOrNull { it.uid == uid && it.tool == tool && it.args == args }
        if (again != null) {
            again.token = DeviceTicket.fresh()
            return again
        }
        return DeviceTicket(uid, tool, args, System.currentTimeMillis() + TTL_MS).also { open[it.token] = it }
    }

    fun moved(old: String, new: String, ticket: DeviceTicket) {
        if (open.remove(old) != null) open[new] = ticket
    }

    // The user's decision on token, when it was issued to uid for exactly this call; the token is spent either way.
    fun redeem(token: String?, uid: Int, tool: ToolName, args: String): Fields? {
        val ticket = token?.let { open.remove(it) } ?: return null
        if (ticket.uid != uid || ticket.tool != tool || ticket.args != args) return null
        if (ticket.expiresAt < System.currentTimeMillis()) return null
        return Approvals.take(ticket.token)
    }
}

// Routines desk: the same, from the automation module.
class RunTicket(val uid: Int, val tool: ToolName, val args: String, val expiresAt: Long) {
    var token: String by Delegates.observable(fresh()) { _, old, new -> RunTickets.moved(old, new, this) }

    companion object {
        private val random = Random()

        fun fresh(): String = java.lang.Long.toHexString(random.nextLong()) + java.lang.Long.toHexString(random.nextLong())
    }
}

object RunTickets {
    private const val TTL_MS = 10 * 60 * 1000L
    private val open = ConcurrentHashMap<String, RunTicket>()

    fun issue(uid: Int, tool: ToolName, args: String): RunTicket {
        val again = open.values.firstOrNull { it.uid == uid && it.tool == tool && it.args == args }
        if (again != null) {
            again.token = RunTicket.fresh()
            return again
        }
        return RunTicket(uid, tool, args, System.currentTimeMillis() + TTL_MS).also { open[it.token] = it }
    }

    fun moved(old: String, new: String, ticket: RunTicket) {
        if (open.remove(old) != null) open[new] = ticket
    }

    fun redeem(token: String?, uid: Int, tool: ToolName, args: String): Fields? {
        val ticket = token?.let { open.remove(it) } ?: return null
        if (ticket.uid != uid || ticket.tool != tool || ticket.args != args) return null
        if (ticket.expiresAt < System.currentTimeMillis()) return null
        return Approvals.take(ticket.token)
    }
}

// What the user decided on a confirmation screen, by resume token (written by ConfirmActivity).
object Approvals {
    private val decisions = ConcurrentHashMap<String, JSONObject>()

    fun record(token: String, approved: Boolean) {
        decisions[token] = JSONObject().put("approved", approved).put("decided_at_ms", System.currentTimeMillis())
    }

    fun take(token: String): Fields? = decisions.remove(token)?.let { Fields(it) }
}

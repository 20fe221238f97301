package com.spokeshare

import android.util.Base64
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.update
import java.security.SecureRandom

data class Session(val token: String, val uid: Int, val pkg: String, val expiresAt: Long) {
    companion object {
        private val random = SecureRandom()

        @JvmStatic
        fun mint(): String {
            val bytes = ByteArray(32)
            random.nextBytes(bytes)
            return Base64.encodeToString(bytes, Base64.URL_SAFE or Base64.NO_WRAP or Base64.NO_PADDING)
        }
    }
}

/** A resolution in flight: bound to the caller, the tool, the argument bytes and an expiry. */
data class Ticket(
    val token: String,
    val uid: Int,
    val tool: String,
    val digest: String,
    val expiresAt: Long,
    val decision: Boolean? = null,
)

data class DeskState(
    val sessions: Map<String, Session> = emptyMap(),
    val tickets: Map<String, Ticket> = emptyMap(),
)

/** The long-lived state of one desk (its sessions and open tickets), shared with its confirmation screens. */
class DeskStore(val name: String) {
    val state = MutableStateFlow(DeskState())

    fun open(session: Session) = state.update { it.copy(sessions = it.sessions + (session.token to session)) }

    fun issue(ticket: Ticket) = state.update { it.copy(tickets = it.tickets + (ticket.token to ticket)) }

    /** Called by the confirmation screen with the user's answer. */
    fun decide(token: String, approved: Boolean) = state.update { s ->
        val ticket = s.tickets[token] ?: return@update s
        s.copy(tickets = s.tickets + (token to ticket.copy(decision = approved)))
    }

    /** Takes the ticket out (single use) and gives it back only to the caller, tool and arguments it was made for. */
    fun redeem(token: String, uid: Int, tool: String, digest: String): Ticket? {
        var taken: Ticket? = null
        state.update { s ->
            taken = s.tickets[token]
            s.copy(tickets = s.tickets - token)
        }
        val now = System.currentTimeMillis()
        return taken?.takeIf { it.uid == uid && it.tool == tool && it.digest == digest && it.expiresAt > now }
    }
}

object Desks {
    val bikes = DeskStore("bikes")
    val wallet = DeskStore("wallet")

    fun named(name: String?): DeskStore? = when (name) {
        bikes.name -> bikes
        wallet.name -> wallet
        else -> null
    }
}

/** The state of one execute_tool call. */
class CallStore {
    val state = MutableStateFlow<State>(State.Idle)

    fun dispatch(action: Action): List<Effect> {
        state.update { reduce(it, action) }
        return state.value.effects
    }
}

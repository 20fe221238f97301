package com.mv

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Base64
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.update
import java.security.SecureRandom

data class Ticket(val uid: Int, val tool: String)

data class DeskState(val tickets: Map<String, Ticket> = emptyMap(), val served: Int = 0)

// An MVI store: the whole state is one immutable value replaced by update { }.
class DeskStore {
    val state = MutableStateFlow(DeskState())
    val history = MutableStateFlow(DeskState())
    private val rng = SecureRandom()

    fun issue(uid: Int, tool: String): String {
        val raw = ByteArray(24)
        rng.nextBytes(raw)
        val token = Base64.encodeToString(raw, Base64.NO_WRAP)
        state.update { it.copy(tickets = it.tickets + (token to Ticket(uid, tool))) }
        return token
    }

    // Single use: the state without the ticket replaces the old one.
    fun redeem(token: String, uid: Int, tool: String): Boolean {
        val ticket = state.value.tickets[token] ?: return false
        state.update { it.copy(tickets = it.tickets - token) }
        return ticket.uid == uid && ticket.tool == tool
    }

    // The state without the ticket is computed for a count, never stored: the ticket stays.
    fun peek(token: String, uid: Int, tool: String): Boolean {
        val ticket = state.value.tickets[token] ?: return false
        val after = state.value.copy(tickets = state.value.tickets - token, served = state.value.served + 1)
        if (after.tickets.isEmpty()) Base64.encodeToString(ByteArray(0), 0)
        return ticket.uid == uid && ticket.tool == tool
    }

    // The state without the ticket goes to another flow: state keeps it.
    fun archive(token: String, uid: Int, tool: String): Boolean {
        val ticket = state.value.tickets[token] ?: return false
        history.value = state.value.copy(tickets = state.value.tickets - token)
        return ticket.uid == uid && ticket.tool == tool
    }
}

class LedgerProvider : ContentProvider() {
    private val once = DeskStore()
    private val again = DeskStore()
    private var db: SQLiteDatabase? = null

    override fun onCreate(): Boolean {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.mv/x.db", null)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val out = Bundle()
        if (extras == null) return out
        val uid = Binder.getCallingUid()
        val tool = extras.getString("tool_name", "")
        val token = extras.getString("resume_token")
        val single = tool == "purge"
        if (token == null) {
            out.putString("resume_token", if (single) once.issue(uid, tool) else again.issue(uid, tool))
            out.putString("error_code", "USER_ACTION_REQUIRED")
            return out
        }
        if (single) {
            if (!once.redeem(token, uid, tool)) return out
            db!!.delete("a", null, null)
        } else if (tool == "archive") {
            if (!once.archive(token, uid, tool)) return out
            db!!.delete("c", null, null)
        } else {
            if (!again.peek(token, uid, tool)) return out
            db!!.delete("b", null, null)
        }
        return out
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0
}

package com.example.r30k4

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.Context
import android.content.Intent
import android.content.SharedPreferences
import android.os.Binder
import android.os.Bundle
import org.json.JSONObject
import java.util.concurrent.ConcurrentHashMap

// NotesProvider.kt: the rev27_ktuse call() head (lines 24-31); requests
// parsed into NoteRequest (lazy delegates), resume tokens from Tokens.kt kept
// in a map field, preferences in a lateinit field.
//
//
//
//
//
//

class NotesProvider : ContentProvider() {
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        if (!Callers.trusted(context!!, uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed")
        if ("negotiate" == method) return Replies.success(Sessions.open(uid))
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first")
        if ("execute_tool" != method) return Replies.error("METHOD_NOT_FOUND", "unknown method")
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) return Replies.error("TIMEOUT", "deadline passed")
        val ctx = context!!
        val req = NoteRequest(JSONObject(extras.getString("args") ?: "{}"))
        val resume = extras.getString("resume_token")
        return when (extras.getString("tool_name")) {
            "delete_note" -> deleteNote(ctx, uid, req, resume)
            "trash_note" -> trashNote(ctx, uid, req, resume)
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")
        }
    }

    private val pending = ConcurrentHashMap<String, Pending>()
    private lateinit var prefs: SharedPreferences

    private fun deleteNote(ctx: Context, uid: Int, req: NoteRequest, resume: String?): Bundle {
        if (resume != null) {
            val op = pending[resume] ?: return Replies.error("INVALID_REQUEST", "unknown resume token")
            prefs.edit().remove(op.note).apply()
            return Replies.success("{\"deleted\":true}")
        }
        if (req.force) {
            prefs.edit().remove(req.note).apply()
            return Replies.success("{\"deleted\":true}")
        }
        val token = quickToken()
        pending[token] = Pending(uid, req.note)
        return confirm(ctx, token)
    }

    private fun trashNote(ctx: Context, uid: Int, req: NoteRequest, resume: String?): Bundle {
        if (resume != null) {
            val op = pending.remove(resume)?.takeIf { it.uid == uid }
                ?: return Replies.error("INVALID_REQUEST", "unknown resume token")
            prefs.edit().putLong("trashed:" + op.note, System.currentTimeMillis()).apply()
            return Replies.success("{\"trashed\":true}")
        }
        if (req.dryRun) return Replies.success("{\"would_trash\":\"${req.note}\"}")
        val token = strongToken()
        pending[token] = Pending(uid, req.note)
        return confirm(ctx, token)
    }

    private fun confirm(ctx: Context, token: String): Bundle =
        Replies.error("USER_ACTION_REQUIRED", "confirm on the phone").apply {
            putParcelable("resolution", PendingIntent.getActivity(ctx, 0, Intent(ctx, ConfirmActivity::class.java), PendingIntent.FLAG_IMMUTABLE))
            putString("resume_token", token)
        }

    override fun onCreate(): Boolean {
        prefs = context!!.getSharedPreferences("notes", Context.MODE_PRIVATE)
        return true
    }
}

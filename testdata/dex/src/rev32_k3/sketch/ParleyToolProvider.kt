package com.example.r32k3

import android.app.PendingIntent
import android.content.ComponentName
import android.content.ContentProvider
import android.content.Context
import android.content.Intent
import android.os.Binder
import android.os.Bundle
import java.util.UUID
import java.util.concurrent.CompletableFuture
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.Executors

// ParleyToolProvider.kt: Parley (messaging) exposes conversations to agents.
// Requests are parsed into a sealed Command and dispatched with `when`.

class ParleyToolProvider : ContentProvider() {
    private val pendingSends = ConcurrentHashMap<String, PendingSend>()
    private val pendingDeletes = ConcurrentHashMap<String, PendingDelete>()
    private val io = Executors.newFixedThreadPool(2)

    override fun onCreate(): Boolean {
        Outbox.prefs = context!!.getSharedPreferences("parley", Context.MODE_PRIVATE)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        if (!Callers.trusted(ctx, uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed")
        return when (method) {
            "negotiate" -> Replies.success(Sessions.open(uid))
            "execute_tool" -> when {
                extras == null || !Sessions.check(extras.getString("session_token"), uid) ->
                    Replies.error("NEGOTIATION_REQUIRED", "negotiate first")
                extras.getLong("deadline_at_ms") <= System.currentTimeMillis() ->
                    Replies.error("DEADLINE_EXCEEDED", "deadline passed")
                else -> execute(ctx, uid, extras)
            }
            else -> Replies.error("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(ctx: Context, uid: Int, extras: Bundle): Bundle {
        val args = org.json.JSONObject(extras.getString("args") ?: "{}")
        val resume = extras.getString("resume_token")
        return when (val cmd = Command.parse(extras.getString("tool_name"), args)) {
            is Command.ListConversations -> Replies.success(Outbox.list(Callers.isPartner(ctx, uid), uid))
            is Command.Send -> if (resume == null) askToSend(ctx, PendingSend(uid, cmd.conversation, cmd.text)) else send(extras, resume)
            is Command.Delete -> if (resume == null) askToDelete(ctx, uid, cmd) else delete(uid, resume)
            is Command.Mute -> mute(ctx, uid, cmd, resume)
            is Command.Schedule -> schedule(uid, cmd)
            null -> Replies.error("TOOL_NOT_FOUND", "no such tool")
        }
    }

    private fun askToSend(ctx: Context, pending: PendingSend): Bundle {
        pendingSends[pending.token] = pending
        val sheet = Intent(ctx, ConfirmActivity::class.java).putExtra(EXTRA_PREVIEW, pending.text)
        return needsUser(PendingIntent.getActivity(ctx, 1, sheet, PendingIntent.FLAG_IMMUTABLE), pending.token)
    }

    private fun send(extras: Bundle, token: String): Bundle {
        val pending = pendingSends[token] ?: return Replies.error("INVALID_REQUEST", "unknown resume token")
        val requestId = extras.getString("request_id") ?: return Replies.error("INVALID_REQUEST", "request_id missing")
        return SendExecutor.once(requestId) {
            Replies.success(Outbox.send(pending.conversation, pending.text, pending.uid))
        }
    }

    private fun askToDelete(ctx: Context, uid: Int, cmd: Command.Delete): Bundle {
        val token = UUID.randomUUID().toString().also { pendingDeletes[it] = PendingDelete(uid, cmd.conversation) }
        val sheet = Intent().apply {
            component = ComponentName(COMPANION_PACKAGE, "$COMPANION_PACKAGE.ConfirmDeleteActivity")
            putExtra(EXTRA_PREVIEW, cmd.conversation)
        }
        return needsUser(PendingIntent.getActivity(ctx, 2, sheet, PendingIntent.FLAG_IMMUTABLE), token)
    }

    private fun delete(uid: Int, token: String): Bundle {
        val pending = pendingDeletes.remove(token)?.takeIf { it.uid == uid }
            ?: return Replies.error("INVALID_REQUEST", "unknown resume token")
        return Replies.success("{\"deleted\":${Outbox.delete(pending.conversation)}}")
    }

    private fun mute(ctx: Context, uid: Int, cmd: Command.Mute, resume: String?): Bundle {
        if (resume != null && Resumes.consume(resume, uid)) {
            Outbox.prefs.edit().putLong("mute.${cmd.conversation}", System.currentTimeMillis() + cmd.hours * 3_600_000L).apply()
            return Replies.success("{\"muted\":true}")
        }
        val sheet = Intent().setClassName(APP_PACKAGE, "$APP_PACKAGE.ConfirmActivity").putExtra(EXTRA_PREVIEW, cmd.conversation)
        return needsUser(PendingIntent.getActivity(ctx, 3, sheet, PendingIntent.FLAG_IMMUTABLE), Resumes.issue(uid))
    }

    private fun schedule(uid: Int, cmd: Command.Schedule): Bundle {
        val operationId = Outbox.operationId()
        CompletableFuture.supplyAsync({ Outbox.send(cmd.conversation, cmd.text, uid) }, io)
        return Replies.success("{\"operation_id\":\"$operationId\",\"at_ms\":${cmd.atMs}}")
    }

    private fun needsUser(resolution: PendingIntent, token: String): Bundle =
        Replies.error("USER_ACTION_REQUIRED", "confirm in Parley").apply {
            putParcelable("resolution", resolution)
            putString("resume_token", token)
        }

    companion object {
        private const val APP_PACKAGE = "com.example.r32k3"
        private const val COMPANION_PACKAGE = "com.example.parley.web"
        const val EXTRA_PREVIEW = "parley.preview"
    }
}

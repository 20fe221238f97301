package com.tidewell.home

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import kotlinx.coroutines.TimeoutCancellationException
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.json.JSONArray
import org.json.JSONObject

/** CETP v2 for the household's reminders, by hand over call(): list, set and cancel reminders. */
class RemindersToolProvider : ContentProvider() {
    private val book: ConfirmationBook get() = Books.reminders

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val uid = Binder.getCallingUid()
        return serve(method, extras ?: Bundle(), uid)
    }

    private fun serve(method: String, request: Bundle, uid: Int): Bundle {
        val ctx = context!!
        val requestId = request.requestId
        val pkg = Assistants.admit(ctx, uid)
            ?: return failure(requestId, "PERMISSION_DENIED", "This app is not an assistant Tidewell serves.")
        if (method == "negotiate") return negotiate(request, uid, PROVIDER_ID, PROVIDER_NAME)
        if (method !in V2_METHODS) return failure(requestId, "METHOD_NOT_FOUND", "Unknown method.")
        if (request.protocolVersion != 2 || requestId == null || request.deadlineAtMs <= 0L) {
            return failure(requestId, "INVALID_REQUEST", "protocol_version 2, request_id and deadline_at_ms are required.")
        }
        // one live session per assistant: negotiating again replaces it, so the assistant's UID finds it
        Sessions.activeFor(uid, PROVIDER_ID)
            ?: return failure(requestId, "NEGOTIATION_REQUIRED", "Negotiate a session first.", true)
        val call = ToolCall(uid, pkg, PROVIDER_ID, request)
        return when (method) {
            "get_provider_info" -> success(requestId, providerInfo(PROVIDER_ID, PROVIDER_NAME, "Your household's reminders", SCOPES))
            "list_tools" -> success(requestId, listing(REVISION, TOOLS, Assistants.scopesOf(pkg)))
            "execute_tool" -> execute(call)
            else -> failure(requestId, "UNSUPPORTED_CAPABILITY", "Background operations were not negotiated.")
        }
    }

    private fun execute(call: ToolCall): Bundle {
        val rid = call.requestId
        val tool = TOOLS.firstOrNull { it.name == call.toolName }
            ?: return failure(rid, "TOOL_NOT_FOUND", "No tool of that name.")
        if (!Assistants.scopesOf(call.callerPackage).containsAll(tool.scopes)) {
            return failure(rid, "PERMISSION_DENIED", "This assistant lacks a scope the tool needs.")
        }
        val args = call.args() ?: return failure(rid, "INVALID_ARGS", "args must be a JSON object.")
        if (call.deadlineAtMs <= System.currentTimeMillis()) {
            return failure(rid, "DEADLINE_EXCEEDED", "The deadline passed before the tool started.")
        }
        if (tool.mutating) db.prior(call.retryKey)?.let { return it.replay(rid, tool.name, call.argsDigest) }
        return when (tool.name) {
            "list_reminders" -> listReminders(rid)
            "set_reminder" -> setReminder(call, args)
            else -> cancelReminder(call, args)
        }
    }

    private fun listReminders(rid: String): Bundle {
        val list = JSONArray()
        for (r in db.upcoming(System.currentTimeMillis())) {
            list.put(JSONObject().put("reminder_id", r.id).put("title", r.title).put("due_at_ms", r.dueAt).put("repeat_ms", r.repeatMs))
        }
        return success(rid, JSONObject().put("reminders", list))
    }

    /** Saves and arms the reminder on the worker's looper thread and waits, within the deadline, until it has. */
    private fun setReminder(call: ToolCall, args: JSONObject): Bundle {
        val rid = call.requestId
        val title = args.optString("title")
        val dueAt = args.optLong("due_at_ms", 0L)
        val repeatMs = REPEATS[args.optString("repeat", "none")]
        if (title.isEmpty() || title.length > 120 || dueAt <= System.currentTimeMillis() || repeatMs == null) {
            return failure(rid, "INVALID_ARGS", "title (1 to 120 characters), a future due_at_ms and repeat none, daily or weekly.")
        }
        val ctx = context!!
        val draft = Reminder(0L, call.uid, title, dueAt, repeatMs)
        val handoff = Handoff<Reminder>()
        worker.handler.post {
            val saved = db.insertReminder(draft)
            ReminderAlarms.arm(ctx, saved)
            handoff.complete(saved)
        }
        val saved = handoff.await(call.remainingMs())
            ?: return failure(rid, "DEADLINE_EXCEEDED", "The reminder was not saved before the deadline; ask again with the same request_id.")
        val result = success(rid, JSONObject().put("reminder_id", saved.id))
        db.record(call.retryKey, "set_reminder", call.argsDigest, result)
        return result
    }

    private fun cancelReminder(call: ToolCall, args: JSONObject): Bundle {
        val rid = call.requestId
        val reminder = db.reminder(args.optLong("reminder_id", -1L))
            ?: return failure(rid, "INVALID_ARGS", "No upcoming reminder has that reminder_id.")
        val token = call.extras.resumeToken ?: return askUser(call, reminder)
        val held = book.take(token)
            ?.takeIf { it.uid == call.uid && it.tool == "cancel_reminder" && it.requestId == rid && it.argsDigest == call.argsDigest }
            ?.takeIf { it.expiresAt > System.currentTimeMillis() }
            ?: return failure(rid, "INVALID_REQUEST", "The resume token is unknown, used, or not this call's.")
        val approved = try {
            runBlocking { withTimeout(minOf(Books.ANSWER_WAIT_MS, call.remainingMs())) { held.answer.await() } }
        } catch (e: TimeoutCancellationException) {
            Log.w(TAG, "no answer from the reminder confirmation", e)
            return failure(rid, "USER_CANCELLED", "No answer came from the confirmation screen.")
        }
        if (!approved) return failure(rid, "USER_CANCELLED", "The reminder was kept.")
        val ctx = context!!
        val handoff = Handoff<Boolean>()
        worker.handler.post {
            val cancelled = db.cancelReminder(reminder.id)
            ReminderAlarms.disarm(ctx, reminder.id)
            handoff.complete(cancelled)
        }
        val cancelled = handoff.await(call.remainingMs())
            ?: return failure(rid, "DEADLINE_EXCEEDED", "The reminder was not cancelled before the deadline; ask again with the same request_id.")
        val result = success(rid, JSONObject().put("reminder_id", reminder.id).put("cancelled", cancelled))
        db.record(call.retryKey, "cancel_reminder", call.argsDigest, result)
        return result
    }

    /** Holds the cancellation for the user and answers USER_ACTION_REQUIRED with the confirmation screen. */
    private fun askUser(call: ToolCall, reminder: Reminder): Bundle {
        val ctx = context!!
        val code = Tokens.nextRequestCode()
        val token = "rmd-${System.currentTimeMillis()}-$code"
        book.hold(token, PendingConfirmation(call.uid, "cancel_reminder", call.requestId, call.argsDigest, System.currentTimeMillis() + Books.HOLD_MS))
        val reply = replyTo(ctx, Books.REMINDERS, token, code, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_ONE_SHOT)
        val screen = Intent(ctx, ConfirmReminderActivity::class.java)
            .putExtra(EXTRA_TOKEN, token)
            .putExtra(EXTRA_SUMMARY, reminder.title)
            .putExtra(EXTRA_REPLY, reply)
        val resolution = PendingIntent.getActivity(ctx, code, screen, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
        return needsUser(call.requestId, resolution, token, "Confirm in Tidewell that this reminder should be cancelled.")
    }

    private val db: HomeDb get() = HomeDb.get(context!!)
    private val worker: ReminderWorker get() = ReminderWorker.get(context!!)

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_ID = "com.tidewell.home.reminders"
        const val PROVIDER_NAME = "Tidewell Reminders"
        private const val REVISION = "reminders-4"
        private val REPEATS = mapOf("none" to 0L, "daily" to 24 * 3600 * 1000L, "weekly" to 7 * 24 * 3600 * 1000L)
        private const val SCOPES = """[{"name":"reminders.read","title":"See your reminders","description":"Upcoming reminders",""" +
            """"access":"read","sensitivity":"personal"},{"name":"reminders.write","title":"Manage your reminders",""" +
            """"description":"Set reminders and cancel them with your approval","access":"write","sensitivity":"personal"}]"""
        private val TOOLS = listOf(
            ToolSpec(
                "list_reminders", setOf("reminders.read"), false,
                """{"name":"list_reminders","title":"List reminders","description":"The household's upcoming reminders.",""" +
                    """"input_schema":{"type":"object","properties":{},"additionalProperties":false},""" +
                    """"output_schema":{"type":"object","properties":{"reminders":{"type":"array"}},"required":["reminders"]},""" +
                    """"scopes":["reminders.read"],"annotations":{"effect":"read","risk":"low","open_world":false,"confirmation":"never"}}""",
            ),
            ToolSpec(
                "set_reminder", setOf("reminders.write"), true,
                """{"name":"set_reminder","title":"Set a reminder","description":"Sets a reminder with an alarm at due_at_ms.",""" +
                    """"input_schema":{"type":"object","properties":{"title":{"type":"string","minLength":1,"maxLength":120},""" +
                    """"due_at_ms":{"type":"integer"},"repeat":{"enum":["none","daily","weekly"]}},"required":["title","due_at_ms"],""" +
                    """"additionalProperties":false},"output_schema":{"type":"object","properties":{"reminder_id":{"type":"integer"}},""" +
                    """"required":["reminder_id"]},"scopes":["reminders.write"],"annotations":{"effect":"create","risk":"low",""" +
                    """"destructive":false,"idempotent":false,"open_world":false,"confirmation":"never"}}""",
            ),
            ToolSpec(
                "cancel_reminder", setOf("reminders.write"), true,
                """{"name":"cancel_reminder","title":"Cancel a reminder","description":"Cancels a reminder once you confirm it in Tidewell.",""" +
                    """"input_schema":{"type":"object","properties":{"reminder_id":{"type":"integer"}},"required":["reminder_id"],""" +
                    """"additionalProperties":false},"output_schema":{"type":"object","properties":{"reminder_id":{"type":"integer"},""" +
                    """"cancelled":{"type":"boolean"}},"required":["reminder_id","cancelled"]},"scopes":["reminders.write"],""" +
                    """"annotations":{"effect":"delete","risk":"moderate","destructive":true,"idempotent":true,"open_world":false,""" +
                    """"confirmation":"always"}}""",
            ),
        )
    }
}

package com.marginalia.notes.tools

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import org.json.JSONArray
import org.json.JSONObject
import java.io.FileNotFoundException

/** Reminder tools: what is due, snooze one, clear a note's reminders; the reminders' photos as attachments. */
class ReminderToolProvider : ContentProvider() {
    private lateinit var graph: ToolGraph

    override fun onCreate(): Boolean {
        graph = ToolGraph.of(context!!)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        return serve(method, extras ?: Bundle(), uid)
    }

    private fun serve(method: String, request: Bundle, uid: Int): Bundle {
        val requestId = request.getString("request_id")
        val pkg = graph.gate.trustedPackage(uid)
            ?: return failure(requestId, "PERMISSION_DENIED", "This app is not a trusted assistant.")
        if (method == "negotiate") return negotiate(request, uid, REMINDERS, "Marginalia Reminders")
        if (method !in METHODS) return failure(requestId, "METHOD_NOT_FOUND", "Unknown method.")
        if (request.getInt("protocol_version", 0) != 2 || requestId == null) {
            return failure(requestId, "INVALID_REQUEST", "protocol_version 2 and a request_id are required.")
        }
        Sessions.valid(request.getString("session_token"), uid, REMINDERS)
            ?: return failure(requestId, "NEGOTIATION_REQUIRED", "Negotiate again.", true)
        return when (method) {
            "get_provider_info" -> plain(requestId, JSONObject().put("provider_id", REMINDERS).put("provider_name", "Marginalia Reminders")
                .put("description", "Read out and manage reminders on notes").put("scopes", JSONArray(SCOPES)))
            "list_tools" -> plain(requestId, listing("reminders-4", TOOLS))
            "execute_tool" -> execute(Call(uid, pkg, REMINDERS, request), graph.gate.granted(pkg))
            else -> failure(requestId, "UNSUPPORTED_CAPABILITY", "No background operations were negotiated.")
        }
    }

    private fun execute(call: Call, granted: Set<String>): Bundle {
        val tool = TOOLS.firstOrNull { it.name == call.tool } ?: return failure(call.requestId, "TOOL_NOT_FOUND", "No such tool.")
        val args = call.args() ?: return failure(call.requestId, "INVALID_ARGS", "args must be a JSON object.")
        val resumed = ResumeLedger.takeFor(call.resumeToken, call)
        val missing = tool.scopes.firstOrNull { it !in granted }
        if (missing != null) {
            val held = ResumeLedger.hold(call, GRANT, "Let " + call.pkg + " use " + missing)
            val screen = GrantActivity.intentFor(context!!)
            return needsUser(call.requestId, "AUTH_REQUIRED", grantIntent(context!!, screen, held, missing), held.token)
        }
        return when (tool.name) {
            "due_reminders" -> due(call, args)
            "snooze_reminder" -> snooze(call, args)
            else -> clear(call, args, resumed)
        }
    }

    private fun due(call: Call, args: JSONObject): Bundle {
        if (call.expired()) return failure(call.requestId, "DEADLINE_EXCEEDED", "The deadline has passed.")
        val dueReminders = graph.dueReminders()
        val due = dueReminders(System.currentTimeMillis(), args.sortKey)
        return success(call.requestId, JSONObject().put("reminders", JSONArray(due)))
    }

    private fun snooze(call: Call, args: JSONObject): Bundle {
        MemoryReplays.prior(call.replayKey)?.let { return replayOf(it, call) }
        val id = args.optLong("reminder_id", -1L)
        if (graph.reminder(id) == null) return failure(call.requestId, "INVALID_ARGS", "No such reminder.")
        val minutes = args.optInt("minutes", 10).coerceIn(1, 24 * 60)
        if (!MemoryReplays.claim(call.replayKey, call.tool, call.argsDigest)) {
            return failure(call.requestId, "CONFLICT", "This request is already running.", true)
        }
        val snoozeReminder = graph.snoozeReminder()
        val snoozed = snoozeReminder(id, minutes)
        if (snoozed == null) {
            MemoryReplays.release(call.replayKey)
            return failure(call.requestId, "DEADLINE_EXCEEDED", "The deadline has passed.")
        }
        val value = JSONObject().put("reminder_id", id).put("snoozed", snoozed)
        MemoryReplays.complete(call.replayKey, "success", inline(value))
        return success(call.requestId, value)
    }

    private fun clear(call: Call, args: JSONObject, resumed: Held?): Bundle {
        MemoryReplays.prior(call.replayKey)?.let { return replayOf(it, call) }
        val noteId = args.noteId
        val note = graph.note(noteId) ?: return failure(call.requestId, "INVALID_ARGS", "No such note.")
        val approved = resumed?.kind == CONFIRM
        if (!approved) {
            val held = ResumeLedger.hold(call, CONFIRM, "Remove every reminder of the note \"" + note.optString("title") + "\"")
            val resolution = confirmationIntent(context!!, held, PendingIntent.FLAG_UPDATE_CURRENT)
            return needsUser(call.requestId, "USER_ACTION_REQUIRED", resolution, held.token)
        }
        if (call.expired()) return failure(call.requestId, "DEADLINE_EXCEEDED", "The deadline has passed.")
        if (!MemoryReplays.claim(call.replayKey, call.tool, call.argsDigest)) {
            return failure(call.requestId, "CONFLICT", "This request is already running.", true)
        }
        val clearReminders = graph.clearReminders()
        val value = JSONObject().put("note_id", noteId).put("removed", clearReminders(noteId, approved) ?: 0)
        MemoryReplays.complete(call.replayKey, "success", inline(value))
        return success(call.requestId, value)
    }

    override fun openFile(uri: Uri, mode: String): ParcelFileDescriptor? {
        val uid = Binder.getCallingUid()
        if (mode != "r") throw SecurityException("Attachments are read-only.")
        val id = uri.lastPathSegment?.toLongOrNull() ?: throw FileNotFoundException(uri.toString())
        return graph.openAttachment(id, "reminders.read", uid)
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val SCOPES = """[{"name":"reminders.read","title":"Read reminders","description":"See which reminders are due and open their photos","access":"read","sensitivity":"personal"},{"name":"reminders.write","title":"Change reminders","description":"Snooze and remove reminders","access":"write","sensitivity":"personal"}]"""
        val TOOLS = listOf(
            ToolSpec("due_reminders", listOf("reminders.read"), """{"name":"due_reminders","title":"Due reminders","description":"List the reminders that are due now","input_schema":{"type":"object","properties":{"sort":{"type":"string","enum":["due","title","created"]}},"additionalProperties":false},"output_schema":{"type":"object","properties":{"reminders":{"type":"array"}},"required":["reminders"]},"scopes":["reminders.read"],"annotations":{"effect":"read","risk":"low","confirmation":"never","open_world":false}}"""),
            ToolSpec("snooze_reminder", listOf("reminders.write"), """{"name":"snooze_reminder","title":"Snooze a reminder","description":"Move a reminder some minutes later","input_schema":{"type":"object","properties":{"reminder_id":{"type":"integer"},"minutes":{"type":"integer","minimum":1,"maximum":1440}},"required":["reminder_id"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"snoozed":{"type":"boolean"}},"required":["snoozed"]},"scopes":["reminders.write"],"annotations":{"effect":"update","risk":"low","confirmation":"never","idempotent":false,"open_world":false}}"""),
            ToolSpec("clear_reminders", listOf("reminders.write"), """{"name":"clear_reminders","title":"Clear a note's reminders","description":"Remove every reminder of a note","input_schema":{"type":"object","properties":{"note_id":{"type":"integer"}},"required":["note_id"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"removed":{"type":"integer"}},"required":["removed"]},"scopes":["reminders.write"],"annotations":{"effect":"delete","risk":"moderate","destructive":true,"confirmation":"always","open_world":false}}"""),
        )
    }
}

package com.marginalia.notes.tools

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.database.sqlite.SQLiteException
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import org.json.JSONArray
import org.json.JSONObject
import java.io.FileNotFoundException

/** Notes tools: search, create, delete, empty the trash; attachments as content://…/attachments/<id>. */
class NotesToolProvider : ContentProvider() {
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
        if (method == "negotiate") return negotiate(request, uid, NOTES, "Marginalia Notes")
        if (method !in METHODS) return failure(requestId, "METHOD_NOT_FOUND", "Unknown method.")
        if (request.getInt("protocol_version", 0) != 2 || requestId == null) {
            return failure(requestId, "INVALID_REQUEST", "protocol_version 2 and a request_id are required.")
        }
        Sessions.valid(request.getString("session_token"), uid, NOTES)
            ?: return failure(requestId, "NEGOTIATION_REQUIRED", "Negotiate again.", true)
        return when (method) {
            "get_provider_info" -> plain(requestId, JSONObject().put("provider_id", NOTES).put("provider_name", "Marginalia Notes")
                .put("description", "Search, write and tidy up notes").put("scopes", JSONArray(SCOPES)))
            "list_tools" -> plain(requestId, listing("notes-7", TOOLS))
            "execute_tool" -> execute(Call(uid, pkg, NOTES, request), graph.gate.granted(pkg))
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
            val screen = GrantActivity.actionIntent(context!!)
            return needsUser(call.requestId, "AUTH_REQUIRED", grantIntent(context!!, screen, held, missing), held.token)
        }
        return when (tool.name) {
            "search_notes" -> search(call, args)
            "create_note" -> create(call, args)
            "delete_note" -> delete(call, args, resumed)
            else -> emptyTrash(call, args, resumed)
        }
    }

    private fun search(call: Call, args: JSONObject): Bundle {
        val text = args.optString("text", "").take(80)
        val search = graph.searchNotes()
        val found = search(text, args.sortKey)
        return success(call.requestId, JSONObject().put("notes", JSONArray(found)))
    }

    private fun create(call: Call, args: JSONObject): Bundle {
        val deadline = call.deadlineAtMs
        ReplayStore.prior(call.replayKey)?.let { return replayOf(it, call) }
        val title = args.optString("title", "").trim().take(120)
        if (title.isEmpty()) return failure(call.requestId, "INVALID_ARGS", "title is required.")
        if (!ReplayStore.claim(call.replayKey, call.tool, call.argsDigest)) {
            return failure(call.requestId, "CONFLICT", "This request is already running.", true)
        }
        val create = graph.createNote()
        val id = try {
            create(title, args.optString("body", "").take(20000), args.optString("notebook", "Inbox").take(60), deadline)
        } catch (e: SQLiteException) {
            ReplayStore.release(call.replayKey)
            return e.asInternalError(call.requestId, "save the note")
        }
        if (id == null) {
            ReplayStore.release(call.replayKey)
            return failure(call.requestId, "DEADLINE_EXCEEDED", "The deadline has passed.")
        }
        val value = JSONObject().put("note_id", id)
        ReplayStore.complete(call.replayKey, "success", inline(value))
        return success(call.requestId, value)
    }

    private fun delete(call: Call, args: JSONObject, resumed: Held?): Bundle {
        ReplayStore.prior(call.replayKey)?.let { return replayOf(it, call) }
        val id = args.noteId
        val note = graph.note(id) ?: return failure(call.requestId, "INVALID_ARGS", "No such note.")
        val approved = resumed?.kind == CONFIRM
        if (!approved) {
            val held = ResumeLedger.hold(call, CONFIRM, "Delete the note \"" + note.optString("title") + "\" and its attachments; it cannot be restored")
            return needsUser(call.requestId, "USER_ACTION_REQUIRED", confirmationIntent(context!!, held), held.token)
        }
        if (call.expired()) return failure(call.requestId, "DEADLINE_EXCEEDED", "The deadline has passed.")
        if (!ReplayStore.claim(call.replayKey, call.tool, call.argsDigest)) {
            return failure(call.requestId, "CONFLICT", "This request is already running.", true)
        }
        val deleteNote = graph.deleteNote()
        val value = JSONObject().put("note_id", id).put("deleted", deleteNote(id, approved))
        ReplayStore.complete(call.replayKey, "success", inline(value))
        return success(call.requestId, value)
    }

    private fun emptyTrash(call: Call, args: JSONObject, resumed: Held?): Bundle {
        ReplayStore.prior(call.replayKey)?.let { return replayOf(it, call) }
        if (call.expired()) return failure(call.requestId, "DEADLINE_EXCEEDED", "The deadline has passed.")
        if (!ReplayStore.claim(call.replayKey, call.tool, call.argsDigest)) {
            return failure(call.requestId, "CONFLICT", "This request is already running.", true)
        }
        val emptyTrash = graph.emptyTrash()
        val removed = emptyTrash(approved = resumed?.kind == CONFIRM, preConfirmed = args.userConfirmed)
        if (removed == null) {
            ReplayStore.release(call.replayKey)
            val held = ResumeLedger.hold(call, CONFIRM, "Delete the " + graph.trashedCount() + " notes in the trash for good")
            return needsUser(call.requestId, "USER_ACTION_REQUIRED", confirmationIntent(context!!, held), held.token)
        }
        val value = JSONObject().put("deleted", removed)
        ReplayStore.complete(call.replayKey, "success", inline(value))
        return success(call.requestId, value)
    }

    override fun openFile(uri: Uri, mode: String): ParcelFileDescriptor? {
        if (mode != "r") throw SecurityException("Attachments are read-only.")
        val id = uri.lastPathSegment?.toLongOrNull() ?: throw FileNotFoundException(uri.toString())
        return graph.openAttachment(id, "notes.read")
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val SCOPES = """[{"name":"notes.read","title":"Read notes","description":"Search notes and open their attachments","access":"read","sensitivity":"personal"},{"name":"notes.write","title":"Change notes","description":"Create and delete notes and empty the trash","access":"write","sensitivity":"personal"}]"""
        val TOOLS = listOf(
            ToolSpec("search_notes", listOf("notes.read"), """{"name":"search_notes","title":"Search notes","description":"Find notes whose title contains the text","input_schema":{"type":"object","properties":{"text":{"type":"string","maxLength":80},"sort":{"type":"string","description":"ORDER BY of the listing, e.g. title or updated_at DESC"}},"required":["text"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"notes":{"type":"array"}},"required":["notes"]},"scopes":["notes.read"],"annotations":{"effect":"read","risk":"low","confirmation":"never","open_world":false}}"""),
            ToolSpec("create_note", listOf("notes.write"), """{"name":"create_note","title":"Create a note","description":"Write a new note into a notebook","input_schema":{"type":"object","properties":{"title":{"type":"string","maxLength":120},"body":{"type":"string","maxLength":20000},"notebook":{"type":"string","maxLength":60}},"required":["title"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"note_id":{"type":"integer"}},"required":["note_id"]},"scopes":["notes.write"],"annotations":{"effect":"create","risk":"low","confirmation":"never","idempotent":false,"open_world":false}}"""),
            ToolSpec("delete_note", listOf("notes.write"), """{"name":"delete_note","title":"Delete a note","description":"Delete a note and its attachments for good","input_schema":{"type":"object","properties":{"note_id":{"type":"integer"}},"required":["note_id"],"additionalProperties":false},"output_schema":{"type":"object","properties":{"deleted":{"type":"boolean"}},"required":["deleted"]},"scopes":["notes.write"],"annotations":{"effect":"delete","risk":"high","destructive":true,"confirmation":"always","open_world":false}}"""),
            ToolSpec("empty_trash", listOf("notes.write"), """{"name":"empty_trash","title":"Empty the trash","description":"Delete every note in the trash for good","input_schema":{"type":"object","properties":{"confirmed":{"type":"boolean","description":"The user already agreed in the conversation"}},"additionalProperties":false},"output_schema":{"type":"object","properties":{"deleted":{"type":"integer"}},"required":["deleted"]},"scopes":["notes.write"],"annotations":{"effect":"delete","risk":"high","destructive":true,"confirmation":"always","open_world":false}}"""),
        )
    }
}

package io.quillkit.notes.cetp

import android.app.PendingIntent
import android.content.ComponentName
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import io.quillkit.notes.core.NoteSerializer
import io.quillkit.notes.core.NoteStore
import io.quillkit.notes.core.PlatformClock
import io.quillkit.notes.core.ageDays
import io.quillkit.notes.core.buildJson
import io.quillkit.notes.platform.AndroidStorage
import io.quillkit.notes.platform.SecureTokens
import io.quillkit.notes.platform.Sha256
import io.quillkit.notes.platform.SystemClock
import org.json.JSONArray
import org.json.JSONObject
import java.io.FileNotFoundException

/** CETP v2 provider for Quill's notes (authority io.quillkit.notes.tools.notes). */
class NotesToolProvider : ContentProvider() {
    private val clock: PlatformClock = SystemClock
    private lateinit var store: NoteStore
    private lateinit var sessions: SessionBook
    private lateinit var ledger: RequestLedger
    private lateinit var callers: CallerCheck
    private lateinit var grants: Grants

    override fun onCreate(): Boolean {
        val ctx = context
        val storage = AndroidStorage(ctx, "notes")
        store = NoteStore(storage)
        sessions = SessionBook(PROVIDER_ID, "Quill Notes", setOf("large_results"), clock, SecureTokens)
        ledger = RequestLedger(storage.root.resolve("ledger"), PROVIDER_ID, Sha256)
        callers = CallerCheck(ctx.packageManager)
        grants = Grants(storage)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ex = extras ?: Bundle()
        if (method !in V2_METHODS) return errorBundle(ex.requestId, ErrorCode.METHOD_NOT_FOUND, "Unknown method.")
        val caller = callers.verify(uid)
            ?: return errorBundle(ex.requestId, ErrorCode.PERMISSION_DENIED, "This app is not an approved assistant.")
        if (method == "negotiate") return sessions.negotiate(uid, ex)
        val rid = ex.requestId
        if (ex.protocolVersion != 2 || rid.isNullOrBlank() || ex.deadlineAtMs <= 0L) {
            return errorBundle(rid, ErrorCode.INVALID_REQUEST, "protocol_version 2, request_id and deadline_at_ms are required.")
        }
        // Sessions are bound to the UID, so the caller's newest session is the one in force.
        val session = sessions.latestFor(uid)
            ?: return errorBundle(rid, ErrorCode.NEGOTIATION_REQUIRED, "No session is open; negotiate first.")
        return when (method) {
            "get_provider_info" -> successBundle(rid, INFO)
            "list_tools" -> successBundle(rid, toolListJson(NoteTools.REVISION, NoteTools.ALL))
            "execute_tool" -> execute(uid, caller, rid, session, ex)
            else -> errorBundle(rid, ErrorCode.UNSUPPORTED_CAPABILITY, "Quill runs its tools synchronously; there are no operations.")
        }
    }

    private fun execute(uid: Int, caller: String, rid: String, session: Session, ex: Bundle): Bundle {
        val tool = NoteTools.byName(ex.toolName) ?: return errorBundle(rid, ErrorCode.TOOL_NOT_FOUND, "No such tool.")
        return try {
            val missing = grants.missing(caller, tool.scopes)
            if (missing.isNotEmpty()) fail(ToolFailure.NotGranted(missing))
            val raw = ex.argsText
            val args = decodeArgs(raw)
            val digest = Sha256.sha256(raw.toByteArray(Charsets.UTF_8))
            val call = ToolCall(uid, caller, rid, tool, args, digest, ex.deadlineAtMs, ex.resumeToken, session)
            if (call.late) fail(ToolFailure.Late)
            when (tool.name) {
                "list_notes" -> inlineResult(rid, listNotes(args))
                "create_note" -> inlineResult(rid, createNote(call))
                "delete_note" -> inlineResult(rid, deleteNote(call))
                "clear_archive" -> inlineResult(rid, clearArchive(call))
                else -> exportNotebook(call)
            }
        } catch (e: ToolException) {
            e.failure.toBundle(rid)
        } catch (e: Exception) {
            Log.w(TAG, "notes tool failed", e)
            errorBundle(rid, ErrorCode.INTERNAL_ERROR, "Quill could not complete this request.")
        }
    }

    private fun listNotes(args: JSONObject): JSONObject {
        val includeArchived = args.optBoolean("include_archived", false)
        val now = clock.nowMs()
        val items = JSONArray()
        for (note in store.all()) {
            val current = when (note.ageDays(now)) {
                in 0L..STALE_DAYS -> note
                else -> if (note.archived) note else store.save(note.copy(archived = true))
            }
            if (current.archived && !includeArchived) continue
            items.put(NoteSerializer.encode(current))
        }
        return buildJson { "notes" by items }
    }

    private fun createNote(call: ToolCall): JSONObject {
        val book = if (call.args.has("book")) call.args.name("book") else "inbox"
        val title = call.args.text("title", 200)
        val body = call.args.optString("body", "")
        if (body.length > 20000) fail(ToolFailure.BadArgs("body"))
        if (call.late) fail(ToolFailure.Late)
        return ledger.once(call.ledgerKey) {
            val note = io.quillkit.notes.core.Note(SecureTokens.token(12), book, title, body, clock.nowMs(), false)
            store.save(note)
            buildJson { "note_id" by note.id }
        }
    }

    private fun deleteNote(call: ToolCall): JSONObject {
        val note = store.find(call.args.name("note_id")) ?: fail(ToolFailure.Missing)
        confirm(call, Route.ByAction(ACTION_APPROVE))
        return ledger.once(call.ledgerKey) {
            val deleted = store.delete(note)
            buildJson { "deleted" by deleted }
        }
    }

    private fun clearArchive(call: ToolCall): JSONObject {
        confirm(call, Route.ByComponent(ComponentName(context.packageName, APPROVE_CLASS)))
        return ledger.once(call.ledgerKey) {
            var removed = 0
            for (note in store.all()) {
                if (note.archived && store.delete(note)) removed++
            }
            val count = removed
            buildJson { "removed" by count }
        }
    }

    private fun exportNotebook(call: ToolCall): Bundle {
        val book = store.books.resolve(call.args.text("notebook", 64))
        val items = JSONArray()
        for (note in store.notesIn(book)) items.put(NoteSerializer.encode(note))
        val value = buildJson { "notes" by items }
        val bytes = value.toString().toByteArray(Charsets.UTF_8)
        return when (bytes.size) {
            in 0..MAX_INLINE_RESULT_BYTES -> inlineResult(call.requestId, value)
            else -> if (call.largeResults) piped(call.requestId, bytes) else fail(ToolFailure.TooLarge)
        }
    }

    /** Streams [bytes] to the consumer through a pipe: it gets the read end, a writer thread fills the other. */
    private fun piped(requestId: String, bytes: ByteArray): Bundle {
        val (readEnd, writeEnd) = ParcelFileDescriptor.createPipe()
        Thread {
            ParcelFileDescriptor.AutoCloseOutputStream(writeEnd).use { it.write(bytes) }
        }.start()
        val data = buildJson {
            "kind" by "file"
            "media_type" by "application/json"
            "size_bytes" by bytes.size.toLong()
            "sha256" by Sha256.sha256(bytes)
        }
        val out = successBundle(requestId, data)
        out.putParcelable("result_fd", readEnd)
        return out
    }

    /** Parks the call behind the approval screen on first arrival; on resume redeems the token. Throws unless approved. */
    private fun confirm(call: ToolCall, route: Route) {
        if (call.late) fail(ToolFailure.Late)
        val token = call.resumeToken
        if (token == null) {
            val (resume, ticket) = ConfirmationDesk.park(call.uid, PROVIDER_ID, call.tool.name, call.requestId, call.argsDigest)
            fail(ToolFailure.NeedsConfirmation(resolution(route, ticket), resume))
        }
        when (ConfirmationDesk.redeem(token, call.uid, PROVIDER_ID, call.tool.name, call.requestId, call.argsDigest)) {
            null -> fail(ToolFailure.BadResume)
            false -> fail(ToolFailure.Declined)
            true -> if (call.late) fail(ToolFailure.Late)
        }
    }

    private fun resolution(route: Route, ticket: String): PendingIntent {
        val ctx = context
        val intent = when (route) {
            is Route.ByAction -> Intent(route.action).setPackage(ctx.packageName)
            is Route.ByComponent -> Intent().setComponent(route.component)
        }
        intent.putExtra(EXTRA_TICKET, ticket)
        return PendingIntent.getActivity(ctx, ticket.hashCode(), intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
    }

    /** content://io.quillkit.notes.tools.notes/<note id>: one note's JSON, for approved assistants only. */
    override fun openFile(uri: Uri, mode: String): ParcelFileDescriptor? {
        if (callers.verify(Binder.getCallingUid()) == null) throw FileNotFoundException("not available")
        val id = uri.lastPathSegment ?: throw FileNotFoundException("not available")
        val note = store.find(id) ?: throw FileNotFoundException("not available")
        val path = store.pathOf(note).normalize()
        if (!path.startsWith(store.books)) throw FileNotFoundException("not available")
        return ParcelFileDescriptor.open(path.toFile(), Access.Read.pfdMode)
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null

    override fun getType(uri: Uri): String? = "application/json"

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null

    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    private companion object {
        const val TAG = "QuillNotesTools"
        const val PROVIDER_ID = "io.quillkit.notes"
        const val APPROVE_CLASS = "io.quillkit.notes.ui.ApproveActivity"
        const val STALE_DAYS = 180L

        val INFO: JSONObject = providerInfoJson(PROVIDER_ID, "Quill Notes", "Read and organise your Quill notes.", NoteTools.SCOPES)
    }
}

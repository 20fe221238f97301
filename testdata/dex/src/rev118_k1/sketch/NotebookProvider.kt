package com.quillbox

import android.app.Activity
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Bundle
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.filter
import kotlinx.coroutines.flow.flow
import kotlinx.coroutines.flow.single
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import kotlinx.coroutines.withContext
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject
import java.io.File
import java.security.SecureRandom
import kotlin.random.asKotlinRandom

class Draft(val title: String, val body: String)

// com.quillbox.notebook: the notes themselves.
class NotebookProvider : ContentProvider() {
    private lateinit var store: NoteStore
    private lateinit var worker: FileWorker
    private lateinit var resolutions: Resolutions
    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)
    private val sessions = SessionBook()
    private val ledger = ResumeLedger(SecureRandom().asKotlinRandom())
    private val writes = Mutex()

    // Approvals remembered per request id (and the UID that got them), so that a retry of the
    // same request after a Binder timeout does not need the spent resume token again.
    private val confirmations = MutableStateFlow<Map<RequestId, Int>>(emptyMap())

    override fun onCreate(): Boolean {
        val ctx = context ?: return false
        store = NoteStore(ctx)
        worker = FileWorker(scope)
        resolutions = Resolutions(ctx, SettingsRepo(ctx))
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = callerUid()
        val ctx = context ?: return null
        if (!ctx.admits(uid)) {
            return Reply.Failed("PERMISSION_DENIED", "This app may not use Quillbox tools").toBundle(null)
        }
        val req = Request(extras ?: Bundle())
        if (method == "negotiate") return negotiated(req.extras, uid, sessions, PROVIDER_ID, "Quillbox notebook")
        if (req.version != 2) return Reply.Failed("UNSUPPORTED_VERSION", "Quillbox speaks CETP v2 only").toBundle(req)
        if (sessions.find(req.sessionToken, uid) == null) {
            return Reply.Failed("NEGOTIATION_REQUIRED", "Negotiate a session first", true).toBundle(req)
        }
        val reply = when (method) {
            "get_provider_info" -> Reply.Ok(Catalog.notebookInfo())
            "list_tools" -> Reply.Ok(Catalog.notebookTools())
            "execute_tool" -> runBlocking { execute(ctx, uid, req) }
            else -> Reply.Failed("METHOD_NOT_FOUND", "Unknown method")
        }
        return reply.toBundle(req)
    }

    private suspend fun execute(ctx: Context, uid: Int, req: Request): Reply {
        if (req.deadlineAt <= System.currentTimeMillis()) {
            return Reply.Failed("DEADLINE_EXCEEDED", "The deadline has passed")
        }
        val args = try {
            req.args()
        } catch (e: JSONException) {
            return Reply.Failed("INVALID_ARGS", "args must be a JSON object")
        }
        val tool = req.tool
        val mutation = tool.raw in Catalog.NOTEBOOK_MUTATIONS
        if (mutation) {
            val seen = withContext(Dispatchers.IO) { store.receipt(uid, req.requestId) }
            if (seen != null) {
                if (seen[0] != tool.raw || seen[1] != NoteStore.sha256(req.argsText)) {
                    return Reply.Failed("INVALID_REQUEST", "request_id was used for another call")
                }
                return Reply.Ok(JSONObject(seen[2]))
            }
        }
        val reply = when (tool.raw) {
            "list_notes" -> listNotes(args)
            "get_note" -> getNote(args)
            "add_notes" -> addNotes(args)
            "import_markdown" -> importMarkdown(uid, args)
            "export_notes" -> exportNotes(ctx, args)
            "archive_notes" -> archiveNotes(ctx, args)
            "delete_note" -> deleteNote(ctx, uid, req, args)
            "purge_trash" -> purgeTrash(ctx, uid, req, args)
            else -> Reply.Failed("TOOL_NOT_FOUND", "No such tool")
        }
        if (mutation && reply is Reply.Ok) {
            withContext(Dispatchers.IO) { store.keep(uid, req.requestId, tool, req.argsText, reply.value) }
        }
        return reply
    }

    private suspend fun listNotes(args: JSONObject): Reply {
        val query = args.optString("query")
        val notes = store.notes(args.optString("folder", "Inbox"))
            .filter { query.isEmpty() || it.title.contains(query, ignoreCase = true) }
            .toList()
        return Reply.Ok(JSONObject().put("notes", JSONArray(notes.map { it.toJson() })))
    }

    private suspend fun getNote(args: JSONObject): Reply {
        val note = try {
            store.note(args.optLong("note_id", -1L)).single()
        } catch (e: NoSuchElementException) {
            return Reply.Failed("INVALID_ARGS", "There is no note with that id")
        }
        return Reply.Ok(note.toJson().put("body", note.body))
    }

    private fun drafts(args: JSONObject): Flow<Draft> = flow {
        val items = args.optJSONArray("notes") ?: JSONArray()
        for (i in 0 until items.length()) {
            val item = items.getJSONObject(i)
            emit(Draft(item.optString("title"), item.optString("body")))
        }
    }

    private fun markdownDrafts(text: String): Flow<Draft> = flow {
        for (section in text.split("\n# ")) {
            val title = section.removePrefix("# ").substringBefore('\n').trim()
            emit(Draft(title, section.substringAfter('\n', "").trim()))
        }
    }

    private suspend fun addNotes(args: JSONObject): Reply {
        val folder = args.optString("folder", "Inbox")
        val ids = ArrayList<Long>()
        writes.withLock {
            withContext(Dispatchers.IO) {
                drafts(args).filter { it.title.isNotBlank() }.collect { draft ->
                    ids.add(store.insert(folder, draft.title, draft.body, callerUid()))
                }
            }
        }
        return Reply.Ok(JSONObject().put("ids", JSONArray(ids)))
    }

    private suspend fun importMarkdown(uid: Int, args: JSONObject): Reply {
        val folder = args.optString("folder", "Imported")
        val ids = ArrayList<Long>()
        writes.withLock {
            withContext(Dispatchers.IO) {
                markdownDrafts(args.optString("markdown")).filter { it.title.isNotBlank() }.collect { draft ->
                    ids.add(store.insert(folder, draft.title, draft.body, uid))
                }
            }
        }
        return Reply.Ok(JSONObject().put("ids", JSONArray(ids)))
    }

    private suspend fun exportNotes(ctx: Context, args: JSONObject): Reply {
        val fileName = args.optString("file_name")
        if (fileName.isEmpty()) return Reply.Failed("INVALID_ARGS", "file_name is required")
        val notes = withContext(Dispatchers.IO) { store.notes(args.optString("folder", "Inbox")).toList() }
        val reply = Channel<Outcome>(1)
        worker.submit(ExportJob(File(ctx.filesDir, "exports"), fileName, notes, reply))
        return when (val outcome = reply.receive()) {
            is Outcome.Written -> Reply.Ok(JSONObject().put("file", outcome.file).put("bytes", outcome.bytes))
            is Outcome.Failed -> Reply.Failed("INTERNAL_ERROR", outcome.message)
        }
    }

    private suspend fun archiveNotes(ctx: Context, args: JSONObject): Reply {
        val name = args.optString("name")
        if (name.isEmpty()) return Reply.Failed("INVALID_ARGS", "name is required")
        val notes = withContext(Dispatchers.IO) { store.notes(args.optString("folder", "Inbox")).toList() }
        val reply = Channel<Outcome>(1)
        worker.submit(ArchiveJob(File(ctx.filesDir, "archives"), name, notes, reply))
        return when (val outcome = reply.receive()) {
            is Outcome.Written -> Reply.Ok(JSONObject().put("file", outcome.file).put("bytes", outcome.bytes))
            is Outcome.Failed -> Reply.Failed("INTERNAL_ERROR", outcome.message)
        }
    }

    private suspend fun deleteNote(ctx: Context, uid: Int, req: Request, args: JSONObject): Reply {
        val id = args.optLong("note_id", -1L)
        if (id < 0) return Reply.Failed("INVALID_ARGS", "note_id is required")
        val approved = ledger.redeem(req.resumeToken, uid, req.tool, req.argsText)
        if (approved) confirmations.update { it + (req.requestId to uid) }
        if (confirmations.value[req.requestId] != uid) return askUser(ctx, uid, req, ConfirmDeleteActivity::class.java, id)
        val deleted = writes.withLock { withContext(Dispatchers.IO) { store.delete(id) } }
        confirmations.update { it - req.requestId }
        return Reply.Ok(JSONObject().put("deleted", deleted))
    }

    private suspend fun purgeTrash(ctx: Context, uid: Int, req: Request, args: JSONObject): Reply {
        val approved = args.optBoolean("confirmed") || ledger.redeem(req.resumeToken, uid, req.tool, req.argsText)
        if (approved) confirmations.update { it + (req.requestId to uid) }
        if (confirmations.value[req.requestId] != uid) return askUser(ctx, uid, req, ConfirmPurgeActivity::class.java, -1L)
        val purged = writes.withLock { withContext(Dispatchers.IO) { store.purgeTrash() } }
        confirmations.update { it - req.requestId }
        return Reply.Ok(JSONObject().put("purged", purged))
    }

    private suspend fun askUser(ctx: Context, uid: Int, req: Request, screen: Class<out Activity>, noteId: Long): Reply {
        val token = ledger.issue(uid, req.tool, req.argsText)
        val intent = Intent(ctx, screen).putExtra(EXTRA_TOKEN, token).putExtra(EXTRA_NOTE, noteId)
        return Reply.NeedsUser(resolutions.sealed(intent, req.tool.raw.hashCode()), token)
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null

    override fun getType(uri: Uri): String? = null

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null

    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_ID = "com.quillbox.notebook"
    }
}

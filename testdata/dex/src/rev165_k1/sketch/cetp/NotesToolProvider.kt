package app.quillmark.notes.cetp

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import app.quillmark.notes.data.AuditLog
import app.quillmark.notes.data.NoteStore
import app.quillmark.notes.data.NotesDb
import app.quillmark.notes.data.Replay
import org.json.JSONArray
import org.json.JSONObject
import java.io.File
import java.io.IOException
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

/** Notes tools: list, search and export notes; create, archive and delete them. */
class NotesToolProvider : ContentProvider() {
    private lateinit var notes: NoteStore
    private lateinit var grants: Grants
    private lateinit var audit: AuditLog
    private val worker: ExecutorService by lazy { Executors.newSingleThreadExecutor() }

    override fun onCreate(): Boolean {
        val ctx = context ?: return false
        NotesDb.get(ctx).let { db ->
            notes = NoteStore(db, File(ctx.filesDir, "notes"))
            audit = AuditLog(db)
        }
        grants = Grants(ctx)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        return serve(method, extras ?: Bundle(), uid)
    }

    /** The calling package, when it is a trusted assistant. */
    private fun callerOf(uid: Int): String? = context?.packageManager?.run {
        getPackagesForUid(uid)
            ?.takeUnless { it.isEmpty() }
            ?.let { it[0] }
            ?.takeIf { Callers.trusted(this, it) }
    }

    private fun serve(method: String, request: Bundle, uid: Int): Bundle {
        val requestId = request.getString("request_id")
        if (!::notes.isInitialized) return failure(requestId, "UNAVAILABLE", "Notes are still starting.", true)
        val caller = callerOf(uid)
            ?: return failure(requestId, "PERMISSION_DENIED", "This app is not a trusted assistant.")
        if (method == "negotiate") return negotiate(request, uid, PROVIDER_ID, PROVIDER_NAME, OFFERED)
        if (!isKnownMethod(method)) return failure(requestId, "METHOD_NOT_FOUND", "Unknown method.")
        envelopeProblem(request)?.let { return it }
        val session = Sessions.current(request.getString("session_token"), uid, PROVIDER_ID)
            ?: return failure(requestId, "NEGOTIATION_REQUIRED", "Negotiate a session first.", true)
        val call = Call(uid, caller, PROVIDER_ID, session, request)
        return when (method) {
            "get_provider_info" -> plain(call.requestId, INFO)
            "list_tools" -> plain(call.requestId, listing(REVISION, TOOLS, session))
            "execute_tool" -> execute(call)
            else -> failure(call.requestId, "UNSUPPORTED_CAPABILITY", "Notes tools run synchronously; there are no operations.")
        }
    }

    private fun execute(call: Call): Bundle {
        val tool = TOOLS.firstOrNull { it.name == call.tool }
            ?: return failure(call.requestId, "TOOL_NOT_FOUND", "No such tool.")
        tool.needs?.takeUnless { call.has(it) }?.let {
            return failure(call.requestId, "UNSUPPORTED_CAPABILITY", "This tool needs the large_results capability.")
        }
        val args = parseArgs(call.rawArgs).getOrElse {
            Log.w(TAG, "unreadable args for " + tool.name, it)
            return failure(call.requestId, "INVALID_ARGS", "args must be a JSON object within max_request_bytes.")
        }
        val resumed = call.resumeToken?.let {
            HeldCalls.redeem(call)
                ?: return failure(call.requestId, "INVALID_REQUEST", "resume_token is unknown, used, or expired.")
        }
        if (resumed?.decision == HeldCall.DENIED) return failure(call.requestId, "USER_CANCELLED", "The user declined.")
        if (!grants.allows(call.caller, tool.scope)) {
            return needsUser(call, "AUTH_REQUIRED", "Allow this assistant to use your notes.", GrantActivity::class.java,
                tool.scope)
        }
        if (!tool.mutating) return read(tool.name, call, args)
        if (call.expired()) return failure(call.requestId, "DEADLINE_EXCEEDED", "The deadline passed; nothing was changed.")
        outcomes[call.dedupKey]?.let { return replay(call, it) }
        if (tool.name == "delete_note" && resumed?.decision != HeldCall.APPROVED) {
            val title = notes.find(args.optLong("note_id", 0L))?.title
                ?: return failure(call.requestId, "INVALID_ARGS", "No note has this note_id.")
            return needsUser(call, "USER_ACTION_REQUIRED", "Confirm the deletion in Quillmark.", ConfirmActivity::class.java,
                "Delete the note \"" + title + "\" and its body for good?")
        }
        return mutate(tool.name, call, args)
    }

    private fun read(tool: String, call: Call, args: JSONObject): Bundle {
        val limit = args.optInt("limit", 20).coerceIn(1, 100)
        return when (tool) {
            "list_notes" -> {
                val folder = args.optString("folder").takeIf { it.isNotBlank() }
                inlineResult(call.requestId, JSONObject().put("notes", JSONArray(notes.list(folder, limit).map { it.toJson() })))
            }
            "search_notes" -> {
                val tag = args.optString("tag").trim()
                inlineResult(call.requestId, JSONObject().put("notes", JSONArray(notes.search(tag, limit).map { it.toJson() })))
            }
            else -> export(call, args.optLong("note_id", 0L))
        }
    }

    /** export_note: the note's Markdown body as a file result. */
    private fun export(call: Call, id: Long): Bundle {
        val body = notes.find(id)?.let { notes.bodyFile(it.id) }?.takeIf { it.isFile }
            ?: return failure(call.requestId, "INVALID_ARGS", "No note has this note_id.")
        val (size, digest) = digestOf(body)
        val fd = body.let { ParcelFileDescriptor.open(it, ParcelFileDescriptor.MODE_READ_ONLY) }
        return reply(call.requestId, "success") {
            putString("data", JSONObject().put("kind", "file").put("media_type", "text/markdown")
                .put("size_bytes", size).put("sha256", digest).toString())
            putParcelable("result_fd", fd)
        }
    }

    private fun mutate(tool: String, call: Call, args: JSONObject): Bundle {
        outcomes.putIfAbsent(call.dedupKey, Replay(tool, call.argsDigest, null, null))?.let { return replay(call, it) }
        val result = runCatching {
            when (tool) {
                "create_note" -> createNote(args)
                "archive_note" -> args.optLong("note_id", 0L).let { id ->
                    JSONObject().put("note_id", id).put("archived", notes.archive(id))
                }
                else -> args.optLong("note_id", 0L).let { id ->
                    JSONObject().put("note_id", id).put("deleted", notes.delete(id))
                }
            }
        }.getOrElse { e ->
            outcomes.remove(call.dedupKey)
            Log.w(TAG, "$tool failed", e)
            val message = when (e) {
                is IllegalArgumentException -> "The note's title, folder or tags are not acceptable."
                is IOException -> "The note could not be written to storage."
                else -> "The note could not be changed."
            }
            return failure(call.requestId, if (e is IllegalArgumentException) "INVALID_ARGS" else "INTERNAL_ERROR",
                message, e is IOException)
        }
        outcomes[call.dedupKey] = Replay(tool, call.argsDigest, "succeeded", result.toString())
        worker.background({ Log.w(TAG, "audit of $tool dropped") }) {
            audit.record(call.uid, PROVIDER_ID, tool, result.optString("note_id"))
        }
        return inlineResult(call.requestId, result)
    }

    private fun createNote(args: JSONObject): JSONObject {
        val title = args.optString("title").trim().also { require(it.isNotEmpty() && it.length <= 200) }
        val folder = args.optString("folder").takeUnless { it.isBlank() }
            ?.also { require(it.length <= 64 && '/' !in it) }
        val tags = args.optJSONArray("tags")?.let { array -> List(array.length()) { array.optString(it) } }.orEmpty()
            .onEach { require(it.matches(TAG_PATTERN)) }
        val id = notes.create(title, folder, tags, args.optString("body"))
        return JSONObject().put("note_id", id).put("title", title)
    }

    private fun replay(call: Call, seen: Replay): Bundle = when {
        seen.tool != call.tool || seen.digest != call.argsDigest ->
            failure(call.requestId, "INVALID_REQUEST", "This request_id was already used for another call.")
        seen.state == null -> failure(call.requestId, "CONFLICT", "This request is still running.", true)
        else -> inlineResult(call.requestId, JSONObject(seen.payload.orEmpty()))
    }

    /** AUTH_REQUIRED / USER_ACTION_REQUIRED: the held call's resume token and the screen that resolves it. */
    private fun needsUser(call: Call, code: String, message: String, screen: Class<*>, detail: String): Bundle {
        val token = newResumeToken()
        HeldCalls.hold(call, token)
        val resolution = Intent(context, screen).apply {
            putExtra(EXTRA_TOKEN, token)
            putExtra(EXTRA_SUMMARY, detail)
            if (screen == GrantActivity::class.java) {
                putExtra(EXTRA_PACKAGE, call.caller)
                putExtra(EXTRA_SCOPE, detail)
            }
        }.let { PendingIntent.getActivity(context, token.hashCode(), it, PendingIntent.FLAG_UPDATE_CURRENT) }
        return failure(call.requestId, code, message).apply {
            putParcelable("resolution", resolution)
            putString("resume_token", token)
        }
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?,
                       sortOrder: String?): Cursor? = null

    override fun getType(uri: Uri): String? = null

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null

    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_ID = PACKAGE
        const val PROVIDER_NAME = "Quillmark Notes"
        const val REVISION = "notes-7"
        private const val ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
        private val OFFERED = listOf("large_results")
        private val TAG_PATTERN = Regex("[a-z0-9][a-z0-9-]{0,31}")

        /** Outcomes of mutating calls by uid/provider/request_id, so a retry gets the first answer. */
        private val outcomes = ConcurrentHashMap<String, Replay>()

        private val tokenSource by lazy { SecureRandom() }

        @JvmStatic
        fun newResumeToken(): String = buildString {
            repeat(32) { append(ALPHABET[tokenSource.nextInt(ALPHABET.length)]) }
        }

        private val INFO: JSONObject by lazy {
            providerInfo(PROVIDER_ID, PROVIDER_NAME, "Read, search, export and organise your Quillmark notes.", listOf(
                scope("notes.read", "Read notes", "read", "personal"),
                scope("notes.write", "Create, archive and delete notes", "write", "personal"),
            ))
        }

        private val TOOLS: List<ToolSpec> by lazy {
            buildList {
                add(tool("list_notes", "List notes", "Lists unarchived notes, newest first, optionally in one folder.",
                    "notes.read", "read", "low", "never",
                    input {
                        string("folder", maxLength = 64, optional = true)
                        integer("limit", max = 100, optional = true)
                    },
                    output { array("notes", JSONObject().put("type", "object")) }, idempotent = true))
                add(tool("search_notes", "Search notes by tag", "Finds unarchived notes carrying a tag.",
                    "notes.read", "read", "low", "never",
                    input {
                        string("tag", maxLength = 32)
                        integer("limit", max = 100, optional = true)
                    },
                    output { array("notes", JSONObject().put("type", "object")) }, idempotent = true))
                add(tool("export_note", "Export a note", "Returns a note's Markdown body as a file.",
                    "notes.read", "read", "low", "never",
                    input { integer("note_id") },
                    JSONObject().put("type", "string").put("contentMediaType", "text/markdown"),
                    idempotent = true, needs = "large_results"))
                add(tool("create_note", "Create a note", "Creates a note with a title, optional folder, tags and body.",
                    "notes.write", "create", "moderate", "provider_policy",
                    input {
                        string("title", maxLength = 200)
                        string("folder", maxLength = 64, optional = true)
                        array("tags", JSONObject().put("type", "string").put("pattern", "^[a-z0-9][a-z0-9-]{0,31}$"),
                            optional = true)
                        string("body", maxLength = 60000, optional = true)
                    },
                    output { integer("note_id"); string("title") }))
                add(tool("archive_note", "Archive a note", "Moves a note to the archive; it can be restored in the app.",
                    "notes.write", "update", "low", "never",
                    input { integer("note_id") },
                    output { integer("note_id") }, idempotent = true))
                add(tool("delete_note", "Delete a note", "Deletes a note and its body permanently after you confirm it.",
                    "notes.write", "delete", "high", "always",
                    input { integer("note_id") },
                    output { integer("note_id") }, destructive = true, idempotent = true))
            }
        }
    }
}

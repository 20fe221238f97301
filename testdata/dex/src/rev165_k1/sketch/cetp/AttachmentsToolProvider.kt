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
import app.quillmark.notes.data.AttachmentStore
import app.quillmark.notes.data.AuditLog
import app.quillmark.notes.data.NotesDb
import app.quillmark.notes.data.OperationBook
import app.quillmark.notes.data.Replay
import app.quillmark.notes.data.RequestLedger
import org.json.JSONArray
import org.json.JSONObject
import java.io.File
import java.util.Random
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

/** Attachment tools: list and open a note's attachments; import, sync and purge them. */
class AttachmentsToolProvider : ContentProvider() {
    private lateinit var attachments: AttachmentStore
    private lateinit var ledger: RequestLedger
    private lateinit var operations: OperationBook
    private lateinit var grants: Grants
    private lateinit var audit: AuditLog
    private val worker: ExecutorService by lazy { Executors.newFixedThreadPool(2) }

    override fun onCreate(): Boolean {
        val ctx = context ?: return false
        with(NotesDb.get(ctx)) {
            attachments = AttachmentStore(this, File(ctx.filesDir, "attachments"), File(ctx.filesDir, "inbox"))
            ledger = RequestLedger(this)
            operations = OperationBook(this, PROVIDER_ID)
            audit = AuditLog(this)
        }
        grants = Grants(ctx)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        return serve(method, extras ?: Bundle(), uid)
    }

    /** The calling package, when the UID has exactly one and it is a trusted assistant. */
    private fun callerOf(uid: Int): String? = context?.packageManager?.run {
        getPackagesForUid(uid)
            ?.takeIf { it.size == 1 }
            ?.let { it[0] }
            ?.takeIf { Callers.trusted(this, it) }
    }

    private fun serve(method: String, request: Bundle, uid: Int): Bundle {
        val requestId = request.getString("request_id")
        if (!::ledger.isInitialized) return failure(requestId, "UNAVAILABLE", "Attachments are still starting.", true)
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
            "get_operation" -> operation(call, cancel = false)
            else -> operation(call, cancel = true)
        }
    }

    private fun execute(call: Call): Bundle {
        val tool = TOOLS.firstOrNull { it.name == call.tool }
            ?: return failure(call.requestId, "TOOL_NOT_FOUND", "No such tool.")
        tool.needs?.takeUnless { call.has(it) }?.let {
            return failure(call.requestId, "UNSUPPORTED_CAPABILITY", "This tool needs the " + it + " capability.")
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
            return needsUser(call, "AUTH_REQUIRED", "Allow this assistant to use your attachments.",
                GrantActivity::class.java, tool.scope)
        }
        if (!tool.mutating) return read(tool.name, call, args)
        if (call.expired()) return failure(call.requestId, "DEADLINE_EXCEEDED", "The deadline passed; nothing was changed.")
        ledger.find(call.dedupKey)?.let { return replay(call, it) }
        if (tool.name == "purge_attachment" && resumed?.decision != HeldCall.APPROVED) {
            val name = attachments.find(args.optLong("attachment_id", 0L))?.name
                ?: return failure(call.requestId, "INVALID_ARGS", "No attachment has this attachment_id.")
            return needsUser(call, "USER_ACTION_REQUIRED", "Confirm the purge in Quillmark.", ConfirmActivity::class.java,
                "Purge the attachment \"" + name + "\"? Its file cannot be recovered.")
        }
        if (!ledger.claim(call.dedupKey, tool.name, call.argsDigest)) {
            return ledger.find(call.dedupKey)?.let { replay(call, it) }
                ?: failure(call.requestId, "CONFLICT", "This request is still running.", true)
        }
        return when (tool.name) {
            "import_attachment" -> importAttachment(call, args)
            "sync_attachments" -> sync(call, args.optLong("note_id", 0L))
            else -> purge(call, args.optLong("attachment_id", 0L))
        }
    }

    private fun read(tool: String, call: Call, args: JSONObject): Bundle = when (tool) {
        "list_attachments" -> {
            val order = args.optString("order_by", "added_at").takeIf { it in AttachmentStore.SORTABLE }
                ?: return failure(call.requestId, "INVALID_ARGS", "order_by must be added_at, name or size.")
            val found = attachments.list(args.optLong("note_id", 0L), order)
            inlineResult(call.requestId, JSONObject().put("attachments", JSONArray(found.map { it.toJson() })))
        }
        else -> open(call, args.optLong("attachment_id", 0L))
    }

    /** open_attachment: the attachment's file as a file result. */
    private fun open(call: Call, id: Long): Bundle {
        val attachment = attachments.find(id)
            ?: return failure(call.requestId, "INVALID_ARGS", "No attachment has this attachment_id.")
        val file = attachments.fileOf(attachment).takeIf { it.isFile }
            ?: return failure(call.requestId, "RESULT_EXPIRED", "The attachment's file is no longer on this device.")
        val (size, digest) = digestOf(file)
        val fd = file.let { ParcelFileDescriptor.open(it, ParcelFileDescriptor.MODE_READ_WRITE) }
        return reply(call.requestId, "success") {
            putString("data", JSONObject().put("kind", "file").put("media_type", attachment.mime)
                .put("size_bytes", size).put("sha256", digest).toString())
            putParcelable("result_fd", fd)
        }
    }

    private fun importAttachment(call: Call, args: JSONObject): Bundle {
        val noteId = args.optLong("note_id", 0L)
        val fileName = args.optString("file_name")
        val imported = runCatching { attachments.import(noteId, fileName, args.optString("media_type", "application/octet-stream")) }
            .mapCatching { it.toJson() }
            .getOrElse { e ->
                ledger.release(call.dedupKey)
                return failure(call.requestId, "INTERNAL_ERROR", buildString {
                    append("Could not import ").append(fileName).append(": ")
                    append(e.message)
                })
            }
        ledger.finish(call.dedupKey, "succeeded", imported.toString())
        audit.record(call.uid, PROVIDER_ID, "import_attachment", imported.optString("attachment_id"))
        return inlineResult(call.requestId, imported)
    }

    /** sync_attachments: a background operation that uploads the note's pending attachments. */
    private fun sync(call: Call, noteId: Long): Bundle {
        val operationId = Tokens.operationId()
        operations.start(operationId, call.uid, call.requestId)
        ledger.finish(call.dedupKey, "accepted", operationId)
        worker.background({ operations.move(operationId, "failed", error = errorJson("INTERNAL_ERROR", "The sync stopped.", true)) }) {
            operations.move(operationId, "running")
            val synced = attachments.syncPending(noteId) { operations.cancelRequested(operationId) }
            audit.record(Binder.getCallingUid(), PROVIDER_ID, "sync_attachments", operationId)
            if (synced == 0 && operations.cancelRequested(operationId)) {
                operations.move(operationId, "cancelled")
            } else {
                val value = JSONObject().put("note_id", noteId).put("synced", synced)
                operations.move(operationId, "succeeded", result = JSONObject().put("kind", "inline").put("value", value).toString())
            }
        }
        return accepted(call.requestId, operationId)
    }

    private fun purge(call: Call, id: Long): Bundle {
        val purged = attachments.find(id)?.let { attachments.purge(it) } ?: false
        val result = JSONObject().put("attachment_id", id).put("purged", purged)
        ledger.finish(call.dedupKey, "succeeded", result.toString())
        audit.record(call.uid, PROVIDER_ID, "purge_attachment", id.toString())
        return inlineResult(call.requestId, result)
    }

    private fun accepted(requestId: String, operationId: String): Bundle = reply(requestId, "accepted") {
        putString("data", JSONObject().put("operation_id", operationId).put("poll_after_ms", 1000).toString())
    }

    private fun replay(call: Call, seen: Replay): Bundle = when {
        seen.tool != call.tool || seen.digest != call.argsDigest ->
            failure(call.requestId, "INVALID_REQUEST", "This request_id was already used for another call.")
        seen.state == null -> failure(call.requestId, "CONFLICT", "This request is still running.", true)
        seen.state == "accepted" -> accepted(call.requestId, seen.payload.orEmpty())
        else -> inlineResult(call.requestId, JSONObject(seen.payload.orEmpty()))
    }

    /** get_operation / cancel_operation: only the caller that started the operation, with its request_id, sees it. */
    private fun operation(call: Call, cancel: Boolean): Bundle {
        val capability = if (cancel) "cancellation" else "async_operations"
        if (!call.has(capability)) {
            return failure(call.requestId, "UNSUPPORTED_CAPABILITY", capability + " was not negotiated.")
        }
        val operation = call.operationId?.let { operations.find(it, call.uid) }
            ?.takeIf { it.ownerUid == call.uid && it.requestId == call.requestId }
            ?: return failure(call.requestId, "INVALID_REQUEST", "No such operation for this request_id.")
        if (!cancel) return plain(call.requestId, operation.toJson())
        if (!operations.requestCancel(operation.id, call.uid)) {
            return failure(call.requestId, "CONFLICT", "The operation has already finished.")
        }
        return plain(call.requestId, JSONObject().put("operation_id", operation.id).put("state", "cancellation_requested"))
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
        }.let {
            PendingIntent.getActivity(context, token.hashCode(), it,
                PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
        }
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
        const val PROVIDER_ID = "$PACKAGE.attachments"
        const val PROVIDER_NAME = "Quillmark Attachments"
        const val REVISION = "attachments-4"
        private const val ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
        private val OFFERED = listOf("async_operations", "cancellation", "large_results")

        private val tokenSource by lazy { Random() }

        @JvmStatic
        fun newResumeToken(): String = buildString {
            repeat(32) { append(ALPHABET[tokenSource.nextInt(ALPHABET.length)]) }
        }

        private val INFO: JSONObject by lazy {
            providerInfo(PROVIDER_ID, PROVIDER_NAME, "Files attached to your Quillmark notes.", listOf(
                scope("attachments.read", "Read attachments", "read", "personal"),
                scope("attachments.write", "Import and purge attachments", "write", "personal"),
                scope("attachments.sync", "Upload attachments to your Quillmark cloud", "write", "personal"),
            ))
        }

        private val TOOLS: List<ToolSpec> by lazy {
            buildList {
                add(tool("list_attachments", "List attachments", "Lists the attachments of one note.",
                    "attachments.read", "read", "low", "never",
                    input {
                        integer("note_id")
                        oneOf("order_by", listOf("added_at", "name", "size"))
                    },
                    output { array("attachments", JSONObject().put("type", "object")) }, idempotent = true))
                add(tool("open_attachment", "Open an attachment", "Returns an attachment's file.",
                    "attachments.read", "read", "low", "never",
                    input { integer("attachment_id") },
                    JSONObject().put("type", "string").put("contentEncoding", "binary"),
                    idempotent = true, needs = "large_results"))
                add(tool("import_attachment", "Import an attachment",
                    "Attaches a file from the Quillmark inbox folder to a note.",
                    "attachments.write", "create", "moderate", "provider_policy",
                    input {
                        integer("note_id")
                        string("file_name", maxLength = 128, pattern = "^[A-Za-z0-9][A-Za-z0-9._ -]{0,127}$")
                        string("media_type", maxLength = 100, optional = true)
                    },
                    output { integer("attachment_id"); integer("note_id", min = 1) }))
                add(tool("sync_attachments", "Sync attachments", "Uploads a note's pending attachments to the cloud.",
                    "attachments.sync", "update", "moderate", "provider_policy",
                    input { integer("note_id") },
                    output { integer("note_id"); integer("synced", min = 0) },
                    idempotent = true, openWorld = true, needs = "async_operations"))
                add(tool("purge_attachment", "Purge an attachment",
                    "Removes an attachment and its file permanently after you confirm it.",
                    "attachments.write", "delete", "high", "always",
                    input { integer("attachment_id") },
                    output { integer("attachment_id") }, destructive = true, idempotent = true))
            }
        }
    }
}

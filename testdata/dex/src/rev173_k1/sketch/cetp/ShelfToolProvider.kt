package app.quire.reader.cetp

import android.app.PendingIntent
import android.content.ComponentName
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import app.quire.reader.data.LibraryRepository
import app.quire.reader.data.QuireDb
import java.io.File
import java.io.FileNotFoundException
import java.io.IOException
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.coroutineScope
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import org.json.JSONObject

/** Shelf tools: list and search the shelf; add, archive and export books; delete highlights after approval. */
class ShelfToolProvider : ContentProvider() {
    private val ctx: Context get() = context ?: error("provider not attached")
    private val library by lazy { LibraryRepository(QuireDb.get(ctx)) }
    private val grants by lazy { Grants(ctx) }
    private val ledger: MutationLedger = InMemoryLedger()
    private val exportDir: File get() = ExportFiles.dir(ctx.filesDir)

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val env = Envelope(extras ?: Bundle())
        val uid = Binder.getCallingUid()
        val caller = CallerCheck.resolve(ctx.packageManager, uid)
            ?: return errorReply(env.requestId, ErrorCode.PERMISSION_DENIED, "Quire does not serve this app.")
        return runBlocking { serve(method, env, caller) }
    }

    private suspend fun serve(method: String, env: Envelope, caller: Caller): Bundle {
        if (method !in V2_METHODS) return errorReply(env.requestId, ErrorCode.METHOD_NOT_FOUND, "Quire has no such method.")
        if (method == "negotiate") return negotiate(env.extras, caller.uid, PROVIDER_ID, PROVIDER_NAME, OFFERED)
        env.problem()?.let { return it }
        val session = Sessions.current(env.sessionToken, caller.uid, PROVIDER_ID)
            ?: return errorReply(env.requestId, ErrorCode.NEGOTIATION_REQUIRED, "Negotiate a session first.")
        val call = Call(caller, PROVIDER_ID, session, env)
        return when (method) {
            "get_provider_info" -> successReply(call.requestId, INFO)
            "list_tools" -> successReply(call.requestId, toolList(ShelfTools.REVISION, ShelfTools.all, false))
            "execute_tool" -> execute(call).toReply(call.requestId)
            else -> errorReply(call.requestId, ErrorCode.UNSUPPORTED_CAPABILITY, "The shelf runs no background operations.")
        }
    }

    private suspend fun execute(call: Call): Outcome {
        val spec = ShelfTools.byName[call.tool]
            ?: return Outcome.Failed(ErrorCode.TOOL_NOT_FOUND, "The shelf has no tool by that name.")
        val args = parseArgs(call.rawArgs)
            ?: return Outcome.Failed(ErrorCode.INVALID_ARGS, "args must be one JSON object within max_request_bytes.")
        val token = call.envelope.resumeToken
        if (token != null) return resume(spec, call, args, token)
        val missing = grants.missing(call.caller.pkg, spec.scopes)
        if (missing.isNotEmpty()) return askGrant(spec, call, missing)
        return proceed(spec, call, args)
    }

    private suspend fun proceed(spec: ToolSpec, call: Call, args: JSONObject): Outcome = when {
        !spec.effect.mutating -> read(spec, args)
        spec.confirmation == Confirmation.ALWAYS -> askConfirm(spec, call, args)
        else -> commit(spec, call, args)
    }

    /** A resumed call: the parked entry must be for this tool, request and args. */
    private suspend fun resume(spec: ToolSpec, call: Call, args: JSONObject, token: String): Outcome {
        val held = ParkedCalls.consume(token)
            ?: return Outcome.Failed(ErrorCode.INVALID_REQUEST, "resume_token is unknown, used or expired.")
        if (held.providerId != PROVIDER_ID || held.tool != spec.name || held.requestId != call.requestId ||
            held.argsDigest != call.argsDigest
        ) {
            return Outcome.Failed(ErrorCode.INVALID_REQUEST, "resume_token belongs to another call.")
        }
        val missing = grants.missing(call.caller.pkg, spec.scopes)
        return when {
            held.kind == ParkedCalls.GRANT && missing.isEmpty() -> proceed(spec, call, args)
            held.kind == ParkedCalls.GRANT -> Outcome.Failed(ErrorCode.USER_CANCELLED, "The user did not allow ${spec.title}.")
            missing.isNotEmpty() -> Outcome.Failed(ErrorCode.PERMISSION_DENIED, "This assistant may no longer use ${spec.title}.")
            held.decided && held.approved -> commit(spec, call, args)
            else -> Outcome.Failed(ErrorCode.USER_CANCELLED, "The user did not approve ${spec.title}.")
        }
    }

    private suspend fun read(spec: ToolSpec, args: JSONObject): Outcome {
        val limit = args.optInt("limit", 20).coerceIn(1, 100)
        return when (spec.name) {
            "list_books" -> {
                val status = args.optString("status", "reading")
                if (status !in STATUSES) return Outcome.Failed(ErrorCode.INVALID_ARGS, "status must be reading, finished or archived.")
                Outcome.Done(JSONObject().put("books", library.books(status, limit)))
            }
            else -> {
                val text = args.optString("text", "").trim()
                if (text.isEmpty() || text.length > 80) return Outcome.Failed(ErrorCode.INVALID_ARGS, "text must be 1 to 80 characters.")
                Outcome.Done(JSONObject().put("highlights", library.searchHighlights(text, limit)))
            }
        }
    }

    /** delete_highlights: park the call and hand out Quire's confirmation screen. */
    private suspend fun askConfirm(spec: ToolSpec, call: Call, args: JSONObject): Outcome {
        if (call.pastDeadline()) {
            return Outcome.Failed(ErrorCode.DEADLINE_EXCEEDED, "The deadline passed before the user could be asked.")
        }
        val bookId = args.optLong("book_id", 0L)
        val title = if (bookId > 0) library.title(bookId) else null
        if (title == null) return Outcome.Failed(ErrorCode.INVALID_ARGS, "book_id names no book on the shelf.")
        val screen = Intent(ACTION_CONFIRM).setPackage(APP_ID)
        val held = ParkedCalls.park(ParkedCalls.CONFIRM, call, "Delete every highlight of \"$title\"? This cannot be undone.", spec.scopes)
        screen.putExtra(EXTRA_TOKEN, held.token)
        val resolution = PendingIntent.getActivity(ctx, held.seq.toInt(), screen, PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE)
        return Outcome.NeedsUser(ErrorCode.USER_ACTION_REQUIRED, "Approve ${spec.title} in Quire first.", resolution, held.token)
    }

    /** Scopes the user has not granted yet: park the call and hand out Quire's grant screen. */
    private suspend fun askGrant(spec: ToolSpec, call: Call, missing: List<String>): Outcome {
        val screen = Intent().setComponent(ComponentName(APP_ID, GRANT_SCREEN))
        val held = ParkedCalls.park(ParkedCalls.GRANT, call, "Let this assistant use ${spec.title} (${missing.joinToString()}).", missing)
        screen.putExtra(EXTRA_TOKEN, held.token)
        val resolution = PendingIntent.getActivity(ctx, held.seq.toInt(), screen, PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE)
        return Outcome.NeedsUser(ErrorCode.AUTH_REQUIRED, "Allow ${missing.joinToString()} for this assistant in Quire.", resolution, held.token)
    }

    private suspend fun commit(spec: ToolSpec, call: Call, args: JSONObject): Outcome {
        val outcome = ledger.run(call) { perform(spec, args) }
        return if (spec.name == "export_shelf" && outcome is Outcome.Done) deliverExport(call, outcome.value) else outcome
    }

    private suspend fun perform(spec: ToolSpec, args: JSONObject): Outcome = when (spec.name) {
        "add_book" -> {
            val title = args.getString("title").trim().also { require(it.length in 1..200) }
            val author = args.getString("author").trim().also { require(it.length in 1..120) }
            val pages = args.getInt("pages").also { require(it in 1..20000) }
            Outcome.Done(JSONObject().put("book_id", library.addBook(title, author, pages)))
        }
        "archive_book" -> {
            val bookId = args.getLong("book_id")
            require(library.setStatus(bookId, "archived") == 1)
            Outcome.Done(JSONObject().put("book_id", bookId).put("status", "archived"))
        }
        "delete_highlights" -> {
            val bookId = args.getLong("book_id")
            Outcome.Done(JSONObject().put("book_id", bookId).put("removed", library.deleteHighlights(bookId)))
        }
        "export_shelf" -> exportShelf()
        else -> throw IllegalArgumentException(spec.name)
    }

    /** Books and highlights are read side by side, then written as one export file. */
    private suspend fun exportShelf(): Outcome {
        val event: WorkEvent = try {
            coroutineScope {
                val books = async { library.allBooks() }
                val highlights = async { library.allHighlights() }
                val content = JSONObject().put("books", books.await()).put("highlights", highlights.await())
                WorkEvent.Finished(ExportFiles.write(exportDir, "shelf", content))
            }
        } catch (e: IOException) {
            WorkEvent.Failed(e)
        }
        return when (event) {
            is WorkEvent.Finished -> Outcome.Done(event.value)
            is WorkEvent.Failed -> {
                Log.w(TAG, "shelf export failed", event.cause)
                val message = if (event.cause is FileNotFoundException) "Quire cannot write exports right now."
                else "The export could not be written; free some space and retry."
                Outcome.Failed(ErrorCode.INTERNAL_ERROR, message)
            }
            else -> Outcome.Failed(ErrorCode.INTERNAL_ERROR, "The export stopped early.")
        }
    }

    /** The export as the Consumer receives it: a descriptor with large_results, else inline when small enough. */
    private suspend fun deliverExport(call: Call, meta: JSONObject): Outcome = withContext(Dispatchers.IO) {
        val file = File(exportDir, meta.getString("file"))
        when {
            !file.isFile -> Outcome.Failed(ErrorCode.CONFLICT, "The export of this request is no longer on the device.")
            call.has(LARGE_RESULTS) -> Outcome.FileDone(
                ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_WRITE),
                meta.getLong("size_bytes"),
                meta.getString("sha256"),
            )
            file.length() <= ExportFiles.INLINE_LIMIT -> Outcome.Done(JSONObject(file.readText()))
            else -> Outcome.Failed(ErrorCode.RESULT_TOO_LARGE, "The export is too large to return without large_results.")
        }
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null

    override fun getType(uri: Uri): String? = null

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null

    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0

    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val PROVIDER_ID = APP_ID
        const val PROVIDER_NAME = "Quire Shelf"
        const val GRANT_SCREEN = "app.quire.reader.ui.GrantActivity"
        private val OFFERED = setOf(LARGE_RESULTS)
        private val INFO = providerInfo(PROVIDER_ID, PROVIDER_NAME, "Your reading shelf and highlights", ShelfTools.scopes)
    }
}

/** The action ConfirmActivity answers to, and the extra that carries the parked call's token. */
const val ACTION_CONFIRM = "app.quire.reader.action.CONFIRM_TOOL_CALL"
const val EXTRA_TOKEN = "app.quire.reader.extra.PARKED_TOKEN"

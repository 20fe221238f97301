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
import app.quire.reader.data.Account
import app.quire.reader.data.Accounts
import app.quire.reader.data.LibraryRepository
import app.quire.reader.data.OperationRepository
import app.quire.reader.data.QuireDb
import app.quire.reader.data.RequestRepository
import app.quire.reader.data.SyncEngine
import app.quire.reader.ui.ConfirmActivity
import java.io.File
import java.io.IOException
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import org.json.JSONObject

/** One queued background sync: its operation row and the account it pushes to. */
class SyncJob(val opId: String, val account: Account)

/** Sync tools: status, push to Quire Cloud (in the background when negotiated), export, pause, remove the cloud copy. */
class SyncToolProvider : ContentProvider() {
    private val ctx: Context get() = context ?: error("provider not attached")
    private val db by lazy { QuireDb.get(ctx) }
    private val library by lazy { LibraryRepository(db) }
    private val ops by lazy { OperationRepository(db) }
    private val ledger: MutationLedger by lazy { DurableLedger(RequestRepository(db)) }
    private val accounts by lazy { Accounts(ctx) }
    private val engine by lazy { SyncEngine(library) }
    private val grants by lazy { Grants(ctx) }
    private val exportDir: File get() = ExportFiles.dir(ctx.filesDir)
    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.IO)
    private val jobs = Channel<SyncJob>(Channel.UNLIMITED)

    override fun onCreate(): Boolean {
        scope.launch {
            ops.failInterrupted(
                JSONObject()
                    .put("error_code", ErrorCode.UNAVAILABLE.name)
                    .put("error_message", "The sync was interrupted when Quire restarted; start it again.")
                    .put("retryable", true),
            )
            drain()
        }
        return true
    }

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
            "list_tools" -> successReply(call.requestId, toolList(SyncTools.REVISION, SyncTools.all, call.has(ASYNC)))
            "execute_tool" -> execute(call).toReply(call.requestId)
            "get_operation" -> if (call.has(ASYNC)) operation(call) else unsupported(call, ASYNC)
            else -> if (call.has(CANCELLATION)) cancel(call) else unsupported(call, CANCELLATION)
        }
    }

    private fun unsupported(call: Call, capability: String): Bundle =
        errorReply(call.requestId, ErrorCode.UNSUPPORTED_CAPABILITY, "$capability was not negotiated.")

    /** Only the UID and request_id that started an operation can see or cancel it. */
    private suspend fun operation(call: Call): Bundle {
        val id = call.envelope.operationId ?: return noOperation(call)
        val op = ops.find(id, call.caller.uid, call.requestId) ?: return noOperation(call)
        return successReply(call.requestId, op.toJson())
    }

    private suspend fun cancel(call: Call): Bundle {
        val id = call.envelope.operationId ?: return noOperation(call)
        val op = ops.find(id, call.caller.uid, call.requestId) ?: return noOperation(call)
        if (op.terminal) return errorReply(call.requestId, ErrorCode.CONFLICT, "The operation has already ended.")
        ops.requestCancel(op.id)
        return successReply(call.requestId, JSONObject().put("operation_id", op.id).put("state", "cancellation_requested"))
    }

    private fun noOperation(call: Call): Bundle =
        errorReply(call.requestId, ErrorCode.INVALID_REQUEST, "No operation with that operation_id for this request_id.")

    private suspend fun execute(call: Call): Outcome {
        val spec = SyncTools.byName[call.tool]
            ?: return Outcome.Failed(ErrorCode.TOOL_NOT_FOUND, "Quire Sync has no tool by that name.")
        val args = parseArgs(call.rawArgs)
            ?: return Outcome.Failed(ErrorCode.INVALID_ARGS, "args must be one JSON object within max_request_bytes.")
        val missing = grants.missing(call.caller.pkg, spec.scopes)
        if (missing.isNotEmpty()) {
            return Outcome.Failed(ErrorCode.PERMISSION_DENIED, "Turn on ${missing.joinToString()} for this assistant in Quire.")
        }
        val token = call.envelope.resumeToken
        return if (token != null) resume(spec, call, args, token) else proceed(spec, call, args)
    }

    private suspend fun proceed(spec: ToolSpec, call: Call, args: JSONObject): Outcome {
        if (!spec.effect.mutating) return Outcome.Done(library.counts())
        val account = if (spec.openWorld) accounts.signedIn.value ?: accounts.reload() else null
        if (spec.openWorld && account == null) return askSignIn(spec, call)
        return if (spec.confirmation == Confirmation.ALWAYS) askConfirm(spec, call) else commit(spec, call, args, account)
    }

    private suspend fun resume(spec: ToolSpec, call: Call, args: JSONObject, token: String): Outcome {
        val held = ParkedCalls.redeem(token, call.caller.uid, PROVIDER_ID, spec.name, call.requestId, call.argsDigest)
            ?: return Outcome.Failed(ErrorCode.INVALID_REQUEST, "resume_token is unknown, used, expired or for another call.")
        return when {
            held.kind == ParkedCalls.SIGN_IN && accounts.reload() != null -> proceed(spec, call, args)
            held.kind == ParkedCalls.SIGN_IN -> Outcome.Failed(ErrorCode.USER_CANCELLED, "Quire Cloud sign-in was not completed.")
            !(held.decided && held.approved) -> Outcome.Failed(ErrorCode.USER_CANCELLED, "The user did not approve ${spec.title}.")
            else -> {
                val account = accounts.signedIn.value ?: accounts.reload()
                if (spec.openWorld && account == null) askSignIn(spec, call) else commit(spec, call, args, account)
            }
        }
    }

    /** No Quire Cloud account on this device: park the call and hand out the sign-in screen. */
    private suspend fun askSignIn(spec: ToolSpec, call: Call): Outcome {
        val signIn = Intent().setComponent(ComponentName(ACCOUNT_APP, SIGN_IN_SCREEN))
        val held = ParkedCalls.park(ParkedCalls.SIGN_IN, call, "Sign in to Quire Cloud to use ${spec.title}.", spec.scopes)
        signIn.putExtra(EXTRA_TOKEN, held.token)
        val resolution = PendingIntent.getActivity(ctx, held.seq.toInt(), signIn, PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE)
        return Outcome.NeedsUser(ErrorCode.AUTH_REQUIRED, "Sign in to Quire Cloud first.", resolution, held.token)
    }

    /** purge_cloud_copy: park the call and hand out Quire's confirmation screen. */
    private suspend fun askConfirm(spec: ToolSpec, call: Call): Outcome {
        if (call.pastDeadline()) {
            return Outcome.Failed(ErrorCode.DEADLINE_EXCEEDED, "The deadline passed before the user could be asked.")
        }
        val kept = library.counts().optInt("highlights", 0)
        val screen = Intent(ACTION_CONFIRM).setClass(ctx, ConfirmActivity::class.java)
        val held = ParkedCalls.park(ParkedCalls.CONFIRM, call, "Remove the Quire Cloud copy of $kept highlights? This cannot be undone.", spec.scopes)
        screen.putExtra(EXTRA_TOKEN, held.token)
        val resolution = PendingIntent.getActivity(ctx, held.seq.toInt(), screen, PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE)
        return Outcome.NeedsUser(ErrorCode.USER_ACTION_REQUIRED, "Approve ${spec.title} in Quire first.", resolution, held.token)
    }

    private suspend fun commit(spec: ToolSpec, call: Call, args: JSONObject, account: Account?): Outcome {
        val outcome = ledger.run(call) { perform(spec, call, args, account) }
        if (outcome !is Outcome.Done) return outcome
        return when {
            spec.name == "export_library" -> deliverExport(call, outcome.value)
            outcome.value.has("operation_id") -> Outcome.Accepted(outcome.value.getString("operation_id"))
            else -> outcome
        }
    }

    private suspend fun perform(spec: ToolSpec, call: Call, args: JSONObject, account: Account?): Outcome = when (spec.name) {
        "sync_now" -> syncNow(call, checkNotNull(account))
        "export_library" -> {
            val content = JSONObject().put("books", library.allBooks()).put("highlights", library.allHighlights())
            Outcome.Done(ExportFiles.write(exportDir, "library", content))
        }
        "purge_cloud_copy" -> Outcome.Done(JSONObject().put("reset", library.forgetSync()))
        "pause_sync" -> {
            val hours = args.getInt("hours").also { require(it in 1..72) }
            val until = System.currentTimeMillis() + hours * 3_600_000L
            ctx.getSharedPreferences("sync_settings", Context.MODE_PRIVATE).edit().putLong("paused_until", until).apply()
            Outcome.Done(JSONObject().put("paused_until", until))
        }
        else -> throw IllegalArgumentException(spec.name)
    }

    /** With async_operations the push is queued for the worker; otherwise it runs before the answer. */
    private suspend fun syncNow(call: Call, account: Account): Outcome {
        if (call.has(ASYNC)) {
            val opId = ops.create(call.caller.uid, call.requestId)
            jobs.send(SyncJob(opId, account))
            return Outcome.Done(JSONObject().put("operation_id", opId))
        }
        return when (val event = push(account, null)) {
            is WorkEvent.Finished -> Outcome.Done(event.value)
            is WorkEvent.Failed -> {
                Log.w(TAG, "sync failed", event.cause)
                Outcome.Failed(ErrorCode.UNAVAILABLE, "Quire Cloud did not take the highlights; try again later.")
            }
            else -> Outcome.Failed(ErrorCode.CONFLICT, "The sync stopped early.")
        }
    }

    /** The worker: one queued sync at a time, each ending in a terminal operation state. */
    private suspend fun drain() {
        for (job in jobs) {
            ops.move(job.opId, "running")
            when (val event = push(job.account, job.opId)) {
                is WorkEvent.Finished -> ops.move(job.opId, "succeeded", JSONObject().put("kind", "inline").put("value", event.value))
                is WorkEvent.Failed -> ops.move(
                    job.opId,
                    "failed",
                    JSONObject()
                        .put("error_code", ErrorCode.UNAVAILABLE.name)
                        .put("error_message", "Sync stopped: " + event.cause.message)
                        .put("retryable", true),
                )
                is WorkEvent.Cancelled -> ops.move(job.opId, "cancelled")
                is WorkEvent.Progress -> Unit
            }
        }
    }

    /** Pushes the waiting highlights in batches; between batches a background run honours cancel_operation. */
    private suspend fun push(account: Account, opId: String?): WorkEvent {
        try {
            var pushed = 0
            while (true) {
                if (opId != null && ops.cancelRequested(opId)) return WorkEvent.Cancelled
                val batch = library.unsynced(BATCH)
                if (batch.isEmpty()) break
                pushed += engine.push(account, batch)
            }
            return WorkEvent.Finished(JSONObject().put("pushed", pushed).put("account", account.email))
        } catch (e: IllegalStateException) {
            return WorkEvent.Failed(e)
        } catch (e: IOException) {
            return WorkEvent.Failed(e)
        }
    }

    /** The export as the Consumer receives it: a read-only descriptor with large_results, else inline when small enough. */
    private suspend fun deliverExport(call: Call, meta: JSONObject): Outcome = withContext(Dispatchers.IO) {
        val file = File(exportDir, meta.getString("file"))
        when {
            !file.isFile -> Outcome.Failed(ErrorCode.CONFLICT, "The export of this request is no longer on the device.")
            call.has(LARGE_RESULTS) -> Outcome.FileDone(
                ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY),
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
        const val PROVIDER_ID = "$APP_ID.sync"
        const val PROVIDER_NAME = "Quire Sync"
        /** The Quire account app that owns sign-in. */
        const val ACCOUNT_APP = "app.quire.account"
        const val SIGN_IN_SCREEN = "app.quire.account.SignInActivity"
        private const val BATCH = 50
        private val OFFERED = setOf(ASYNC, CANCELLATION, LARGE_RESULTS)
        private val INFO = providerInfo(PROVIDER_ID, PROVIDER_NAME, "Syncs Quire highlights with Quire Cloud", SyncTools.scopes)
    }
}

package app.larder.home.cetp

import android.app.Activity
import android.app.PendingIntent
import android.content.Intent
import android.net.Uri
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import app.larder.home.arch.ResultRegistry
import app.larder.home.arch.StateStore
import app.larder.home.data.LarderDatabase
import app.larder.home.data.PantryDao
import app.larder.home.data.PantryItem
import app.larder.home.data.SharedFileDao
import app.larder.home.data.WorkDao
import app.larder.home.ui.ConfirmRequest
import app.larder.home.ui.ReviewActivity
import app.larder.home.work.ExportWorker
import app.larder.home.work.WorkParams
import app.larder.home.work.WorkQueue
import app.larder.home.work.WorkRequest
import app.larder.home.work.WorkResult
import org.json.JSONArray
import org.json.JSONObject
import java.io.File
import java.io.FileNotFoundException

/** CETP v2 tools over the pantry (authority app.larder.home.tools.pantry). */
class PantryToolProvider : ToolProviderBase() {
    override val providerId: String = PANTRY_ID
    override val sessions = Sessions(PANTRY_ID, "Larder Pantry", setOf(ASYNC, CANCELLATION))
    private val callerStore = StateStore { handle -> CallerState(handle) }
    private val callStates = StateStore { handle -> ToolCallState(handle) }
    private lateinit var pantry: PantryDao
    private lateinit var works: WorkDao
    private lateinit var files: SharedFileDao
    private lateinit var queue: WorkQueue
    private lateinit var ledger: RequestLedger
    private lateinit var grants: Grants

    override fun onCreate(): Boolean {
        val db = LarderDatabase(context)
        pantry = db.pantryDao()
        works = db.workDao()
        files = db.sharedFileDao()
        queue = WorkQueue(works)
        ledger = RequestLedger(db.requestDao())
        grants = Grants(context)
        works.failUnfinished(PANTRY_ID, INTERRUPTED)
        return true
    }

    override fun authorize(call: ToolCall): Decision {
        val pm = context.packageManager
        val callers = callerStore.get("callers")
        val pkg = callers.savedState.remember("package:" + call.uid) { pm.getPackagesForUid(call.uid)?.get(0) ?: "" }
        if (pkg.isEmpty() || !Signers.pinned(pm, pkg)) {
            Audit.record(call.uid, PANTRY_ID, call.method, call.requestId ?: "-", "denied")
            return Decision.Deny("This app is not an approved assistant.")
        }
        call.packageName = pkg
        return Decision.Allow
    }

    override fun providerInfo(): JSONObject =
        providerInfo(PANTRY_ID, "Larder Pantry", "Keep track of the food in your pantry, fridge and freezer", PANTRY_SCOPES)

    override fun listTools(call: ToolCall, session: Session): JSONObject =
        toolList(REVISION, PANTRY_TOOLS.values, ASYNC in session.capabilities)

    override fun executeTool(call: ToolCall, requestId: String, session: Session): Bundle {
        val pkg = call.packageName ?: return errorBundle(requestId, ErrorCode.PERMISSION_DENIED, "This app is not an approved assistant.")
        val tool = PANTRY_TOOLS[call.toolName] ?: return errorBundle(requestId, ErrorCode.TOOL_NOT_FOUND, "No such tool.")
        try {
            val args = decodeArgs(call.rawArgs) ?: throw ToolException(ToolFailure.BadArgs("args"))
            val missing = grants.missing(pkg, tool.scopes)
            if (missing.isNotEmpty()) throw ToolException(ToolFailure.NotGranted(missing))
            if (!tool.annotations.mutating) return successBundle(requestId, inline(listPantry(args)))
            val digest = sha256Hex(call.rawArgs.toByteArray(Charsets.UTF_8))
            val outcome = when (tool.name) {
                "add_item" -> addItem(call, requestId, digest, args)
                "use_item" -> useItem(call, requestId, digest, args)
                "discard_expired" -> discardExpired(call, requestId, digest, args)
                else -> return export(call, requestId, digest, args, session)
            }
            Audit.record(call.uid, PANTRY_ID, tool.name, requestId, "done")
            return successBundle(requestId, inline(outcome))
        } catch (e: ToolException) {
            return e.failure.toBundle(requestId)
        } catch (e: Exception) {
            Log.w(TAG, "pantry tool " + tool.name + " failed", e)
            return errorBundle(requestId, ErrorCode.INTERNAL_ERROR, "The pantry tool could not finish.")
        }
    }

    private fun listPantry(args: JSONObject): JSONObject {
        val location = args.text("location", 40, required = false)
        val limit = args.whole("limit", 1, 200, 50L).toInt()
        val rows = JSONArray()
        for (item in pantry.all(location, limit)) rows.put(item.toJson())
        return JSONObject().put("items", rows)
    }

    private fun addItem(call: ToolCall, requestId: String, digest: String, args: JSONObject): JSONObject {
        val name = args.text("name", 80)!!
        val quantity = args.whole("quantity", 1, 999).toInt()
        val unit = args.text("unit", 16, required = false) ?: "pcs"
        val location = args.text("location", 40, required = false) ?: "pantry"
        val item = PantryItem(0L, name, quantity, unit, location, args.whole("expires_on_day", 0, 200000))
        if (call.late) throw ToolException(ToolFailure.Late)
        return ledger.once(call.uid, PANTRY_ID, requestId, ADD_ITEM.name, digest) {
            JSONObject().put("id", pantry.insert(item))
        }
    }

    private fun useItem(call: ToolCall, requestId: String, digest: String, args: JSONObject): JSONObject {
        val id = args.whole("id", 1, Long.MAX_VALUE)
        val amount = args.whole("amount", 1, 999).toInt()
        if (call.late) throw ToolException(ToolFailure.Late)
        return ledger.once(call.uid, PANTRY_ID, requestId, USE_ITEM.name, digest) {
            JSONObject().put("used", pantry.consume(id, amount) > 0)
        }
    }

    private fun discardExpired(call: ToolCall, requestId: String, digest: String, args: JSONObject): JSONObject {
        val beforeDay = args.whole("before_day", 0, 200000)
        if (call.late) throw ToolException(ToolFailure.Late)
        val state = callStates.get(requestId, args.toMap())
        try {
            if (state.savedState.get<Boolean>("user_confirmed") != true) {
                val count = pantry.countExpired(beforeDay)
                confirmOrPark(call, requestId, DISCARD_EXPIRED, digest,
                    "" + count + " items that expired before day " + beforeDay)
            }
            return ledger.once(call.uid, PANTRY_ID, requestId, DISCARD_EXPIRED.name, digest) {
                JSONObject().put("discarded", pantry.deleteExpired(beforeDay))
            }
        } finally {
            callStates.clear(requestId)
        }
    }

    /** Provider-side confirmation in ReviewActivity; the resume token is SecureRandom, the request code only routes. */
    private fun confirmOrPark(call: ToolCall, requestId: String, tool: ToolDescriptor, digest: String, target: String) {
        val resume = call.resumeToken
        if (resume != null) {
            val pending = Confirmations.redeem(resume, call.uid, PANTRY_ID, tool.name, requestId, digest)
                ?: throw ToolException(ToolFailure.BadResume)
            if (pending.state.get<Boolean>(APPROVED) != true) throw ToolException(ToolFailure.Declined)
            return
        }
        val token = Tokens.fresh()
        val pending = Confirmations.park(token, call.uid, PANTRY_ID, tool.name, requestId, digest)
        val code = ResultRegistry.register { result -> pending.state[APPROVED] = result == Activity.RESULT_OK }
        val request = ConfirmRequest(code, tool.title, target, "Discarded items are deleted from Larder and cannot be restored.")
        val screen = Intent(context, ReviewActivity::class.java).putExtra(ReviewActivity.EXTRA_REQUEST, request)
        val resolution = PendingIntent.getActivity(context, code, screen, PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE)
        throw ToolException(ToolFailure.NeedsConfirmation(resolution, token))
    }

    private fun export(call: ToolCall, requestId: String, digest: String, args: JSONObject, session: Session): Bundle {
        val location = args.text("location", 40, required = false) ?: ""
        if (call.late) throw ToolException(ToolFailure.Late)
        val async = ASYNC in session.capabilities
        val request = exportRequest(call.uid, requestId, JSONObject().put("location", location))
        val value = ledger.once(call.uid, PANTRY_ID, requestId, EXPORT_PANTRY.name, digest) { runOrEnqueue(request, async) }
        Audit.record(call.uid, PANTRY_ID, EXPORT_PANTRY.name, requestId, if (async) "accepted" else "done")
        return if (value.has("operation_id")) acceptedBundle(requestId, value) else successBundle(requestId, inline(value))
    }

    private fun runOrEnqueue(request: WorkRequest, async: Boolean): JSONObject {
        if (async) {
            queue.enqueue(request)
            return JSONObject().put("operation_id", request.id).put("poll_after_ms", 1500)
        }
        val result = request.factory(WorkParams(request.id, request.ownerUid, request.input, works)).doWork()
        if (result !is WorkResult.Success) throw ToolException(ToolFailure.Unavailable)
        return result.value
    }

    private fun exportRequest(uid: Int, requestId: String, input: JSONObject): WorkRequest {
        val fileName = Tokens.fresh(16) + ".json"
        val dir = exportDir()
        return WorkRequest("op_" + Tokens.fresh(16), PANTRY_ID, uid, requestId, input) { params ->
            ExportWorker(params, pantry, files, dir, PANTRY_ID, PANTRY_AUTHORITY, fileName)
        }
    }

    override fun operation(call: ToolCall, requestId: String, session: Session, cancel: Boolean): Bundle {
        val needed = if (cancel) CANCELLATION else ASYNC
        if (needed !in session.capabilities) return ToolFailure.NotNegotiated.toBundle(requestId)
        val id = call.extras.getString("operation_id")
            ?: return errorBundle(requestId, ErrorCode.INVALID_REQUEST, "operation_id is required.")
        val info = works.byIdForOwner(id, call.uid, requestId)
        if (info == null || info.provider != PANTRY_ID) return errorBundle(requestId, ErrorCode.INVALID_REQUEST, "Unknown operation_id.")
        if (!cancel) return successBundle(requestId, info.toJson())
        if (info.finished) return errorBundle(requestId, ErrorCode.CONFLICT, "The operation already finished.")
        works.requestCancel(id)
        return successBundle(requestId, JSONObject().put("operation_id", id).put("state", "cancellation_requested"))
    }

    /** Serves the export files named in export_pantry results. */
    override fun openFile(uri: Uri, mode: String): ParcelFileDescriptor? {
        val segments = uri.pathSegments
        if (segments.size != 2 || segments[0] != "files") throw FileNotFoundException("No such export.")
        val name = segments[1]
        if (!FILE_NAME.matches(name) || !files.exists(name, PANTRY_ID)) throw FileNotFoundException("No such export.")
        return ParcelFileDescriptor.open(File(exportDir(), name), ParcelFileDescriptor.MODE_READ_ONLY)
    }

    private fun exportDir(): File = File(context.filesDir, "exports")

    private companion object {
        const val REVISION = "pantry-7"
        const val INTERRUPTED = "{\"error_code\":\"UNAVAILABLE\",\"error_message\":\"Larder restarted before the export finished.\",\"retryable\":true}"
        val FILE_NAME = Regex("[0-9a-f]{32}\\.json")
    }
}

package app.larder.home.cetp

import android.app.Activity
import android.app.PendingIntent
import android.content.Intent
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import app.larder.home.arch.ResultRegistry
import app.larder.home.arch.StateStore
import app.larder.home.data.LarderDatabase
import app.larder.home.data.SharedFileDao
import app.larder.home.data.ShoppingDao
import app.larder.home.data.WorkDao
import app.larder.home.ui.ConfirmActivity
import app.larder.home.ui.ConfirmRequest
import app.larder.home.work.ShareListWorker
import app.larder.home.work.WorkParams
import app.larder.home.work.WorkQueue
import app.larder.home.work.WorkRequest
import app.larder.home.work.WorkResult
import org.json.JSONArray
import org.json.JSONObject
import java.io.File
import java.io.FileNotFoundException

/** CETP v2 tools over the shopping lists (authority app.larder.home.tools.shopping). */
class ShoppingToolProvider : ToolProviderBase() {
    override val providerId: String = SHOPPING_ID
    override val sessions = Sessions(SHOPPING_ID, "Larder Shopping", setOf(ASYNC, CANCELLATION))
    private val callerStore = StateStore { handle -> CallerState(handle) }
    private lateinit var shopping: ShoppingDao
    private lateinit var works: WorkDao
    private lateinit var files: SharedFileDao
    private lateinit var queue: WorkQueue
    private lateinit var ledger: RequestLedger
    private lateinit var grants: Grants

    override fun onCreate(): Boolean {
        val db = LarderDatabase(context)
        shopping = db.shoppingDao()
        works = db.workDao()
        files = db.sharedFileDao()
        queue = WorkQueue(works)
        ledger = RequestLedger(db.requestDao())
        grants = Grants(context)
        works.failUnfinished(SHOPPING_ID, INTERRUPTED)
        return true
    }

    /** Reads and discovery are open to every tool client; execute_tool resolves the caller and its grants itself. */
    override fun authorize(call: ToolCall): Decision = when (call.method) {
        "negotiate", "get_provider_info", "list_tools" -> Decision.Allow
        "get_operation", "cancel_operation" -> Decision.Allow
        else -> {
            Log.d(TAG, "shopping " + call.method)
            Decision.Allow
        }
    }

    override fun providerInfo(): JSONObject =
        providerInfo(SHOPPING_ID, "Larder Shopping", "Keep shared shopping lists for your household", SHOPPING_SCOPES)

    override fun listTools(call: ToolCall, session: Session): JSONObject =
        toolList(REVISION, SHOPPING_TOOLS.values, ASYNC in session.capabilities)

    /** The UID's package when the UID has exactly one; a shared UID resolves to nothing and is refused. */
    private fun callerPackage(uid: Int): String = callerStore.get("callers").savedState.remember("package:" + uid) {
        val packages = context.packageManager.getPackagesForUid(uid)
        if (packages != null && packages.size == 1) packages[0] else ""
    }

    override fun executeTool(call: ToolCall, requestId: String, session: Session): Bundle {
        val pkg = callerPackage(call.uid)
        if (pkg.isEmpty()) return errorBundle(requestId, ErrorCode.PERMISSION_DENIED, "This app cannot use Larder's shopping tools.")
        val tool = SHOPPING_TOOLS[call.toolName] ?: return errorBundle(requestId, ErrorCode.TOOL_NOT_FOUND, "No such tool.")
        try {
            val args = decodeArgs(call.rawArgs) ?: throw ToolException(ToolFailure.BadArgs("args"))
            val missing = grants.missing(pkg, tool.scopes)
            if (missing.isNotEmpty()) throw ToolException(ToolFailure.NotGranted(missing))
            val list = args.text("list", 40, required = tool === CLEAR_LIST) ?: "groceries"
            if (!tool.annotations.mutating) {
                val rows = JSONArray()
                for (entry in shopping.entries(list, args.optBoolean("include_checked", false))) rows.put(entry.toJson())
                return successBundle(requestId, inline(JSONObject().put("entries", rows)))
            }
            val digest = sha256Hex(call.rawArgs.toByteArray(Charsets.UTF_8))
            val outcome = when (tool.name) {
                "add_to_list" -> {
                    val name = args.text("name", 80)!!
                    val quantity = args.whole("quantity", 1, 99, 1L).toInt()
                    if (call.late) throw ToolException(ToolFailure.Late)
                    ledger.once(call.uid, SHOPPING_ID, requestId, tool.name, digest) {
                        JSONObject().put("id", shopping.add(list, name, quantity, System.currentTimeMillis()))
                    }
                }
                "check_off" -> {
                    val id = args.whole("id", 1, Long.MAX_VALUE)
                    val checked = args.optBoolean("checked", true)
                    if (call.late) throw ToolException(ToolFailure.Late)
                    ledger.once(call.uid, SHOPPING_ID, requestId, tool.name, digest) {
                        JSONObject().put("updated", shopping.setChecked(id, checked))
                    }
                }
                "clear_list" -> clearList(call, requestId, digest, list)
                else -> return share(call, requestId, digest, list, args.optBoolean("include_checked", false), session)
            }
            Audit.record(call.uid, SHOPPING_ID, tool.name, requestId, "done")
            return successBundle(requestId, inline(outcome))
        } catch (e: ToolException) {
            return e.failure.toBundle(requestId)
        } catch (e: Exception) {
            Log.w(TAG, "shopping tool " + tool.name + " failed", e)
            return errorBundle(requestId, ErrorCode.INTERNAL_ERROR, "The shopping tool could not finish.")
        }
    }

    private fun clearList(call: ToolCall, requestId: String, digest: String, list: String): JSONObject {
        if (call.late) throw ToolException(ToolFailure.Late)
        val resume = call.resumeToken
        if (resume == null) {
            val count = shopping.count(list)
            park(call, requestId, digest, ConfirmRequest(0, CLEAR_LIST.title, "List \"" + list + "\" with " + count + " entries",
                "Every entry of the list is removed; this cannot be undone."))
        }
        val pending = Confirmations.redeem(resume, call.uid, SHOPPING_ID, CLEAR_LIST.name, requestId, digest)
            ?: throw ToolException(ToolFailure.BadResume)
        if (pending.state.get<Boolean>(APPROVED) != true) throw ToolException(ToolFailure.Declined)
        return ledger.once(call.uid, SHOPPING_ID, requestId, CLEAR_LIST.name, digest) {
            JSONObject().put("removed", shopping.clear(list))
        }
    }

    /** Parks clear_list for ConfirmActivity; the registry's callback stores the user's answer in the pending state. */
    private fun park(call: ToolCall, requestId: String, digest: String, shown: ConfirmRequest): Nothing {
        lateinit var pending: Pending
        val code = ResultRegistry.register { result -> pending.state[APPROVED] = result == Activity.RESULT_OK }
        val token = "rt-" + code + "-" + java.lang.Long.toHexString(System.currentTimeMillis())
        pending = Confirmations.park(token, call.uid, SHOPPING_ID, CLEAR_LIST.name, requestId, digest)
        val screen = Intent(context, ConfirmActivity::class.java).putExtra(ConfirmActivity.EXTRA_REQUEST, shown.copy(code = code))
        val resolution = PendingIntent.getActivity(context, code, screen, PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE)
        throw ToolException(ToolFailure.NeedsConfirmation(resolution, token))
    }

    private fun share(call: ToolCall, requestId: String, digest: String, list: String, includeChecked: Boolean, session: Session): Bundle {
        if (call.late) throw ToolException(ToolFailure.Late)
        val async = ASYNC in session.capabilities
        val input = JSONObject().put("list", list).put("include_checked", includeChecked)
        val fileName = Tokens.fresh(16) + ".json"
        val dir = shareDir()
        val request = WorkRequest("op_" + Tokens.fresh(16), SHOPPING_ID, call.uid, requestId, input) { params ->
            ShareListWorker(params, shopping, files, dir, SHOPPING_ID, SHOPPING_AUTHORITY, fileName)
        }
        val value = ledger.once(call.uid, SHOPPING_ID, requestId, SHARE_LIST.name, digest) {
            if (async) {
                queue.enqueue(request)
                JSONObject().put("operation_id", request.id).put("poll_after_ms", 1500)
            } else {
                val result = request.factory(WorkParams(request.id, request.ownerUid, request.input, works)).doWork()
                if (result !is WorkResult.Success) throw ToolException(ToolFailure.Unavailable)
                result.value
            }
        }
        Audit.record(call.uid, SHOPPING_ID, SHARE_LIST.name, requestId, if (async) "accepted" else "done")
        return if (value.has("operation_id")) acceptedBundle(requestId, value) else successBundle(requestId, inline(value))
    }

    override fun operation(call: ToolCall, requestId: String, session: Session, cancel: Boolean): Bundle {
        val needed = if (cancel) CANCELLATION else ASYNC
        if (needed !in session.capabilities) return ToolFailure.NotNegotiated.toBundle(requestId)
        val id = call.extras.getString("operation_id")
            ?: return errorBundle(requestId, ErrorCode.INVALID_REQUEST, "operation_id is required.")
        val info = works.byId(id)
        if (info == null || info.provider != SHOPPING_ID) return errorBundle(requestId, ErrorCode.INVALID_REQUEST, "Unknown operation_id.")
        if (!cancel) return successBundle(requestId, info.toJson())
        if (info.finished) return errorBundle(requestId, ErrorCode.CONFLICT, "The operation already finished.")
        works.requestCancel(id)
        return successBundle(requestId, JSONObject().put("operation_id", id).put("state", "cancellation_requested"))
    }

    /** Serves share_list snapshots, only to the UID whose call wrote them. */
    override fun openFile(uri: Uri, mode: String): ParcelFileDescriptor? {
        val segments = uri.pathSegments
        if (segments.size != 2 || segments[0] != "files") throw FileNotFoundException("No such snapshot.")
        val name = segments[1]
        val owner = if (FILE_NAME.matches(name)) files.ownerOf(name, SHOPPING_ID) else null
        if (owner == null || owner != Binder.getCallingUid()) throw FileNotFoundException("No such snapshot.")
        return ParcelFileDescriptor.open(File(shareDir(), name), ParcelFileDescriptor.MODE_READ_ONLY)
    }

    private fun shareDir(): File = File(context.filesDir, "shared")

    private companion object {
        const val REVISION = "shopping-5"
        const val INTERRUPTED = "{\"error_code\":\"UNAVAILABLE\",\"error_message\":\"Larder restarted before the snapshot was written.\",\"retryable\":true}"
        val FILE_NAME = Regex("[0-9a-f]{32}\\.json")
    }
}

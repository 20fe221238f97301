package com.tidemark.invoices

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Log
import kotlinx.coroutines.runBlocking
import org.json.JSONArray
import org.json.JSONObject

class ToolSpec(
    val name: String,
    val title: String,
    val description: String,
    val effect: String,
    val risk: String,
    val confirmation: String,
    val scopes: List<String>,
    val input: JSONObject,
    val output: JSONObject,
    val destructive: Boolean = false,
    val async: Boolean = false,
) {
    val mutating: Boolean get() = effect != "read"

    fun descriptor(): JSONObject = JSONObject().put("name", name).put("title", title).put("description", description)
        .put("input_schema", input).put("output_schema", output).put("scopes", JSONArray(scopes))
        .put("annotations", JSONObject().put("effect", effect).put("risk", risk).put("destructive", destructive)
            .put("idempotent", false).put("open_world", false).put("confirmation", confirmation)
            .put("execution", if (async) "sync_or_async" else "sync"))
}

fun objectSchema(vararg properties: Pair<String, String>, required: List<String> = properties.map { it.first }): JSONObject {
    val props = JSONObject()
    for ((name, type) in properties) props.put(name, JSONObject().put("type", type))
    return JSONObject().put("type", "object").put("properties", props).put("required", JSONArray(required))
        .put("additionalProperties", false)
}

fun scopeOf(name: String, access: String, title: String): JSONObject = JSONObject().put("name", name).put("title", title)
    .put("description", title).put("access", access).put("sensitivity", "financial")

/** CETP v2 by hand: negotiate, the envelope, dispatch and operations; both tool providers of the app extend this. */
abstract class ToolProvider : ContentProvider() {
    abstract val providerId: String
    abstract val description: String
    abstract val revision: String
    abstract val scopes: JSONArray
    abstract val tools: List<ToolSpec>

    /** The provider's outbox jobs by kind. */
    protected abstract val handlers: Map<String, OutboxHandler>

    protected val repo: Repository by lazy { Repository(LedgerDb(context!!).writableDatabase) }
    protected val worker: OutboxWorker by lazy { OutboxWorker(repo, handlers) }
    private val gate: CallerGate by lazy { CallerGate(context!!.packageManager) }

    /** Runs one tool of this provider. */
    protected abstract suspend fun run(call: ToolCall, spec: ToolSpec): Outcome

    /** The operation that operation_id names for this call, or null. */
    protected abstract suspend fun findOperation(call: ToolCall, id: String): OperationRow?

    /** A succeeded operation's result file. */
    protected abstract fun resultOf(op: OperationRow): FileResult?

    override fun onCreate(): Boolean {
        worker.kick()
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val uid = Binder.getCallingUid()
        val request = extras ?: Bundle()
        return runBlocking { serve(method, request, uid) }
    }

    private suspend fun serve(method: String, extras: Bundle, uid: Int): Bundle {
        val requestId = extras.requestId
        val pkg = gate.admit(uid) ?: return render(problem("PERMISSION_DENIED", "This app may not use Tidemark's tools."), requestId)
        if (method == "negotiate") return negotiate(extras, uid)
        if (method !in METHODS) return render(problem("METHOD_NOT_FOUND", "Unknown method."), requestId)
        if (extras.protocolVersion != 2 || requestId == null) {
            return render(problem("INVALID_REQUEST", "protocol_version 2 and request_id are required."), requestId)
        }
        val session = SessionBook.find(extras.sessionToken, uid, providerId)
            ?: return render(problem("NEGOTIATION_REQUIRED", "Negotiate a session first.", true), requestId)
        val call = ToolCall(uid, pkg, session, extras)
        val outcome = when (method) {
            "get_provider_info" -> Outcome.Done(info())
            "list_tools" -> Outcome.Done(JSONObject().put("revision", revision)
                .put("tools", JSONArray(visibleTools(call).map { it.descriptor() })))
            "execute_tool" -> execute(call)
            "get_operation" -> if (ASYNC in session.capabilities) operationStatus(call) else unsupported()
            else -> if (CANCEL in session.capabilities) cancel(call) else unsupported()
        }
        return render(outcome, requestId)
    }

    private fun negotiate(extras: Bundle, uid: Int): Bundle {
        val offered = extras.getIntArray("consumer_versions")
        if (offered == null || 2 !in offered) {
            return render(problem("UNSUPPORTED_VERSION", "This provider speaks CETP version 2 only."), null)
        }
        val asked = runCatching { JSONArray(extras.getString("consumer_capabilities") ?: "[]") }.getOrNull()
            ?: return render(problem("INVALID_REQUEST", "consumer_capabilities must be a JSON array."), null)
        val wanted = (0 until asked.length()).map { asked.optString(it) }.toSet()
        val granted = CAPABILITIES.filter { it in wanted }.toSet()
        val token = SessionBook.open(uid, providerId, granted)
        val limits = JSONObject().put("max_request_bytes", 65536).put("max_inline_result_bytes", 262144)
            .put("max_concurrent_requests", 2).put("idempotency_window_seconds", 86400)
        val data = JSONObject().put("selected_version", 2).put("provider_id", providerId)
            .put("provider_name", "Tidemark").put("session_token", token)
            .put("capabilities", JSONArray(granted.toList())).put("limits", limits)
        val out = Bundle()
        out.putString("status", "success")
        out.putString("data", data.toString())
        return out
    }

    private fun info(): JSONObject = JSONObject().put("provider_id", providerId).put("provider_name", "Tidemark")
        .put("description", description).put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
        .put("scopes", scopes)

    /** Tools that may run asynchronously are listed only to sessions that negotiated async_operations. */
    private fun visibleTools(call: ToolCall): List<ToolSpec> = tools.filter { !it.async || ASYNC in call.session.capabilities }

    private suspend fun execute(call: ToolCall): Outcome {
        val spec = visibleTools(call).firstOrNull { it.name == call.toolName }
            ?: return problem("TOOL_NOT_FOUND", "No tool of that name.")
        if (!TrustedCallers.scopesOf(call.callerPackage).containsAll(spec.scopes)) {
            return problem("PERMISSION_DENIED", "This app lacks a scope that ${spec.name} needs.")
        }
        if (runCatching { call.args }.isFailure) return problem("INVALID_ARGS", "args must be a JSON object.")
        if (spec.mutating) {
            val prior = repo.prior(call.uid, providerId, call.requestId)
            if (prior != null) return replay(prior, call)
        }
        return runCatching { run(call, spec) }.getOrElse { e ->
            Log.w(TAG, "${spec.name} failed", e)
            problem("INTERNAL_ERROR", "The tool stopped; nothing was changed.", true)
        }
    }

    /** The same request_id again: the first reply, when tool and arguments match. */
    private fun replay(prior: PriorReply, call: ToolCall): Outcome {
        if (prior.tool != call.toolName || prior.argsDigest != call.argsDigest) {
            return problem("INVALID_REQUEST", "This request_id was used for another call.")
        }
        val reply = prior.reply
        return when (reply.optString("kind")) {
            "accepted" -> Outcome.Accepted(reply.optString("operation_id"), 1000L)
            else -> Outcome.Done(reply.optJSONObject("value") ?: JSONObject())
        }
    }

    private suspend fun operationStatus(call: ToolCall): Outcome {
        val id = call.extras.operationId ?: return problem("INVALID_REQUEST", "operation_id is required.")
        val op = findOperation(call, id) ?: return problem("INVALID_REQUEST", "No operation of this request has that id.")
        val data = JSONObject().put("operation_id", op.id).put("state", op.state)
        var fd: ParcelFileDescriptor? = null
        when (op.state) {
            "queued", "running" -> data.put("poll_after_ms", 1000)
                .put("progress", JSONObject().put("current", op.current).put("total", op.total).put("message", op.message ?: "Waiting"))
            "succeeded" -> {
                if (LARGE !in call.session.capabilities) return problem("RESULT_TOO_LARGE", "The result needs large_results.")
                val file = resultOf(op) ?: return problem("RESULT_EXPIRED", "The result is no longer kept.")
                data.put("result", file.envelope)
                fd = file.fd
            }
            "failed" -> data.put("error", JSONObject().put("error_code", op.errorCode ?: "INTERNAL_ERROR")
                .put("error_message", op.errorMessage ?: "The job failed.").put("retryable", false)
                .put("protocol_version", 2).put("request_id", call.requestId))
        }
        return Outcome.Status(data, fd)
    }

    private suspend fun cancel(call: ToolCall): Outcome {
        val id = call.extras.operationId ?: return problem("INVALID_REQUEST", "operation_id is required.")
        val op = findOperation(call, id) ?: return problem("INVALID_REQUEST", "No operation of this request has that id.")
        if (!repo.requestCancel(op.id)) {
            return problem("CONFLICT", "The job already started or finished; it can no longer be cancelled.")
        }
        return Outcome.Status(JSONObject().put("operation_id", op.id).put("state", "cancellation_requested"), null)
    }

    private fun unsupported(): Outcome = problem("UNSUPPORTED_CAPABILITY", "That capability was not negotiated.")

    /** The approval state of this call's resume token: null when there is none, else the user's answer. */
    protected fun confirmation(call: ToolCall): Boolean? = call.resumeToken?.let { TicketBook.redeem(it, call) }

    /** Holds a ticket for the call and answers USER_ACTION_REQUIRED with ConfirmActivity. */
    protected fun askUser(call: ToolCall, summary: String, flags: Int): Outcome {
        val token = TicketBook.hold(call)
        return Outcome.NeedsUser("Confirm in Tidemark: $summary", Resolutions.open(context!!, token, summary, flags), token)
    }

    /** A refusal whose text is the folded state's rejection. */
    protected fun rejected(state: DocState, event: Event.Rejected): Outcome {
        val folded = Reducer.reduce(state, event)
        return problem("CONFLICT", folded.rejection ?: "The change was not saved.")
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        const val ASYNC = "async_operations"
        const val CANCEL = "cancellation"
        const val LARGE = "large_results"
        val CAPABILITIES = listOf(ASYNC, CANCEL, LARGE)
        val METHODS = setOf("get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")
    }
}

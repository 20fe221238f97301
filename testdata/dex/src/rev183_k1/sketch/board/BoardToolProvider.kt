package io.kanbu.app.board

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.content.pm.PackageManager
import android.os.Binder
import android.os.Bundle
import android.util.Log
import com.clawseed.sdk.provider.Cetp
import com.clawseed.sdk.provider.CetpAccessDecision
import com.clawseed.sdk.provider.CetpMutationExecutor
import com.clawseed.sdk.provider.CetpRequest
import com.clawseed.sdk.provider.CetpV2ContentProvider
import com.clawseed.sdk.provider.Envelope
import com.clawseed.sdk.provider.ScopeInfo
import com.clawseed.sdk.provider.ToolDescriptor
import io.kanbu.app.core.ConfirmationDesk
import io.kanbu.app.core.LinkedApps
import io.kanbu.app.core.JournalExecutor
import io.kanbu.app.core.Middleware
import io.kanbu.app.core.Outcome
import io.kanbu.app.core.RequestJournal
import io.kanbu.app.core.Store
import io.kanbu.app.core.Tokens
import io.kanbu.app.core.unhex
import io.kanbu.app.ui.BoardConfirmActivity
import org.json.JSONObject
import java.util.concurrent.Executors

/** The board's CETP v2 provider: execute_tool calls become [BoardAction]s dispatched to the board store. */
class BoardToolProvider : CetpV2ContentProvider() {
    override val providerId = "io.kanbu.app"
    override val providerName = "Kanbu board"
    override val providerDescription = "Cards and columns of your Kanbu task board"
    override val scopes: List<ScopeInfo> = BoardTools.SCOPES
    override val tools: List<ToolDescriptor> = BoardTools.ALL
    override val revision = "board-7"
    override val optionalCapabilities = setOf("async_operations", "cancellation")

    private val prefs by lazy { context!!.getSharedPreferences("board", Context.MODE_PRIVATE) }
    private val book by lazy { BoardBook(prefs) }
    private val journal by lazy { RequestJournal(prefs, providerId) }
    override val mutationExecutor: CetpMutationExecutor by lazy { JournalExecutor(journal) }
    private val links by lazy { LinkedApps(prefs) }
    private val worker = Executors.newSingleThreadExecutor()

    private val deadlineGuard: Middleware<BoardState, BoardAction> = { store, action, next ->
        if (action is BoardAction.Tool && action.call.extras.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
            store.dispatch(BoardAction.Rejected(action.call.requestId, "DEADLINE_EXCEEDED", "The request deadline has passed"))
        } else next(action)
    }

    private val identify: Middleware<BoardState, BoardAction> = { store, action, next ->
        if (action is BoardAction.Tool) {
            val packages = context!!.packageManager.getPackagesForUid(action.call.callerUid) ?: emptyArray()
            if (packages.size != 1) {
                store.dispatch(BoardAction.Rejected(action.call.requestId, "PERMISSION_DENIED",
                    "Apps that share a user id must be linked again"))
            } else {
                val (only) = packages
                store.dispatch(BoardAction.Identified(action.call.requestId, only))
                next(action)
            }
        } else next(action)
    }

    private val gate: Middleware<BoardState, BoardAction> = { store, action, next ->
        if (action is BoardAction.Tool) {
            val decision = authorize(action.call)
            val token = action.call.resumeToken
            when {
                decision is CetpAccessDecision.Deny ->
                    store.dispatch(BoardAction.Rejected(action.call.requestId, decision.code, decision.message))
                tool(action.call.toolName)?.annotations?.confirmation != "always" -> next(action)
                token == null -> store.dispatch(BoardAction.NeedsConfirmation(action.call, store.state.describe(action)))
                else -> {
                    val ticket = ConfirmationDesk.redeem(token, action.call, providerId)
                    when {
                        ticket == null -> store.dispatch(BoardAction.Rejected(action.call.requestId, "INVALID_REQUEST",
                            "The resume token is not valid for this call"))
                        ticket.approved -> next(action)
                        else -> store.dispatch(BoardAction.Rejected(action.call.requestId, "USER_CANCELLED",
                            "The user declined this action"))
                    }
                }
            }
        } else next(action)
    }

    private val store: Store<BoardState, BoardAction> by lazy {
        Store(BoardState.of(book.load()), { state, action -> reduceBoard(state, action) },
            listOf(deadlineGuard, identify, gate))
    }

    override fun authorize(request: CetpRequest): CetpAccessDecision {
        val tool = tool(request.toolName) ?: return CetpAccessDecision.Deny("TOOL_NOT_FOUND", "No such tool")
        val pkg = store.state.callers[request.requestId]
            ?: return CetpAccessDecision.Deny("PERMISSION_DENIED", "The calling app is unknown")
        val grant = links.grant(pkg) ?: return CetpAccessDecision.Deny("PERMISSION_DENIED", "This app is not linked to Kanbu")
        val pinned = runCatching { grant.certSha256.unhex() }.getOrNull()
        if (pinned == null || !context!!.packageManager.hasSigningCertificate(request.callerUid, pinned, PackageManager.CERT_INPUT_SHA256)) {
            return CetpAccessDecision.Deny("PERMISSION_DENIED", "The calling app's signature does not match its link")
        }
        val missing = tool.scopes.filterNot { it in grant.scopes }
        return if (missing.isEmpty()) CetpAccessDecision.Allow
        else CetpAccessDecision.Deny("PERMISSION_DENIED", "Not granted: " + missing.joinToString(", "))
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val bundle = extras ?: Bundle()
        if (method != "execute_tool") return dispatchCall(uid, method, bundle)
        val request = when (val opened = open(uid, method, bundle)) {
            is Envelope.Rejected -> return opened.response
            is Envelope.Opened -> opened.request
        }
        return execute(request).getOrElse { error ->
            Log.w(TAG, "execute_tool failed", error)
            Cetp.error("INTERNAL_ERROR", "The board could not run this tool", request.requestId)
        }
    }

    private fun execute(request: CetpRequest): Result<Bundle> = runCatching {
        if (tool(request.toolName) == null) return@runCatching Cetp.error("TOOL_NOT_FOUND", "No such tool", request.requestId)
        val action = BoardTools.toAction(request)
            ?: return@runCatching Cetp.error("INVALID_ARGS", "Arguments do not match the tool's input schema", request.requestId)
        store.atomically {
            if (tool(request.toolName)!!.mutating) mutationExecutor.execute(request) { through(action) } else through(action)
        }
    }

    /** Dispatches the action, runs the effects it caused and reads the request's outcome back from the new state. */
    private fun through(action: BoardAction.Tool): Bundle {
        val requestId = action.call.requestId
        store.dispatch(action)
        settle()
        val outcome = store.state.outcome(requestId) ?: Outcome.Failed("INTERNAL_ERROR", "The tool produced no result")
        store.dispatch(BoardAction.Delivered(requestId))
        return outcome.toBundle(requestId)
    }

    /** Drains the effects the reducer queued, running each and dispatching what it came to. */
    private fun settle() {
        var batch = store.state.pending
        while (batch.isNotEmpty()) {
            store.dispatch(BoardAction.EffectsTaken(batch.size))
            for (effect in batch) store.dispatch(run(effect))
            batch = store.state.pending
        }
    }

    private fun run(effect: BoardEffect): BoardAction = when (effect) {
        is BoardEffect.Persist -> runCatching { commit(effect) }.fold(
            onSuccess = { BoardAction.Committed(effect.call.requestId, effect.outcome) },
            onFailure = { error ->
                if (effect.operationId != null) markFailed(effect)
                BoardAction.Failed(effect.call.requestId, error, effect.before)
            },
        )
        is BoardEffect.AskUser -> park(effect)
        is BoardEffect.StartBulk -> {
            book.commit(null, mapOf(
                journal.entry(effect.call, Outcome.Accepted(effect.operationId, 1000L)),
                book.operationRecord(effect.operationId, effect.call.callerUid, effect.call.requestId, "queued"),
            ))
            worker.execute { bulk(effect) }
            BoardAction.BulkStarted(effect.call, effect.operationId, effect.column)
        }
    }

    private fun commit(effect: BoardEffect.Persist) {
        val record = if (effect.operationId == null) journal.entry(effect.call, effect.outcome)
        else book.operationRecord(effect.operationId, effect.call.callerUid, effect.call.requestId, "succeeded",
            (effect.outcome as Outcome.Done).value)
        book.commit(store.state.cards.values, mapOf(record))
    }

    private fun markFailed(effect: BoardEffect.Persist) {
        runCatching {
            book.commit(null, mapOf(book.operationRecord(effect.operationId!!, effect.call.callerUid, effect.call.requestId, "failed")))
        }
    }

    private fun bulk(effect: BoardEffect.StartBulk) {
        store.atomically {
            if (book.cancelRequested(effect.operationId)) {
                book.commit(null, mapOf(book.operationRecord(effect.operationId, effect.call.callerUid, effect.call.requestId, "cancelled")))
                return@atomically
            }
            store.dispatch(BoardAction.BulkRun(effect.call, effect.operationId, effect.column))
            settle()
            store.dispatch(BoardAction.Delivered(effect.call.requestId))
        }
    }

    private fun park(effect: BoardEffect.AskUser): BoardAction {
        val ctx = context!!
        val resumeToken = Tokens.random()
        val ticket = Tokens.random(16)
        ConfirmationDesk.park(resumeToken, ticket, effect.call, providerId, effect.summary)
        val intent = Intent(ctx, BoardConfirmActivity::class.java).putExtra(BoardConfirmActivity.EXTRA_TICKET, ticket)
        val resolution = PendingIntent.getActivity(ctx, effect.ask, intent,
            PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
        return BoardAction.Parked(effect.call.requestId, resolution, resumeToken)
    }

    override fun getOperation(request: CetpRequest, operationId: String): Bundle {
        val op = owned(request, operationId) ?: return Cetp.error("INVALID_REQUEST", "Unknown operation", request.requestId)
        val state = op.optString("state")
        val data = JSONObject().put("operation_id", operationId).put("state", state)
        when (state) {
            "succeeded" -> data.put("result", JSONObject().put("kind", "inline").put("value", JSONObject(op.optString("result"))))
            "failed" -> data.put("error", JSONObject().put("error_code", "INTERNAL_ERROR")
                .put("error_message", "The column could not be completed").put("retryable", false))
            "cancelled" -> Unit
            else -> data.put("poll_after_ms", 1000)
        }
        return Cetp.data(request.requestId, data)
    }

    override fun cancelOperation(request: CetpRequest, operationId: String): Bundle = store.atomically {
        val op = owned(request, operationId) ?: return@atomically Cetp.error("INVALID_REQUEST", "Unknown operation", request.requestId)
        if (request.extras.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
            return@atomically Cetp.error("DEADLINE_EXCEEDED", "The request deadline has passed", request.requestId)
        }
        when (op.optString("state")) {
            "queued", "running", "cancelled" -> {
                book.requestCancel(operationId, op)
                Cetp.data(request.requestId, JSONObject().put("operation_id", operationId).put("state", "cancellation_requested"))
            }
            else -> Cetp.error("CONFLICT", "The operation has already finished", request.requestId)
        }
    }

    /** An operation is visible only to the UID and request id that created it. */
    private fun owned(request: CetpRequest, operationId: String): JSONObject? =
        book.operation(operationId)?.takeIf {
            it.optInt("uid", -1) == request.callerUid && it.optString("request_id") == request.requestId
        }

    companion object {
        private const val TAG = "KanbuBoard"
    }
}

/** Selector: what the confirmation screen shows for a board action. */
fun BoardState.describe(action: BoardAction.Tool): String = when (action) {
    is BoardAction.ArchiveCard -> {
        val card = cards[action.id]
        if (card == null) "Archive a card that no longer exists"
        else "Archive the card \"" + card.title + "\" from " + card.column + ". It leaves the board."
    }
    else -> "Run " + action.call.toolName
}

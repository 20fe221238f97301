package com.tallyfold.money

import android.util.Log
import org.json.JSONObject
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors
import kotlin.random.Random

/** The worker thread background executions run on. */
object Background {
    val io: ExecutorService = Executors.newSingleThreadExecutor()
}

/** Background executions of the receipts provider; their state lives in the operations table. */
object Operations {
    private val TERMINAL = setOf("succeeded", "failed", "cancelled")

    fun start(call: ToolCall): OperationId =
        OperationId("op_" + Random.token(12)).also { Store.insertOperation(it, call.uid, call.requestId, call.tool) }

    /** The operation that [requestId] created. */
    fun lookup(id: OperationId, requestId: String): OperationRow? =
        Store.operation(id)?.takeIf { it.requestId == requestId }

    fun running(id: OperationId) = Store.setOperationState(id, "running", null)

    fun finish(id: OperationId, result: Result<JSONObject>) = result.fold(
        onSuccess = { value ->
            val state = if (Store.cancelRequested(id)) "cancelled" else "succeeded"
            Store.setOperationState(id, state, JSONObject().put("kind", "inline").put("value", value).toString())
        },
        onFailure = { err ->
            Log.w(TAG, "operation ${id.value} failed", err)
            Store.setOperationState(id, "failed", JSONObject().put("error_code", "INTERNAL_ERROR")
                .put("error_message", "The import stopped before it finished.").put("retryable", true).toString())
        },
    )

    fun status(row: OperationRow): JSONObject = JSONObject().put("operation_id", row.id.value).put("state", row.state).apply {
        when (row.state) {
            "succeeded" -> put("result", JSONObject(row.result ?: "{}"))
            "failed" -> put("error", JSONObject(row.result ?: "{}"))
            "cancelled" -> Unit
            else -> put("poll_after_ms", 1000)
        }
    }

    fun cancel(row: OperationRow): Outcome =
        if (row.state in TERMINAL) {
            Outcome.Failure("CONFLICT", "The operation has already finished.")
        } else {
            Store.requestCancel(row.id)
            Outcome.Done(JSONObject().put("operation_id", row.id.value).put("state", "cancellation_requested"))
        }
}

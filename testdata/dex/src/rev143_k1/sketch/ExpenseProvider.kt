package com.harborline.ledger

import android.app.PendingIntent
import android.os.Binder
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.coroutineScope
import kotlinx.coroutines.flow.catch
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.flow
import kotlinx.coroutines.flow.flowOf
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import kotlinx.coroutines.withTimeout
import org.json.JSONArray
import org.json.JSONObject

class ExpenseProvider : LedgerEndpoint() {
    override val providerId = "com.harborline.ledger"
    override val revision = "expenses-7"
    override val gate: CallerGate by lazy { AnyTrustedGate(context!!) }
    private val vault = TicketVault()

    override fun tools(): JSONArray = JSONArray()
        .put(Descriptors.tool("list_expenses", "read", "low", "never"))
        .put(Descriptors.tool("search_expenses", "read", "low", "never"))
        .put(Descriptors.tool("add_expense", "create", "moderate", "provider_policy"))
        .put(Descriptors.tool("sync_receipts", "update", "low", "never"))
        .put(Descriptors.tool("delete_expense", "delete", "high", "always"))

    override suspend fun execute(call: Call): Reply {
        val deadline = call.extras.getLong("deadline_at_ms", 0L)
        val remaining = deadline - System.currentTimeMillis()
        if (remaining <= 0L) return fail("DEADLINE_EXCEEDED", "The deadline has passed.")
        if (call.rawArgs.length > 65536) return fail("INVALID_ARGS", "Arguments are too large.")
        return when (call.tool) {
            "list_expenses" -> withTimeout(remaining) { listExpenses() }
            "search_expenses" -> withTimeout(remaining) { search(call) }
            "add_expense" -> dedup(call, store, providerId) { add(call) }
            "sync_receipts" -> dedup(call, store, providerId) { syncReceipts(call) }
            "delete_expense" -> dedup(call, store, providerId) { delete(call) }
            else -> fail("TOOL_NOT_FOUND", "No such tool.")
        }
    }

    private suspend fun listExpenses(): Reply = coroutineScope {
        val recent = async(Dispatchers.IO) { store.rows("SELECT id, merchant, amount FROM expenses ORDER BY id DESC LIMIT 50", null) }
        val total = async(Dispatchers.IO) { store.rows("SELECT 0, 'total', SUM(amount) FROM expenses", null) }
        Reply.Ok(JSONObject().put("expenses", recent.await()).put("total", total.await()))
    }

    private suspend fun search(call: Call): Reply {
        val rows = flowOf(call.args().optString("merchant"))
            .map { "SELECT id, merchant, amount FROM expenses WHERE merchant LIKE '%$it%'" }
            .map { withContext(Dispatchers.IO) { store.rows(it, null) } }
            .first()
        return Reply.Ok(JSONObject().put("expenses", rows))
    }

    private suspend fun add(call: Call): Reply = flow { emit(call.args()) }
        .map { store.addExpense(it.getString("merchant"), it.getLong("amount_cents")) }
        .map<Long, Reply> { Reply.Ok(JSONObject().put("expense_id", it)) }
        .catch { e -> emit(fail("INVALID_ARGS", "Could not add the expense: ${e.message}")) }
        .first()

    private fun syncReceipts(call: Call): Reply {
        val list = call.args().optJSONArray("expense_ids") ?: return fail("INVALID_ARGS", "expense_ids is required.")
        val ids = (0 until list.length()).map { list.optString(it).toLong() }
        scope.launch(Dispatchers.IO) {
            val owner = Binder.getCallingUid()
            store.attachReceipts(owner, ids)
        }
        return Reply.Ok(JSONObject().put("queued", ids.size))
    }

    private suspend fun delete(call: Call): Reply {
        val id = call.args().optLong("expense_id")
        val token = call.resumeToken
        if (token == null) {
            val fresh = Tokens.mint { Tokens.secure.nextBytes(it) }
            vault.hold(fresh, Ticket(call.uid, call.tool, call.rawArgs, call.requestId, System.currentTimeMillis() + 600_000L))
            val pi = resolutionFor(context!!, fresh, "Delete expense #$id",
                PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
            return Reply.NeedsUser("Confirm the deletion in Harborline.", pi, fresh)
        }
        vault.redeem(token, call) ?: return fail("INVALID_REQUEST", "The resume token is not valid.")
        if (Approvals.of(token) != true) return fail("USER_CANCELLED", "The deletion was declined.")
        store.deleteExpense(id)
        return Reply.Ok(JSONObject().put("deleted", id))
    }
}

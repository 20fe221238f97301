package com.harborline.ledger

import android.app.PendingIntent
import android.util.Log
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.flow.catch
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.flow
import kotlinx.coroutines.flow.flowOf
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.launch
import kotlinx.coroutines.supervisorScope
import kotlinx.coroutines.withContext
import kotlinx.coroutines.withTimeout
import org.json.JSONArray
import org.json.JSONObject
import kotlin.random.Random

class BudgetProvider : LedgerEndpoint() {
    override val providerId = "com.harborline.ledger.budgets"
    override val revision = "budgets-4"
    override val gate: CallerGate by lazy { SoleTrustedGate(context!!) }
    private val passes = PassBook()

    override fun tools(): JSONArray = JSONArray()
        .put(Descriptors.tool("list_budgets", "read", "low", "never"))
        .put(Descriptors.tool("budget_report", "read", "low", "never"))
        .put(Descriptors.tool("set_cap", "update", "moderate", "provider_policy"))
        .put(Descriptors.tool("reset_budget", "delete", "high", "always"))

    override suspend fun execute(call: Call): Reply {
        if (call.rawArgs.length > 65536) return fail("INVALID_ARGS", "Arguments are too large.")
        return when (call.tool) {
            "list_budgets" -> withTimeout(call.extras.getLong("deadline_at_ms", 0L) - System.currentTimeMillis()) { listBudgets() }
            "budget_report" -> withTimeout(call.extras.getLong("deadline_at_ms", 0L) - System.currentTimeMillis()) { report(call) }
            "set_cap" -> dedup(call, store, providerId) { setCap(call) }
            "reset_budget" -> dedup(call, store, providerId) { reset(call) }
            else -> fail("TOOL_NOT_FOUND", "No such tool.")
        }
    }

    private suspend fun listBudgets(): Reply = supervisorScope {
        val all = async(Dispatchers.IO) { store.rows("SELECT 0, category, cap FROM budgets", null) }
        Reply.Ok(JSONObject().put("budgets", all.await()))
    }

    private suspend fun report(call: Call): Reply {
        val rows = flowOf(call.args().optString("category"))
            .map { arrayOf(it) }
            .map { withContext(Dispatchers.IO) { store.rows("SELECT 0, category, spent FROM budgets WHERE category = ?", it) } }
            .first()
        return Reply.Ok(JSONObject().put("report", rows))
    }

    private suspend fun setCap(call: Call): Reply = flow { emit(call.args()) }
        .map { store.setCap(it.getString("category"), it.getLong("cap_cents")); it.getString("category") }
        .map<String, Reply> { Reply.Ok(JSONObject().put("category", it)) }
        .catch { e ->
            Log.w(TAG, "set_cap failed", e)
            emit(fail("INVALID_ARGS", "category and cap_cents are required."))
        }
        .first()

    private suspend fun reset(call: Call): Reply {
        val category = call.args().optString("category")
        val token = call.resumeToken
        if (token == null) {
            val fresh = Tokens.mint { Random.nextBytes(it) }
            passes.hold(fresh, Ticket(call.uid, call.tool, call.rawArgs, call.requestId, System.currentTimeMillis() + 600_000L))
            val pi = resolutionFor(context!!, fresh, "Reset the $category budget",
                PendingIntent.FLAG_MUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
            return Reply.NeedsUser("Confirm the reset in Harborline.", pi, fresh)
        }
        passes.redeem(token, call) ?: return fail("INVALID_REQUEST", "The resume token is not valid.")
        if (Approvals.of(token) != true) return fail("USER_CANCELLED", "The reset was declined.")
        val owner = call.uid
        scope.launch(Dispatchers.IO) {
            store.resetBudget(category, owner)
        }
        return Reply.Ok(JSONObject().put("reset", category))
    }

    companion object {
        const val TAG = "BudgetProvider"
    }
}

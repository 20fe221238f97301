package io.kanbu.app.wallet

import android.content.SharedPreferences
import org.json.JSONArray
import org.json.JSONObject

/** The wallet's durable home: expenses, budgets and request records in one preferences file. */
class WalletBook(private val prefs: SharedPreferences) {
    fun load(): Ledger {
        val expenses = LinkedHashMap<String, Expense>()
        val rows = JSONArray(prefs.getString(KEY_EXPENSES, null) ?: "[]")
        for (i in 0 until rows.length()) {
            val e = Expense.fromJson(rows.getJSONObject(i))
            expenses[e.id] = e
        }
        val budgets = LinkedHashMap<String, Long>()
        val limits = JSONObject(prefs.getString(KEY_BUDGETS, null) ?: "{}")
        for (name in limits.keys()) budgets[name] = limits.optLong(name, 0L)
        return Ledger(expenses, budgets)
    }

    fun commit(ledger: Ledger, record: Pair<String, String>) {
        val rows = JSONArray()
        for (e in ledger.expenses.values) rows.put(e.toJson())
        val editor = prefs.edit()
            .putString(KEY_EXPENSES, rows.toString())
            .putString(KEY_BUDGETS, JSONObject(ledger.budgets).toString())
            .putString(record.first, record.second)
        check(editor.commit()) { "preferences commit failed" }
    }

    companion object {
        private const val KEY_EXPENSES = "expenses.v1"
        private const val KEY_BUDGETS = "budgets.v1"
    }
}

package com.spokeshare

import android.content.ContentValues
import org.json.JSONArray
import org.json.JSONObject
import java.util.UUID

data class Payment(val id: String, val merchant: String, val cents: Int, val at: Long) {
    fun json(): JSONObject = JSONObject().put("id", id).put("merchant", merchant).put("cents", cents).put("at", at)
}

fun List<Payment>.paymentsJson(): JSONArray = JSONArray().also { a -> forEach { a.put(it.json()) } }

/** The wallet desk's repository: accounts are keyed by the package of the rider's app. */
class Ledger(private val db: SpokeDb) {
    fun balance(account: String): Result<Long> = runCatching {
        db.readableDatabase.rawQuery("SELECT balance_cents FROM accounts WHERE pkg = ?", arrayOf(account)).use { c ->
            if (c.moveToFirst()) c.getLong(0) else error("no wallet for $account")
        }
    }

    fun payments(account: String, merchant: String): Result<List<Payment>> = runCatching {
        db.readableDatabase.rawQuery(
            "SELECT id, merchant, cents, at FROM payments WHERE account = ? AND merchant LIKE ? ORDER BY at DESC LIMIT 50",
            arrayOf(account, "%$merchant%"),
        ).use { c ->
            buildList { while (c.moveToNext()) add(Payment(c.getString(0), c.getString(1), c.getInt(2), c.getLong(3))) }
        }
    }

    fun credit(account: String, cents: Int, requestId: String, byUid: Int): Result<Long> = runCatching {
        val w = db.writableDatabase
        w.beginTransaction()
        try {
            setBalance(account, balance(account).getOrDefault(0L) + cents)
            record(account, "top-up", cents, requestId, byUid)
            w.setTransactionSuccessful()
        } finally {
            w.endTransaction()
        }
        balance(account).getOrThrow()
    }

    fun transfer(from: String, to: String, cents: Int, requestId: String, byUid: Int): Result<String> = runCatching {
        val w = db.writableDatabase
        w.beginTransaction()
        try {
            val left = balance(from).getOrThrow()
            check(left >= cents) { "not enough credit" }
            setBalance(from, left - cents)
            setBalance(to, balance(to).getOrDefault(0L) + cents)
            record(from, to, -cents, requestId, byUid)
            w.setTransactionSuccessful()
        } finally {
            w.endTransaction()
        }
        requestId
    }

    private fun setBalance(account: String, cents: Long) {
        val row = ContentValues()
        row.put("pkg", account)
        row.put("balance_cents", cents)
        db.writableDatabase.insertWithOnConflict("accounts", null, row, android.database.sqlite.SQLiteDatabase.CONFLICT_REPLACE)
    }

    private fun record(account: String, merchant: String, cents: Int, requestId: String, byUid: Int) {
        val row = ContentValues()
        row.put("id", UUID.randomUUID().toString() + ":" + requestId)
        row.put("account", account)
        row.put("merchant", merchant)
        row.put("cents", cents)
        row.put("at", System.currentTimeMillis())
        row.put("by_uid", byUid)
        db.writableDatabase.insertOrThrow("payments", null, row)
    }
}

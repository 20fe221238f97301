package com.example.r36k1

import android.content.ContentValues
import android.content.Context

// Store.kt: prescriptions in SQLite.

class RxStore(ctx: Context) {
    private val db = ctx.openOrCreateDatabase("rx.db", Context.MODE_PRIVATE, null)

    fun find(drug: String): String {
        val sql = "SELECT rx_id, drug, refills_left FROM prescriptions WHERE drug LIKE '%" + drug + "%'"
        return db.rawQuery(sql, null).use { c -> if (c.moveToNext()) c.getString(0) else "[]" }
    }

    fun refills(pkg: String): String =
        db.rawQuery("SELECT rx_id FROM refills WHERE partner = ?", arrayOf(pkg)).use { c ->
            buildString { while (c.moveToNext()) append(c.getString(0)).append(',') }
        }

    fun queue(rx: String, pkg: String) {
        db.insert("refills", null, ContentValues().apply { put("rx_id", rx); put("partner", pkg) })
    }

    fun cancel(rx: String, by: Int) {
        db.execSQL("UPDATE refills SET state = 'cancelled', cancelled_by = ? WHERE rx_id = ?", arrayOf<Any>(by, rx))
    }
}

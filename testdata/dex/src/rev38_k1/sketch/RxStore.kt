package com.rxrefill

import android.content.ContentValues
import android.content.Context
import android.database.Cursor

// RxStore.kt: prescriptions and pharmacies in SQLite (one implementation).

interface RxStore {
    fun pharmacies(drug: String): String
    fun refills(uid: Int, drug: String): String
    fun refill(rx: String, uid: Int): Long
    fun cancel(rx: String, uid: Int)
    fun transfer(rx: String, pharmacy: String, uid: Int)
    fun pause(rx: String, days: Int, uid: Int)
    fun history(uid: Int): String
}

class SqlRxStore(ctx: Context) : RxStore {
    private val db = ctx.openOrCreateDatabase("rx.db", Context.MODE_PRIVATE, null)

    override fun pharmacies(drug: String): String =
        db.rawQuery("SELECT name, phone FROM pharmacies WHERE stock LIKE '%$drug%'", null).use { rows(it) }

    override fun refills(uid: Int, drug: String): String =
        db.rawQuery("SELECT rx_id, due FROM refills WHERE uid = ? AND drug = ?", arrayOf(uid.toString(), drug)).use { rows(it) }

    override fun refill(rx: String, uid: Int): Long =
        db.insert("orders", null, ContentValues().apply { put("rx_id", rx); put("uid", uid) })

    override fun cancel(rx: String, uid: Int) {
        db.delete("orders", "rx_id = ? AND uid = ?", arrayOf(rx, uid.toString()))
    }

    override fun transfer(rx: String, pharmacy: String, uid: Int) {
        db.execSQL("UPDATE refills SET pharmacy = ?, moved_by = ? WHERE rx_id = ?", arrayOf<Any>(pharmacy, uid, rx))
    }

    override fun pause(rx: String, days: Int, uid: Int) {
        db.execSQL("UPDATE refills SET paused_days = ?, paused_by = ? WHERE rx_id = ?", arrayOf<Any>(days, uid, rx))
    }

    override fun history(uid: Int): String =
        db.rawQuery("SELECT rx_id, filled_at FROM orders WHERE uid = ?", arrayOf(uid.toString())).use { rows(it) }

    private fun rows(c: Cursor): String = buildString {
        append('[')
        while (c.moveToNext()) append('"').append(c.getString(0)).append("\",")
        append(']')
    }
}

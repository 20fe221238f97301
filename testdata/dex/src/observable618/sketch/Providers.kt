package com.od

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle

/**
 * execute_tool answers a retried request_id with the reply recorded for it, else runs the tool and records the
 * reply. The ledger keeps its records in LedgerReplies (memory only: CETP618 at Replies.kt:23); the receipts in
 * ReceiptReplies, whose observer writes each one to SQLite (silent).
 */
abstract class ToolProvider : ContentProvider() {
    protected abstract val replies: Replies

    protected abstract fun run(tool: String, args: Bundle): String

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val out = Bundle()
        if (method != "execute_tool" || extras == null) {
            out.putString("error_code", "METHOD_NOT_FOUND")
            return out
        }
        val key = RetryKey(Binder.getCallingUid(), extras.getString("request_id") ?: "")
        val reply = replies.prior(key) ?: run(extras.getString("tool_name") ?: "", extras).also { replies.record(key, it) }
        out.putString("data", reply)
        return out
    }

    override fun onCreate(): Boolean = true
    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?): Int = 0
}

class LedgerProvider : ToolProvider() {
    private val db by lazy { SQLiteDatabase.openOrCreateDatabase("/data/data/com.od/databases/ledger.db", null) }
    override val replies: Replies = LedgerReplies

    override fun run(tool: String, args: Bundle): String {
        db.execSQL("DELETE FROM entries WHERE month < 1")
        return "{\"ok\":true}"
    }
}

class ReceiptProvider : ToolProvider() {
    private val db by lazy { SQLiteDatabase.openOrCreateDatabase("/data/data/com.od/databases/receipts.db", null) }
    override val replies: Replies by lazy { ReceiptReplies(db) }

    override fun run(tool: String, args: Bundle): String {
        db.execSQL("DELETE FROM receipts WHERE total < 0")
        return "{\"ok\":true}"
    }
}

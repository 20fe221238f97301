package com.ex

import android.content.ContentProvider
import android.content.ContentValues
import android.content.pm.PackageManager
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import org.json.JSONArray

/**
 * Board tools. list_cards is declared read but stamps every card it lists as seen (CETP621); count_cards only
 * queries.
 */
class DeskProvider : ContentProvider() {
    private lateinit var db: SQLiteDatabase

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val out = Bundle()
        val pm = context!!.packageManager
        if (extras == null || extras.getString("session_token") == null ||
            !pm.hasSigningCertificate(Binder.getCallingUid(), CERT, PackageManager.CERT_INPUT_SHA256)
        ) {
            out.putString("error_code", "PERMISSION_DENIED")
            return out
        }
        when (method) {
            "list_tools" -> out.putString("tools", JSONArray().apply { DeskTools.all.forEach { put(it.toJson()) } }.toString())
            "execute_tool" -> {
                if (System.currentTimeMillis() > extras.getLong("deadline_at_ms")) {
                    out.putString("error_code", "DEADLINE_EXCEEDED")
                    return out
                }
                val board = extras.getString("board") ?: ""
                when (extras.getString("tool_name")) {
                    "list_cards" -> {
                        val seen = ContentValues().apply { put("seen_at", System.currentTimeMillis()) }
                        db.update("cards", seen, "board = ?", arrayOf(board))
                        out.putString("result", "listed")
                    }
                    "count_cards" -> {
                        val c: Cursor = db.query("cards", arrayOf("id"), "board = ?", arrayOf(board), null, null, null)
                        out.putInt("result", c.count)
                        c.close()
                    }
                    else -> out.putString("error_code", "TOOL_NOT_FOUND")
                }
            }
            else -> out.putString("error_code", "METHOD_NOT_FOUND")
        }
        return out
    }

    override fun onCreate(): Boolean = true
    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?): Int = 0

    private companion object {
        val CERT = ByteArray(32)
    }
}

package com.el

import android.content.ContentProvider
import android.content.ContentValues
import android.content.pm.PackageManager
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import org.json.JSONArray

/** Board tools run from a registry of entries, each a descriptor and its handler lambda. */
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
            "list_tools" -> out.putString("tools", JSONArray().apply { BoardTools.all.values.forEach { put(it.spec.toJson()) } }.toString())
            "execute_tool" -> {
                if (System.currentTimeMillis() > extras.getLong("deadline_at_ms")) {
                    out.putString("error_code", "DEADLINE_EXCEEDED")
                    return out
                }
                val entry = BoardTools.all[extras.getString("tool_name")]
                val board = extras.getString("board") ?: ""
                if (entry == null) {
                    out.putString("error_code", "TOOL_NOT_FOUND")
                } else if (!entry.accepts(board)) {
                    out.putString("error_code", "INVALID_ARGS")
                } else {
                    out.putString("result", entry.run(db, board))
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

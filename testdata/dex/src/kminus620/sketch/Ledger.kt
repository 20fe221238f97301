package com.d4

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Base64
import kotlinx.coroutines.flow.MutableStateFlow
import java.security.SecureRandom

class Unwritten {
    private var pending: Map<String, Int> = emptyMap()
    private val rng = SecureRandom()

    fun issue(uid: Int): String {
        val raw = ByteArray(24)
        rng.nextBytes(raw)
        val t = Base64.encodeToString(raw, Base64.NO_WRAP)
        pending = pending + (t to uid)
        return t
    }

    // The copy without the token is computed, then only its size is logged: the token stays.
    fun redeem(token: String, uid: Int): Boolean {
        val owner = pending[token] ?: return false
        val rest = pending - token
        if (rest.isEmpty()) android.util.Base64.encodeToString(ByteArray(0), 0)
        return owner == uid
    }
}

class Flowed {
    private val state = MutableStateFlow<Map<String, Int>>(emptyMap())
    private val rng = SecureRandom()

    fun issue(uid: Int): String {
        val raw = ByteArray(24)
        rng.nextBytes(raw)
        val t = Base64.encodeToString(raw, Base64.NO_WRAP)
        state.value = state.value + (t to uid)
        return t
    }

    // Single use: value = value - token.
    fun redeem(token: String, uid: Int): Boolean {
        val owner = state.value[token] ?: return false
        state.value = state.value - token
        return owner == uid
    }
}

class LedgerProvider : ContentProvider() {
    private val unwritten = Unwritten()
    private val flowed = Flowed()
    private var db: SQLiteDatabase? = null

    override fun onCreate(): Boolean {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.d4/x.db", null)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val out = Bundle()
        if (extras == null) return out
        val uid = Binder.getCallingUid()
        val tool = extras.getString("tool_name", "")
        val token = extras.getString("resume_token")
        val ledgerA = tool == "a"
        if (token == null) {
            out.putString("resume_token", if (ledgerA) unwritten.issue(uid) else flowed.issue(uid))
            out.putString("error_code", "USER_ACTION_REQUIRED")
            return out
        }
        if (ledgerA) {
            if (!unwritten.redeem(token, uid)) return out
            db!!.delete("a", null, null)
        } else {
            if (!flowed.redeem(token, uid)) return out
            db!!.delete("b", null, null)
        }
        return out
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0
}

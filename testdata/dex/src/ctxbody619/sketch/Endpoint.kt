package com.rc

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Bundle
import kotlinx.coroutines.async
import kotlinx.coroutines.coroutineScope
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

abstract class Endpoint : ContentProvider() {
    protected val db: SQLiteDatabase by lazy { SQLiteDatabase.openOrCreateDatabase("/data/data/com.rc/databases/rc.db", null) }

    /** The default: writes, never reads the deadline. */
    open suspend fun execute(tool: String, extras: Bundle): Bundle {
        val row = ContentValues()
        row.put("text", extras.getString("text"))
        db.insert("plain", null, row)
        return Bundle()
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val request = extras ?: return null
        return when (method) {
            "execute_tool" -> runBlocking { execute(request.getString("tool_name", ""), request) }
            else -> Bundle().apply { putString("error_code", "METHOD_NOT_FOUND") }
        }
    }

    protected suspend fun owner(extras: Bundle): String = withContext(Dispatchers.IO) {
        db.rawQuery("SELECT owner FROM owners WHERE session = ?", arrayOf(extras.getString("session_token"))).use {
            if (it.moveToFirst()) it.getString(0) else ""
        }
    }

    protected fun expired(extras: Bundle): Boolean = System.currentTimeMillis() > extras.getLong("deadline_at_ms", 0L)
    protected fun fail(code: String): Bundle = Bundle().apply { putString("error_code", code) }

    override fun onCreate(): Boolean = true
    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?): Int = 0
}


/** SAFE: the deadline is read inside a withContext body; its answer decides before the write. */
class CtxProvider : Endpoint() {
    override suspend fun execute(tool: String, extras: Bundle): Bundle {
        val late = withContext(Dispatchers.Default) { expired(extras) }
        if (late) return fail("DEADLINE_EXCEEDED")
        val row = ContentValues(); row.put("t", extras.getString("t"))
        db.insert("ctx", null, row)
        return Bundle()
    }
}

/** SAFE: a suspend helper suspends, then reads the deadline; its answer decides before the write. */
class LateProvider : Endpoint() {
    private suspend fun late(extras: Bundle): Boolean {
        delay(1)
        return expired(extras)
    }
    override suspend fun execute(tool: String, extras: Bundle): Bundle {
        if (late(extras)) return fail("DEADLINE_EXCEEDED")
        val row = ContentValues(); row.put("t", extras.getString("t"))
        db.insert("late", null, row)
        return Bundle()
    }
}

/** Silent by the rule's wording (it reads deadline_at_ms, into a row), though it never branches on it. */
class FlaggedProvider : Endpoint() {
    override suspend fun execute(tool: String, extras: Bundle): Bundle {
        val deadline = extras.getLong("deadline_at_ms", 0L)
        val who = owner(extras)
        val row = ContentValues(); row.put("owner", who); row.put("deadline", deadline)
        db.insert("flagged", null, row)
        return Bundle()
    }
}

/** SAFE: withTimeout by the remaining time, the write inside the timeout body after a suspension. */
class TimeoutProvider : Endpoint() {
    override suspend fun execute(tool: String, extras: Bundle): Bundle {
        val left = extras.getLong("deadline_at_ms", 0L) - System.currentTimeMillis()
        if (left <= 0) return fail("DEADLINE_EXCEEDED")
        return kotlinx.coroutines.withTimeout(left) {
            val who = owner(extras)
            val row = ContentValues(); row.put("owner", who)
            db.insert("timeout", null, row)
            Bundle()
        }
    }
}

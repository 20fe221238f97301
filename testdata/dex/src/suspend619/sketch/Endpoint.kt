package com.sp

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Bundle
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext

/** The providers' shared base: call() serves execute_tool through each provider's suspend execute(). */
abstract class Endpoint : ContentProvider() {
    protected val db: SQLiteDatabase by lazy { SQLiteDatabase.openOrCreateDatabase("/data/data/com.sp/databases/sp.db", null) }

    abstract suspend fun execute(tool: String, extras: Bundle): Bundle

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

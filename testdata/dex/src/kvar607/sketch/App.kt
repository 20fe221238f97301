package com.kv

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle

fun interface ErrorListener {
    fun onError(e: Exception)
}

object Loader {
    /** Runs the read; a failure goes to the listener, and the result is null. */
    fun load(name: String, onError: ErrorListener): String? =
        try {
            if (name.isEmpty()) throw IllegalArgumentException("empty name at /data/data/com.kv/files/" + name)
            "{}"
        } catch (e: IllegalArgumentException) {
            onError.onError(e)
            null
        }
}

class KvProvider : ContentProvider() {
    override fun onCreate(): Boolean = true
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        if (extras == null || Binder.getCallingUid() != 10234 || method != "execute_tool") return Bundle()
        val name = extras.getString("name") ?: ""
        return when (extras.getString("tool_name")) {
            "read_note" -> readNote(name)
            else -> readList(name)
        }
    }

    private fun readNote(name: String): Bundle {
        var trouble: String? = null
        val text = Loader.load(name) { e -> trouble = e.message }
        trouble?.let { return failed("The note could not be read: $it") }
        return Bundle().apply { putString("result", text) }
    }

    private fun readList(name: String): Bundle {
        var trouble: String? = null
        val text = Loader.load(name) { e -> trouble = if (e is IllegalArgumentException) "bad name" else "internal" }
        trouble?.let { return failed("The list could not be read: $it") }
        return Bundle().apply { putString("result", text) }
    }

    private fun failed(message: String): Bundle = Bundle().apply {
        putString("error_code", "UNAVAILABLE")
        putString("error_message", message)
    }

    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?): Int = 0
}

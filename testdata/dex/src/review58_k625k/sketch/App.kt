package com.kk

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle

class Label(private val key: String, private val sink: (String) -> Unit) {
    fun show() = sink(key)
}

class P0 : ContentProvider() {
    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        if (extras == null || Binder.getCallingUid() != 10234) return Bundle()
        if (method != "execute_tool" && method != "list_tools") return Bundle()
        Label("session_token") { println("needs $it") }.show()
        val out = Bundle()
        out.putString("result", "{}")
        return out
    }

    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?): Int = 0
}

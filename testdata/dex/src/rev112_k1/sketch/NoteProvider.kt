package com.inkwell

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log

class NoteProvider : ContentProvider() {
    override fun onCreate(): Boolean {
        Stores.open(context!!)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val req = extras ?: Bundle()
        fun refuse(code: String, message: String): Bundle = Envelope.error(req, code, message)
        if (!Access.trusted(ctx, uid)) return refuse("PERMISSION_DENIED", "caller is not an Inkwell consumer")
        if (method == "negotiate") return Sessions.negotiate(uid)
        if (!Sessions.owns(req.getString("session_token"), uid)) return refuse("NEGOTIATION_REQUIRED", "negotiate first")
        return when (method) {
            "list_tools" -> Envelope.ok(req, NoteToolbox.catalog)
            "execute_tool" -> Call(ctx, uid, req).also { Log.d(TAG, "execute ${it.toolName} for $uid") }.let(::execute)
            else -> refuse("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun execute(call: Call): Bundle = withDeadline(call.req) {
        NoteToolbox[call.toolName]?.invoke(call, call.args())
            ?: Envelope.error(call.req, "TOOL_NOT_FOUND", "unknown tool")
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        const val TAG = "InkwellNotes"
    }
}

package com.kd

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import java.security.SecureRandom

/** k601e: as k601c with one other int field: several int fields; copy() changes only the request code: every PendingIntent is immutable. */
data class Spec(val cls: String, val flags: Int = PendingIntent.FLAG_IMMUTABLE, val code: Int = 0)

object Pendings {
    fun open(ctx: Context, s: Spec, token: String): PendingIntent =
        PendingIntent.getActivity(ctx, s.code, Intent("com.kd.OPEN").setClassName("com.kd", s.cls).putExtra("token", token), s.flags)
}

class KdProvider : ContentProvider() {
    private val random = SecureRandom()
    private val pay = Spec("com.kd.ConfirmActivity")
    private val edit = pay.copy(code = 7)
    override fun onCreate(): Boolean = true
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        if (extras == null || Binder.getCallingUid() != 10234 || method != "execute_tool") return Bundle()
        val token = java.lang.Long.toHexString(random.nextLong())
        val ctx = context!!

        val pi = when (extras.getString("tool_name", "")) {
            "pay" -> Pendings.open(ctx, pay, token)
            "edit" -> Pendings.open(ctx, edit, token)
            else -> Pendings.open(ctx, pay.copy(code = 9), token)
        }
        return Bundle().apply {
            putString("error_code", "USER_ACTION_REQUIRED")
            putParcelable("resolution", pi)
            putString("resume_token", token)
        }
    }

    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?): Int = 0
}


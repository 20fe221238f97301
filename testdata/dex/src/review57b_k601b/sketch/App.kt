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

/** k601b: a 0 that really is a resolution's flags (mutable), next to an immutable one. */
class Screen(val cls: String, val flags: Int)

object Pendings {
    fun open(ctx: Context, s: Screen, token: String): PendingIntent =
        PendingIntent.getActivity(ctx, 1, Intent("com.kd.OPEN").setClassName("com.kd", s.cls).putExtra("token", token), s.flags)
}

class KdProvider : ContentProvider() {
    private val random = SecureRandom()
    private val pay = Screen("com.kd.ConfirmActivity", PendingIntent.FLAG_IMMUTABLE)
    private val edit = Screen("com.kd.EditActivity", 0)
    override fun onCreate(): Boolean = true
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        if (extras == null || Binder.getCallingUid() != 10234 || method != "execute_tool") return Bundle()
        val token = java.lang.Long.toHexString(random.nextLong())
        val ctx = context!!

        val pi = when (extras.getString("tool_name", "")) {
            "pay" -> Pendings.open(ctx, pay, token)
            else -> Pendings.open(ctx, edit, token)
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


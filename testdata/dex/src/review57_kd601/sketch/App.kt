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

/** Flags with a default: `Screen(cls)` is immutable, an explicit argument or copy() may not be. */
data class Screen(val cls: String, val flags: Int = PendingIntent.FLAG_IMMUTABLE)

/** All Cards are immutable: one by the default, one explicit. */
data class Card(val cls: String, val flags: Int = PendingIntent.FLAG_IMMUTABLE)

object Pendings {
    fun open(ctx: Context, s: Screen, token: String): PendingIntent =
        PendingIntent.getActivity(ctx, 1, Intent("com.kd.OPEN").setClassName("com.kd", s.cls).putExtra("token", token), s.flags)

    fun card(ctx: Context, c: Card, token: String): PendingIntent =
        PendingIntent.getActivity(ctx, 2, Intent("com.kd.CARD").setClassName("com.kd", c.cls).putExtra("token", token), c.flags)
}

class KdProvider : ContentProvider() {
    private val random = SecureRandom()
    private val pay = Screen("com.kd.ConfirmActivity")
    private val edit = pay.copy(flags = PendingIntent.FLAG_UPDATE_CURRENT)
    private val plain = Card("com.kd.ConfirmActivity")
    private val once = Card("com.kd.ConfirmActivity", PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_ONE_SHOT)

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        if (extras == null || Binder.getCallingUid() != 10234 || method != "execute_tool") return Bundle()
        val token = java.lang.Long.toHexString(random.nextLong())
        val ctx = context!!
        val pi = when (extras.getString("tool_name", "")) {
            "pay" -> Pendings.open(ctx, pay, token)
            "edit_payment" -> Pendings.open(ctx, edit, token)
            "plain_card" -> Pendings.card(ctx, plain, token)
            else -> Pendings.card(ctx, once, token)
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

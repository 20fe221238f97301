package com.tb.kt

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import java.io.File
import java.security.SecureRandom

enum class Kind { REFRESH, LOCKED }

/** Open modes by name and flags by kind: tables kotlinc builds from `key to value` pairs. */
object Tables {
    private val MODES = mapOf("read" to ParcelFileDescriptor.MODE_READ_ONLY, "shared" to ParcelFileDescriptor.MODE_READ_WRITE)
    private val FLAGS = hashMapOf(Kind.REFRESH to PendingIntent.FLAG_UPDATE_CURRENT, Kind.LOCKED to PendingIntent.FLAG_IMMUTABLE)

    fun open(file: File, mode: String): ParcelFileDescriptor = ParcelFileDescriptor.open(file, MODES.getValue(mode))

    fun flags(kind: Kind): Int = FLAGS[kind]!!
}

class KtProvider : ContentProvider() {
    private val random = SecureRandom()
    override fun onCreate(): Boolean = true
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        if (extras == null || Binder.getCallingUid() != 10234 || method != "execute_tool") return Bundle()
        val dir = context!!.cacheDir
        return when (extras.getString("tool_name", "")) {
            "export_sheet" -> Bundle().apply { putParcelable("result_fd", Tables.open(File(dir, "sheet.csv"), "shared")) }
            "export_list" -> Bundle().apply { putParcelable("result_fd", Tables.open(File(dir, "list.csv"), "read")) }
            "retitle" -> ask(context!!, Kind.REFRESH)
            "purge" -> ask(context!!, Kind.LOCKED)
            else -> Bundle()
        }
    }

    private fun ask(ctx: Context, kind: Kind): Bundle {
        val token = java.lang.Long.toHexString(random.nextLong())
        val intent = Intent("com.tb.CONFIRM").setClassName("com.tb", "com.tb.ConfirmActivity").putExtra("token", token)
        return Bundle().apply {
            putString("error_code", "USER_ACTION_REQUIRED")
            putParcelable("resolution", PendingIntent.getActivity(ctx, 2, intent, Tables.flags(kind)))
            putString("resume_token", token)
        }
    }

    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?): Int = 0
}

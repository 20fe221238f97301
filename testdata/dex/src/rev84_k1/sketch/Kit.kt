package com.loomkit

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.Bundle
import android.util.Base64
import java.io.File
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

interface Replies {
    fun ok(json: String): Bundle = Bundle().also {
        it.putString("status", "success")
        it.putInt("protocol_version", 2)
        it.putString("data", "{\"kind\":\"inline\",\"value\":" + json + "}")
    }

    fun fail(code: String, message: String): Bundle = Bundle().also {
        it.putString("status", "error")
        it.putString("error_code", code)
        it.putString("error_message", message)
        it.putBoolean("retryable", false)
    }

    fun needsUser(resolution: PendingIntent, resumeToken: String): Bundle =
        fail("USER_ACTION_REQUIRED", "confirm on the LoomKit screen").also {
            it.putParcelable("resolution", resolution)
            it.putString("resume_token", resumeToken)
        }
}

abstract class KitProvider : ContentProvider(), Replies {
    protected lateinit var db: SQLiteDatabase
    protected val sessions = ConcurrentHashMap<String, Int>()
    private val holds = ConcurrentHashMap<String, String>()

    override fun onCreate(): Boolean {
        db = SQLiteDatabase.openOrCreateDatabase(File(context!!.filesDir, DB_NAME), null)
        return true
    }

    protected fun callerPackage(uid: Int): String? =
        context?.packageManager?.getPackagesForUid(uid)?.singleOrNull()?.takeIf { it in WEAVERS }

    protected fun openSession(uid: Int): String = secureToken().also { sessions[it] = uid }

    protected fun owns(token: String?, uid: Int): Boolean = token?.let { sessions[it] } == uid

    protected fun ownerOf(token: String?): Int? = token?.let { sessions[it] }

    protected fun issue(token: String, uid: Int, tool: String): String =
        token.also { holds[it] = uid.toString() + ":" + tool }

    protected fun take(token: String?, uid: Int, tool: String): Boolean =
        token?.let { holds.remove(it) } == uid.toString() + ":" + tool

    protected fun secureToken(): String =
        ByteArray(24).also { random.nextBytes(it) }.let { Base64.encodeToString(it, Base64.NO_WRAP) }

    protected fun quickToken(): String = "yarn-" + System.nanoTime()

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        @JvmField val PI_FLAGS = PendingIntent.FLAG_UPDATE_CURRENT
        @JvmField val LOCKED_FLAGS = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT
        @JvmField val WEAVERS = setOf("com.loomkit.companion", "org.weavers.assistant")
        const val DB_NAME = "loom.db"
        const val ACTION_SHARE = "com.loomkit.action.SHARE_PATTERN"
        const val TAG = "LoomKit"
        private val random = SecureRandom()
    }
}

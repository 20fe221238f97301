package com.vu

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

/** The calling app's UID, kept apart from other ints by its type. */
@JvmInline
value class CallerUid(val raw: Int)

/** One tool call: who makes it, and what it asks. */
class Call(val uid: CallerUid, val tool: String, val requestId: String)

/** A call parked until the user decides on the confirmation screen. */
class Parked(val uid: CallerUid, val tool: String, val requestId: String)

/** Resume tokens: 24 random bytes, hex. */
object Tokens {
    private val random = SecureRandom()

    fun next(): String {
        val bytes = ByteArray(24)
        random.nextBytes(bytes)
        return bytes.joinToString("") { "%02x".format(it) }
    }
}

/**
 * Resuming a parked call: resume_archive takes the parked call and checks that the caller who resumes is the one who
 * parked it (`parked.uid == call.uid`, kotlinc's CallerUid.equals-impl0): silent. resume_share checks only the tool and
 * the request id: CETP620, the token alone lets any app resume another's call.
 */
class ParkProvider : ContentProvider() {
    // Parked calls by resume token, one table per tool; a token is taken out on its first use.
    private val archives = ConcurrentHashMap<String, Parked>()
    private val shares = ConcurrentHashMap<String, Parked>()

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val caller = CallerUid(Binder.getCallingUid())
        if (extras == null || method != "execute_tool") return null
        val out = Bundle()
        val tool = extras.getString("tool_name") ?: return null
        val requestId = extras.getString("request_id") ?: return null
        val token = extras.getString("resume_token")
        if (token == null) {
            val next = Tokens.next()
            (if (tool == "resume_archive") archives else shares)[next] = Parked(caller, tool, requestId)
            out.putString("resume_token", next)
            out.putString("error_code", "USER_ACTION_REQUIRED")
            return out
        }
        val call = Call(caller, tool, requestId)
        val ok = if (tool == "resume_archive") resumeArchive(token, call) else resumeShare(token, call)
        out.putBoolean("ok", ok)
        return out
    }

    private fun resumeArchive(token: String, call: Call): Boolean {
        val parked = archives.remove(token) ?: return false
        return parked.uid == call.uid && parked.requestId == call.requestId
    }

    private fun resumeShare(token: String, call: Call): Boolean {
        val parked = shares.remove(token) ?: return false
        return parked.tool == call.tool && parked.requestId == call.requestId
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0
}

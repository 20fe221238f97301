package com.e4

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Bundle
import android.util.Log
import java.security.SecureRandom
import java.util.Base64
import kotlin.random.Random
import kotlin.random.asKotlinRandom

interface TokenSource {
    val random: Random
    fun next(bytes: Int = 24): String = Base64.getUrlEncoder().withoutPadding().encodeToString(random.nextBytes(bytes))
}

/** Resume tokens: a lazily made SecureRandom. */
object SecureDesk : TokenSource {
    override val random: Random = SecureRandom().asKotlinRandom()
}

/** Log correlation tags and delays only: Random.Default is fine here. */
object JitterDesk : TokenSource {
    override val random: Random = Random.Default
    fun delay(base: Long): Long = base + random.nextLong(250)
}

/** e4c: resume tokens from JitterDesk.next() (Random.Default). Expected: CETP613 error. */
class DeskProvider : ContentProvider() {
    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val out = Bundle()
        val tool = extras?.getString("tool_name", "") ?: ""
        Log.d("desk", "call " + JitterDesk.next(6))
        if (tool == "confirm") {
            out.putString("resume_token", JitterDesk.next())
            out.putString("error_code", "USER_ACTION_REQUIRED")
        } else {
            out.putString("error_code", "UNAVAILABLE")
            out.putString("retry_after_ms", JitterDesk.delay(1000).toString())
        }
        return out
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0
}

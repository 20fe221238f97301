package com.example.r35k1

import android.content.Context
import android.content.pm.PackageManager
import android.os.Binder
import android.util.Base64
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

// Tokens.kt: sessions, resume tokens, the partner check and search analytics.

private val rng = SecureRandom()

fun newToken(): String = ByteArray(24).also(rng::nextBytes).let { Base64.encodeToString(it, Base64.NO_WRAP or Base64.URL_SAFE) }

private val LIBRARY_CERT = byteArrayOf(0x5c, 0x21, 0x7e, 0x09)

fun Context.isLibraryApp(uid: Int): Boolean =
    packageManager.hasSigningCertificate(uid, LIBRARY_CERT, PackageManager.CERT_INPUT_SHA256)

class SessionBook {
    private val owners = HashMap<String, Int>()

    @Synchronized
    fun open(uid: Int): String = newToken().also { owners[it] = uid }

    @Synchronized
    fun valid(token: String?, uid: Int): Boolean = token != null && owners[token] == uid
}

class ResumeBook {
    data class Pending(val uid: Int, val tool: String, val expiresAt: Long)

    private val open = ConcurrentHashMap<String, Pending>()

    fun issue(uid: Int, tool: String): String =
        newToken().also { open[it] = Pending(uid, tool, System.currentTimeMillis() + 600_000L) }

    fun take(token: String, uid: Int): Pending? =
        open.remove(token)?.takeIf { it.uid == uid && it.expiresAt > System.currentTimeMillis() }

    fun find(token: String): Pending? = open[token]?.takeIf { it.expiresAt > System.currentTimeMillis() }
}

object Analytics {
    fun searched(ctx: Context, title: String) {
        val who = Binder.getCallingUid()
        ctx.getSharedPreferences("analytics", Context.MODE_PRIVATE).edit()
            .putString("last_search_$who", title)
            .apply()
    }
}

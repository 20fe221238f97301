package com.tidelog

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.util.Base64
import java.security.SecureRandom
import java.util.Random
import java.util.concurrent.ConcurrentHashMap

object Tokens {
    private val random = SecureRandom()

    @JvmStatic
    fun secure(): String {
        val bytes = ByteArray(24)
        random.nextBytes(bytes)
        return Base64.encodeToString(bytes, Base64.NO_WRAP)
    }
}

object QuickTokens {
    private val rng = Random()

    @JvmStatic
    fun next(): String = "wv-" + java.lang.Long.toHexString(rng.nextLong())
}

object Sessions {
    private val open = ConcurrentHashMap<String, Int>()

    @JvmStatic
    fun open(uid: Int): String = Tokens.secure().also { open[it] = uid }

    @JvmStatic
    fun owns(token: String?, uid: Int): Boolean = token != null && open[token] == uid
}

object Resume {
    private val holds = ConcurrentHashMap<String, Int>()

    @JvmStatic
    fun issue(token: String, uid: Int): String {
        holds[token] = uid
        return token
    }

    @JvmStatic
    fun take(token: String?, uid: Int): Boolean = holds.remove(token ?: return false) == uid
}

object Screens {
    const val REQ_DELETE = 7
    const val REQ_ARCHIVE = 8
    const val REQ_WAIVER = 9

    @JvmStatic
    fun deleteTrip(ctx: Context): PendingIntent =
        PendingIntent.getActivity(ctx, REQ_DELETE, Intent(ctx, DeleteTripActivity::class.java), PendingIntent.FLAG_IMMUTABLE)

    @JvmStatic
    fun archiveTrip(ctx: Context): PendingIntent =
        PendingIntent.getActivity(ctx, REQ_ARCHIVE, Intent(ctx, ArchiveTripActivity::class.java), PendingIntent.FLAG_UPDATE_CURRENT)

    @JvmStatic
    fun waiver(ctx: Context): PendingIntent =
        PendingIntent.getActivity(ctx, REQ_WAIVER, Intent(ctx, WaiverActivity::class.java), PendingIntent.FLAG_IMMUTABLE)
}

package com.bikebus.core

import android.util.Base64
import java.security.SecureRandom

private val rng = SecureRandom()

fun sessionToken(bytes: Int = 24): String {
    val raw = ByteArray(bytes)
    rng.nextBytes(raw)
    return Base64.encodeToString(raw, Base64.NO_WRAP or Base64.URL_SAFE)
}

fun resumeToken(prefix: String = "rt", issuedAt: Long = System.currentTimeMillis()): String =
    prefix + "-" + java.lang.Long.toString(issuedAt, 36)

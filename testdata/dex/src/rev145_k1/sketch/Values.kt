package com.larderly.pantry

import android.content.pm.PackageManager

/** The caller's UID exactly as Binder reported it at the call() entry. */
@JvmInline
value class CallerUid(val raw: Int) {
    /** The package the audit log and the grant table know this UID by. */
    fun primaryPackage(pm: PackageManager): String = pm.getPackagesForUid(raw)!![0]

    /** Every package that runs under this UID. */
    fun packages(pm: PackageManager): List<String> = pm.getPackagesForUid(raw)?.toList() ?: emptyList()

    override fun toString(): String = "uid:$raw"
}

/** An opaque negotiate token. */
@JvmInline
value class SessionId(val token: String)

class Session(val caller: CallerUid, val providerId: String, val expiresAt: Long)

/** One stored terminal outcome of a mutating call (the deduplication record). */
class Record(val tool: String, val digest: String, val result: String)

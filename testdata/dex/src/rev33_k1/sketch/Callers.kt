package com.example.r33k1

import android.content.Context

// Callers.kt: which app is asking, by package.

/** The phone-key app that holds this UID. */
fun Context.ownerPackage(uid: Int): String? {
    val (pkg) = packageManager.getPackagesForUid(uid) ?: return null
    return pkg
}

/** The one package of a UID; null for unknown or shared UIDs. */
fun Context.soleOwner(uid: Int): String? {
    val pkgs = packageManager.getPackagesForUid(uid) ?: return null
    return if (pkgs.size == 1) pkgs[0] else null
}

package com.example.r30k3

import android.content.pm.PackageManager

const val PARTNER = "com.partner.contacts"

// the package of the caller's UID, for the export header
fun PackageManager.ownerOf(uid: Int): String? {
    val (first) = getPackagesForUid(uid) ?: return null
    return first
}

fun PackageManager.isPartner(uid: Int): Boolean =
    getPackagesForUid(uid)?.let { PARTNER in it } == true

fun PackageManager.isOnlyPartner(uid: Int): Boolean =
    getPackagesForUid(uid)?.takeIf { it.size == 1 }?.let { it[0] == PARTNER } ?: false

fun PackageManager.soleOwner(uid: Int): String? =
    getPackagesForUid(uid)?.singleOrNull()

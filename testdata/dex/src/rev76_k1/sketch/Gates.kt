package com.hivewatch

import android.app.Application
import javax.inject.Inject

val KEEPER_APPS = setOf("com.hivewatch", "com.hivewatch.companion", "org.apiary.logbook")

class CallerGate @Inject constructor(private val app: Application) {
    fun callerPackage(uid: Int): String? = app.packageManager.getPackagesForUid(uid)?.get(0)

    fun admits(uid: Int): Boolean {
        val pkg = callerPackage(uid) ?: return false
        return pkg in KEEPER_APPS
    }
}

class YardGate @Inject constructor(private val app: Application) {
    fun admits(uid: Int): Boolean {
        val pkgs = app.packageManager.getPackagesForUid(uid) ?: return false
        return pkgs.any { it in KEEPER_APPS }
    }

    fun admitsOne(uid: Int): Boolean {
        val pkg = app.packageManager.getPackagesForUid(uid)?.singleOrNull() ?: return false
        return pkg in KEEPER_APPS
    }
}

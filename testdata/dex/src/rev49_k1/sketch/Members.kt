package com.shedshare.lend

import android.content.Context

fun isCrewPackage(pkg: String?): Boolean =
    pkg == "com.shedshare.crew" || pkg == "com.shedshare.kiosk"

fun Context.isSoleMember(uid: Int, pkg: String): Boolean =
    packageManager.getPackagesForUid(uid)?.singleOrNull() == pkg && isCrewPackage(pkg)

fun Context.anyCrewApp(uid: Int): Boolean =
    packageManager.getPackagesForUid(uid)?.any { isCrewPackage(it) } == true

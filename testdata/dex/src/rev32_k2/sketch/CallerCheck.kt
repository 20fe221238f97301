package com.example.r32k2

import android.content.Context
import android.content.pm.PackageManager
import android.util.Base64
import java.security.MessageDigest

// CallerCheck.kt: the calling UID must be exactly one package signed with the
// partner certificate (current signers, through SigningInfo).

object CallerCheck {
    private val PINNED: ByteArray by lazy { Base64.decode("3q2+7wABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhs=", Base64.DEFAULT) }

    fun isTrusted(context: Context, uid: Int): Boolean {
        val pm = context.packageManager
        val pkg = pm.getPackagesForUid(uid)?.singleOrNull() ?: return false
        val signers = runCatching { pm.getPackageInfo(pkg, PackageManager.GET_SIGNING_CERTIFICATES) }
            .getOrNull()?.signingInfo?.apkContentsSigners ?: return false
        return signers.any { MessageDigest.getInstance("SHA-256").digest(it.toByteArray()).contentEquals(PINNED) }
    }
}

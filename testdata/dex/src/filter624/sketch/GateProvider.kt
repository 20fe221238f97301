package com.fp

import android.content.ContentProvider
import android.content.ContentValues
import android.content.pm.PackageManager
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import java.util.Arrays

/**
 * Gates that narrow getPackagesForUid's names to the trusted ones with a filter and then look at what is left.
 * streamAny (a stream's filter, then findFirst) and seqAny (a Sequence's filter, then firstOrNull) and seqSome (the
 * filtered list not empty) accept a shared UID when any one of its packages is trusted: CETP624. streamOnly refuses a
 * UID with more than one package first, and seqAll grants only when every package matched: silent.
 */
class GateProvider : ContentProvider() {
    private val trusted = setOf("com.fp.companion")

    private fun pm(): PackageManager = context!!.packageManager

    private fun streamAny(uid: Int): Boolean {
        val pkgs = pm().getPackagesForUid(uid) ?: return false
        return Arrays.stream(pkgs).filter { trusted.contains(it) }.findFirst().isPresent
    }

    private fun streamOnly(uid: Int): Boolean {
        val pkgs = pm().getPackagesForUid(uid) ?: return false
        if (pkgs.size != 1) return false
        return Arrays.stream(pkgs).filter { trusted.contains(it) }.findFirst().isPresent
    }

    private fun seqAny(uid: Int): String? {
        val pkgs = pm().getPackagesForUid(uid) ?: return null
        return pkgs.asSequence().filter { it in trusted }.firstOrNull()
    }

    private fun seqAll(uid: Int): Boolean {
        val pkgs = pm().getPackagesForUid(uid) ?: return false
        val matched = pkgs.asSequence().filter { it in trusted }.toList()
        return matched.isNotEmpty() && matched.size == pkgs.size
    }

    private fun seqSome(uid: Int): Boolean {
        val pkgs = pm().getPackagesForUid(uid) ?: return false
        val matched = pkgs.asSequence().filter { it in trusted }.toList()
        return matched.isNotEmpty()
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val uid = Binder.getCallingUid()
        val allowed = when (extras?.getString("tool_name", "") ?: "") {
            "stream" -> streamAny(uid)
            "stream_one" -> streamOnly(uid)
            "seq" -> seqAny(uid) != null
            "seq_all" -> seqAll(uid)
            else -> seqSome(uid)
        }
        return Bundle().apply { putBoolean("ok", allowed) }
    }

    override fun onCreate(): Boolean = true
    override fun query(uri: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, s: String?, a: Array<String>?): Int = 0
}

package com.rk

import android.content.ContentProvider
import android.content.ContentValues
import android.content.pm.PackageManager
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import kotlinx.coroutines.flow.asFlow
import kotlinx.coroutines.flow.filter
import kotlinx.coroutines.flow.firstOrNull
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.runBlocking

class GateProvider : ContentProvider() {
    private val trusted = setOf("com.rk.companion")
    private val blocked = setOf("com.evil")

    private fun pm(): PackageManager = context!!.packageManager

    // SAFE: a non-trust filter whose first element is only logged; the grant is a single-package check.
    fun logOnly(uid: Int): Boolean {
        val pkgs = pm().getPackagesForUid(uid) ?: return false
        val first = pkgs.asSequence().filter { it.startsWith("com.") }.firstOrNull()
        if (first != null) Log.d("gate", "first com. package " + first)
        return pkgs.size == 1 && pkgs[0] in trusted
    }

    // TP: single() returns the one trusted package of a shared UID.
    fun singleOne(uid: Int): Boolean {
        val pkgs = pm().getPackagesForUid(uid) ?: return false
        val p = pkgs.asSequence().filter { it in trusted }.single()
        return p.isNotEmpty()
    }

    // SAFE: Flow filter, the length guard after the collection.
    fun flowGuardAfter(uid: Int): Boolean = runBlocking {
        val pkgs = pm().getPackagesForUid(uid) ?: return@runBlocking false
        val m = pkgs.asFlow().filter { it in trusted }.firstOrNull()
        if (pkgs.size != 1) return@runBlocking false
        m != null
    }

    // SAFE (same, Sequence): length guard after the firstOrNull.
    fun seqGuardAfter(uid: Int): Boolean {
        val pkgs = pm().getPackagesForUid(uid) ?: return false
        val m = pkgs.asSequence().filter { it in trusted }.firstOrNull()
        if (pkgs.size != 1) return false
        return m != null
    }

    // TP: count() > 0 on a Sequence.
    fun seqCount(uid: Int): Boolean {
        val pkgs = pm().getPackagesForUid(uid) ?: return false
        return pkgs.asSequence().filter { it in trusted }.count() > 0
    }

    // SAFE: every package matched (count compared with the whole).
    fun seqCountAll(uid: Int): Boolean {
        val pkgs = pm().getPackagesForUid(uid) ?: return false
        return pkgs.asSequence().filter { it in trusted }.count() == pkgs.size
    }

    // SAFE-ish: a denylist — refused when any package is blocked, granted otherwise (not "any one matches").
    fun denyAny(uid: Int): Boolean {
        val pkgs = pm().getPackagesForUid(uid) ?: return false
        if (pkgs.asSequence().filter { it in blocked }.toList().isNotEmpty()) return false
        return true
    }

    // TP, missed: the list comes back through the state machine (Flow.toList suspends).
    fun flowList(uid: Int): Boolean = runBlocking {
        val pkgs = pm().getPackagesForUid(uid) ?: return@runBlocking false
        val l = pkgs.asFlow().filter { it in trusted }.toList()
        l.isNotEmpty()
    }

    // TP: Sequence filterNot (not untrusted) then firstOrNull.
    fun seqFilterNot(uid: Int): Boolean {
        val pkgs = pm().getPackagesForUid(uid) ?: return false
        return pkgs.asSequence().filterNot { it !in trusted }.firstOrNull() != null
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val uid = Binder.getCallingUid()
        val allowed = when (extras?.getString("tool_name", "") ?: "") {
            "a" -> logOnly(uid)
            "b" -> singleOne(uid)
            "c" -> flowGuardAfter(uid)
            "d" -> seqGuardAfter(uid)
            "e" -> seqCount(uid)
            "f" -> seqCountAll(uid)
            "g" -> denyAny(uid)
            "h" -> flowList(uid)
            else -> seqFilterNot(uid)
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

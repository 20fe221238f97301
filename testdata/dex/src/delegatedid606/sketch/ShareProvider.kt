package com.dq

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import kotlin.properties.ReadOnlyProperty
import kotlin.reflect.KProperty

/** A String extra read by the key the delegate was made with. */
class ExtraString(private val extras: Bundle, private val key: String) : ReadOnlyProperty<Any?, String?> {
    override fun getValue(thisRef: Any?, property: KProperty<*>): String? = extras.getString(key)
}

fun Bundle.extra(key: String) = ExtraString(this, key)

/** Named views of a call's extras. */
class CallView(extras: Bundle) {
    val callerPackage: String? by extras.extra("caller_package")
    val note: String? by extras.extra("note")
}

/**
 * share: the acting app is the caller_package property when sent (CETP606 at the read); audit: the same
 * property only compared with the package of the Binder UID, to refuse a mismatch (silent).
 */
class ShareProvider : ContentProvider() {
    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val x = extras ?: return null
        val view = CallView(x)
        val real = context!!.packageManager.getNameForUid(uid)
        val out = Bundle()
        when (method) {
            "share" -> out.putString("acting_package", view.callerPackage ?: real)
            "audit" -> {
                val claimed = view.callerPackage
                if (claimed != null && claimed != real) {
                    out.putString("error_code", "PERMISSION_DENIED")
                } else {
                    out.putString("note", view.note)
                }
            }
        }
        return out
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0
}

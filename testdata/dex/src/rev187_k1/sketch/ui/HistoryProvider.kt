package app.larder.ui

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import app.larder.core.Larder

/** The history feed behind the home-screen widget (app.larder.history); not exported. */
class HistoryProvider : ContentProvider() {
    override fun onCreate(): Boolean {
        Larder.init(requireNotNull(getContext()))
        return true
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? =
        Larder.db.getReadableDatabase().query("history", arrayOf("item", "action", "at"), null, null, null, null, "at DESC")

    override fun insert(uri: Uri, values: ContentValues?): Uri? {
        val row = ContentValues().apply {
            values?.let { putAll(it) }
            put("at", System.currentTimeMillis())
        }
        Larder.db.getWritableDatabase().insertOrThrow("history", null, row)
        requireNotNull(getContext()).getContentResolver().notifyChange(uri, null)
        return uri
    }

    override fun getType(uri: Uri): String? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0
}

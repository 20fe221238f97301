package app.trailmark.logbook.cetp

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import app.trailmark.logbook.data.trailDb

/** Rendered map snapshots of routes and entries. Not exported: only this app's own identity may call it. */
class MapCacheProvider : ContentProvider() {
    override fun onCreate(): Boolean = true

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? {
        val owner = selectionArgs?.singleOrNull() ?: return null
        return context?.trailDb?.readableDatabase?.query("map_cache", arrayOf("zoom", "png"), "owner = ?", arrayOf(owner), null, null, "zoom")
    }

    /** Drops every snapshot of one owner ("route/12", "entry/40"); the selection is always `owner = ?`. */
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int {
        val owner = selectionArgs?.singleOrNull() ?: return 0
        return context?.trailDb?.writableDatabase?.delete("map_cache", "owner = ?", arrayOf(owner)) ?: 0
    }

    override fun getType(uri: Uri): String? = null

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null

    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        val URI: Uri by lazy { Uri.parse("content://app.trailmark.logbook.mapcache/snapshots") }
    }
}

package com.spokeshare

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import kotlinx.coroutines.TimeoutCancellationException
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout

/** CETP v2 endpoint of the bikes desk (authority com.spokeshare.bikes). */
class BikesProvider : ContentProvider() {
    private lateinit var desk: BikesDesk

    override fun onCreate(): Boolean {
        val ctx = context ?: return false
        val db = SpokeDb(ctx)
        desk = BikesDesk(ctx, Stations(db), Receipts(db))
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val env = Envelope.read(method, extras)
        val ctx = context ?: return env.error("UNAVAILABLE", "Spokeshare is starting", true)
        val caller = Callers.admit(ctx, uid) ?: return env.error("PERMISSION_DENIED", "This app may not use Spokeshare bikes", false)
        return try {
            runBlocking {
                withTimeout(env.budgetMillis()) { desk.serve(caller, env) }
            }
        } catch (e: TimeoutCancellationException) {
            env.error("DEADLINE_EXCEEDED", "The bikes desk ran out of time; ask again with the same request_id", true)
        }
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0
}

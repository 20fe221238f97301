package com.tutortime

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import androidx.datastore.core.DataStore
import androidx.datastore.preferences.core.Preferences
import androidx.datastore.preferences.core.stringPreferencesKey
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import java.io.File

class TutorDb(private val ctx: Context) {
    val db: SQLiteDatabase get() = SQLiteDatabase.openOrCreateDatabase(File(ctx.filesDir, "tutor.db"), null)
}

class SessionRepo(private val tutorDb: TutorDb) {
    fun bySubject(subject: String): Int =
        tutorDb.db.rawQuery("SELECT id FROM slots WHERE subject = ?", arrayOf(subject)).use { it.count }

    fun findTutor(name: String): Int =
        tutorDb.db.rawQuery("SELECT id FROM tutors WHERE name = '" + name + "'", null).use { it.count }

    fun book(slotId: Long, owner: String): Long {
        val values = ContentValues()
        values.put("slot_id", slotId)
        values.put("owner", owner)
        return tutorDb.db.insert("bookings", null, values)
    }

    fun cancel(slotId: Long, owner: String): Int =
        tutorDb.db.delete("bookings", "slot_id = ? AND owner = ?", arrayOf(slotId.toString(), owner))

    fun history(uid: Int): Int =
        tutorDb.db.rawQuery("SELECT id FROM bookings WHERE uid = ?", arrayOf(uid.toString())).use { it.count }
}

class TokenStore(private val dataStore: DataStore<Preferences>) {
    fun hold(token: String, uid: Int) {
        runBlocking {
            dataStore.updateData { prefs -> prefs.also { it[stringPreferencesKey("hold_" + token)] = uid.toString() } }
        }
    }

    fun redeem(token: String?): Boolean {
        if (token.isNullOrEmpty()) return false
        val prefs = runBlocking { dataStore.data.first() }
        return prefs[stringPreferencesKey("hold_" + token)] != null
    }
}

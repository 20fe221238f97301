package com.visitloop.care

import android.app.PendingIntent
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import androidx.room.Dao
import androidx.room.Database
import androidx.room.Query
import androidx.room.RawQuery
import androidx.room.Room
import androidx.room.RoomDatabase
import androidx.sqlite.db.SupportSQLiteQuery
import javax.inject.Inject

object VisitConfig {
    @JvmField val TEAM_CERT = ByteArray(32) { 0x5a }
    @JvmField val CONFIRM_FLAGS = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT
    @JvmField val RELEASE_FLAGS = PendingIntent.FLAG_UPDATE_CURRENT
    @JvmField val NOTE_LIMIT = 40
}

sealed class VisitError {
    class NotFound(val id: Long) : VisitError()
    class Conflict(val detail: String) : VisitError()
    class Store(val cause: Throwable) : VisitError()
}

class VisitFailure(val error: VisitError) : Exception()

@Dao
interface VisitDao {
    @Query("SELECT patient FROM visits WHERE patient = ? ORDER BY due")
    fun findByPatient(patient: String): List<String>

    @Query("SELECT count(*) FROM visits WHERE nurse_uid = ?")
    suspend fun countForNurse(uid: Int): Int

    @Query("SELECT count(*) FROM visits WHERE done = 0")
    fun openCount(): Int

    @Query("UPDATE visits SET done = 1 WHERE _id = ?")
    fun complete(id: Long): Int

    @Query("UPDATE visits SET assigned_by = ? WHERE _id = ?")
    fun reassign(id: Long, assignedBy: String): Int

    @RawQuery
    fun searchNotes(query: SupportSQLiteQuery): Int
}

@Database(entities = [], version = 3)
abstract class CareDatabase : RoomDatabase() {
    abstract fun visitDao(): VisitDao

    companion object {
        fun open(context: Context): CareDatabase =
            Room.databaseBuilder(context, CareDatabase::class.java, "care.db").build()
    }
}

object VisitQueries {
    fun notesLike(text: String): String = "SELECT count(*) FROM notes WHERE body LIKE '%" + text + "%'"

    const val NOTES_LIKE_BOUND = "SELECT count(*) FROM notes WHERE body LIKE ?"
}

interface NurseDirectory {
    fun lookup(name: String): Int
    fun shifts(name: String): Int
}

class SqlNurseDirectory @Inject constructor(private val db: SQLiteDatabase) : NurseDirectory {
    override fun lookup(name: String): Int =
        db.rawQuery("SELECT _id FROM nurses WHERE display_name = '" + name + "'", null).use { it.count }

    override fun shifts(name: String): Int =
        db.rawQuery("SELECT _id FROM shifts WHERE nurse = ?", arrayOf(name)).use { it.count }
}

class CachedNurseDirectory(private val names: Map<String, Int>) : NurseDirectory {
    override fun lookup(name: String): Int = names[name] ?: -1
    override fun shifts(name: String): Int = if (names.containsKey(name)) 1 else 0
}

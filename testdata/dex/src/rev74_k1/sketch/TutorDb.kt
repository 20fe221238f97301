package com.tutortime

import android.content.Context
import androidx.room.Room
import androidx.room.RoomDatabase
import androidx.sqlite.db.SupportSQLiteQuery

interface TutorDao {
    // @Query("SELECT name FROM tutors WHERE subject = ?")
    fun tutorsFor(subject: String): List<String>

    // @RawQuery
    fun rawTutors(query: SupportSQLiteQuery): List<String>
}

abstract class TutorDb : RoomDatabase() {
    abstract fun tutorDao(): TutorDao

    companion object {
        @Volatile
        private var instance: TutorDb? = null

        fun get(context: Context): TutorDb {
            val known = instance
            if (known != null) return known
            val db = Room.databaseBuilder(context.applicationContext, TutorDb::class.java, "tutortime.db").build()
            instance = db
            return db
        }
    }
}

package com.quiltroom

import android.content.Context
import android.database.Cursor
import androidx.room.Dao
import androidx.room.Database
import androidx.room.Entity
import androidx.room.Insert
import androidx.room.PrimaryKey
import androidx.room.Query
import androidx.room.RawQuery
import androidx.room.Room
import androidx.room.RoomDatabase
import androidx.sqlite.db.SupportSQLiteQuery

@Entity(tableName = "patterns")
class Pattern(@PrimaryKey val id: String, val name: String, val blocks: Int, val ownerUid: Int)

@Dao
interface PatternDao {
    @Insert
    fun insert(pattern: Pattern)

    @Query("DELETE FROM patterns WHERE id = :id")
    suspend fun delete(id: String): Int

    @Query("SELECT COUNT(*) FROM patterns WHERE ownerUid = :uid")
    fun countFor(uid: Int): Int

    @RawQuery
    fun raw(q: SupportSQLiteQuery): Cursor
}

@Database(entities = [Pattern::class], version = 1)
abstract class QuiltDatabase : RoomDatabase() {
    abstract fun patternDao(): PatternDao

    companion object {
        @Volatile
        private var instance: QuiltDatabase? = null

        fun open(context: Context): QuiltDatabase {
            val known = instance
            if (known != null) return known
            val made = Room.databaseBuilder(context.applicationContext, QuiltDatabase::class.java, "quilt.db").build()
            instance = made
            return made
        }
    }
}

package com.quillvault

import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteException
import android.database.sqlite.SQLiteOpenHelper
import android.util.Log
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.flow
import kotlinx.coroutines.withContext
import org.json.JSONObject

class QuillDb(ctx: Context) : SQLiteOpenHelper(ctx, "quill.db", null, 3) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE notes (id TEXT PRIMARY KEY, title TEXT, body TEXT, tag TEXT, private INTEGER DEFAULT 0, archived INTEGER DEFAULT 0, year TEXT)")
        db.execSQL("CREATE TABLE audit (uid INTEGER, job TEXT, detail TEXT)")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        db.execSQL("DROP TABLE IF EXISTS notes")
        db.execSQL("DROP TABLE IF EXISTS audit")
        onCreate(db)
    }
}

/** Reads and writes notes off the Binder thread; a database failure comes back as a StoreError. */
class Store(private val db: QuillDb) {
    suspend fun rows(op: String, sql: String, vararg bind: String): Result<List<JSONObject>> =
        withContext(Dispatchers.IO) {
            val started = System.nanoTime()
            try {
                Result.success(read(sql, bind))
            } catch (e: SQLiteException) {
                Result.failure(StoreError(op, e))
            } finally {
                Log.d(TAG, "$op took ${(System.nanoTime() - started) / 1000} us")
            }
        }

    private fun read(sql: String, bind: Array<out String>): List<JSONObject> =
        db.readableDatabase.rawQuery(sql, arrayOf(*bind)).use { it.toJson() }

    /** The same rows one at a time; the StoreError is thrown into the collector. */
    fun stream(op: String, sql: String, vararg bind: String): Flow<JSONObject> = flow {
        rows(op, sql, *bind).getOrThrow().forEach { emit(it) }
    }

    suspend fun write(op: String, block: (SQLiteDatabase) -> Unit): Result<Unit> =
        withContext(Dispatchers.IO) {
            runCatching { block(db.writableDatabase) }.recoverCatching { throw StoreError(op, it) }
        }

    companion object {
        const val TAG = "QuillStore"
    }
}

private fun Cursor.toJson(): List<JSONObject> {
    val out = ArrayList<JSONObject>()
    while (moveToNext()) {
        val row = JSONObject()
        for (i in 0 until columnCount) row.put(getColumnName(i), getString(i))
        out.add(row)
    }
    return out
}

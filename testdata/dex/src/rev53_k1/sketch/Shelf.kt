package com.lendshelf

import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

class Game
class Book

class ShelfDb(ctx: Context) : SQLiteOpenHelper(ctx, "shelf.db", null, 1) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE Game (_id INTEGER PRIMARY KEY, title TEXT)")
        db.execSQL("CREATE TABLE loans (_id INTEGER PRIMARY KEY, game_id INTEGER, borrower_uid INTEGER, due INTEGER)")
        db.execSQL("CREATE TABLE holds (_id INTEGER PRIMARY KEY, book_id INTEGER, holder_uid INTEGER, holder TEXT)")
    }

    override fun onUpgrade(db: SQLiteDatabase, old: Int, new: Int) = Unit

    companion object {
        private var instance: ShelfDb? = null

        fun get(ctx: Context): ShelfDb = synchronized(this) {
            instance ?: ShelfDb(ctx.applicationContext).also { instance = it }
        }
    }
}

fun Context.shelfDb(): SQLiteDatabase = ShelfDb.get(this).writableDatabase

val shelfWorker: ExecutorService = Executors.newSingleThreadExecutor()

inline fun <reified T : Any> SQLiteDatabase.findBy(column: String, value: String): Cursor =
    rawQuery("SELECT _id FROM " + T::class.java.simpleName + " WHERE " + column + " = '" + value + "'", null)

inline fun <reified T : Any> SQLiteDatabase.findBound(column: String, value: String): Cursor =
    rawQuery("SELECT _id FROM " + T::class.java.simpleName + " WHERE " + column + " = ?", arrayOf(value))

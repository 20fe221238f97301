package com.marginalia.notes.core

import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper

/** Notes, reminders, attachments and the tool providers' request_id records, in one database. */
class NotesDb(context: Context) : SQLiteOpenHelper(context, "marginalia.db", null, 7) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE notes (id INTEGER PRIMARY KEY, title TEXT, body TEXT, notebook TEXT, trashed INTEGER DEFAULT 0, updated_at INTEGER)")
        db.execSQL("CREATE TABLE reminders (id INTEGER PRIMARY KEY, note_id INTEGER, title TEXT, due_at INTEGER, delivered INTEGER DEFAULT 0, created_at INTEGER)")
        db.execSQL("CREATE TABLE attachments (id INTEGER PRIMARY KEY, note_id INTEGER, file TEXT, media_type TEXT)")
        db.execSQL("CREATE TABLE replays (key TEXT PRIMARY KEY, tool TEXT, digest TEXT, status TEXT, data TEXT)")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        for (table in arrayOf("notes", "reminders", "attachments", "replays")) db.execSQL("DROP TABLE IF EXISTS " + table)
        onCreate(db)
    }
}

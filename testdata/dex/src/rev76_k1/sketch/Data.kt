package com.hivewatch

import android.app.Application
import android.content.ContentValues
import android.database.sqlite.SQLiteDatabase
import java.io.File
import javax.inject.Inject
import javax.inject.Singleton

@Singleton
class HiveDb @Inject constructor(app: Application) {
    val db: SQLiteDatabase = SQLiteDatabase.openOrCreateDatabase(File(app.filesDir, "hives.db"), null)
}

@Singleton
class Journal @Inject constructor(private val hives: HiveDb) {
    fun record(uid: Int, what: String) {
        hives.db.insert("journal", null, ContentValues().apply {
            put("uid", uid)
            put("what", what)
        })
    }
}

package com.trailmix

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.os.Binder
import androidx.work.CoroutineWorker
import androidx.work.WorkerParameters
import java.io.File

fun Context.snackDb(): SQLiteDatabase =
    SQLiteDatabase.openOrCreateDatabase(File(filesDir, "snacks.db"), null)

class PurgeWorker(ctx: Context, params: WorkerParameters) : CoroutineWorker(ctx, params) {
    override suspend fun doWork(): Result {
        applicationContext.snackDb().delete("pantry", null, null)
        return Result.success()
    }
}

class BackupWorker(ctx: Context, params: WorkerParameters) : CoroutineWorker(ctx, params) {
    override suspend fun doWork(): Result {
        applicationContext.snackDb().execSQL("INSERT INTO list_backup SELECT * FROM list")
        return Result.success()
    }
}

class ClearWorker(ctx: Context, params: WorkerParameters) : CoroutineWorker(ctx, params) {
    override suspend fun doWork(): Result {
        applicationContext.snackDb().delete("list", null, null)
        return Result.success()
    }
}

class DropWorker(ctx: Context, params: WorkerParameters) : CoroutineWorker(ctx, params) {
    override suspend fun doWork(): Result {
        val id = inputData.getString("id") ?: return Result.failure()
        if (!inputData.getBoolean("confirmed", false)) return Result.failure()
        applicationContext.snackDb().delete("snacks", "id = ?", arrayOf(id))
        return Result.success()
    }
}

class HideWorker(ctx: Context, params: WorkerParameters) : CoroutineWorker(ctx, params) {
    override suspend fun doWork(): Result {
        val id = inputData.getString("id") ?: return Result.failure()
        if (!inputData.getBoolean("confirmed", false)) return Result.failure()
        applicationContext.snackDb().delete("snacks", "id = ?", arrayOf(id))
        return Result.success()
    }
}

class TallyWorker(ctx: Context, params: WorkerParameters) : CoroutineWorker(ctx, params) {
    override suspend fun doWork(): Result {
        val row = ContentValues()
        row.put("snack", inputData.getString("snack"))
        row.put("owner", Binder.getCallingUid())
        applicationContext.snackDb().insert("tally", null, row)
        return Result.success()
    }
}

class NoteWorker(ctx: Context, params: WorkerParameters) : CoroutineWorker(ctx, params) {
    override suspend fun doWork(): Result {
        val row = ContentValues()
        row.put("snack", inputData.getString("snack"))
        row.put("owner", inputData.getInt("uid", -1))
        applicationContext.snackDb().insert("notes", null, row)
        return Result.success()
    }
}

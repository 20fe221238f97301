package com.tutortime

import android.content.Context
import androidx.work.CoroutineWorker
import androidx.work.WorkerParameters
import dagger.hilt.android.EntryPointAccessors

class SyncWorker(ctx: Context, params: WorkerParameters) : CoroutineWorker(ctx, params) {
    override suspend fun doWork(): Result {
        val db = EntryPointAccessors.fromApplication(applicationContext, WorkerEntryPoint::class.java).db().db
        val subject = inputData.getString("subject") ?: return Result.failure()
        db.delete("slots_cache", "subject = ?", arrayOf(subject))
        val tutor = inputData.getString("tutor") ?: return Result.success()
        db.execSQL("DELETE FROM tutor_cache WHERE tutor = '" + tutor + "'")
        return Result.success()
    }
}

interface WorkerEntryPoint {
    fun db(): TutorDb
}

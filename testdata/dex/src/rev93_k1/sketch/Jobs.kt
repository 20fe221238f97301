package com.trailmix

import android.app.job.JobParameters
import android.app.job.JobService

class SearchJobService : JobService() {
    override fun onStartJob(params: JobParameters): Boolean {
        val q = params.extras.getString("query")
        val c = snackDb().rawQuery("SELECT name FROM trails WHERE name LIKE '%" + q + "%'", null)
        c.close()
        return false
    }

    override fun onStopJob(params: JobParameters): Boolean = false
}

class NearJobService : JobService() {
    override fun onStartJob(params: JobParameters): Boolean {
        val region = params.extras.getString("region")
        val c = snackDb().rawQuery("SELECT name FROM trails WHERE region = ?", arrayOf(region))
        c.close()
        return false
    }

    override fun onStopJob(params: JobParameters): Boolean = false
}

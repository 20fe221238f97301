package com.saltmarsh.podcasts

import android.app.DownloadManager
import android.app.job.JobInfo
import android.app.job.JobParameters
import android.app.job.JobScheduler
import android.app.job.JobService
import android.content.ComponentName
import android.content.Context
import android.net.Uri
import android.os.Environment
import android.os.PersistableBundle
import android.util.Log

const val EXTRA_EPISODE = "episode_id"
const val EXTRA_UID = "uid"
const val EXTRA_OPERATION = "operation_id"

object Jobs {
    fun schedule(ctx: Context, job: Class<out FetchJob>, id: Int, extras: PersistableBundle) {
        val info = JobInfo.Builder(id, ComponentName(ctx, job))
            .setRequiredNetworkType(JobInfo.NETWORK_TYPE_ANY)
            .setExtras(extras)
            .build()
        ctx.getSystemService(JobScheduler::class.java).schedule(info)
    }
}

/** Hands one episode to DownloadManager once the network is up, on behalf of the assistant whose UID the job carries. */
abstract class FetchJob : JobService() {
    protected val graph: PodcastGraph get() = PodcastGraph.of(this)

    /** The package the episode is fetched for, named in DownloadManager's notification and kept with the file. */
    protected abstract fun requester(uid: Int): String?

    protected abstract fun request(episode: Episode, requester: String): DownloadManager.Request

    protected abstract fun started(extras: PersistableBundle, episode: Episode, downloadId: Long, requester: String)

    override fun onStartJob(params: JobParameters): Boolean {
        val extras = params.extras
        val episode = graph.db.episode(extras.getLong(EXTRA_EPISODE, -1L)) ?: return false
        val requester = requester(extras.getInt(EXTRA_UID, -1)) ?: return false
        val downloadId = getSystemService(DownloadManager::class.java).enqueue(request(episode, requester))
        started(extras, episode, downloadId, requester)
        return false
    }

    override fun onStopJob(params: JobParameters): Boolean = false
}

/** download_episode's job (library provider). */
class DownloadJob : FetchJob() {
    override fun requester(uid: Int): String? = packageManager.getPackagesForUid(uid)?.get(0)

    override fun request(episode: Episode, requester: String): DownloadManager.Request =
        DownloadManager.Request(Uri.parse(episode.audioUrl))
            .setTitle(episode.title)
            .setDescription("Downloaded for $requester")
            .setDestinationInExternalFilesDir(this, Environment.DIRECTORY_PODCASTS, "${episode.id}.mp3")

    override fun started(extras: PersistableBundle, episode: Episode, downloadId: Long, requester: String) {
        graph.downloads.started(episode.id, downloadId, requester)
        extras.getString(EXTRA_OPERATION)?.let { graph.operations.running(it, downloadId) }
    }
}

/** queue_episode's job (player provider): the first part of a queued episode, fetched ahead of playback. */
class PrefetchJob : FetchJob() {
    override fun requester(uid: Int): String? = packageManager.getPackagesForUid(uid)?.singleOrNull()

    override fun request(episode: Episode, requester: String): DownloadManager.Request =
        DownloadManager.Request(Uri.parse(episode.audioUrl))
            .setTitle(episode.title)
            .setDescription("Prefetched for $requester")
            .setNotificationVisibility(DownloadManager.Request.VISIBILITY_HIDDEN)
            .setDestinationInExternalFilesDir(this, "prefetch", "${episode.id}.part")

    override fun started(extras: PersistableBundle, episode: Episode, downloadId: Long, requester: String) {
        Log.d("SaltmarshPrefetch", "prefetching ${episode.id} for $requester as $downloadId")
    }
}

package app.quire.reader.digest

import android.app.AlarmManager
import android.app.PendingIntent
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.util.Log
import app.quire.reader.data.QuireDb
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

/** App-wide scope for work that outlives a receiver's onReceive. */
object AppScope {
    @JvmStatic
    val io: CoroutineScope = CoroutineScope(SupervisorJob() + Dispatchers.IO)
}

/** The daily highlights digest and the reading reminder, as alarms. */
object DigestScheduler {
    const val ACTION_DIGEST = "app.quire.reader.action.DAILY_DIGEST"
    const val ACTION_REMIND = "app.quire.reader.action.READING_REMINDER"
    private const val DAY_MS = 24 * 60 * 60 * 1000L

    suspend fun reschedule(context: Context) {
        val db = QuireDb.get(context)
        val reading = withContext(Dispatchers.IO) {
            db.readableDatabase.query("books", arrayOf("id"), "status = ?", arrayOf("reading"), null, null, null).use { it.count }
        }
        val now = System.currentTimeMillis()
        val alarms = context.getSystemService(Context.ALARM_SERVICE) as AlarmManager
        val digest = PendingIntent.getBroadcast(
            context, 7, Intent(ACTION_DIGEST), PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_MUTABLE,
        )
        alarms.set(AlarmManager.RTC, now + DAY_MS, digest)
        if (reading > 0) {
            val remind = PendingIntent.getBroadcast(
                context, 8, Intent(context, DigestReceiver::class.java).setAction(ACTION_REMIND),
                PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_MUTABLE,
            )
            alarms.set(AlarmManager.RTC, now + DAY_MS / 2, remind)
        }
        Log.i(TAG, "digest rescheduled, $reading books in progress")
    }

    const val TAG = "QuireDigest"
}

/** After a reboot the alarms are gone: set them again. */
class BootReceiver : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        AppScope.io.launch { DigestScheduler.reschedule(context) }
    }
}

/** Fires the digest and the reminder; each firing schedules the next one. */
class DigestReceiver : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        Log.i(DigestScheduler.TAG, "alarm ${intent.action}")
        AppScope.io.launch { DigestScheduler.reschedule(context) }
    }
}

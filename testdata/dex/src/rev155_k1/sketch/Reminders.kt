package com.tidewell.home

import android.app.AlarmManager
import android.app.PendingIntent
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.content.IntentFilter
import android.os.Handler
import android.os.HandlerThread
import android.util.Log
import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit

/** The alarms of the reminders: one alarm clock per reminder, firing ReminderAlarmReceiver, showing ReminderActivity. */
object ReminderAlarms {
    fun arm(ctx: Context, reminder: Reminder) {
        val code = reminder.id.toInt()
        val fire = PendingIntent.getBroadcast(ctx, code, fireIntent(ctx, reminder.id), PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
        val show = PendingIntent.getActivity(
            ctx, code, Intent(ctx, ReminderActivity::class.java).putExtra(EXTRA_REMINDER, reminder.id),
            PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT,
        )
        ctx.getSystemService(AlarmManager::class.java).setAlarmClock(AlarmManager.AlarmClockInfo(reminder.dueAt, show), fire)
    }

    fun disarm(ctx: Context, id: Long) {
        val fire = PendingIntent.getBroadcast(ctx, id.toInt(), fireIntent(ctx, id), PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_NO_CREATE)
            ?: return
        ctx.getSystemService(AlarmManager::class.java).cancel(fire)
        fire.cancel()
    }

    private fun fireIntent(ctx: Context, id: Long): Intent =
        Intent(ctx, ReminderAlarmReceiver::class.java).setAction(ACTION_REMINDER_FIRE).putExtra(EXTRA_REMINDER, id)
}

/** The reminders' looper thread: every change to a reminder and its alarm happens here, one at a time. */
class ReminderWorker private constructor(ctx: Context) {
    private val thread = HandlerThread("reminders").apply { start() }
    val handler = Handler(thread.looper)

    /** The wall clock or the time zone moved: alarm clocks are re-armed on this thread. */
    private val clockChanged = object : BroadcastReceiver() {
        override fun onReceive(context: Context, intent: Intent) {
            val db = HomeDb.get(context)
            for (reminder in db.upcoming(System.currentTimeMillis())) ReminderAlarms.arm(context, reminder)
            Log.i(TAG, "reminders re-armed after ${intent.action}")
        }
    }

    init {
        val filter = IntentFilter(Intent.ACTION_TIME_CHANGED)
        filter.addAction(Intent.ACTION_TIMEZONE_CHANGED)
        ctx.registerReceiver(clockChanged, filter, null, handler)
    }

    companion object {
        private var instance: ReminderWorker? = null

        @Synchronized
        fun get(ctx: Context): ReminderWorker = instance ?: ReminderWorker(ctx.applicationContext).also { instance = it }
    }
}

/** A result handed from the worker's looper thread to the Binder thread that waits for it. */
class Handoff<T : Any> {
    private val done = CountDownLatch(1)

    @Volatile
    private var value: T? = null

    fun complete(result: T) {
        value = result
        done.countDown()
    }

    /** The result, or null when the worker did not finish within [timeoutMs]. */
    fun await(timeoutMs: Long): T? = if (done.await(timeoutMs, TimeUnit.MILLISECONDS)) value else null
}

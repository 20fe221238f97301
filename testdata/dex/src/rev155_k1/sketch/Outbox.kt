package com.tidewell.home

import android.app.Activity
import android.app.PendingIntent
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.telephony.SmsManager
import kotlinx.coroutines.CancellableContinuation
import kotlinx.coroutines.suspendCancellableCoroutine
import java.util.concurrent.ConcurrentHashMap
import kotlin.coroutines.resume
import kotlin.coroutines.resumeWithException

class SmsSendException(message: String) : Exception(message)

/** Sends texts through SmsManager and waits for the radio's verdict, which SmsSentReceiver brings back. */
class Outbox private constructor(private val ctx: Context) {
    private val waiting = ConcurrentHashMap<String, CancellableContinuation<Int>>()

    /** Hands the text to the radio; resumes with the sent result, or fails with what the radio said. */
    suspend fun send(to: String, body: String, ref: String): Int = suspendCancellableCoroutine { cont ->
        waiting[ref] = cont
        cont.invokeOnCancellation { waiting.remove(ref) }
        val sent = Intent(ctx, SmsSentReceiver::class.java)
            .setAction(ACTION_SMS_SENT)
            .putExtra(EXTRA_REF, ref)
            .putExtra(EXTRA_TO, to)
        val onSent = PendingIntent.getBroadcast(
            ctx, Tokens.nextRequestCode(), sent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_ONE_SHOT,
        )
        SmsManager.getDefault().sendTextMessage(to, null, body, onSent, null)
    }

    /** SmsSentReceiver's callback: the radio's result code for the text [ref]. */
    fun onSent(ref: String, to: String?, resultCode: Int) {
        val cont = waiting.remove(ref) ?: return
        if (resultCode == Activity.RESULT_OK) {
            cont.resume(resultCode)
        } else {
            cont.resumeWithException(SmsSendException("SmsManager result $resultCode for $to (ref $ref)"))
        }
    }

    companion object {
        private var instance: Outbox? = null

        @Synchronized
        fun get(ctx: Context): Outbox = instance ?: Outbox(ctx.applicationContext).also { instance = it }
    }
}

/** The sent PendingIntent's target: passes the result code on to the waiting send. */
class SmsSentReceiver : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        val ref = intent.getStringExtra(EXTRA_REF) ?: return
        Outbox.get(context).onSent(ref, intent.getStringExtra(EXTRA_TO), resultCode)
    }
}

package com.larderly

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.util.Log

const val EXTRA_TOKEN = "com.larderly.extra.RESUME_TOKEN"
const val EXTRA_SUBJECT = "com.larderly.extra.SUBJECT"
const val ACTION_CONFIRM_SHARE = "com.larderly.action.CONFIRM_SHARE"

interface ResolutionFactory {
    fun create(ctx: Context, requestCode: Int, intent: Intent): PendingIntent
}

// Written for the delivery notifications, whose extras are refreshed in place.
class UpdatingResolutions : ResolutionFactory {
    override fun create(ctx: Context, requestCode: Int, intent: Intent): PendingIntent =
        PendingIntent.getActivity(ctx, requestCode, intent, PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_ONE_SHOT)
}

class SealedResolutions : ResolutionFactory {
    override fun create(ctx: Context, requestCode: Int, intent: Intent): PendingIntent =
        PendingIntent.getActivity(ctx, requestCode, intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_ONE_SHOT)
}

interface ConfirmIntents {
    fun order(ctx: Context, basket: String, total: String): Intent
    fun cancel(ctx: Context, orderId: Long): Intent
    fun share(ctx: Context, listId: Long, recipient: String): Intent
}

class ExplicitConfirmIntents : ConfirmIntents {
    override fun order(ctx: Context, basket: String, total: String): Intent =
        Intent(ctx, ConfirmOrderActivity::class.java).putExtra(EXTRA_SUBJECT, "basket $basket, $total")

    override fun cancel(ctx: Context, orderId: Long): Intent =
        Intent(ctx, ConfirmOrderActivity::class.java).putExtra(EXTRA_SUBJECT, "cancel order $orderId")

    override fun share(ctx: Context, listId: Long, recipient: String): Intent =
        Intent(ctx, ConfirmShareActivity::class.java).putExtra(EXTRA_SUBJECT, "list $listId to $recipient")
}

// Forwards to the explicit builder, except share, which goes through the action so the
// share confirmation screen can be swapped per build flavour.
class TracingConfirmIntents(private val inner: ConfirmIntents) : ConfirmIntents by inner {
    override fun share(ctx: Context, listId: Long, recipient: String): Intent {
        Log.d("LarderlyConfirm", "share confirmation for list $listId")
        return Intent(ACTION_CONFIRM_SHARE).setPackage(ctx.packageName).putExtra(EXTRA_SUBJECT, "list $listId to $recipient")
    }
}

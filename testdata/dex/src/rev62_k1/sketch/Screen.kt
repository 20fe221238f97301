package com.tutortime

import android.app.PendingIntent
import android.content.Context
import android.content.Intent

sealed class Screen {
    abstract fun pendingIntent(ctx: Context): PendingIntent

    data object BookSlot : Screen() {
        override fun pendingIntent(ctx: Context): PendingIntent =
            PendingIntent.getActivity(ctx, 1, Intent(ctx, ConfirmBookingActivity::class.java), PendingIntent.FLAG_UPDATE_CURRENT)
    }

    data object CancelSlot : Screen() {
        override fun pendingIntent(ctx: Context): PendingIntent =
            PendingIntent.getActivity(ctx, 2, Intent(ctx, ConfirmCancelActivity::class.java), PendingIntent.FLAG_IMMUTABLE)
    }

    data object SwapTutor : Screen() {
        override fun pendingIntent(ctx: Context): PendingIntent =
            PendingIntent.getActivity(ctx, 3, Intent("com.tutortime.action.SWAP_TUTOR").setPackage(ctx.packageName), PendingIntent.FLAG_IMMUTABLE)
    }
}

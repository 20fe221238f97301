package com.visitloop.care

import android.app.PendingIntent
import android.content.Context
import android.content.Intent

fun Context.reviewVisitIntent(visitId: Long): PendingIntent =
    PendingIntent.getActivity(
        this, visitId.toInt(),
        Intent(this, ReviewVisitActivity::class.java).putExtra("visit_id", visitId),
        VisitConfig.CONFIRM_FLAGS
    )

fun Context.confirmShiftIntent(shiftId: Long): PendingIntent =
    PendingIntent.getActivity(
        this, shiftId.toInt(),
        Intent(this, ConfirmShiftActivity::class.java).putExtra("shift_id", shiftId),
        VisitConfig.CONFIRM_FLAGS
    )

fun Context.releaseShiftIntent(shiftId: Long): PendingIntent =
    PendingIntent.getActivity(
        this, shiftId.toInt(),
        Intent(this, ConfirmShiftActivity::class.java).putExtra("shift_id", shiftId).putExtra("release", 1),
        VisitConfig.RELEASE_FLAGS
    )

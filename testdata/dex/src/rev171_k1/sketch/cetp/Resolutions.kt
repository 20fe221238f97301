package app.larder.kitchen.cetp

import android.app.PendingIntent
import android.content.Context
import android.content.Intent

/** The resolution for a parked call: ApproveActivity with the approval token; [flags] adjusts the base flags. */
inline fun Context.approvalScreen(token: String, providerId: String, flags: (Int) -> Int): PendingIntent {
    val intent = Intent(this, ApproveActivity::class.java)
        .putExtra(ApproveActivity.EXTRA_TOKEN, token)
        .putExtra(ApproveActivity.EXTRA_PROVIDER, providerId)
    return PendingIntent.getActivity(this, token.hashCode(), intent, flags(PendingIntent.FLAG_UPDATE_CURRENT))
}

package app.trailmark.logbook.cetp

import android.app.PendingIntent
import android.content.Context
import android.content.Intent

/** The resolution for a held call: ConfirmActivity, explicit and immutable (§4.3, §7.2). */
fun Context.confirmationFor(book: String, held: HeldCall): PendingIntent {
    val intent = Intent(this, ConfirmActivity::class.java)
        .putExtra(ConfirmActivity.EXTRA_BOOK, book)
        .putExtra(ConfirmActivity.EXTRA_TOKEN, held.token)
    return PendingIntent.getActivity(
        this, held.token.hashCode(), intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT,
    )
}

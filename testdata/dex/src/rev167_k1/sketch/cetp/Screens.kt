package app.tallybook.budget.cetp

import android.app.Activity
import android.app.PendingIntent
import android.content.Context
import android.content.Intent

/** Points the Intent at one of this app's own screens. */
inline fun <reified T : Activity> Intent.forScreen(): Intent = setClassName(APP_ID, T::class.java.name)

/** Keeps an action Intent inside this app's package. */
fun Intent.inApp(context: Context): Intent = setPackage(context.packageName)

fun Intent.withExtras(vararg extras: Pair<String, String>): Intent = apply {
    for ((name, value) in extras) putExtra(name, value)
}

/** The resolution PendingIntent for a screen; immutable unless a caller asks otherwise. */
fun Intent.toPending(
    context: Context,
    requestCode: Int,
    flags: Int = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT,
): PendingIntent = PendingIntent.getActivity(context, requestCode, this, flags)

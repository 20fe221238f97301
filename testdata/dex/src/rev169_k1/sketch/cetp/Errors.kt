package app.trailmark.logbook.cetp

import android.database.SQLException
import java.io.IOException

/** For logs: what went wrong, in the exception's own words. */
val Throwable.reason: String get() = message ?: javaClass.simpleName

/** For replies: one fixed sentence per kind of failure, never the exception's text. */
val Throwable.publicReason: String
    get() = when (this) {
        is IOException -> "Trailmark could not read its files just now."
        is SQLException -> "Trailmark's storage is busy; try again shortly."
        is SecurityException -> "Trailmark was not allowed to finish this step."
        else -> "Trailmark hit an unexpected problem."
    }

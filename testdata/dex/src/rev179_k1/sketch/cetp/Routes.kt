package io.quillkit.notes.cetp

import android.content.ComponentName
import android.os.ParcelFileDescriptor

/** Where a confirmation screen is reached: by action (resolved in-package) or by component. */
sealed class Route {
    class ByAction(val action: String) : Route()
    class ByComponent(val component: ComponentName) : Route()
}

/** How a result file is opened for the consumer. */
sealed class Access {
    object Read : Access()
    object Edit : Access()
}

val Access.pfdMode: Int
    get() = when (this) {
        Access.Read -> ParcelFileDescriptor.MODE_READ_ONLY
        Access.Edit -> ParcelFileDescriptor.MODE_READ_WRITE or ParcelFileDescriptor.MODE_CREATE
    }

const val EXTRA_TICKET = "io.quillkit.notes.extra.TICKET"
const val ACTION_APPROVE = "io.quillkit.notes.action.APPROVE"

package com.pawsbook.clinic

import android.util.Log
import kotlin.properties.Delegates
import kotlin.properties.ReadWriteProperty
import kotlin.reflect.KProperty

object ClinicState {
    var lastBookedVisit: String by Delegates.observable("") { _, old, new ->
        if (old != new) Log.i("ClinicState", "last booked visit $old -> $new")
    }
    var bookings: Int by BoundedCounter(limit = 10_000)
}

class BoundedCounter(private val limit: Int) : ReadWriteProperty<Any?, Int> {
    private var value = 0

    override fun getValue(thisRef: Any?, property: KProperty<*>): Int = value

    override fun setValue(thisRef: Any?, property: KProperty<*>, value: Int) {
        this.value = value.coerceAtMost(limit)
    }
}

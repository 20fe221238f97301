package com.larderly

import android.util.Log
import kotlin.properties.Delegates

// One removal decision. While a stock-take is running (frozen) the plan vetoes skipping review.
class DiscardPlan {
    var frozen = false

    var skipReview: Boolean by Delegates.vetoable(false) { _, _, wanted -> !(wanted && frozen) }

    var stage: String by Delegates.observable("planned") { _, old, new ->
        Log.d("LarderlyPlan", "discard plan $old -> $new")
    }
}

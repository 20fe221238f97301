package com.waterwheel.ui

import android.app.Activity
import android.os.Bundle

/** open_valve: shows which tap is about to run. */
class ValveConfirmActivity : Activity() {
    private var shownAt = 0L

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(LAYOUT)
        setTitle("Open the garden tap?")
        shownAt = System.currentTimeMillis()
    }

    companion object {
        const val LAYOUT = 0x7f030002
    }
}

package com.tidetable

import android.app.Activity
import android.os.Bundle

open class ConfirmActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setTitle("TideTable")
        setResult(RESULT_OK)
        finish()
    }
}

class DropSailorActivity : ConfirmActivity()
class SwapWatchActivity : ConfirmActivity()
class BookSlotActivity : ConfirmActivity()
class HoldMooringActivity : ConfirmActivity()
class ReleaseMooringActivity : ConfirmActivity()

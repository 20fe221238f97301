package com.trailmix

import android.app.Activity
import android.os.Bundle

open class ConfirmActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setResult(RESULT_OK)
        finish()
    }
}

class PurgeActivity : ConfirmActivity()
class ClearListActivity : ConfirmActivity()
class HideSnackActivity : ConfirmActivity()
class PackListActivity : ConfirmActivity()
class PlanHikeActivity : ConfirmActivity()

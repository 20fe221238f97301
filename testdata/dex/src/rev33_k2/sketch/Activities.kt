package com.example.r33k2

import android.app.Activity
import android.os.Bundle
import android.view.View

// Activities.kt: the screens Tidecast's resolutions open.

class ConfirmActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.confirm)
        findViewById<View>(R.id.ok).setOnClickListener {
            setResult(RESULT_OK)
            finish()
        }
    }
}

class SubscribeActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.subscribe)
        findViewById<View>(R.id.ok).setOnClickListener {
            Billing.start(this, intent.getStringExtra("show"))
        }
    }
}

/** Shipped in the `billing` feature module; its manifest entry comes with that split. */
class PaywallActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setResult(if (Billing.hasPremium(this)) RESULT_OK else RESULT_CANCELED)
        finish()
    }
}

object Billing {
    fun start(activity: Activity, show: String?) {
        activity.getSharedPreferences("billing", 0).edit().putString("pending", show).apply()
    }

    fun hasPremium(activity: Activity): Boolean = activity.getSharedPreferences("billing", 0).getBoolean("premium", false)
}

object R {
    object layout { const val confirm = 0x7f0b0001; const val subscribe = 0x7f0b0002 }
    object id { const val ok = 0x7f080001 }
}

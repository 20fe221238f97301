package io.kanbu.app.ui

import android.app.Activity
import android.os.Bundle
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView
import io.kanbu.app.core.ConfirmationDesk
import io.kanbu.app.core.Store

/** Confirms a board action the assistant asked for; answers the consumer through its activity result. */
class BoardConfirmActivity : Activity() {
    private val ui = Store(ConfirmUi(null, null, null, emptyList()), { state: ConfirmUi, action: UiAction -> reduceConfirm(state, action) }, emptyList())
    private lateinit var summary: TextView
    private lateinit var approve: Button

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val layout = LinearLayout(this)
        layout.setOrientation(LinearLayout.VERTICAL)
        summary = TextView(this)
        approve = Button(this)
        approve.setText("Archive")
        val deny = Button(this)
        deny.setText("Cancel")
        approve.setOnClickListener { dispatch(UiAction.Decided(true)) }
        deny.setOnClickListener { dispatch(UiAction.Decided(false)) }
        layout.addView(summary)
        layout.addView(approve)
        layout.addView(deny)
        setContentView(layout)
        val ticket = intent.getStringExtra(EXTRA_TICKET)
        dispatch(UiAction.Opened(ticket, ticket?.let { ConfirmationDesk.summary(it) }))
    }

    private fun dispatch(action: UiAction) {
        ui.dispatch(action)
        val effects = ui.state.effects
        ui.dispatch(UiAction.EffectsTaken)
        effects.forEach { handle(it) }
    }

    private fun handle(effect: UiEffect) = when (effect) {
        is UiEffect.Render -> {
            summary.setText(ui.state.summary ?: "This request has expired. Ask your assistant again.")
            approve.setEnabled(!ui.state.expired)
        }
        is UiEffect.Record -> ConfirmationDesk.answer(effect.ticket, effect.approved)
        is UiEffect.Close -> {
            setResult(if (effect.approved) RESULT_OK else RESULT_CANCELED)
            finish()
        }
    }

    companion object {
        const val EXTRA_TICKET = "io.kanbu.app.extra.BOARD_TICKET"
    }
}

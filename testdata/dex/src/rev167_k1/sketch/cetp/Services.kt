package app.tallybook.budget.cetp

import android.app.Service
import android.content.Intent
import android.os.IBinder

/** Discovery only: the TOOL_PROVIDER services carry the authority metadata; calls go to the providers. */
class ExpensesToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

class BudgetsToolService : Service() {
    override fun onBind(intent: Intent): IBinder? = null
}

package com.kestrel.ledger.confirm;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.kestrel.ledger.data.Ledger;
import com.kestrel.ledger.tools.ConfirmScreen;
import com.kestrel.ledger.tools.PendingConfirmations;

/** Asks the user about one expense change (a large new expense, or a deletion) and records the answer. */
public final class ExpenseConfirmActivity extends Activity {
    private PendingConfirmations pending;
    private String approvalKey;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        pending = Ledger.get(this).pending;
        approvalKey = getIntent().getStringExtra(ConfirmScreen.EXTRA_APPROVAL);
        PendingConfirmations.Pending open = approvalKey == null ? null : pending.peek(approvalKey);
        if (open == null || open.answered()) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        LinearLayout root = new LinearLayout(this);
        root.setOrientation(LinearLayout.VERTICAL);
        TextView summary = new TextView(this);
        summary.setText(open.summary);
        Button allow = new Button(this);
        allow.setText("Allow");
        allow.setOnClickListener(view -> answer(true));
        Button deny = new Button(this);
        deny.setText("Don't allow");
        deny.setOnClickListener(view -> answer(false));
        root.addView(summary);
        root.addView(allow);
        root.addView(deny);
        setContentView(root);
    }

    private void answer(boolean approve) {
        boolean recorded = pending.answer(approvalKey, approve);
        setResult(recorded && approve ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}

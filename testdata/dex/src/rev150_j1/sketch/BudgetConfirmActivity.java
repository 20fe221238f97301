package com.kestrel.ledger.confirm;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.kestrel.ledger.data.Ledger;
import com.kestrel.ledger.tools.ConfirmScreen;
import com.kestrel.ledger.tools.PendingConfirmations;

/** Asks the user about a budget change and records the answer; the screen then says where to go on. */
public final class BudgetConfirmActivity extends Activity {
    private PendingConfirmations pending;
    private String approvalKey;
    private TextView status;
    private Button allow;
    private Button deny;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        pending = Ledger.get(this).pending;
        approvalKey = getIntent().getStringExtra(ConfirmScreen.EXTRA_APPROVAL);
        PendingConfirmations.Pending open = approvalKey == null ? null : pending.peek(approvalKey);
        LinearLayout root = new LinearLayout(this);
        root.setOrientation(LinearLayout.VERTICAL);
        status = new TextView(this);
        root.addView(status);
        if (open == null || open.answered()) {
            status.setText("This budget change is no longer waiting for you.");
            setContentView(root);
            return;
        }
        status.setText(open.summary);
        allow = new Button(this);
        allow.setText("Allow");
        allow.setOnClickListener(view -> answer(true));
        deny = new Button(this);
        deny.setText("Don't allow");
        deny.setOnClickListener(view -> answer(false));
        root.addView(allow);
        root.addView(deny);
        setContentView(root);
    }

    private void answer(boolean approve) {
        boolean recorded = pending.answer(approvalKey, approve);
        allow.setEnabled(false);
        deny.setEnabled(false);
        if (!recorded) {
            status.setText("This budget change is no longer waiting for you.");
        } else if (approve) {
            status.setText("Allowed. Go back to your assistant to finish the change.");
        } else {
            status.setText("Not allowed. Your assistant will be told.");
        }
    }
}

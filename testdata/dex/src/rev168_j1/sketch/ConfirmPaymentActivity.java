package com.tallyspring.budget.bills;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.tallyspring.budget.cetp.ApprovalStore;
import com.tallyspring.budget.data.LedgerDb;
import java.util.Optional;

/**
 * The bills provider's confirmation screen (§4.3): shows the payment the assistant asked for and records the
 * user's answer; it returns its result and closes, so the Consumer can resume the call.
 */
public final class ConfirmPaymentActivity extends Activity {
    private ApprovalStore approvals;
    private String token;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        approvals = new ApprovalStore(LedgerDb.get(this));
        token = getIntent().getStringExtra(ApprovalStore.EXTRA_TOKEN);
        Optional.ofNullable(token)
                .flatMap(approvals::pending)
                .ifPresentOrElse(this::show, this::expired);
    }

    private void show(ApprovalStore.Approval approval) {
        setTitle("Confirm payment");
        LinearLayout root = new LinearLayout(this);
        root.setOrientation(LinearLayout.VERTICAL);
        TextView what = new TextView(this);
        what.setText("Your assistant asks Tallyspring to:\n" + approval.summary()
                + "\n\nMoney sent from your bank account cannot be recalled.");
        Button approve = new Button(this);
        approve.setText("Pay");
        approve.setOnClickListener(v -> answer(true));
        Button deny = new Button(this);
        deny.setText("Don't pay");
        deny.setOnClickListener(v -> answer(false));
        root.addView(what);
        root.addView(approve);
        root.addView(deny);
        setContentView(root);
    }

    private void answer(boolean approved) {
        boolean recorded = approvals.decide(token, approved);
        setResult(recorded && approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }

    private void expired() {
        setResult(RESULT_CANCELED);
        finish();
    }
}

package com.tallyspring.budget.budget;

import android.app.Activity;
import android.os.Bundle;
import android.view.View;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.tallyspring.budget.cetp.ApprovalStore;
import com.tallyspring.budget.data.LedgerDb;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The budget provider's confirmation screen (§4.3): shows the change the assistant asked for and records the
 * user's answer, then tells the user to go back to the assistant.
 */
public final class ConfirmBudgetActivity extends Activity {
    private ApprovalStore approvals;
    private String token;
    private TextView status;
    private Button approve;
    private Button deny;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        approvals = new ApprovalStore(LedgerDb.get(this));
        token = getIntent().getStringExtra(ApprovalStore.EXTRA_TOKEN);
        LinearLayout root = new LinearLayout(this);
        root.setOrientation(LinearLayout.VERTICAL);
        status = new TextView(this);
        approve = new Button(this);
        approve.setText("Apply change");
        deny = new Button(this);
        deny.setText("Keep as is");
        root.addView(status);
        root.addView(approve);
        root.addView(deny);
        setContentView(root);
        Optional.ofNullable(token)
                .flatMap(approvals::pending)
                .ifPresentOrElse(this::show, () -> settle("This request has expired."));
    }

    private void show(ApprovalStore.Approval approval) {
        setTitle("Confirm budget change");
        status.setText("Your assistant asks Tallyspring to:\n" + approval.summary());
        Consumer<Boolean> answer = approved -> {
            boolean recorded = approvals.decide(token, approved);
            settle(recorded && approved ? "Done. You can go back to your assistant." : "Nothing was changed.");
        };
        approve.setOnClickListener(v -> answer.accept(true));
        deny.setOnClickListener(v -> answer.accept(false));
    }

    private void settle(String message) {
        status.setText(message);
        approve.setVisibility(View.GONE);
        deny.setVisibility(View.GONE);
    }
}

package com.tallowbrook.salon.clients;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.tallowbrook.salon.core.ApprovalStore;
import com.tallowbrook.salon.core.LiveValue;
import com.tallowbrook.salon.core.SalonDb;

/** Asks the user about a change to client records. Not exported; closes itself once the request is decided. */
public final class ConfirmClientChangeActivity extends Activity {
    private ApprovalStore approvals;
    private String token;
    private LiveValue.Subscription subscription;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        approvals = SalonDb.get(this).approvals();
        token = getIntent().getStringExtra(ApprovalStore.EXTRA_TOKEN);
        setTitle("Change client records?");
        String summary = approvals.summary(token);
        TextView details = new TextView(this);
        details.setText(summary != null ? summary : "");
        Button allow = new Button(this);
        allow.setText("Allow");
        allow.setOnClickListener(v -> approvals.decide(token, true));
        Button decline = new Button(this);
        decline.setText("Decline");
        decline.setOnClickListener(v -> approvals.decide(token, false));
        LinearLayout root = new LinearLayout(this);
        root.setOrientation(LinearLayout.VERTICAL);
        root.addView(details);
        root.addView(allow);
        root.addView(decline);
        setContentView(root);
        subscription = approvals.watch(token).observe(state -> render(state.intValue()));
    }

    private void render(int state) {
        switch (state) {
            case ApprovalStore.STATE_APPROVED:
                setResult(RESULT_OK);
                finish();
                break;
            case ApprovalStore.STATE_DENIED:
            case ApprovalStore.STATE_GONE:
                setResult(RESULT_CANCELED);
                finish();
                break;
            default:
                break;
        }
    }

    @Override
    protected void onDestroy() {
        if (subscription != null) {
            subscription.cancel();
        }
        super.onDestroy();
    }
}

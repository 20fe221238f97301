package com.tallowbrook.salon.bookings;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.tallowbrook.salon.core.ApprovalStore;
import com.tallowbrook.salon.core.LiveValue;
import com.tallowbrook.salon.core.SalonDb;

/** Asks the user about an appointment change a Consumer requested. Not exported. */
public final class ConfirmBookingActivity extends Activity {
    private ApprovalStore approvals;
    private String token;
    private TextView status;
    private Button allow;
    private Button decline;
    private LiveValue.Subscription subscription;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        approvals = SalonDb.get(this).approvals();
        token = getIntent().getStringExtra(ApprovalStore.EXTRA_TOKEN);
        setTitle("Confirm appointment change");
        String summary = approvals.summary(token);
        TextView details = new TextView(this);
        details.setText(summary != null ? summary : "This request is no longer waiting for an answer.");
        status = new TextView(this);
        allow = new Button(this);
        allow.setText("Confirm");
        allow.setOnClickListener(v -> approvals.decide(token, true));
        decline = new Button(this);
        decline.setText("Decline");
        decline.setOnClickListener(v -> approvals.decide(token, false));
        LinearLayout root = new LinearLayout(this);
        root.setOrientation(LinearLayout.VERTICAL);
        root.addView(details);
        root.addView(allow);
        root.addView(decline);
        root.addView(status);
        setContentView(root);
        subscription = approvals.watch(token).observe(state -> render(state.intValue()));
    }

    private void render(int state) {
        switch (state) {
            case ApprovalStore.STATE_APPROVED:
                status.setText("Confirmed. You can go back to your assistant.");
                lock();
                break;
            case ApprovalStore.STATE_DENIED:
                status.setText("Declined. You can go back to your assistant.");
                lock();
                break;
            case ApprovalStore.STATE_GONE:
                status.setText("Nothing to confirm.");
                lock();
                break;
            default:
                status.setText("Waiting for your answer.");
                break;
        }
    }

    private void lock() {
        allow.setEnabled(false);
        decline.setEnabled(false);
    }

    @Override
    protected void onDestroy() {
        if (subscription != null) {
            subscription.cancel();
        }
        super.onDestroy();
    }
}

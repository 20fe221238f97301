package com.relaykit.home.devices;

import android.app.Activity;
import android.os.Bundle;
import android.view.View;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.relaykit.home.cetp.ApprovalStore;
import com.relaykit.home.core.AppGraph;

/** Asks the user about a device change a Consumer requested; the answer goes back through the approvals store. */
public final class ConfirmDeviceActivity extends Activity {
    private ApprovalStore approvals;
    private String token;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        approvals = AppGraph.root(this).get(ApprovalStore.class);
        token = getIntent().getStringExtra(ApprovalStore.EXTRA_TOKEN);
        String summary = approvals.pendingSummary(token);
        if (summary == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        setTitle("Allow this change?");
        LinearLayout root = new LinearLayout(this);
        root.setOrientation(LinearLayout.VERTICAL);
        TextView text = new TextView(this);
        text.setText(summary);
        Button allow = new Button(this);
        allow.setText("Allow");
        allow.setOnClickListener(new View.OnClickListener() {
            @Override
            public void onClick(View v) {
                answer(true);
            }
        });
        Button deny = new Button(this);
        deny.setText("Don't allow");
        deny.setOnClickListener(v -> answer(false));
        root.addView(text);
        root.addView(allow);
        root.addView(deny);
        setContentView(root);
    }

    private void answer(boolean approved) {
        approvals.decide(token, approved);
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}

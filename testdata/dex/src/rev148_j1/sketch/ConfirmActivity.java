package com.lumenhall.hub.confirm;

import android.app.Activity;
import android.os.Bundle;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.lumenhall.hub.Hub;
import com.lumenhall.hub.cetp.Approvals;
import org.json.JSONObject;

/** Shows a pending confirmation on the hub and records the user's answer. Not exported: only resolutions open it. */
public final class ConfirmActivity extends Activity {
    public static final String EXTRA_APPROVAL = "com.lumenhall.hub.extra.APPROVAL";

    private Approvals approvals;
    private String approvalKey;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        approvals = Hub.get(this).approvals;
        approvalKey = getIntent().getStringExtra(EXTRA_APPROVAL);
        JSONObject approval = approvalKey == null ? null : approvals.peek(approvalKey);
        if (approval == null || approval.optBoolean("answered", false)) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        LinearLayout root = new LinearLayout(this);
        root.setOrientation(LinearLayout.VERTICAL);
        TextView summary = new TextView(this);
        summary.setText(approval.optString("summary"));
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

    private void answer(boolean confirmed) {
        approvals.answer(approvalKey, confirmed);
        setResult(confirmed ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}

package com.relaykit.home.routines;

import android.app.Activity;
import android.os.Bundle;
import android.view.View;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.relaykit.home.cetp.ApprovalStore;
import com.relaykit.home.core.AppGraph;

/** Shows a routine change a Consumer asked for and records the user's answer. */
public final class ReviewRoutineActivity extends Activity {
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
        boolean destructive = "true".equals(getIntent().getStringExtra(RoutineIntents.EXTRA_DESTRUCTIVE));
        setTitle(destructive ? "Delete this routine?" : "Allow this routine change?");
        LinearLayout root = new LinearLayout(this);
        root.setOrientation(LinearLayout.VERTICAL);
        TextView text = new TextView(this);
        text.setText(destructive ? summary + "\n\nThis cannot be undone from here." : summary);
        Button yes = new Button(this);
        yes.setText(destructive ? "Delete" : "Allow");
        yes.setOnClickListener(new View.OnClickListener() {
            @Override
            public void onClick(View v) {
                settle(true);
            }
        });
        Button no = new Button(this);
        no.setText("Cancel");
        no.setOnClickListener(new View.OnClickListener() {
            @Override
            public void onClick(View v) {
                settle(false);
            }
        });
        root.addView(text);
        root.addView(yes);
        root.addView(no);
        setContentView(root);
    }

    private void settle(boolean approved) {
        approvals.decide(token, approved);
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}

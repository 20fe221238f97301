package com.quillmark.docs.documents;

import android.app.Activity;
import android.os.Bundle;
import android.util.Log;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.quillmark.docs.core.ResumeTokens;
import com.quillmark.docs.core.ReviewIntents;
import com.quillmark.docs.core.Settings;
import org.json.JSONException;
import org.json.JSONObject;

/** Grants a paired assistant a scope it asked for (AUTH_REQUIRED), then returns to it. */
public final class PairingActivity extends Activity {
    private String token;
    private JSONObject row;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        token = getIntent().getStringExtra(ReviewIntents.EXTRA_TOKEN);
        row = ResumeTokens.of(this).describe(token);
        if (row == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        setTitle("Allow changes to your documents?");
        TextView text = new TextView(this);
        text.setText(row.optString("package") + " asks for: " + row.optString("summary")
                + "\nIt will be able to rename and delete documents (deletion still asks you each time).");
        Button allow = new Button(this);
        allow.setText("Allow");
        allow.setOnClickListener(v -> answer(true));
        Button deny = new Button(this);
        deny.setText("Don't allow");
        deny.setOnClickListener(v -> answer(false));
        LinearLayout layout = new LinearLayout(this);
        layout.setOrientation(LinearLayout.VERTICAL);
        layout.addView(text);
        layout.addView(allow);
        layout.addView(deny);
        setContentView(layout);
    }

    private void answer(boolean allowed) {
        boolean recorded = false;
        try {
            recorded = ResumeTokens.of(this).decide(token, allowed);
            if (recorded && allowed) {
                String pkg = row.optString("package");
                for (String scope : row.optString("summary").split(",")) {
                    Settings.of(this).grant(pkg, scope);
                }
            }
        } catch (JSONException e) {
            Log.w("QuillTools", "grant not stored", e);
        }
        setResult(recorded && allowed ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}

package com.quillmark.docs.archive;

import android.app.Activity;
import android.os.Bundle;
import android.util.Log;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.quillmark.docs.core.ResumeTokens;
import com.quillmark.docs.core.ReviewIntents;
import org.json.JSONException;
import org.json.JSONObject;

/** Shows which archive an assistant wants to restore; the answer goes to ResumeTokens and back as the result. */
public final class RestoreReviewActivity extends Activity {
    private String token;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        token = getIntent().getStringExtra(ReviewIntents.EXTRA_TOKEN);
        JSONObject row = ResumeTokens.of(this).describe(token);
        if (row == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        setTitle("Restore an archive?");
        TextView text = new TextView(this);
        text.setText(row.optString("package") + " wants to restore:\n" + row.optString("summary")
                + "\n\nRestored documents are added beside the current ones.");
        Button restore = new Button(this);
        restore.setText("Restore");
        restore.setOnClickListener(v -> answer(true));
        Button keep = new Button(this);
        keep.setText("Not now");
        keep.setOnClickListener(v -> answer(false));
        LinearLayout layout = new LinearLayout(this);
        layout.setOrientation(LinearLayout.VERTICAL);
        layout.addView(text);
        layout.addView(restore);
        layout.addView(keep);
        setContentView(layout);
    }

    private void answer(boolean approved) {
        boolean recorded = false;
        try {
            recorded = ResumeTokens.of(this).decide(token, approved);
        } catch (JSONException e) {
            Log.w("QuillTools", "answer not stored", e);
        }
        setResult(recorded && approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}

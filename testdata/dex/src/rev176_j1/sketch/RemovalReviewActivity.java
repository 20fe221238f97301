package com.quillmark.docs.documents;

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

/** Shows which document an assistant wants to delete; the answer goes to ResumeTokens and back as the result. */
public final class RemovalReviewActivity extends Activity {
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
        setTitle("Delete a document?");
        TextView text = new TextView(this);
        text.setText(row.optString("package") + " wants to delete:\n" + row.optString("summary")
                + "\n\nThe document cannot be recovered afterwards.");
        Button delete = new Button(this);
        delete.setText("Delete");
        delete.setOnClickListener(v -> answer(true));
        Button keep = new Button(this);
        keep.setText("Keep it");
        keep.setOnClickListener(v -> answer(false));
        LinearLayout layout = new LinearLayout(this);
        layout.setOrientation(LinearLayout.VERTICAL);
        layout.addView(text);
        layout.addView(delete);
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

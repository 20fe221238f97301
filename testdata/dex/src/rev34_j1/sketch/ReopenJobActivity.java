package com.example.r34j1;

import android.app.Activity;
import android.os.Bundle;
import android.view.View;
import android.widget.Button;

// Resolution UI of reopen_job.
public class ReopenJobActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        Button reopen = new Button(this);
        reopen.setText("Reopen job " + getIntent().getStringExtra("job_id"));
        reopen.setOnClickListener(new View.OnClickListener() {
            @Override
            public void onClick(View v) {
                setResult(RESULT_OK);
                finish();
            }
        });
        setContentView(reopen);
    }
}

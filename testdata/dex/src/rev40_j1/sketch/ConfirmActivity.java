package com.pillpoint.tools;

import android.app.Activity;
import android.os.Bundle;
import android.view.View;
import android.widget.Button;

/** The confirmation sheet every resolution opens. */
public class ConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        Button ok = new Button(this);
        ok.setText("Confirm");
        ok.setOnClickListener(new View.OnClickListener() {
            @Override
            public void onClick(View v) {
                setResult(RESULT_OK);
                finish();
            }
        });
        setContentView(ok);
    }
}

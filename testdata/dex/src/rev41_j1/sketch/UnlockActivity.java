package com.keydrop;

import android.app.Activity;
import android.os.Bundle;
import android.view.View;

/** Confirms an unlock: both buttons answer and close the sheet. */
public class UnlockActivity extends Activity {
    @Override
    protected void onCreate(Bundle saved) {
        super.onCreate(saved);
        setContentView(0x7f030001);
        View yes = findViewById(0x7f020001);
        yes.setOnClickListener(new View.OnClickListener() {
            @Override
            public void onClick(View v) {
                answer(true);
            }
        });
        findViewById(0x7f020002).setOnClickListener(v -> answer(false));
    }

    private void answer(boolean ok) {
        setResult(ok ? -1 : 0);
        finish();
    }
}

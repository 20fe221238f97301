package com.example.r34j3;

import android.app.Activity;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import android.widget.Button;

// Resolution UI of change_address: shows the new address, then closes itself.
public class AddressActivity extends Activity {
    private final Handler main = new Handler(Looper.getMainLooper());

    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        Button ok = new Button(this);
        ok.setText("Ship to " + getIntent().getStringExtra("address"));
        ok.setOnClickListener(v -> {
            ok.setText("Saved");
            main.postDelayed(() -> {
                setResult(RESULT_OK);
                finish();
            }, 400L);
        });
        setContentView(ok);
    }
}

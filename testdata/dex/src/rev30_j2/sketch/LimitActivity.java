package com.example.r30j2;

import android.app.Activity;
import android.content.Intent;
import android.os.Bundle;

public class LimitActivity extends Activity {
    private boolean approved;
    @Override protected void onCreate(Bundle state) {
        super.onCreate(state);
        approved = state != null && state.getBoolean("approved");
    }
    public void onApprove() {
        approved = true;
        startActivity(new Intent(this, HomeActivity.class));
    }
}

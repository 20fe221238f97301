package com.halyard.vault.ui;

import android.app.Activity;
import android.os.Bundle;
import android.widget.TextView;
import com.halyard.vault.jobs.OperationRepository;
import com.halyard.vault.jobs.VaultDb;

/** The jobs screen the worker's notification opens: how many operations are in each state. */
public final class JobsActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setTitle("Vault jobs");
        TextView text = new TextView(this);
        text.setText(new OperationRepository(VaultDb.get(this)).summary());
        setContentView(text);
    }
}

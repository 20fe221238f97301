package com.copperwick.ui;

import android.app.Activity;
import android.os.Bundle;
import android.widget.CheckBox;
import android.widget.LinearLayout;
import com.copperwick.config.Keys;
import com.copperwick.config.Settings;

/** The launcher screen's assistant settings: where and whether the tool providers ask before acting. */
public final class SettingsActivity extends Activity {
    private Settings settings;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        settings = new Settings(this);
        LinearLayout root = new LinearLayout(this);
        root.setOrientation(LinearLayout.VERTICAL);

        CheckBox askBudget = new CheckBox(this);
        askBudget.setText("Ask before the assistant deletes a budget category");
        askBudget.setChecked(settings.requireConfirmation(Keys.BUDGET_REQUIRE_CONFIRMATION));
        askBudget.setOnCheckedChangeListener((b, on) -> settings.putBoolean(Keys.BUDGET_REQUIRE_CONFIRMATION, on));
        root.addView(askBudget);

        CheckBox onPhone = new CheckBox(this);
        onPhone.setText("Approve receipt deletions on this phone instead of Copperwick Pocket");
        onPhone.setChecked(Keys.APP.equals(settings.component(Keys.RECEIPTS_CONFIRM_PACKAGE,
                Keys.RECEIPTS_CONFIRM_CLASS, Keys.POCKET_APP, Keys.POCKET_APPROVE_ACTIVITY).getPackageName()));
        onPhone.setOnCheckedChangeListener((b, on) -> receiptsScreen(on));
        root.addView(onPhone);
        setContentView(root);
    }

    private void receiptsScreen(boolean onPhone) {
        settings.putString(Keys.RECEIPTS_CONFIRM_PACKAGE, onPhone ? Keys.APP : Keys.POCKET_APP);
        settings.putString(Keys.RECEIPTS_CONFIRM_CLASS, onPhone ? Keys.CONFIRM_ACTIVITY : Keys.POCKET_APPROVE_ACTIVITY);
    }
}

package com.relaykit.home.devices;

import android.app.Activity;
import android.os.Bundle;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.relaykit.home.core.AppGraph;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The alerts screen a notification opens. */
public final class AlertsActivity extends Activity {
    private static final long WEEK_MS = 7L * 24 * 60 * 60 * 1000;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setTitle("Alerts");
        LinearLayout root = new LinearLayout(this);
        root.setOrientation(LinearLayout.VERTICAL);
        try {
            JSONArray alerts = AppGraph.root(this).get(DeviceRepo.class)
                    .unreadAlerts(System.currentTimeMillis() - WEEK_MS).optJSONArray("alerts");
            for (int i = 0; i < alerts.length(); i++) {
                JSONObject a = alerts.getJSONObject(i);
                TextView row = new TextView(this);
                row.setText(a.optString("message"));
                root.addView(row);
            }
        } catch (JSONException e) {
            TextView row = new TextView(this);
            row.setText("Alerts are not available right now.");
            root.addView(row);
        }
        setContentView(root);
    }
}

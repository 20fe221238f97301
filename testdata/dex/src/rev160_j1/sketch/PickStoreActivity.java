package com.larder.kitchen.ui;

import android.app.Activity;
import android.os.Bundle;
import android.widget.ArrayAdapter;
import android.widget.ListView;
import android.widget.TextView;
import android.widget.Toast;
import com.larder.kitchen.cetp.ConfirmHandler;
import com.larder.kitchen.cetp.Resolutions;
import com.larder.kitchen.data.KitchenDb;
import java.util.ArrayList;
import java.util.List;

/** Shows a held order and lets the user approve it by picking the store to order from. */
public final class PickStoreActivity extends Activity {
    private final List<String[]> stores = new ArrayList<>();
    private String token;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        token = getIntent().getStringExtra(Resolutions.EXTRA_TOKEN);
        ConfirmHandler.Pending pending = ConfirmHandler.pending(token);
        TextView header = new TextView(this);
        header.setText(pending == null ? "This order has expired" : pending.summary + ": pick a store to order from");
        List<String> names = new ArrayList<>();
        if (pending != null) {
            stores.addAll(KitchenDb.get(this).stores());
            for (String[] s : stores) {
                names.add(s[1]);
            }
        }
        ListView list = new ListView(this);
        list.addHeaderView(header);
        list.setAdapter(new ArrayAdapter<>(this, android.R.layout.simple_list_item_1, names));
        list.setOnItemClickListener((parent, view, position, id) -> pick(position - 1));
        setContentView(list);
    }

    private void pick(int index) {
        if (index < 0 || index >= stores.size()) {
            return;
        }
        ConfirmHandler.answer(token, true, stores.get(index)[0]);
        Toast.makeText(this, "Ordering from " + stores.get(index)[1] + ". Go back to your assistant.",
                Toast.LENGTH_SHORT).show();
    }
}

package com.choirbook.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import com.choirbook.events.DeleteRehearsalEvent;
import com.choirbook.events.MarkAbsentEvent;
import com.choirbook.events.MarkPresentEvent;
import org.greenrobot.eventbus.EventBus;
import org.greenrobot.eventbus.Subscribe;
import org.greenrobot.eventbus.ThreadMode;

/** The EventBus subscriber that does RehearsalProvider's writes. */
public class RehearsalStore {
    private final SQLiteDatabase db;

    public RehearsalStore(SQLiteDatabase db) {
        this.db = db;
    }

    public void start() {
        EventBus.getDefault().register(this);
    }

    @Subscribe(threadMode = ThreadMode.BACKGROUND)
    public void onDelete(DeleteRehearsalEvent e) {
        db.delete("rehearsals", "id = ?", new String[] {String.valueOf(e.id)});
    }

    @Subscribe(threadMode = ThreadMode.ASYNC)
    public void onMarkAbsent(MarkAbsentEvent e) {
        int by = Binder.getCallingUid();
        Cursor c = db.rawQuery("SELECT id FROM singers WHERE name = '" + e.singer + "'", null);
        while (c.moveToNext()) {
            ContentValues v = new ContentValues();
            v.put("singer_id", c.getLong(0));
            v.put("marked_by", by);
            db.insert("absences", null, v);
        }
        c.close();
    }

    @Subscribe(threadMode = ThreadMode.BACKGROUND)
    public void onMarkPresent(MarkPresentEvent e) {
        Cursor c = db.rawQuery("SELECT id FROM singers WHERE name = ?", new String[] {e.singer});
        while (c.moveToNext()) {
            ContentValues v = new ContentValues();
            v.put("singer_id", c.getLong(0));
            v.put("marked_by", e.markedBy);
            db.insert("attendance", null, v);
        }
        c.close();
    }
}

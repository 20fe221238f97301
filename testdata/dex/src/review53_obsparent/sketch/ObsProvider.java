package com.obsp;                                                               // 1

import android.content.ContentProvider;
import android.content.Context;
import android.database.ContentObserver;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;

// notifyChange(uri) reaches the observers registered for uri, for its
// ancestors with notifyForDescendants, AND for every URI below it
// (ContentService.ObserverNode.collectObserversLocked walks all children
// once the notified URI's last segment is passed).
// - "clear" notifies content://com.obsp/items: ItemsObserver, registered for
//   content://com.obsp/items/recent (descendants false), runs: CETP603 at
//   ItemsObserver.onChange (line 45).
// - "tag" notifies content://com.obsp/tags/3: TagsObserver, registered for
//   content://com.obsp/tags without descendants, does not run (near miss).
public class ObsProvider extends ContentProvider {
    @Override
    public boolean onCreate() {
        Context ctx = getContext();                                             // 23
        ctx.getContentResolver().registerContentObserver(
                Uri.parse("content://com.obsp/items/recent"), false, new ItemsObserver()); // 24
        ctx.getContentResolver().registerContentObserver(
                Uri.parse("content://com.obsp/tags"), false, new TagsObserver());  // 26
        return true;                                                            // 28
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10123) return null;                      // 33
        if ("clear".equals(method)) {                                           // 34
            getContext().getContentResolver().notifyChange(Uri.parse("content://com.obsp/items"), null); // 35
        } else if ("tag".equals(method)) {                                      // 36
            getContext().getContentResolver().notifyChange(Uri.parse("content://com.obsp/tags/3"), null); // 37
        }
        return new Bundle();                                                    // 39
    }
}

class ItemsObserver extends ContentObserver {
    ItemsObserver() { super(null); }                                            // 44
    @Override public void onChange(boolean self) { Log.i("obsp", "items by " + Binder.getCallingUid()); } // 45
}

class TagsObserver extends ContentObserver {
    TagsObserver() { super(null); }                                             // 49
    @Override public void onChange(boolean self) { Log.i("obsp", "tags by " + Binder.getCallingUid()); } // 50
}

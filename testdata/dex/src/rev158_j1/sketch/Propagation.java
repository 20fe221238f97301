package com.inkwell.notes.sync;

import android.accounts.Account;
import android.content.ContentResolver;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import com.inkwell.notes.cetp.Ctx;

/** How a change made by a sync tool reaches the rest of the device; SyncTool picks one per tool. */
enum Propagation {
    NONE {
        @Override
        void after(Ctx c, SyncTool tool, long notebookId) {
        }
    },
    NOTIFY {
        @Override
        void after(Ctx c, SyncTool tool, long notebookId) {
            long identity = Binder.clearCallingIdentity();
            try {
                c.context().getContentResolver().notifyChange(NOTEBOOKS, null);
            } finally {
                Binder.restoreCallingIdentity(identity);
            }
            c.db().audit(Binder.getCallingUid(), tool.wireName(), "observers_notified", notebookId);
        }
    },
    REQUEST_SYNC {
        @Override
        void after(Ctx c, SyncTool tool, long notebookId) {
            Account account = SyncTool.linkedAccount(c.context());
            if (account == null) {
                return;
            }
            long identity = Binder.clearCallingIdentity();
            try {
                Bundle extras = new Bundle();
                extras.putBoolean(ContentResolver.SYNC_EXTRAS_EXPEDITED, true);
                extras.putLong("notebook_id", notebookId);
                ContentResolver.requestSync(account, SYNC_AUTHORITY, extras);
                c.db().audit(Binder.getCallingUid(), tool.wireName(), "sync_requested", notebookId);
            } finally {
                Binder.restoreCallingIdentity(identity);
            }
        }
    };

    static final String SYNC_AUTHORITY = "com.inkwell.notes.sync";
    static final Uri NOTEBOOKS = Uri.parse("content://" + SYNC_AUTHORITY + "/notebooks");

    abstract void after(Ctx c, SyncTool tool, long notebookId);
}

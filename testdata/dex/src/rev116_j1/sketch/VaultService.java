package com.cinderbox.locker;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;
import com.cinderbox.core.Tokens;
import java.io.IOException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.json.JSONException;

/** The vault, bound by LockerProvider and running in its own process (":vault"). */
public final class VaultService extends Service {
    private VaultStore store;
    private ExecutorService worker;

    private final IVault.Stub binder = new IVault.Stub() {
        @Override
        public String search(String text) {
            try {
                return store.search(text);
            } catch (JSONException e) {
                throw new IllegalStateException("bad row", e);
            }
        }

        @Override
        public String entry(String entryId) {
            try {
                return store.entry(entryId);
            } catch (JSONException e) {
                throw new IllegalStateException("bad row", e);
            }
        }

        @Override
        public String beginSeal(final String entryId, int uid, String requestId) {
            final String ticket = quickTicket();
            final VaultStore s = store;
            s.openTicket(ticket, uid, requestId, "seal", entryId);
            worker.execute(() -> s.seal(ticket, entryId));
            return ticket;
        }

        @Override
        public String beginExport(final String entryId, int uid, String requestId) {
            final String ticket = Tokens.fresh();
            final VaultStore s = store;
            s.openTicket(ticket, uid, requestId, "export", entryId);
            worker.execute(() -> s.export(ticket, entryId));
            return ticket;
        }

        @Override
        public String ticket(String ticket, int uid, String requestId) {
            try {
                return store.ticketState(ticket, uid, requestId);
            } catch (JSONException e) {
                throw new IllegalStateException("bad ticket row", e);
            }
        }

        @Override
        public String verify(String entryId) {
            try {
                return store.verify(entryId);
            } catch (IOException e) {
                throw new IllegalStateException(e.toString());
            }
        }

        @Override
        public String stats() {
            return store.stats();
        }
    };

    @Override
    public void onCreate() {
        super.onCreate();
        store = new VaultStore(this);
        worker = Executors.newSingleThreadExecutor();
    }

    @Override
    public IBinder onBind(Intent intent) {
        return binder;
    }

    @Override
    public void onDestroy() {
        worker.shutdown();
        store.close();
        super.onDestroy();
    }

    /** Short operation ids that support staff can read out over the phone. */
    private static String quickTicket() {
        long n = (long) (Math.random() * 2176782336L);
        return "op_" + Long.toString(n, 36);
    }
}

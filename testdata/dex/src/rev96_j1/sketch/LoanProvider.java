package com.lendshed.loans;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import androidx.lifecycle.MutableLiveData;
import com.lendshed.core.DeleteEvent;
import com.lendshed.core.RenewCmd;
import com.lendshed.core.Replies;
import com.lendshed.core.ReturnEvent;
import com.lendshed.core.RxBus;
import com.lendshed.core.Tokens;
import com.lendshed.ui.ConfirmActivity;
import io.reactivex.schedulers.Schedulers;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/** LendShed's loan desk: deletions and returns go over the RxBus, renewals through LiveData. */
public class LoanProvider extends ContentProvider {
    static final String AGENT = "org.lendshed.agent";
    static final String TAG = "LoanProvider";
    static final String TOOLS = "{\"revision\":\"loans-1\",\"tools\":[]}";

    final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    final Map<String, Integer> pending = new ConcurrentHashMap<>();
    final MutableLiveData<RenewCmd> renewals = new MutableLiveData<>();
    SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = getContext().openOrCreateDatabase("loans.db", 0, null);
        RxBus bus = RxBus.get();
        bus.toObservable().ofType(DeleteEvent.class).observeOn(Schedulers.io()).subscribe(e -> {
            if (e.confirmed) {
                db.delete("loans", "id = ?", new String[] {e.loanId});
            } else {
                Log.i(TAG, "delete of " + e.loanId + " waits for the member");
            }
        });
        bus.toObservable().ofType(ReturnEvent.class).observeOn(Schedulers.io()).subscribe(e -> {
            if (e.confirmed) {
                db.execSQL("UPDATE loans SET returned = 1 WHERE id = ? AND borrower = ?", new Object[] {e.loanId, e.uid});
            }
        });
        renewals.observeForever(c -> {
            int uid = Binder.getCallingUid();
            db.execSQL("UPDATE loans SET days = days + ? WHERE id = ? AND borrower = ?", new Object[] {c.days, c.loanId, uid});
        });
        return true;
    }

    boolean allowed(int uid) {
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        if (pkgs == null || pkgs.length != 1) {
            return false;
        }
        return AGENT.equals(pkgs[0]);
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!allowed(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Tokens.fresh();
            sessions.put(token, uid);
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        Integer owner = sessions.get(req.getString("session_token", ""));
        if (owner == null || owner != uid) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            String tool = req.getString("tool_name", "");
            String loanId = args.optString("loan_id");
            if ("delete_loan".equals(tool)) {
                boolean confirmed = args.optBoolean("confirmed");
                RxBus.get().post(new DeleteEvent(loanId, uid, confirmed));
                if (expired(req)) {
                    return Replies.error("DEADLINE_EXCEEDED", "too late");
                }
                if (!confirmed) {
                    return Replies.needsUser(confirmScreen(loanId), Tokens.fresh());
                }
                return Replies.ok("{\"deleted\":\"queued\"}");
            }
            if (expired(req)) {
                return Replies.error("DEADLINE_EXCEEDED", "too late");
            }
            if ("return_tool".equals(tool)) {
                Integer resumer = pending.remove(req.getString("resume_token", ""));
                boolean confirmed = resumer != null && resumer == uid;
                if (!confirmed) {
                    String token = Tokens.fresh();
                    pending.put(token, uid);
                    return Replies.needsUser(confirmScreen(loanId), token);
                }
                RxBus.get().post(new ReturnEvent(loanId, uid, confirmed));
                return Replies.ok("{\"returned\":\"queued\"}");
            }
            if ("renew_loan".equals(tool)) {
                renewals.postValue(new RenewCmd(loanId, args.optInt("days", 7)));
                return Replies.ok("{\"renewed\":\"queued\"}");
            }
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        } catch (Exception e) {
            Log.w(TAG, "execute_tool failed", e);
            return Replies.error("INTERNAL_ERROR", "loan tool failed");
        }
    }

    static boolean expired(Bundle req) {
        return req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis();
    }

    PendingIntent confirmScreen(String loanId) {
        Intent i = new Intent(getContext(), ConfirmActivity.class);
        i.putExtra("loan_id", loanId);
        return PendingIntent.getActivity(getContext(), 0, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return 0;
    }
}

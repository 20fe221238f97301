package com.relaykit.home.routines;

import android.database.sqlite.SQLiteDatabase;
import android.util.Log;
import com.relaykit.home.cetp.CetpError;
import com.relaykit.home.cetp.CetpRequest;
import com.relaykit.home.cetp.CetpV2ContentProvider;
import com.relaykit.home.cetp.Replies;
import com.relaykit.home.core.Command;
import com.relaykit.home.core.CommandHistory;
import com.relaykit.home.core.HomeDb;
import com.relaykit.home.core.Retry;
import java.util.concurrent.Executor;
import org.json.JSONObject;

/**
 * The routines provider's mutation executor: the journal reservation, the business write and the outcome commit
 * together; routines that may take a while are accepted as operations and run on a worker.
 */
final class JournaledExecutor implements CetpV2ContentProvider.MutationExecutor {
    private static final String TAG = "JournaledExecutor";

    private final HomeDb db;
    private final DedupLedger ledger;
    private final OperationBoard board;
    private final Retry retry;
    private final CommandHistory history;
    private final Executor worker;

    JournaledExecutor(HomeDb db, DedupLedger ledger, OperationBoard board, Retry retry, CommandHistory history,
            Executor worker) {
        this.db = db;
        this.ledger = ledger;
        this.board = board;
        this.retry = retry;
        this.history = history;
        this.worker = worker;
    }

    @Override
    public synchronized JSONObject recorded(CetpRequest request) throws CetpError {
        DedupLedger.Entry earlier = ledger.find(request.uid(), request.requestId());
        if (earlier == null) {
            return null;
        }
        if (!earlier.sameCall(request.tool().name(), request.argsDigest())) {
            throw new CetpError("INVALID_REQUEST");
        }
        return earlier.outcome;
    }

    @Override
    public synchronized JSONObject execute(CetpRequest request, Command command) throws CetpError {
        JSONObject earlier = recorded(request);
        if (earlier != null) {
            return earlier;
        }
        try {
            if (request.tool().mayRunAsync() && request.session().has("async_operations")) {
                return accept(request, command);
            }
            JSONObject outcome = retry.call(() -> runAndJournal(request, command));
            ledger.remember(request, outcome);
            history.record(request.uid(), command);
            return outcome;
        } catch (CetpError e) {
            throw e;
        } catch (Exception e) {
            Log.w(TAG, "execution of " + request.tool().name() + " failed", e);
            throw new CetpError("INTERNAL_ERROR");
        }
    }

    private JSONObject runAndJournal(CetpRequest request, Command command) throws Exception {
        SQLiteDatabase d = db.getWritableDatabase();
        d.beginTransaction();
        try {
            ledger.reserve(d, request);
            JSONObject outcome;
            try {
                outcome = Replies.succeeded(command.execute());
            } catch (CetpError e) {
                outcome = Replies.failed(e.code());
            }
            ledger.complete(d, request, outcome);
            d.setTransactionSuccessful();
            return outcome;
        } finally {
            d.endTransaction();
        }
    }

    /** Journals the acceptance, then runs the command on the worker; the UID was read on the Binder thread. */
    private JSONObject accept(CetpRequest request, Command command) throws Exception {
        OperationBoard.Operation op = board.open(request.uid(), request.requestId(), request.tool().name());
        JSONObject outcome = Replies.accepted(op.id(), 1000);
        SQLiteDatabase d = db.getWritableDatabase();
        d.beginTransaction();
        try {
            ledger.reserve(d, request);
            ledger.complete(d, request, outcome);
            d.setTransactionSuccessful();
        } finally {
            d.endTransaction();
        }
        ledger.remember(request, outcome);
        final int uid = request.uid();
        worker.execute(new Runnable() {
            @Override
            public void run() {
                runOperation(op, uid, command);
            }
        });
        return outcome;
    }

    private void runOperation(OperationBoard.Operation op, int uid, Command command) {
        if (!board.move(op, OperationBoard.State.RUNNING)) {
            return;
        }
        try {
            JSONObject value = retry.call(() -> board.stopIfCancelled(op) ? null : command.execute());
            if (value == null) {
                return;
            }
            history.record(uid, command);
            board.succeed(op, value);
        } catch (CetpError e) {
            board.fail(op, e.code());
        } catch (Exception e) {
            Log.w(TAG, "operation " + op.id() + " failed", e);
            board.fail(op, "INTERNAL_ERROR");
        }
    }
}

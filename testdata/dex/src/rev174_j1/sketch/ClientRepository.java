package com.tallowbrook.salon.clients;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.util.ArrayList;
import java.util.List;

/** Client records over the DAO; merges and deletions are single transactions. */
final class ClientRepository {
    static final int RESULT_OK = 0;
    static final int RESULT_NOT_FOUND = 1;
    static final int RESULT_SAME = 2;

    private final ClientDao dao;

    ClientRepository(ClientDao dao) {
        this.dao = dao;
    }

    Cursor searchCursor(String prefix) {
        return dao.search(prefix == null ? "" : prefix, 50);
    }

    Cursor clientCursor(String id) {
        return dao.one(id);
    }

    List<ClientDao.Row> search(String prefix, int limit) {
        List<ClientDao.Row> out = new ArrayList<>();
        Cursor c = dao.search(prefix, limit);
        try {
            while (c.moveToNext()) {
                out.add(new ClientDao.Row(c));
            }
        } finally {
            c.close();
        }
        return out;
    }

    ClientDao.Row byId(String id) {
        return dao.byId(id);
    }

    Cursor history(String id) {
        return dao.history(id);
    }

    int setPhone(String id, String phone) {
        SQLiteDatabase sql = dao.writable();
        sql.beginTransaction();
        try {
            if (dao.setPhone(sql, id, phone) != 1) {
                return RESULT_NOT_FOUND;
            }
            sql.setTransactionSuccessful();
            return RESULT_OK;
        } finally {
            sql.endTransaction();
        }
    }

    /** Moves every appointment of {@code mergeId} to {@code keepId} and retires the duplicate record. */
    int merge(String keepId, String mergeId) {
        if (keepId.equals(mergeId)) {
            return RESULT_SAME;
        }
        SQLiteDatabase sql = dao.writable();
        sql.beginTransaction();
        try {
            ClientDao.Row keep = dao.byId(keepId);
            ClientDao.Row gone = dao.byId(mergeId);
            if (keep == null || gone == null) {
                return RESULT_NOT_FOUND;
            }
            dao.moveAppointments(sql, mergeId, keepId);
            dao.markMerged(sql, mergeId, keepId);
            dao.setVisits(sql, keepId, keep.visits + gone.visits);
            sql.setTransactionSuccessful();
            return RESULT_OK;
        } finally {
            sql.endTransaction();
        }
    }

    /** Deletes a client; their booked appointments are cancelled in the same transaction. Returns how many. */
    int delete(String id) {
        SQLiteDatabase sql = dao.writable();
        sql.beginTransaction();
        try {
            if (dao.byId(id) == null) {
                return -1;
            }
            int cancelled = dao.cancelBooked(sql, id);
            dao.deleteClient(sql, id);
            sql.setTransactionSuccessful();
            return cancelled;
        } finally {
            sql.endTransaction();
        }
    }

    int rebuildVisits() {
        List<String> ids = new ArrayList<>();
        Cursor c = dao.activeIds();
        try {
            while (c.moveToNext()) {
                ids.add(c.getString(0));
            }
        } finally {
            c.close();
        }
        SQLiteDatabase sql = dao.writable();
        sql.beginTransaction();
        try {
            for (String id : ids) {
                dao.setVisits(sql, id, dao.countDone(id));
            }
            sql.setTransactionSuccessful();
            return ids.size();
        } finally {
            sql.endTransaction();
        }
    }
}

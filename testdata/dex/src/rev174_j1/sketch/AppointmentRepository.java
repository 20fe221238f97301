package com.tallowbrook.salon.bookings;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.tallowbrook.salon.core.Tokens;
import java.util.ArrayList;
import java.util.List;

/** Booking rules over the DAO; every change is one transaction. */
public final class AppointmentRepository {
    static final int RESULT_OK = 0;
    static final int RESULT_NOT_FOUND = 1;
    static final int RESULT_TAKEN = 2;
    static final int RESULT_WRONG_STATE = 3;
    static final long OPEN_AT_MINUTE = 9 * 60;
    static final long CLOSE_AT_MINUTE = 19 * 60;

    private final AppointmentDao dao;

    AppointmentRepository(AppointmentDao dao) {
        this.dao = dao;
    }

    Cursor upcomingCursor() {
        return dao.upcomingCursor(System.currentTimeMillis());
    }

    List<AppointmentDao.Row> forClient(String clientId) {
        return dao.forClient(clientId, System.currentTimeMillis());
    }

    AppointmentDao.Row byId(String id) {
        return dao.byId(id);
    }

    /** Free starts (every 15 minutes between opening and closing) for a stylist on one day. */
    List<Long> freeSlots(String stylist, long dayStart, int minutes) {
        List<AppointmentDao.Row> taken = dao.between(stylist, dayStart, dayStart + 86400000L);
        List<Long> free = new ArrayList<>();
        for (long m = OPEN_AT_MINUTE; m + minutes <= CLOSE_AT_MINUTE; m += 15) {
            long start = dayStart + m * 60000L;
            long end = start + minutes * 60000L;
            if (!overlaps(taken, null, start, end)) {
                free.add(Long.valueOf(start));
            }
        }
        return free;
    }

    /** Returns the new appointment id, or null when the client is unknown or the time is taken. */
    String book(String clientId, String stylist, long startsAt, int minutes) {
        SQLiteDatabase sql = dao.writable();
        sql.beginTransaction();
        try {
            if (!dao.clientExists(clientId)
                    || overlaps(dao.between(stylist, startsAt - 86400000L, startsAt + 86400000L), null, startsAt,
                            startsAt + minutes * 60000L)) {
                return null;
            }
            String id = "ap_" + Tokens.random(8);
            dao.insert(sql, id, clientId, stylist, startsAt, minutes);
            sql.setTransactionSuccessful();
            return id;
        } finally {
            sql.endTransaction();
        }
    }

    int reschedule(String id, long startsAt) {
        SQLiteDatabase sql = dao.writable();
        sql.beginTransaction();
        try {
            AppointmentDao.Row row = dao.byId(id);
            if (row == null) {
                return RESULT_NOT_FOUND;
            }
            if (row.status != AppointmentDao.STATUS_BOOKED) {
                return RESULT_WRONG_STATE;
            }
            List<AppointmentDao.Row> sameDay = dao.between(row.stylist, startsAt - 86400000L, startsAt + 86400000L);
            if (overlaps(sameDay, id, startsAt, startsAt + row.minutes * 60000L)) {
                return RESULT_TAKEN;
            }
            dao.move(sql, id, startsAt);
            sql.setTransactionSuccessful();
            return RESULT_OK;
        } finally {
            sql.endTransaction();
        }
    }

    int cancel(String id) {
        SQLiteDatabase sql = dao.writable();
        sql.beginTransaction();
        try {
            AppointmentDao.Row row = dao.byId(id);
            if (row == null) {
                return RESULT_NOT_FOUND;
            }
            switch (row.status) {
                case AppointmentDao.STATUS_BOOKED:
                    dao.setStatus(sql, id, AppointmentDao.STATUS_BOOKED, AppointmentDao.STATUS_CANCELLED);
                    sql.setTransactionSuccessful();
                    return RESULT_OK;
                case AppointmentDao.STATUS_CANCELLED:
                    return RESULT_OK;
                default:
                    return RESULT_WRONG_STATE;
            }
        } finally {
            sql.endTransaction();
        }
    }

    /** Puts a reminder for each booked appointment of the day in the outbox; returns how many were new. */
    int queueReminders(long dayStart) {
        SQLiteDatabase sql = dao.writable();
        sql.beginTransaction();
        try {
            int queued = 0;
            long now = System.currentTimeMillis();
            for (AppointmentDao.Row row : dao.between(null, dayStart, dayStart + 86400000L)) {
                if (dao.queueReminder(sql, row.id, now)) {
                    queued++;
                }
            }
            sql.setTransactionSuccessful();
            return queued;
        } finally {
            sql.endTransaction();
        }
    }

    private static boolean overlaps(List<AppointmentDao.Row> rows, String except, long start, long end) {
        for (AppointmentDao.Row row : rows) {
            if (!row.id.equals(except) && row.startsAt < end && start < row.endsAt()) {
                return true;
            }
        }
        return false;
    }
}

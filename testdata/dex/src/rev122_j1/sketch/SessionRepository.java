package com.keyholder.cetp;

import com.keyholder.data.CetpDao;
import com.keyholder.data.SessionRow;
import java.util.Random;
import javax.inject.Inject;
import javax.inject.Named;
import javax.inject.Provider;
import javax.inject.Singleton;

/** Negotiated sessions of both providers, kept in the app database. */
@Singleton
public class SessionRepository {
    private final CetpDao dao;
    private final Provider<Random> random;

    @Inject
    public SessionRepository(CetpDao dao, @Named("secure") Provider<Random> random) {
        this.dao = dao;
        this.random = random;
    }

    public SessionRow open(int uid, String providerId, long ttlMs) {
        Random rng = random.get();
        SessionRow row = new SessionRow();
        row.token = "ks_" + Long.toHexString(rng.nextLong()) + Long.toHexString(rng.nextLong());
        row.uid = uid;
        row.providerId = providerId;
        row.expiresAt = System.currentTimeMillis() + ttlMs;
        dao.insertSession(row);
        return row;
    }

    /** The live session this token opened, whoever opened it. */
    public SessionRow findByToken(String token) {
        if (token == null) {
            return null;
        }
        SessionRow row = dao.sessionByToken(token);
        if (row == null || row.expiresAt < System.currentTimeMillis()) {
            return null;
        }
        return row;
    }

    /** The live session this token opened for this caller. */
    public SessionRow findForCaller(String token, int uid) {
        SessionRow row = findByToken(token);
        if (row == null || row.uid != uid) {
            return null;
        }
        return row;
    }
}

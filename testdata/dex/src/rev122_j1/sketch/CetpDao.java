package com.keyholder.data;

import androidx.room.Dao;
import androidx.room.Insert;
import androidx.room.Query;

@Dao
public interface CetpDao {
    @Insert
    void insertSession(SessionRow row);

    @Query("SELECT * FROM sessions WHERE token = :token")
    SessionRow sessionByToken(String token);

    @Query("SELECT * FROM requests WHERE provider_id = :providerId AND uid = :uid AND request_id = :requestId")
    RequestRow findRequest(String providerId, int uid, String requestId);

    @Insert
    void insertRequest(RequestRow row);

    @Query("INSERT INTO audit (uid, provider_id, tool, request_id, outcome, at)"
            + " VALUES (:uid, :providerId, :tool, :requestId, :outcome, :at)")
    void audit(int uid, String providerId, String tool, String requestId, String outcome, long at);
}

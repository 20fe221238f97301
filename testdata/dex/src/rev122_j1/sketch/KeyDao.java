package com.keyholder.data;

import androidx.room.Dao;
import androidx.room.Insert;
import androidx.room.Query;
import java.util.List;

@Dao
public interface KeyDao {
    @Query("SELECT * FROM locks ORDER BY name")
    List<LockRow> locks();

    @Query("SELECT * FROM locks WHERE id = :id")
    LockRow lock(String id);

    @Query("UPDATE locks SET locked = :locked, changed_at = :at WHERE id = :id")
    int setLocked(String id, boolean locked, long at);

    @Query("SELECT * FROM grants WHERE revoked = 0 ORDER BY guest")
    List<GrantRow> grants();

    @Query("SELECT * FROM grants WHERE id = :id AND revoked = 0")
    GrantRow grant(String id);

    @Insert
    void insertGrant(GrantRow row);

    @Query("UPDATE grants SET revoked = 1 WHERE id = :id")
    int revokeGrant(String id);
}

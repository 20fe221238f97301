package com.rr;

/** Room DAO: {@code @Query("SELECT * FROM ops WHERE id = :id") Op find(String id);} */
public interface OpDao {
    Op find(String id);

    /** {@code @Query("SELECT * FROM ops WHERE id = :id AND owner_uid = :uid")} */
    Op findOwned(String id, int uid);
}

# Kotlin sketch (ReservationDao.kt): the journal's Room DAO.
#   @Dao
#   interface ReservationDao {
#       @Insert(onConflict = OnConflictStrategy.IGNORE)
#       fun reserve(reservation: Reservation): Long
#   }
.class public interface abstract Lcom/example/dd/ReservationDao;
.super Ljava/lang/Object;
.source "ReservationDao.kt"

.method public abstract reserve(Lcom/example/dd/Reservation;)J
.end method

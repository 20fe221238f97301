# Kotlin sketch (ReservationDao_Impl.kt), what Room 2.7's Kotlin code
# generator writes for ReservationDao (compiled by kotlinc, its lambda
# desugared by D8 into ReservationDao_Impl$$ExternalSyntheticLambda0):
#   public class ReservationDao_Impl(__db: RoomDatabase) : ReservationDao {
#     private val __db: RoomDatabase
#     private val __insertAdapterOfReservation: EntityInsertAdapter<Reservation>
#     init {                                                                               // 19
#       this.__db = __db
#       this.__insertAdapterOfReservation = object : EntityInsertAdapter<Reservation>() { … }   // 21
#     }
#     public override fun reserve(reservation: Reservation): Long = performBlocking(__db, false, true) { _connection ->   // 33
#       val _result: Long = __insertAdapterOfReservation.insertAndReturnId(_connection, reservation)                       // 34
#       _result                                                                                                            // 35
#     }
#   }
.class public final Lcom/example/dd/ReservationDao_Impl;
.super Ljava/lang/Object;
.source "ReservationDao_Impl.kt"
.implements Lcom/example/dd/ReservationDao;

.field private final __db:Landroidx/room/RoomDatabase;

.field private final __insertAdapterOfReservation:Landroidx/room/EntityInsertAdapter;

.method public constructor <init>(Landroidx/room/RoomDatabase;)V
    .locals 1
    const-string v0, "__db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 20
    iput-object p1, p0, Lcom/example/dd/ReservationDao_Impl;->__db:Landroidx/room/RoomDatabase;
    .line 21
    new-instance p1, Lcom/example/dd/ReservationDao_Impl$1;
    invoke-direct {p1}, Lcom/example/dd/ReservationDao_Impl$1;-><init>()V
    check-cast p1, Landroidx/room/EntityInsertAdapter;
    iput-object p1, p0, Lcom/example/dd/ReservationDao_Impl;->__insertAdapterOfReservation:Landroidx/room/EntityInsertAdapter;
    return-void
.end method

.method private static final reserve$lambda$0(Lcom/example/dd/ReservationDao_Impl;Lcom/example/dd/Reservation;Landroidx/sqlite/SQLiteConnection;)J
    .locals 2
    const-string v0, "_connection"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    iget-object p0, p0, Lcom/example/dd/ReservationDao_Impl;->__insertAdapterOfReservation:Landroidx/room/EntityInsertAdapter;
    invoke-virtual {p0, p2, p1}, Landroidx/room/EntityInsertAdapter;->insertAndReturnId(Landroidx/sqlite/SQLiteConnection;Ljava/lang/Object;)J
    move-result-wide v0
    .line 35
    return-wide v0
.end method

.method public static synthetic $r8$lambda$reserve(Lcom/example/dd/ReservationDao_Impl;Lcom/example/dd/Reservation;Landroidx/sqlite/SQLiteConnection;)J
    .locals 2
    invoke-static {p0, p1, p2}, Lcom/example/dd/ReservationDao_Impl;->reserve$lambda$0(Lcom/example/dd/ReservationDao_Impl;Lcom/example/dd/Reservation;Landroidx/sqlite/SQLiteConnection;)J
    move-result-wide v0
    return-wide v0
.end method

.method public reserve(Lcom/example/dd/Reservation;)J
    .locals 4
    const-string v0, "reservation"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    iget-object v0, p0, Lcom/example/dd/ReservationDao_Impl;->__db:Landroidx/room/RoomDatabase;
    new-instance v1, Lcom/example/dd/ReservationDao_Impl$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0, p1}, Lcom/example/dd/ReservationDao_Impl$$ExternalSyntheticLambda0;-><init>(Lcom/example/dd/ReservationDao_Impl;Lcom/example/dd/Reservation;)V
    const/4 v2, 0x0
    const/4 v3, 0x1
    invoke-static {v0, v2, v3, v1}, Landroidx/room/util/DBUtil;->performBlocking(Landroidx/room/RoomDatabase;ZZLkotlin/jvm/functions/Function1;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Number;
    invoke-virtual {p1}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    return-wide v0
.end method

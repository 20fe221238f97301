# Kotlin sketch (JournalDatabase_Impl.kt), what Room 2.7 generates for
# JournalDatabase (Room makes it by reflection from the class name):
#   public class JournalDatabase_Impl : JournalDatabase() {
#     private val _reservationDao: Lazy<ReservationDao> = lazy { ReservationDao_Impl(this) }   // 14
#     public override fun reservations(): ReservationDao = _reservationDao.value                 // 40
#   }
.class public final Lcom/example/dd/JournalDatabase_Impl;
.super Lcom/example/dd/JournalDatabase;
.source "JournalDatabase_Impl.kt"

.field private final _reservationDao:Lkotlin/Lazy;

.method public constructor <init>()V
    .locals 1
    .line 13
    invoke-direct {p0}, Lcom/example/dd/JournalDatabase;-><init>()V
    .line 14
    new-instance v0, Lcom/example/dd/JournalDatabase_Impl$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/example/dd/JournalDatabase_Impl$$ExternalSyntheticLambda0;-><init>(Lcom/example/dd/JournalDatabase_Impl;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/dd/JournalDatabase_Impl;->_reservationDao:Lkotlin/Lazy;
    return-void
.end method

.method private static final _reservationDao$lambda$0(Lcom/example/dd/JournalDatabase_Impl;)Lcom/example/dd/ReservationDao_Impl;
    .locals 1
    .line 15
    new-instance v0, Lcom/example/dd/ReservationDao_Impl;
    check-cast p0, Landroidx/room/RoomDatabase;
    invoke-direct {v0, p0}, Lcom/example/dd/ReservationDao_Impl;-><init>(Landroidx/room/RoomDatabase;)V
    return-object v0
.end method

.method public static synthetic $r8$lambda$reservationDao(Lcom/example/dd/JournalDatabase_Impl;)Lcom/example/dd/ReservationDao_Impl;
    .locals 0
    invoke-static {p0}, Lcom/example/dd/JournalDatabase_Impl;->_reservationDao$lambda$0(Lcom/example/dd/JournalDatabase_Impl;)Lcom/example/dd/ReservationDao_Impl;
    move-result-object p0
    return-object p0
.end method

.method public reservations()Lcom/example/dd/ReservationDao;
    .locals 1
    .line 40
    iget-object v0, p0, Lcom/example/dd/JournalDatabase_Impl;->_reservationDao:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/dd/ReservationDao;
    return-object v0
.end method

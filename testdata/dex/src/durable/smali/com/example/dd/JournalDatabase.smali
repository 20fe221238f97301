# Java sketch (JournalDatabase.java): the app's Room database.
#   @Database(entities = {Reservation.class}, version = 1)
#   public abstract class JournalDatabase extends RoomDatabase {                                // 9
#       public abstract ReservationDao reservations();
#       public static JournalDatabase open(Context context) {
#           return Room.databaseBuilder(context, JournalDatabase.class, "journal.db").build();   // 12
#       }
#   }
.class public abstract Lcom/example/dd/JournalDatabase;
.super Landroidx/room/RoomDatabase;
.source "JournalDatabase.java"

.method public constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {p0}, Landroidx/room/RoomDatabase;-><init>()V
    return-void
.end method

.method public static open(Landroid/content/Context;)Lcom/example/dd/JournalDatabase;
    .registers 3
    .line 12
    const-class v0, Lcom/example/dd/JournalDatabase;
    const-string v1, "journal.db"
    invoke-static {p0, v0, v1}, Landroidx/room/Room;->databaseBuilder(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;)Landroidx/room/RoomDatabase$Builder;
    move-result-object p0
    invoke-virtual {p0}, Landroidx/room/RoomDatabase$Builder;->build()Landroidx/room/RoomDatabase;
    move-result-object p0
    check-cast p0, Lcom/example/dd/JournalDatabase;
    return-object p0
.end method

.method public abstract reservations()Lcom/example/dd/ReservationDao;
.end method

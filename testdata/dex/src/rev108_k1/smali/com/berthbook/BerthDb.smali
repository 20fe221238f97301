.class public final Lcom/berthbook/BerthDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "Storage.kt"


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 7
    const-string v1, "ctx"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    const-string v2, "berthbook.db"
    const/4 v3, 0x0
    const/4 v4, 0x3
    invoke-direct {v5, v6, v2, v3, v4}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V
    return-void
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 4
    const-string v1, "db"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    const-string v1, "CREATE TABLE berths (id INTEGER PRIMARY KEY, marina TEXT, length_m INTEGER, booking_id INTEGER)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 15
    const-string v1, "CREATE TABLE bookings (id INTEGER PRIMARY KEY, marina TEXT, vessel TEXT, nights INTEGER)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 16
    const-string v1, "CREATE TABLE harbour_log (id INTEGER PRIMARY KEY, vessel TEXT, event TEXT, uid INTEGER, at_ms INTEGER, shared_with TEXT)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 17
    const-string v1, "CREATE TABLE moorings (vessel TEXT PRIMARY KEY, berth TEXT)"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 18
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 6
    const-string v1, "db"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    const-string v1, "DROP TABLE IF EXISTS harbour_log"
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 22
    invoke-virtual {v2, v3}, Lcom/berthbook/BerthDb;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .line 23
    return-void
.end method


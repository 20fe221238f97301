.class Lcom/example/hdd/AppDatabase_Impl$1;
.super Landroidx/room/RoomOpenHelper$Delegate;
.source "AppDatabase_Impl.java"

# Java sketch: the anonymous RoomOpenHelper.Delegate in sketch/AppDatabase_Impl.java (reduced Room 2.4 shape).

# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/hdd/AppDatabase_Impl;->createOpenHelper(Landroidx/room/DatabaseConfiguration;)Landroidx/sqlite/db/SupportSQLiteOpenHelper;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/example/hdd/AppDatabase_Impl;


# direct methods
.method constructor <init>(Lcom/example/hdd/AppDatabase_Impl;I)V
    .registers 3
    .line 22
    iput-object p1, p0, Lcom/example/hdd/AppDatabase_Impl$1;->this$0:Lcom/example/hdd/AppDatabase_Impl;
    invoke-direct {p0, p2}, Landroidx/room/RoomOpenHelper$Delegate;-><init>(I)V
    return-void
.end method


# virtual methods
.method public createAllTables(Landroidx/sqlite/db/SupportSQLiteDatabase;)V
    .registers 3
    .line 25
    const-string v0, "CREATE TABLE IF NOT EXISTS `requests` (`rid` TEXT NOT NULL, `result` TEXT, PRIMARY KEY(`rid`))"
    invoke-interface {p1, v0}, Landroidx/sqlite/db/SupportSQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 26
    const-string v0, "CREATE TABLE IF NOT EXISTS room_master_table (id INTEGER PRIMARY KEY,identity_hash TEXT)"
    invoke-interface {p1, v0}, Landroidx/sqlite/db/SupportSQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 27
    const-string v0, "INSERT OR REPLACE INTO room_master_table (id,identity_hash) VALUES(42, \'5c1e3f0d9b2a4c6e8f7a1b3d5e7f9a2c\')"
    invoke-interface {p1, v0}, Landroidx/sqlite/db/SupportSQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 28
    return-void
.end method

.method public dropAllTables(Landroidx/sqlite/db/SupportSQLiteDatabase;)V
    .registers 3
    .line 32
    const-string v0, "DROP TABLE IF EXISTS `requests`"
    invoke-interface {p1, v0}, Landroidx/sqlite/db/SupportSQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 33
    return-void
.end method

.method protected onCreate(Landroidx/sqlite/db/SupportSQLiteDatabase;)V
    .registers 2
    .line 37
    return-void
.end method

.method public onOpen(Landroidx/sqlite/db/SupportSQLiteDatabase;)V
    .registers 3
    .line 41
    iget-object v0, p0, Lcom/example/hdd/AppDatabase_Impl$1;->this$0:Lcom/example/hdd/AppDatabase_Impl;
    invoke-static {v0, p1}, Lcom/example/hdd/AppDatabase_Impl;->access$002(Lcom/example/hdd/AppDatabase_Impl;Landroidx/sqlite/db/SupportSQLiteDatabase;)Landroidx/sqlite/db/SupportSQLiteDatabase;
    .line 42
    iget-object v0, p0, Lcom/example/hdd/AppDatabase_Impl$1;->this$0:Lcom/example/hdd/AppDatabase_Impl;
    invoke-static {v0, p1}, Lcom/example/hdd/AppDatabase_Impl;->access$100(Lcom/example/hdd/AppDatabase_Impl;Landroidx/sqlite/db/SupportSQLiteDatabase;)V
    .line 43
    return-void
.end method

.method protected onValidateSchema(Landroidx/sqlite/db/SupportSQLiteDatabase;)Landroidx/room/RoomOpenHelper$ValidationResult;
    .registers 4
    .line 47
    new-instance p1, Landroidx/room/RoomOpenHelper$ValidationResult;
    const/4 v0, 0x1
    const/4 v1, 0x0
    invoke-direct {p1, v0, v1}, Landroidx/room/RoomOpenHelper$ValidationResult;-><init>(ZLjava/lang/String;)V
    return-object p1
.end method

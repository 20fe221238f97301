.class public Lcom/seedvault/data/SeedDb;
.super Landroidx/room/RoomDatabase;
.source "SeedDb.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Landroidx/room/RoomDatabase;-><init>()V

    return-void
.end method

.method public static open(Landroid/content/Context;)Lcom/seedvault/data/SeedDb;
    .registers 5

    .line 9
    new-instance v0, Lcom/seedvault/data/SeedDb;

    invoke-direct {v0}, Lcom/seedvault/data/SeedDb;-><init>()V

    .line 10
    const-string v1, "seedvault.db"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {p0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/seedvault/data/SeedDb;->init(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 11
    return-object v0
.end method

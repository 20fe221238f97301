.class public final Lcom/starslot/core/Store;
.super Ljava/lang/Object;
.source "Store.java"


# static fields
.field public static app:Landroid/content/Context;

.field public static db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    return-void
.end method

.method public static init(Landroid/content/Context;)V
    .registers 4

    .line 15
    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v0

    sput-object v0, Lcom/starslot/core/Store;->app:Landroid/content/Context;

    .line 16
    sget-object v0, Lcom/starslot/core/Store;->app:Landroid/content/Context;

    const-string v1, "starslot.db"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sput-object v0, Lcom/starslot/core/Store;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 17
    return-void
.end method

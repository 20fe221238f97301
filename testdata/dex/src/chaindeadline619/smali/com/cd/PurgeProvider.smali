.class public final Lcom/cd/PurgeProvider;
.super Landroid/content/ContentProvider;
.source "PurgeProvider.java"

# instance fields
.field private steps:Ljava/util/List;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 12
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 10
    .line 17
    const-string v0, "/data/data/com.cd/databases/purge.db"
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v8
    .line 18
    const/4 v1, 0x3
    new-array v1, v1, [Lcom/cd/Step;
    const/4 v3, 0x0
    new-instance v4, Lcom/cd/DeadlineStep;
    invoke-direct {v4}, Lcom/cd/DeadlineStep;-><init>()V
    aput-object v4, v1, v3
    const/4 v3, 0x1
    new-instance v4, Lcom/cd/Tools$LogStep;
    invoke-direct {v4}, Lcom/cd/Tools$LogStep;-><init>()V
    aput-object v4, v1, v3
    const/4 v3, 0x2
    new-instance v4, Lcom/cd/Tools$DeleteStep;
    const-string v7, "purge"
    invoke-direct {v4, v8, v7}, Lcom/cd/Tools$DeleteStep;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    aput-object v4, v1, v3
    invoke-static {v1}, Lcom/cd/Chain;->of([Lcom/cd/Step;)Ljava/util/List;
    move-result-object v1
    iput-object v1, v9, Lcom/cd/PurgeProvider;->steps:Ljava/util/List;
    .line 19
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 24
    if-nez v6, :L14
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    goto :L15
:L14
    move-object v0, v6
:L15
    move-object v2, v0
    .line 25
    const-string v1, "method"
    invoke-virtual {v2, v1, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 26
    iget-object v0, v3, Lcom/cd/PurgeProvider;->steps:Ljava/util/List;
    invoke-static {v0, v2}, Lcom/cd/Chain;->run(Ljava/util/List;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 31
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 36
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 41
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 46
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 51
    const/4 v0, 0x0
    return v0
.end method


.class public abstract Lcom/rf/Base;
.super Landroid/content/ContentProvider;
.source "Base.java"

# instance fields
.field protected db:Landroid/database/sqlite/SQLiteDatabase;
.field private legacy:Lcom/rf/Base;
.field private legacyMode:Z


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 11
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method


# virtual methods
.method abstract execute(Landroid/os/Bundle;)Landroid/os/Bundle;
.end method

.method public onCreate()Z
    .registers 5
    .line 20
    const-string v1, "/data/data/com.rf/databases/f.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v4, Lcom/rf/Base;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 21
    new-instance v1, Lcom/rf/Legacy;
    iget-object v3, v4, Lcom/rf/Base;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-direct {v1, v3}, Lcom/rf/Legacy;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    iput-object v1, v4, Lcom/rf/Base;->legacy:Lcom/rf/Base;
    .line 22
    const-string v1, "1"
    const-string v2, "legacy"
    invoke-static {v2}, Ljava/lang/System;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    iput-boolean v1, v4, Lcom/rf/Base;->legacyMode:Z
    .line 23
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 28
    const-string v0, "execute_tool"
    invoke-virtual {v0, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L13
    if-nez v5, :L15
:L13
    const/4 v0, 0x0
    return-object v0
:L15
    .line 29
    iget-boolean v0, v2, Lcom/rf/Base;->legacyMode:Z
    if-eqz v0, :L29
    iget-object v0, v2, Lcom/rf/Base;->legacy:Lcom/rf/Base;
    goto :L30
:L29
    move-object v0, v2
:L30
    move-object v1, v0
    .line 30
    invoke-virtual {v1, v5}, Lcom/rf/Base;->execute(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method expired(Landroid/os/Bundle;)Z
    .registers 8
    .line 33
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    const-string v3, "deadline_at_ms"
    const-wide/16 v4, 0x0L
    invoke-virtual {v7, v3, v4, v5}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L18
    const/4 v0, 0x1
    goto :L19
:L18
    const/4 v0, 0x0
:L19
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 35
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
    .line 37
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 38
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 39
    const/4 v0, 0x0
    return v0
.end method


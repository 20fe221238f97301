.class public final Lcom/dd/PurgeProvider;
.super Landroid/content/ContentProvider;
.source "PurgeProvider.java"

# instance fields
.field private host:Lcom/dd/Host;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 11
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 6
    .line 16
    const-string v0, "/data/data/com.dd/databases/reports.db"
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v4
    .line 17
    new-instance v1, Lcom/dd/Host;
    new-instance v3, Lcom/dd/Desks$ReportDesk;
    invoke-direct {v3, v4}, Lcom/dd/Desks$ReportDesk;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    invoke-direct {v1, v3}, Lcom/dd/Host;-><init>(Lcom/dd/Desk;)V
    iput-object v1, v5, Lcom/dd/PurgeProvider;->host:Lcom/dd/Host;
    .line 18
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 23
    iget-object v0, v1, Lcom/dd/PurgeProvider;->host:Lcom/dd/Host;
    invoke-virtual {v0, v2, v4}, Lcom/dd/Host;->call(Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 28
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 33
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 38
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 43
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 48
    const/4 v0, 0x0
    return v0
.end method


.class public final Lcom/ps/DeskProvider;
.super Lcom/ps/Base;
.source "DeskProvider.java"

# static fields
.field private static final ASSISTANT_CERT:[B

# instance fields
.field private store:Lcom/ps/Store;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {v1}, Lcom/ps/Base;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 10
    const/16 v0, 0x20
    new-array v0, v0, [B
    sput-object v0, Lcom/ps/DeskProvider;->ASSISTANT_CERT:[B
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 6
    .line 15
    new-instance v1, Lcom/ps/Store;
    const-string v3, "items.db"
    const/4 v4, 0x0
    invoke-static {v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/ps/Store;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    iput-object v1, v5, Lcom/ps/DeskProvider;->store:Lcom/ps/Store;
    .line 16
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 21
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 22
    invoke-virtual {v6}, Lcom/ps/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    sget-object v2, Lcom/ps/DeskProvider;->ASSISTANT_CERT:[B
    const/4 v3, 0x1
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v0
    if-nez v0, :L41
    .line 24
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    return-object v4
:L41
    .line 27
    const-string v0, "execute_tool"
    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L54
    if-nez v9, :L66
:L54
    .line 28
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 29
    return-object v4
:L66
    .line 31
    const-string v0, "find_items"
    const-string v2, "tool"
    invoke-virtual {v9, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L96
    .line 32
    iget-object v0, v6, Lcom/ps/DeskProvider;->store:Lcom/ps/Store;
    const-string v2, "name"
    invoke-virtual {v9, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/ps/Store;->byName(Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    goto :L109
:L96
    .line 33
    iget-object v0, v6, Lcom/ps/DeskProvider;->store:Lcom/ps/Store;
    const-string v2, "category"
    invoke-virtual {v9, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/ps/Store;->byCategory(Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
:L109
    move-object v5, v0
    .line 34
    const-string v1, "count"
    invoke-interface {v5}, Landroid/database/Cursor;->getCount()I
    move-result v2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 35
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    .line 36
    return-object v4
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 9
    invoke-super {v1, v2, v3, v4, v5}, Lcom/ps/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 9
    invoke-super {v1, v2, v3, v4}, Lcom/ps/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 9
    invoke-super {v1, v2, v3}, Lcom/ps/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 9
    invoke-super {v1, v2}, Lcom/ps/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 9
    invoke-super/range {v1 .. v6}, Lcom/ps/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method


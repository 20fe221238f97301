.class public final Lcom/ds/DeskProvider;
.super Lcom/ds/Base;
.source "DeskProvider.java"

# static fields
.field private static final ASSISTANT_CERT:[B

# instance fields
.field private services:Lcom/ds/Services;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 8
    invoke-direct {v1}, Lcom/ds/Base;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 9
    const/16 v0, 0x20
    new-array v0, v0, [B
    sput-object v0, Lcom/ds/DeskProvider;->ASSISTANT_CERT:[B
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 5
    .line 14
    new-instance v1, Lcom/ds/Services;
    invoke-virtual {v4}, Lcom/ds/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/ds/Services;-><init>(Landroid/content/Context;)V
    iput-object v1, v4, Lcom/ds/DeskProvider;->services:Lcom/ds/Services;
    .line 15
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 20
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 21
    invoke-virtual {v6}, Lcom/ds/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    sget-object v2, Lcom/ds/DeskProvider;->ASSISTANT_CERT:[B
    const/4 v3, 0x1
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v0
    if-nez v0, :L41
    .line 23
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 24
    return-object v4
:L41
    .line 26
    const-string v0, "list_tools"
    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L62
    .line 27
    const-string v1, "tools"
    const-string v2, "[archive_desk, export_desk]"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    return-object v4
:L62
    .line 30
    const-string v0, "execute_tool"
    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L134
    if-eqz v9, :L134
    .line 31
    iget-object v0, v6, Lcom/ds/DeskProvider;->services:Lcom/ds/Services;
    const-string v2, "tool"
    invoke-virtual {v9, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/ds/Services;->handle(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v5
    .line 32
    instance-of v0, v5, Landroid/app/PendingIntent;
    if-eqz v0, :L122
    .line 33
    const-string v1, "status"
    const-string v2, "confirmation_required"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 34
    const-string v1, "resolution"
    move-object v2, v5
    check-cast v2, Landroid/app/PendingIntent;
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    goto :L131
:L122
    .line 36
    const-string v1, "error_code"
    const-string v2, "TOOL_NOT_FOUND"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L131
    .line 38
    return-object v4
:L134
    .line 40
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 41
    return-object v4
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 8
    invoke-super {v1, v2, v3, v4, v5}, Lcom/ds/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 8
    invoke-super {v1, v2, v3, v4}, Lcom/ds/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 8
    invoke-super {v1, v2, v3}, Lcom/ds/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 8
    invoke-super {v1, v2}, Lcom/ds/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 8
    invoke-super/range {v1 .. v6}, Lcom/ds/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method


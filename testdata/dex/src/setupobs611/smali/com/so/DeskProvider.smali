.class public final Lcom/so/DeskProvider;
.super Lcom/so/Base;
.source "DeskProvider.java"

# static fields
.field private static final ASSISTANT_CERT:[B

# instance fields
.field private final bus:Lcom/so/Bus;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 7
    invoke-direct {v2}, Lcom/so/Base;-><init>()V
    .line 9
    new-instance v1, Lcom/so/Bus;
    invoke-direct {v1}, Lcom/so/Bus;-><init>()V
    iput-object v1, v2, Lcom/so/DeskProvider;->bus:Lcom/so/Bus;
    .line 12
    iget-object v0, v2, Lcom/so/DeskProvider;->bus:Lcom/so/Bus;
    new-instance v1, Lcom/so/LogObserver;
    invoke-direct {v1}, Lcom/so/LogObserver;-><init>()V
    invoke-virtual {v0, v1}, Lcom/so/Bus;->subscribe(Lcom/so/Bus$Observer;)V
    .line 13
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 8
    const/16 v0, 0x20
    new-array v0, v0, [B
    sput-object v0, Lcom/so/DeskProvider;->ASSISTANT_CERT:[B
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 3
    .line 17
    iget-object v0, v2, Lcom/so/DeskProvider;->bus:Lcom/so/Bus;
    new-instance v1, Lcom/so/AuditObserver;
    invoke-direct {v1}, Lcom/so/AuditObserver;-><init>()V
    invoke-virtual {v0, v1}, Lcom/so/Bus;->subscribe(Lcom/so/Bus$Observer;)V
    .line 18
    iget-object v0, v2, Lcom/so/DeskProvider;->bus:Lcom/so/Bus;
    new-instance v1, Lcom/so/ExportObserver;
    invoke-direct {v1}, Lcom/so/ExportObserver;-><init>()V
    invoke-virtual {v0, v1}, Lcom/so/Bus;->subscribe(Lcom/so/Bus$Observer;)V
    .line 19
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 24
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    .line 25
    invoke-virtual {v6}, Lcom/so/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    sget-object v2, Lcom/so/DeskProvider;->ASSISTANT_CERT:[B
    const/4 v3, 0x1
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v0
    if-nez v0, :L41
    .line 27
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    return-object v5
:L41
    .line 30
    const-string v0, "list_tools"
    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L62
    .line 31
    const-string v1, "tools"
    const-string v2, "[archive_desk, export_desk]"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    return-object v5
:L62
    .line 34
    const-string v0, "execute_tool"
    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L98
    if-eqz v9, :L98
    .line 35
    const-string v1, "result"
    iget-object v2, v6, Lcom/so/DeskProvider;->bus:Lcom/so/Bus;
    const-string v4, "tool"
    invoke-virtual {v9, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3}, Lcom/so/Bus;->publish(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 36
    return-object v5
:L98
    .line 38
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 39
    return-object v5
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 7
    invoke-super {v1, v2, v3, v4, v5}, Lcom/so/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 7
    invoke-super {v1, v2, v3, v4}, Lcom/so/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 7
    invoke-super {v1, v2, v3}, Lcom/so/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 7
    invoke-super {v1, v2}, Lcom/so/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 7
    invoke-super/range {v1 .. v6}, Lcom/so/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method


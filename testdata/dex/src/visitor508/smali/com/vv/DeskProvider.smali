.class public final Lcom/vv/DeskProvider;
.super Lcom/vv/Base;
.source "DeskProvider.java"

# static fields
.field private static final ASSISTANT_CERT:[B


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Lcom/vv/Base;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 8
    const/16 v0, 0x20
    new-array v0, v0, [B
    sput-object v0, Lcom/vv/DeskProvider;->ASSISTANT_CERT:[B
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 12
    invoke-virtual {v5}, Lcom/vv/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    sget-object v2, Lcom/vv/DeskProvider;->ASSISTANT_CERT:[B
    const/4 v3, 0x1
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v0
    if-nez v0, :L29
    .line 14
    const/4 v0, 0x0
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "Not allowed."
    invoke-static {v0, v1, v2}, Lcom/vv/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L29
    .line 16
    if-eqz v8, :L56
    const-string v1, "sync"
    invoke-virtual {v8, v1}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L56
    new-instance v0, Lcom/vv/SyncExchange;
    invoke-virtual {v5}, Lcom/vv/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/vv/SyncExchange;-><init>(Landroid/content/Context;)V
    goto :L67
:L56
    new-instance v0, Lcom/vv/Exchange;
    invoke-virtual {v5}, Lcom/vv/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/vv/Exchange;-><init>(Landroid/content/Context;)V
:L67
    move-object v4, v0
    .line 17
    invoke-static {v6, v8}, Lcom/vv/Command;->parse(Ljava/lang/String;Landroid/os/Bundle;)Lcom/vv/Command;
    move-result-object v0
    invoke-virtual {v0, v4}, Lcom/vv/Command;->accept(Lcom/vv/Command$Visitor;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 7
    invoke-super {v1, v2, v3, v4, v5}, Lcom/vv/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 7
    invoke-super {v1, v2, v3, v4}, Lcom/vv/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 7
    invoke-super {v1, v2, v3}, Lcom/vv/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 7
    invoke-super {v1, v2}, Lcom/vv/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 7
    invoke-super/range {v1 .. v6}, Lcom/vv/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 7
    invoke-super {v1}, Lcom/vv/Base;->onCreate()Z
    move-result v0
    return v0
.end method


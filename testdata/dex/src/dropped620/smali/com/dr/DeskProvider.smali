.class public final Lcom/dr/DeskProvider;
.super Lcom/dr/Base;
.source "DeskProvider.java"

# static fields
.field private static final ASSISTANT_CERT:[B

# instance fields
.field private final holds:Lcom/dr/Holds;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 7
    invoke-direct {v2}, Lcom/dr/Base;-><init>()V
    .line 9
    new-instance v1, Lcom/dr/Holds;
    invoke-direct {v1}, Lcom/dr/Holds;-><init>()V
    iput-object v1, v2, Lcom/dr/DeskProvider;->holds:Lcom/dr/Holds;
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 8
    const/16 v0, 0x20
    new-array v0, v0, [B
    sput-object v0, Lcom/dr/DeskProvider;->ASSISTANT_CERT:[B
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    .line 13
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v6, v0
    .line 14
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v7
    .line 15
    invoke-virtual {v10}, Lcom/dr/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    sget-object v2, Lcom/dr/DeskProvider;->ASSISTANT_CERT:[B
    const/4 v3, 0x1
    invoke-virtual {v0, v7, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v0
    if-nez v0, :L45
    .line 17
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    return-object v6
:L45
    .line 20
    const-string v0, "execute_tool"
    invoke-virtual {v0, v11}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L58
    if-nez v13, :L70
:L58
    .line 21
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    return-object v6
:L70
    .line 24
    new-instance v0, Lcom/dr/Request;
    const-string v4, "request_id"
    invoke-virtual {v13, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v5, "resume_token"
    invoke-virtual {v13, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-direct {v0, v7, v3, v4}, Lcom/dr/Request;-><init>(ILjava/lang/String;Ljava/lang/String;)V
    move-object v8, v0
    .line 25
    const-string v0, "archive_desk"
    const-string v2, "tool"
    invoke-virtual {v13, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L119
    .line 26
    iget-object v0, v10, Lcom/dr/DeskProvider;->holds:Lcom/dr/Holds;
    invoke-virtual {v0, v8}, Lcom/dr/Holds;->redeem(Lcom/dr/Request;)Z
    move-result v0
    goto :L128
:L119
    .line 27
    iget-object v0, v10, Lcom/dr/DeskProvider;->holds:Lcom/dr/Holds;
    invoke-virtual {v0, v8}, Lcom/dr/Holds;->redeemAny(Lcom/dr/Request;)Z
    move-result v0
:L128
    move v9, v0
    .line 28
    const-string v1, "done"
    invoke-virtual {v6, v1, v9}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 29
    return-object v6
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 7
    invoke-super {v1, v2, v3, v4, v5}, Lcom/dr/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 7
    invoke-super {v1, v2, v3, v4}, Lcom/dr/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 7
    invoke-super {v1, v2, v3}, Lcom/dr/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 7
    invoke-super {v1, v2}, Lcom/dr/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 7
    invoke-super/range {v1 .. v6}, Lcom/dr/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 7
    invoke-super {v1}, Lcom/dr/Base;->onCreate()Z
    move-result v0
    return v0
.end method


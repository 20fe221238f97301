.class public final Lcom/cs/DeskProvider;
.super Lcom/cs/Base;
.source "DeskProvider.java"

# static fields
.field private static final ASSISTANT_CERT:[B

# instance fields
.field private final random:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 10
    invoke-direct {v2}, Lcom/cs/Base;-><init>()V
    .line 12
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/cs/DeskProvider;->random:Ljava/security/SecureRandom;
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 11
    const/16 v0, 0x20
    new-array v0, v0, [B
    sput-object v0, Lcom/cs/DeskProvider;->ASSISTANT_CERT:[B
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    .line 16
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v8, v0
    .line 17
    invoke-virtual {v11}, Lcom/cs/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    sget-object v2, Lcom/cs/DeskProvider;->ASSISTANT_CERT:[B
    const/4 v3, 0x1
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v0
    if-nez v0, :L41
    .line 19
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    return-object v8
:L41
    .line 22
    const-string v0, "execute_tool"
    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L54
    if-nez v14, :L66
:L54
    .line 23
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 24
    return-object v8
:L66
    .line 26
    const/16 v0, 0x20
    new-array v0, v0, [B
    move-object v9, v0
    .line 27
    iget-object v0, v11, Lcom/cs/DeskProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v9}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 28
    invoke-static {}, Ljava/util/Base64;->getUrlEncoder()Ljava/util/Base64$Encoder;
    move-result-object v0
    invoke-virtual {v0, v9}, Ljava/util/Base64$Encoder;->encodeToString([B)Ljava/lang/String;
    move-result-object v10
    .line 29
    const-string v1, "tool"
    invoke-virtual {v14, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L119
    .line 31
    invoke-virtual {v11}, Lcom/cs/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    new-instance v1, Lcom/cs/Outcome;
    const-string v3, "INVALID_ARGS"
    const/4 v4, 0x0
    const/4 v5, 0x0
    invoke-direct {v1, v3, v4, v5}, Lcom/cs/Outcome;-><init>(Ljava/lang/String;Landroid/content/ComponentName;Ljava/lang/String;)V
    invoke-static {v0, v1}, Lcom/cs/Replies;->reply(Landroid/content/Context;Lcom/cs/Outcome;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L119
    .line 33
    const-string v0, "wipe_desk"
    const-string v2, "tool"
    invoke-virtual {v14, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L165
    .line 35
    invoke-virtual {v11}, Lcom/cs/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    new-instance v1, Lcom/cs/Outcome;
    const-string v3, "USER_ACTION_REQUIRED"
    new-instance v4, Landroid/content/ComponentName;
    .line 36
    invoke-virtual {v11}, Lcom/cs/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v6
    const-class v7, Lcom/cs/WipeActivity;
    invoke-direct {v4, v6, v7}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-direct {v1, v3, v4, v10}, Lcom/cs/Outcome;-><init>(Ljava/lang/String;Landroid/content/ComponentName;Ljava/lang/String;)V
    .line 35
    invoke-static {v0, v1}, Lcom/cs/Replies;->reply(Landroid/content/Context;Lcom/cs/Outcome;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L165
    .line 39
    invoke-virtual {v11}, Lcom/cs/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    new-instance v1, Lcom/cs/Outcome;
    const-string v3, "USER_ACTION_REQUIRED"
    new-instance v4, Landroid/content/ComponentName;
    .line 40
    invoke-virtual {v11}, Lcom/cs/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v6
    invoke-virtual {v6}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v6
    const-class v7, Lcom/cs/ExportActivity;
    invoke-virtual {v7}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v7
    invoke-direct {v4, v6, v7}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-direct {v1, v3, v4, v10}, Lcom/cs/Outcome;-><init>(Ljava/lang/String;Landroid/content/ComponentName;Ljava/lang/String;)V
    .line 39
    invoke-static {v0, v1}, Lcom/cs/Replies;->reply(Landroid/content/Context;Lcom/cs/Outcome;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 10
    invoke-super {v1, v2, v3, v4, v5}, Lcom/cs/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 10
    invoke-super {v1, v2, v3, v4}, Lcom/cs/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 10
    invoke-super {v1, v2, v3}, Lcom/cs/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 10
    invoke-super {v1, v2}, Lcom/cs/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 10
    invoke-super/range {v1 .. v6}, Lcom/cs/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 10
    invoke-super {v1}, Lcom/cs/Base;->onCreate()Z
    move-result v0
    return v0
.end method


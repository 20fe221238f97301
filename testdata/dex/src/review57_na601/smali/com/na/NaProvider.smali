.class public final Lcom/na/NaProvider;
.super Lcom/na/BaseProvider;
.source "NaProvider.java"

# static fields
.field static final CONFIRM:Lcom/na/Screen;
.field static final CARD:Lcom/na/Card;
.field private static final RANDOM:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {v1}, Lcom/na/BaseProvider;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 10
    new-instance v0, Lcom/na/Screen;
    const-string v2, "com.na.ConfirmActivity"
    const/high16 v3, 0xc000000
    invoke-direct {v0, v2, v3}, Lcom/na/Screen;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/na/NaProvider;->CONFIRM:Lcom/na/Screen;
    .line 11
    new-instance v0, Lcom/na/Card;
    const-string v2, "com.na.ConfirmActivity"
    const/high16 v3, 0x4000000
    invoke-direct {v0, v2, v3}, Lcom/na/Card;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/na/NaProvider;->CARD:Lcom/na/Card;
    .line 12
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/na/NaProvider;->RANDOM:Ljava/security/SecureRandom;
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 16
    if-eqz v10, :L22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L22
    const-string v0, "execute_tool"
    invoke-virtual {v0, v8}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L30
:L22
    .line 17
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L30
    .line 19
    sget-object v0, Lcom/na/NaProvider;->RANDOM:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v5
    .line 20
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v10, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 21
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 22
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 23
    const-string v0, "confirm_order"
    invoke-virtual {v0, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L101
    .line 24
    const-string v1, "resolution"
    invoke-virtual {v7}, Lcom/na/NaProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    sget-object v3, Lcom/na/NaProvider;->CONFIRM:Lcom/na/Screen;
    invoke-static {v2, v3, v5}, Lcom/na/Pendings;->open(Landroid/content/Context;Lcom/na/Screen;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    goto :L120
:L101
    .line 26
    const-string v1, "resolution"
    invoke-virtual {v7}, Lcom/na/NaProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    sget-object v3, Lcom/na/NaProvider;->CARD:Lcom/na/Card;
    invoke-static {v2, v3, v5}, Lcom/na/Pendings;->card(Landroid/content/Context;Lcom/na/Card;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
:L120
    .line 28
    const-string v1, "resume_token"
    invoke-virtual {v4, v1, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 29
    return-object v4
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 9
    invoke-super {v1, v2, v3, v4, v5}, Lcom/na/BaseProvider;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 9
    invoke-super {v1, v2, v3, v4}, Lcom/na/BaseProvider;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 9
    invoke-super {v1, v2, v3}, Lcom/na/BaseProvider;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 9
    invoke-super {v1, v2}, Lcom/na/BaseProvider;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 9
    invoke-super/range {v1 .. v6}, Lcom/na/BaseProvider;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 9
    invoke-super {v1}, Lcom/na/BaseProvider;->onCreate()Z
    move-result v0
    return v0
.end method


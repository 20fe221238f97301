.class public final Lcom/cf/CardProvider;
.super Landroid/content/ContentProvider;
.source "CardProvider.java"

# static fields
.field static final CLOSE_CARD:Lcom/cf/Card;
.field static final FREEZE_CARD:Lcom/cf/Card;
.field private static final RANDOM:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 17
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 5
    .line 18
    new-instance v0, Lcom/cf/Card;
    const-string v2, "com.cf"
    const-string v3, "com.cf.ConfirmActivity"
    const/high16 v4, 0x44000000
    invoke-direct {v0, v2, v3, v4}, Lcom/cf/Card;-><init>(Ljava/lang/String;Ljava/lang/String;I)V
    sput-object v0, Lcom/cf/CardProvider;->CLOSE_CARD:Lcom/cf/Card;
    .line 20
    new-instance v0, Lcom/cf/Card;
    const-string v2, "com.cf"
    const-string v3, "com.cf.ConfirmActivity"
    invoke-direct {v0, v2, v3}, Lcom/cf/Card;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    sput-object v0, Lcom/cf/CardProvider;->FREEZE_CARD:Lcom/cf/Card;
    .line 21
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/cf/CardProvider;->RANDOM:Ljava/security/SecureRandom;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 25
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 30
    if-eqz v11, :L22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L22
    const-string v0, "execute_tool"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L30
:L22
    .line 31
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L30
    .line 33
    sget-object v0, Lcom/cf/CardProvider;->RANDOM:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v4
    .line 34
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v11, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 35
    const-string v0, "close_card"
    invoke-virtual {v0, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L74
    .line 36
    invoke-virtual {v8}, Lcom/cf/CardProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    sget-object v1, Lcom/cf/CardProvider;->CLOSE_CARD:Lcom/cf/Card;
    invoke-static {v0, v1, v4}, Lcom/cf/Resolutions;->show(Landroid/content/Context;Lcom/cf/Card;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L74
    .line 38
    const-string v0, "freeze_card"
    invoke-virtual {v0, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L97
    .line 39
    invoke-virtual {v8}, Lcom/cf/CardProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    sget-object v1, Lcom/cf/CardProvider;->FREEZE_CARD:Lcom/cf/Card;
    invoke-static {v0, v1, v4}, Lcom/cf/Resolutions;->show(Landroid/content/Context;Lcom/cf/Card;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L97
    .line 41
    const-string v0, "report_card"
    invoke-virtual {v0, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L166
    .line 42
    const-string v0, "com.cf.ConfirmActivity"
    const/high16 v1, 0x44000000
    invoke-static {v0, v1}, Lcom/cf/Openers;->card(Ljava/lang/String;I)Lcom/cf/Opener;
    move-result-object v7
    .line 43
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    .line 44
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 45
    const-string v1, "resolution"
    invoke-virtual {v8}, Lcom/cf/CardProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-interface {v7, v3, v4}, Lcom/cf/Opener;->open(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 46
    const-string v1, "resume_token"
    invoke-virtual {v5, v1, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 47
    return-object v5
:L166
    .line 49
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 54
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 59
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 64
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 69
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 74
    const/4 v0, 0x0
    return v0
.end method


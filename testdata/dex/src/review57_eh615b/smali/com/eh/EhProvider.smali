.class public final Lcom/eh/EhProvider;
.super Lcom/eh/BaseProvider;
.source "EhProvider.java"

# static fields
.field private static final RANDOM:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 13
    invoke-direct {v1}, Lcom/eh/BaseProvider;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 14
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/eh/EhProvider;->RANDOM:Ljava/security/SecureRandom;
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 18
    if-eqz v8, :L22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L22
    const-string v0, "execute_tool"
    invoke-virtual {v0, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L30
:L22
    .line 19
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L30
    .line 21
    sget-object v0, Lcom/eh/EhProvider;->RANDOM:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v3
    .line 22
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    .line 23
    const-string v0, "send_payout"
    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L79
    .line 24
    invoke-virtual {v5}, Lcom/eh/EhProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    sget-object v1, Lcom/eh/Screen;->PARTNER:Lcom/eh/Screen;
    const/high16 v2, 0x4000000
    invoke-static {v0, v1, v2}, Lcom/eh/Resolutions;->screen(Landroid/content/Context;Lcom/eh/Screen;I)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v3}, Lcom/eh/Resolutions;->ask(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L79
    .line 26
    const-string v0, "approve"
    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L107
    .line 27
    invoke-virtual {v5}, Lcom/eh/EhProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    sget-object v1, Lcom/eh/Screen;->APPROVE:Lcom/eh/Screen;
    const/high16 v2, 0x4000000
    invoke-static {v0, v1, v2}, Lcom/eh/Resolutions;->screen(Landroid/content/Context;Lcom/eh/Screen;I)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v3}, Lcom/eh/Resolutions;->ask(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L107
    .line 29
    const-string v0, "open_garage"
    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L135
    .line 30
    invoke-virtual {v5}, Lcom/eh/EhProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    sget-object v1, Lcom/eh/Door;->GARAGE:Lcom/eh/Door;
    const/high16 v2, 0x4000000
    invoke-static {v0, v1, v2}, Lcom/eh/Resolutions;->door(Landroid/content/Context;Lcom/eh/Door;I)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v3}, Lcom/eh/Resolutions;->ask(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L135
    .line 32
    const-string v0, "open_front"
    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L163
    .line 33
    invoke-virtual {v5}, Lcom/eh/EhProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    sget-object v1, Lcom/eh/Door;->FRONT:Lcom/eh/Door;
    const/high16 v2, 0x4000000
    invoke-static {v0, v1, v2}, Lcom/eh/Resolutions;->door(Landroid/content/Context;Lcom/eh/Door;I)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v3}, Lcom/eh/Resolutions;->ask(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L163
    .line 35
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 13
    invoke-super {v1, v2, v3, v4, v5}, Lcom/eh/BaseProvider;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 13
    invoke-super {v1, v2, v3, v4}, Lcom/eh/BaseProvider;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 13
    invoke-super {v1, v2, v3}, Lcom/eh/BaseProvider;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 13
    invoke-super {v1, v2}, Lcom/eh/BaseProvider;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 13
    invoke-super/range {v1 .. v6}, Lcom/eh/BaseProvider;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 13
    invoke-super {v1}, Lcom/eh/BaseProvider;->onCreate()Z
    move-result v0
    return v0
.end method


.class public final Lcom/em/EmProvider;
.super Lcom/em/BaseProvider;
.source "EmProvider.java"

# static fields
.field private static final SCREENS:Ljava/util/Map;
.field private static final RANDOM:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 15
    invoke-direct {v1}, Lcom/em/BaseProvider;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 3
    .line 16
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/em/EmProvider;->SCREENS:Ljava/util/Map;
    .line 17
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/em/EmProvider;->RANDOM:Ljava/security/SecureRandom;
    .line 20
    sget-object v0, Lcom/em/EmProvider;->SCREENS:Ljava/util/Map;
    const-string v1, "approve_expense"
    sget-object v2, Lcom/em/Screen;->APPROVE:Lcom/em/Screen;
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 21
    sget-object v0, Lcom/em/EmProvider;->SCREENS:Ljava/util/Map;
    const-string v1, "review_report"
    sget-object v2, Lcom/em/Screen;->REVIEW:Lcom/em/Screen;
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 22
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    .line 26
    if-eqz v13, :L22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L22
    const-string v0, "execute_tool"
    invoke-virtual {v0, v11}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L30
:L22
    .line 27
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L30
    .line 29
    sget-object v0, Lcom/em/EmProvider;->RANDOM:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v4
    .line 30
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v13, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    .line 31
    sget-object v0, Lcom/em/EmProvider;->SCREENS:Ljava/util/Map;
    invoke-interface {v0, v5}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/em/Screen;
    move-object v6, v0
    .line 32
    if-eqz v6, :L88
    .line 33
    invoke-virtual {v10}, Lcom/em/EmProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/high16 v2, 0x4000000
    invoke-static {v0, v6, v2}, Lcom/em/Resolutions;->pending(Landroid/content/Context;Lcom/em/Screen;I)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v4}, Lcom/em/Resolutions;->ask(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L88
    .line 35
    const-string v0, "by_switch"
    invoke-virtual {v0, v11}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L194
    .line 37
    const-string v1, "kind"
    const-string v2, ""
    invoke-virtual {v13, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    const/4 v9, -0x1
    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_115
    goto :L145
:L132
    const-string v1, "review"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L145
    const/4 v9, 0x0
:L145
    sparse-switch v9, :sw_147
    goto :L172
:L164
    .line 38
    sget-object v7, Lcom/em/Screen;->REVIEW:Lcom/em/Screen;
    goto :L177
:L172
    .line 39
    sget-object v7, Lcom/em/Screen;->APPROVE:Lcom/em/Screen;
:L177
    .line 41
    invoke-virtual {v10}, Lcom/em/EmProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const/high16 v2, 0x4000000
    invoke-static {v0, v7, v2}, Lcom/em/Resolutions;->pending(Landroid/content/Context;Lcom/em/Screen;I)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v4}, Lcom/em/Resolutions;->ask(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L194
    .line 43
    const-string v0, "open_screen"
    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L230
    .line 44
    invoke-virtual {v10}, Lcom/em/EmProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v2, "screen"
    const-string v3, "APPROVE"
    invoke-virtual {v13, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/em/Screen;->valueOf(Ljava/lang/String;)Lcom/em/Screen;
    move-result-object v1
    const/high16 v2, 0x4000000
    invoke-static {v0, v1, v2}, Lcom/em/Resolutions;->pending(Landroid/content/Context;Lcom/em/Screen;I)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v4}, Lcom/em/Resolutions;->ask(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L230
    .line 46
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:sw_115
    .sparse-switch
        -0x37b108a8 -> :L132
    .end sparse-switch
:sw_147
    .sparse-switch
        0x0 -> :L164
    .end sparse-switch
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 15
    invoke-super {v1, v2, v3, v4, v5}, Lcom/em/BaseProvider;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 15
    invoke-super {v1, v2, v3, v4}, Lcom/em/BaseProvider;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 15
    invoke-super {v1, v2, v3}, Lcom/em/BaseProvider;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 15
    invoke-super {v1, v2}, Lcom/em/BaseProvider;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 15
    invoke-super/range {v1 .. v6}, Lcom/em/BaseProvider;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 15
    invoke-super {v1}, Lcom/em/BaseProvider;->onCreate()Z
    move-result v0
    return v0
.end method


.class public final Lcom/example/r32k3/ParleyToolProvider;
.super Landroid/content/ContentProvider;
.source "ParleyToolProvider.kt"

# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nParleyToolProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ParleyToolProvider.kt\ncom/example/r32k3/ParleyToolProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,114:1\n1#2:115\n*E\n"
.end annotation


.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r32k3/ParleyToolProvider$Companion;
    }
.end annotation


# static fields
.field private static final APP_PACKAGE:Ljava/lang/String; = "com.example.r32k3"

.field private static final COMPANION_PACKAGE:Ljava/lang/String; = "com.example.parley.web"

.field public static final Companion:Lcom/example/r32k3/ParleyToolProvider$Companion;

.field public static final EXTRA_PREVIEW:Ljava/lang/String; = "parley.preview"


# instance fields
.field private final io:Ljava/util/concurrent/ExecutorService;

.field private final pendingDeletes:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/example/r32k3/PendingDelete;",
            ">;"
        }
    .end annotation
.end field

.field private final pendingSends:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/example/r32k3/PendingSend;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r32k3/ParleyToolProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r32k3/ParleyToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r32k3/ParleyToolProvider;->Companion:Lcom/example/r32k3/ParleyToolProvider$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 2
    .line 18
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 19
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r32k3/ParleyToolProvider;->pendingSends:Ljava/util/concurrent/ConcurrentHashMap;
    .line 20
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r32k3/ParleyToolProvider;->pendingDeletes:Ljava/util/concurrent/ConcurrentHashMap;
    .line 21
    const/4 v0, 0x2
    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r32k3/ParleyToolProvider;->io:Ljava/util/concurrent/ExecutorService;
    .line 18
    return-void
.end method

.method private final askToDelete(Landroid/content/Context;ILcom/example/r32k3/Command$Delete;)Landroid/os/Bundle;
    .registers 10
    .line 73
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    move-object v1, v0
    .local v1, "it":Ljava/lang/String;
    const/4 v2, 0x0
    .line 115
    .local v2, "$i$a$-also-ParleyToolProvider$askToDelete$token$1":I
    .line 73
    iget-object v3, p0, Lcom/example/r32k3/ParleyToolProvider;->pendingDeletes:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v3, Ljava/util/Map;
    new-instance v4, Lcom/example/r32k3/PendingDelete;
    invoke-virtual {p3}, Lcom/example/r32k3/Command$Delete;->getConversation()Ljava/lang/String;
    move-result-object v5
    invoke-direct {v4, p2, v5}, Lcom/example/r32k3/PendingDelete;-><init>(ILjava/lang/String;)V
    invoke-interface {v3, v1, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    nop
    .end local v1    # "it":Ljava/lang/String;
    .end local v2    # "$i$a$-also-ParleyToolProvider$askToDelete$token$1":I
    const-string p2, "also(...)"
    invoke-static {v0, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 74
    new-instance p2, Landroid/content/Intent;
    invoke-direct {p2}, Landroid/content/Intent;-><init>()V
    move-object v1, p2
    .local v1, "$this$askToDelete_u24lambda_u241":Landroid/content/Intent;
    const/4 v2, 0x0
    .line 75
    .local v2, "$i$a$-apply-ParleyToolProvider$askToDelete$sheet$1":I
    new-instance v3, Landroid/content/ComponentName;
    const-string v4, "com.example.parley.web"
    const-string v5, "com.example.parley.web.ConfirmDeleteActivity"
    invoke-direct {v3, v4, v5}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v1, v3}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    .line 76
    const-string v3, "parley.preview"
    invoke-virtual {p3}, Lcom/example/r32k3/Command$Delete;->getConversation()Ljava/lang/String;
    move-result-object p3
    invoke-virtual {v1, v3, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 77
    nop
    .end local v1    # "$this$askToDelete_u24lambda_u241":Landroid/content/Intent;
    .end local v2    # "$i$a$-apply-ParleyToolProvider$askToDelete$sheet$1":I
    .line 78
    const/4 p3, 0x2
    const/high16 v1, 0x4000000
    invoke-static {p1, p3, p2, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    const-string p2, "getActivity(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, p1, v0}, Lcom/example/r32k3/ParleyToolProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final askToSend(Landroid/content/Context;Lcom/example/r32k3/PendingSend;)Landroid/os/Bundle;
    .registers 6
    .line 59
    iget-object v0, p0, Lcom/example/r32k3/ParleyToolProvider;->pendingSends:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-virtual {p2}, Lcom/example/r32k3/PendingSend;->getToken()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 60
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r32k3/ConfirmActivity;
    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "parley.preview"
    invoke-virtual {p2}, Lcom/example/r32k3/PendingSend;->getText()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 61
    const/4 v1, 0x1
    const/high16 v2, 0x4000000
    invoke-static {p1, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    const-string v0, "getActivity(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {p2}, Lcom/example/r32k3/PendingSend;->getToken()Ljava/lang/String;
    move-result-object p2
    invoke-direct {p0, p1, p2}, Lcom/example/r32k3/ParleyToolProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final delete(ILjava/lang/String;)Landroid/os/Bundle;
    .registers 7
    .line 82
    iget-object v0, p0, Lcom/example/r32k3/ParleyToolProvider;->pendingDeletes:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p2}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p2
    check-cast p2, Lcom/example/r32k3/PendingDelete;
    if-eqz p2, :cond_2
    move-object v0, p2
    .local v0, "it":Lcom/example/r32k3/PendingDelete;
    const/4 v1, 0x0
    .line 115
    .local v1, "$i$a$-takeIf-ParleyToolProvider$delete$pending$1":I
    .line 82
    invoke-virtual {v0}, Lcom/example/r32k3/PendingDelete;->getUid()I
    move-result v2
    if-ne v2, p1, :cond_0
    const/4 v2, 0x1
    goto :goto_0
    :cond_0
    const/4 v2, 0x0
    :goto_0
    .end local v0    # "it":Lcom/example/r32k3/PendingDelete;
    .end local v1    # "$i$a$-takeIf-ParleyToolProvider$delete$pending$1":I
    if-eqz v2, :cond_1
    goto :goto_1
    :cond_1
    const/4 p2, 0x0
    :goto_1
    if-nez p2, :cond_3
    .line 83
    :cond_2
    const-string p1, "INVALID_REQUEST"
    const-string p2, "unknown resume token"
    invoke-static {p1, p2}, Lcom/example/r32k3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "error(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 84
    :cond_3
    sget-object p1, Lcom/example/r32k3/Outbox;->INSTANCE:Lcom/example/r32k3/Outbox;
    invoke-virtual {p2}, Lcom/example/r32k3/PendingDelete;->getConversation()Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/example/r32k3/Outbox;->delete(Ljava/lang/String;)Z
    move-result p1
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "{\"deleted\":"
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r32k3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "success(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method private final execute(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    .line 46
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "args"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    if-nez v1, :cond_0
    const-string v1, "{}"
    :cond_0
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 47
    const-string v1, "resume_token"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    .line 48
    sget-object v2, Lcom/example/r32k3/Command;->Companion:Lcom/example/r32k3/Command$Companion;
    const-string v3, "tool_name"
    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3, v0}, Lcom/example/r32k3/Command$Companion;->parse(Ljava/lang/String;Lorg/json/JSONObject;)Lcom/example/r32k3/Command;
    move-result-object v0
    .line 49
    instance-of v2, v0, Lcom/example/r32k3/Command$ListConversations;
    if-eqz v2, :cond_1
    sget-object p3, Lcom/example/r32k3/Outbox;->INSTANCE:Lcom/example/r32k3/Outbox;
    sget-object v0, Lcom/example/r32k3/Callers;->INSTANCE:Lcom/example/r32k3/Callers;
    invoke-virtual {v0, p1, p2}, Lcom/example/r32k3/Callers;->isPartner(Landroid/content/Context;I)Z
    move-result p1
    invoke-virtual {p3, p1, p2}, Lcom/example/r32k3/Outbox;->list(ZI)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r32k3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "success(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    goto/16 :goto_0
    .line 50
    :cond_1
    instance-of v2, v0, Lcom/example/r32k3/Command$Send;
    if-eqz v2, :cond_3
    if-nez v1, :cond_2
    new-instance v3, Lcom/example/r32k3/PendingSend;
    check-cast v0, Lcom/example/r32k3/Command$Send;
    invoke-virtual {v0}, Lcom/example/r32k3/Command$Send;->getConversation()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {v0}, Lcom/example/r32k3/Command$Send;->getText()Ljava/lang/String;
    move-result-object v6
    move v4, p2
    const/4 v7, 0x0
    const/16 v8, 0x8
    const/4 v9, 0x0
    invoke-direct/range {v3 .. v9}, Lcom/example/r32k3/PendingSend;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-direct {p0, p1, v3}, Lcom/example/r32k3/ParleyToolProvider;->askToSend(Landroid/content/Context;Lcom/example/r32k3/PendingSend;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    :cond_2
    invoke-direct {p0, p3, v1}, Lcom/example/r32k3/ParleyToolProvider;->send(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    .line 51
    :cond_3
    instance-of v2, v0, Lcom/example/r32k3/Command$Delete;
    if-eqz v2, :cond_5
    if-nez v1, :cond_4
    check-cast v0, Lcom/example/r32k3/Command$Delete;
    invoke-direct {p0, p1, p2, v0}, Lcom/example/r32k3/ParleyToolProvider;->askToDelete(Landroid/content/Context;ILcom/example/r32k3/Command$Delete;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    :cond_4
    invoke-direct {p0, p2, v1}, Lcom/example/r32k3/ParleyToolProvider;->delete(ILjava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    .line 52
    :cond_5
    instance-of v2, v0, Lcom/example/r32k3/Command$Mute;
    if-eqz v2, :cond_6
    check-cast v0, Lcom/example/r32k3/Command$Mute;
    invoke-direct {p0, p1, p2, v0, v1}, Lcom/example/r32k3/ParleyToolProvider;->mute(Landroid/content/Context;ILcom/example/r32k3/Command$Mute;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    .line 53
    :cond_6
    instance-of p1, v0, Lcom/example/r32k3/Command$Schedule;
    if-eqz p1, :cond_7
    check-cast v0, Lcom/example/r32k3/Command$Schedule;
    invoke-direct {p0, p2, v0}, Lcom/example/r32k3/ParleyToolProvider;->schedule(ILcom/example/r32k3/Command$Schedule;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    .line 54
    :cond_7
    if-nez v0, :cond_8
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r32k3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "error(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    :goto_0
    return-object p1
    .line 48
    :cond_8
    new-instance p1, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {p1}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw p1
.end method

.method private final mute(Landroid/content/Context;ILcom/example/r32k3/Command$Mute;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 12
    .line 88
    if-eqz p4, :cond_0
    invoke-static {p4, p2}, Lcom/example/r32k3/Resumes;->consume(Ljava/lang/String;I)Z
    move-result p4
    if-eqz p4, :cond_0
    .line 89
    sget-object p1, Lcom/example/r32k3/Outbox;->INSTANCE:Lcom/example/r32k3/Outbox;
    invoke-virtual {p1}, Lcom/example/r32k3/Outbox;->getPrefs()Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-virtual {p3}, Lcom/example/r32k3/Command$Mute;->getConversation()Ljava/lang/String;
    move-result-object p2
    new-instance p4, Ljava/lang/StringBuilder;
    invoke-direct {p4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "mute."
    invoke-virtual {p4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p4
    invoke-virtual {p4, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    invoke-virtual {p3}, Lcom/example/r32k3/Command$Mute;->getHours()I
    move-result p3
    int-to-long v2, p3
    const-wide/32 v4, 0x36ee80
    mul-long/2addr v2, v4
    add-long/2addr v0, v2
    invoke-interface {p1, p2, v0, v1}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 90
    const-string p1, "{\"muted\":true}"
    invoke-static {p1}, Lcom/example/r32k3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "success(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 92
    :cond_0
    new-instance p4, Landroid/content/Intent;
    invoke-direct {p4}, Landroid/content/Intent;-><init>()V
    const-string v0, "com.example.r32k3"
    const-string v1, "com.example.r32k3.ConfirmActivity"
    invoke-virtual {p4, v0, v1}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p4
    const-string v0, "parley.preview"
    invoke-virtual {p3}, Lcom/example/r32k3/Command$Mute;->getConversation()Ljava/lang/String;
    move-result-object p3
    invoke-virtual {p4, v0, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p3
    .line 93
    const/4 p4, 0x3
    const/high16 v0, 0x4000000
    invoke-static {p1, p4, p3, v0}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    const-string p3, "getActivity(...)"
    invoke-static {p1, p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {p2}, Lcom/example/r32k3/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p2
    const-string p3, "issue(...)"
    invoke-static {p2, p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, p1, p2}, Lcom/example/r32k3/ParleyToolProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    .line 103
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm in Parley"
    invoke-static {v0, v1}, Lcom/example/r32k3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v1, v0
    .local v1, "$this$needsUser_u24lambda_u242":Landroid/os/Bundle;
    const/4 v2, 0x0
    .line 104
    .local v2, "$i$a$-apply-ParleyToolProvider$needsUser$1":I
    const-string v3, "resolution"
    check-cast p1, Landroid/os/Parcelable;
    invoke-virtual {v1, v3, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 105
    const-string p1, "resume_token"
    invoke-virtual {v1, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 106
    nop
    .line 103
    .end local v1    # "$this$needsUser_u24lambda_u242":Landroid/os/Bundle;
    .end local v2    # "$i$a$-apply-ParleyToolProvider$needsUser$1":I
    const-string p1, "apply(...)"
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 106
    return-object v0
.end method

.method private final schedule(ILcom/example/r32k3/Command$Schedule;)Landroid/os/Bundle;
    .registers 6
    .line 97
    sget-object v0, Lcom/example/r32k3/Outbox;->INSTANCE:Lcom/example/r32k3/Outbox;
    invoke-virtual {v0}, Lcom/example/r32k3/Outbox;->operationId()Ljava/lang/String;
    move-result-object v0
    .line 98
    new-instance v1, Lcom/example/r32k3/ParleyToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, p2, p1}, Lcom/example/r32k3/ParleyToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r32k3/Command$Schedule;I)V
    iget-object p1, p0, Lcom/example/r32k3/ParleyToolProvider;->io:Ljava/util/concurrent/ExecutorService;
    check-cast p1, Ljava/util/concurrent/Executor;
    invoke-static {v1, p1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;
    .line 99
    invoke-virtual {p2}, Lcom/example/r32k3/Command$Schedule;->getAtMs()J
    move-result-wide p1
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"operation_id\":\""
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\",\"at_ms\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r32k3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "success(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method

.method public static final schedule$lambda$0(Lcom/example/r32k3/Command$Schedule;I)Ljava/lang/String;
    .registers 4
    .line 98
    sget-object v0, Lcom/example/r32k3/Outbox;->INSTANCE:Lcom/example/r32k3/Outbox;
    invoke-virtual {p0}, Lcom/example/r32k3/Command$Schedule;->getConversation()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p0}, Lcom/example/r32k3/Command$Schedule;->getText()Ljava/lang/String;
    move-result-object p0
    invoke-virtual {v0, v1, p0, p1}, Lcom/example/r32k3/Outbox;->send(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method private final send(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 65
    iget-object v0, p0, Lcom/example/r32k3/ParleyToolProvider;->pendingSends:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p2}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p2
    check-cast p2, Lcom/example/r32k3/PendingSend;
    const-string v0, "error(...)"
    const-string v1, "INVALID_REQUEST"
    if-nez p2, :cond_0
    const-string p1, "unknown resume token"
    invoke-static {v1, p1}, Lcom/example/r32k3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 66
    :cond_0
    const-string v0, "request_id"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_1
    const-string p1, "request_id missing"
    invoke-static {v1, p1}, Lcom/example/r32k3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "error(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 67
    :cond_1
    sget-object v0, Lcom/example/r32k3/SendExecutor;->INSTANCE:Lcom/example/r32k3/SendExecutor;
    new-instance v1, Lcom/example/r32k3/ParleyToolProvider$$ExternalSyntheticLambda1;
    invoke-direct {v1, p2}, Lcom/example/r32k3/ParleyToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/r32k3/PendingSend;)V
    invoke-virtual {v0, p1, v1}, Lcom/example/r32k3/SendExecutor;->once(Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public static final send$lambda$0(Lcom/example/r32k3/PendingSend;)Landroid/os/Bundle;
    .registers 4
    .line 68
    sget-object v0, Lcom/example/r32k3/Outbox;->INSTANCE:Lcom/example/r32k3/Outbox;
    invoke-virtual {p0}, Lcom/example/r32k3/PendingSend;->getConversation()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p0}, Lcom/example/r32k3/PendingSend;->getText()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p0}, Lcom/example/r32k3/PendingSend;->getUid()I
    move-result p0
    invoke-virtual {v0, v1, v2, p0}, Lcom/example/r32k3/Outbox;->send(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/String;
    move-result-object p0
    invoke-static {p0}, Lcom/example/r32k3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    const-string v0, "success(...)"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    const-string p2, "method"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 30
    invoke-virtual {p0}, Lcom/example/r32k3/ParleyToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :cond_0
    const/4 p1, 0x0
    return-object p1
    .line 31
    :cond_0
    sget-object v1, Lcom/example/r32k3/Callers;->INSTANCE:Lcom/example/r32k3/Callers;
    invoke-virtual {v1, v0, p2}, Lcom/example/r32k3/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v1
    if-nez v1, :cond_1
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r32k3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :cond_1
    const-string v1, "negotiate"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_2
    invoke-static {p2}, Lcom/example/r32k3/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r32k3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    .line 34
    :cond_2
    const-string v1, "execute_tool"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_6
    .line 35
    if-eqz p3, :cond_5
    const-string p1, "session_token"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1, p2}, Lcom/example/r32k3/Sessions;->check(Ljava/lang/String;I)Z
    move-result p1
    if-nez p1, :cond_3
    goto :goto_1
    .line 37
    :cond_3
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    cmp-long p1, v1, v3
    if-gtz p1, :cond_4
    .line 38
    const-string p1, "DEADLINE_EXCEEDED"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r32k3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    .line 39
    :cond_4
    invoke-direct {p0, v0, p2, p3}, Lcom/example/r32k3/ParleyToolProvider;->execute(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    .line 36
    :cond_5
    :goto_1
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r32k3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    .line 41
    :cond_6
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r32k3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 32
    :goto_0
    return-object p1
.end method

.method public onCreate()Z
    .registers 5
    .line 24
    sget-object v0, Lcom/example/r32k3/Outbox;->INSTANCE:Lcom/example/r32k3/Outbox;
    invoke-virtual {p0}, Lcom/example/r32k3/ParleyToolProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v2, "parley"
    const/4 v3, 0x0
    invoke-virtual {v1, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v1
    const-string v2, "getSharedPreferences(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/example/r32k3/Outbox;->setPrefs(Landroid/content/SharedPreferences;)V
    .line 25
    const/4 v0, 0x1
    return v0
.end method

.class public final Lcom/example/r36j2/MembershipToolProvider;
.super Landroid/content/ContentProvider;
.source "SourceFile"


# static fields
.field private static final a:[B


# instance fields
.field private final b:Ljava/util/concurrent/ExecutorService;

.field private final c:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field private final d:Ljava/security/SecureRandom;

.field private final e:La/a/b/c;

.field private f:La/a/b/d;


# direct methods
.method static constructor <clinit>()V
    .locals 1

    .line 27
    const/16 v0, 0x20

    new-array v0, v0, [B

    fill-array-data v0, :array_0

    sput-object v0, Lcom/example/r36j2/MembershipToolProvider;->a:[B

    return-void

    :array_0
    .array-data 1
        0x33t
        0xet
        -0x59t
        0x52t
        0x19t
        -0x28t
        0x6ct
        0x1t
        -0x71t
        0x24t
        0x7at
        -0x4dt
        0x45t
        0x10t
        -0x12t
        0x6dt
        0x2bt
        -0x70t
        0xct
        0x57t
        -0xft
        0x3et
        0x68t
        -0x5et
        0x15t
        0x4dt
        -0x37t
        0x7et
        0x3t
        -0x4at
        0x59t
        0x21t
    .end array-data
.end method

.method public constructor <init>()V
    .locals 1

    .line 24
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 31
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/example/r36j2/MembershipToolProvider;->b:Ljava/util/concurrent/ExecutorService;

    .line 32
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/example/r36j2/MembershipToolProvider;->c:Ljava/util/Map;

    .line 33
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/example/r36j2/MembershipToolProvider;->d:Ljava/security/SecureRandom;

    .line 34
    new-instance v0, La/a/b/c;

    invoke-direct {v0}, La/a/b/c;-><init>()V

    iput-object v0, p0, Lcom/example/r36j2/MembershipToolProvider;->e:La/a/b/c;

    return-void
.end method

.method private final a(Ljava/lang/Class;Ljava/lang/String;)Landroid/app/PendingIntent;
    .locals 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/Class<",
            "*>;",
            "Ljava/lang/String;",
            ")",
            "Landroid/app/PendingIntent;"
        }
    .end annotation

    .line 134
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1, p1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string p1, "subject"

    invoke-virtual {v0, p1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object p1

    .line 135
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result p2

    const/high16 v1, 0xc000000

    invoke-static {v0, p2, p1, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public synthetic a(Ljava/lang/String;I)Ljava/lang/String;
    .locals 2

    .line 117
    iget-object v0, p0, Lcom/example/r36j2/MembershipToolProvider;->f:La/a/b/d;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {v0, p1, p2, v1}, La/a/b/d;->a(Ljava/lang/String;II)Ljava/lang/String;

    move-result-object p1

    return-object p1
.end method

.method public synthetic b(Ljava/lang/String;I)V
    .locals 2

    .line 119
    iget-object v0, p0, Lcom/example/r36j2/MembershipToolProvider;->f:La/a/b/d;

    const-string v1, "freeze"

    invoke-virtual {v0, v1, p1, p2}, La/a/b/d;->a(Ljava/lang/String;Ljava/lang/String;I)V

    return-void
.end method

.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 9

    .line 45
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result p2

    .line 80
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 81
    invoke-virtual {v0, p2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    const/4 v3, 0x1

    .line 82
    if-eqz v1, :cond_0

    array-length v4, v1

    if-eq v4, v3, :cond_1

    goto :goto_0

    .line 85
    :cond_1
    aget-object v4, v1, v2

    sget-object v5, Lcom/example/r36j2/MembershipToolProvider;->a:[B

    invoke-virtual {v0, v4, v5, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    if-eqz v0, :cond_0

    aget-object v0, v1, v2

    .line 46
    if-nez v0, :cond_2

    .line 47
    :cond_0
    :goto_0
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "not a Fitloop club app"

    invoke-static {p1, p2}, La/a/b/b;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 49
    :cond_2
    const-string v0, "negotiate"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 89
    new-instance p1, Ljava/lang/StringBuilder;

    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V

    iget-object p3, p0, Lcom/example/r36j2/MembershipToolProvider;->d:Ljava/security/SecureRandom;

    invoke-virtual {p3}, Ljava/security/SecureRandom;->nextLong()J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object p3

    invoke-virtual {p1, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    iget-object p3, p0, Lcom/example/r36j2/MembershipToolProvider;->d:Ljava/security/SecureRandom;

    invoke-virtual {p3}, Ljava/security/SecureRandom;->nextLong()J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object p3

    invoke-virtual {p1, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    .line 90
    iget-object p3, p0, Lcom/example/r36j2/MembershipToolProvider;->c:Ljava/util/Map;

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p2

    invoke-interface {p3, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 91
    new-instance p2, Ljava/lang/StringBuilder;

    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V

    const-string p3, "{\"selected_version\":2,\"session_token\":\""

    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string p1, "\"}"

    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    .line 50
    invoke-static {p1}, La/a/b/b;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 52
    :cond_3
    new-instance v0, La/a/b/a;

    invoke-direct {v0, p3}, La/a/b/a;-><init>(Landroid/os/Bundle;)V

    .line 53
    invoke-virtual {v0}, La/a/b/a;->c()Z

    move-result p3

    if-nez p3, :cond_4

    .line 54
    const-string p1, "INVALID_REQUEST"

    const-string p2, "protocol_version 2 required"

    invoke-static {p1, p2}, La/a/b/b;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 56
    :cond_4
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p3

    iget-object v1, p0, Lcom/example/r36j2/MembershipToolProvider;->c:Ljava/util/Map;

    invoke-virtual {v0}, La/a/b/a;->a()Ljava/lang/String;

    move-result-object v4

    invoke-interface {v1, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    invoke-virtual {p3, v1}, Ljava/lang/Integer;->equals(Ljava/lang/Object;)Z

    move-result p3

    if-nez p3, :cond_5

    .line 57
    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate again"

    invoke-static {p1, p2}, La/a/b/b;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 59
    :cond_5
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result p3

    sparse-switch p3, :sswitch_data_0

    goto/16 :goto_1

    :sswitch_0
    const-string p3, "execute_tool"

    invoke-virtual {p1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_1

    .line 63
    iget-object p1, v0, La/a/b/a;->a:Landroid/os/Bundle;

    const-string p3, "deadline_at_ms"

    const-wide/16 v4, 0x0

    invoke-virtual {p1, p3, v4, v5}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v4

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    cmp-long p1, v4, v6

    if-gtz p1, :cond_6

    .line 64
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, La/a/b/b;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 95
    :cond_6
    :try_start_0
    new-instance p1, Lorg/json/JSONObject;

    iget-object p3, v0, La/a/b/a;->a:Landroid/os/Bundle;

    const-string v1, "args"

    const-string v4, "{}"

    invoke-virtual {p3, v1, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    invoke-direct {p1, p3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 96
    iget-object p3, v0, La/a/b/a;->a:Landroid/os/Bundle;

    const-string v1, "tool_name"

    const-string v4, ""

    invoke-virtual {p3, v1, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    invoke-virtual {p3}, Ljava/lang/String;->hashCode()I

    move-result v1

    const-string v4, "member_id"

    sparse-switch v1, :sswitch_data_1

    goto/16 :goto_2

    :sswitch_1
    const-string v1, "freeze_membership"

    invoke-virtual {p3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p3

    if-eqz p3, :goto_2

    .line 109
    invoke-virtual {p1, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    .line 110
    const-string v4, "days"

    const/4 v5, 0x7

    invoke-virtual {p1, v4, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v4

    .line 111
    iget-object v5, p0, Lcom/example/r36j2/MembershipToolProvider;->e:La/a/b/c;

    invoke-virtual {v0}, La/a/b/a;->b()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v6

    invoke-virtual {v5, v0, p2, v1, v6}, La/a/b/c;->a(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_7

    .line 112
    const-class v0, Lcom/example/r36j2/FreezeConfirmActivity;

    invoke-direct {p0, v0, p3}, Lcom/example/r36j2/MembershipToolProvider;->a(Ljava/lang/Class;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object p3

    iget-object v0, p0, Lcom/example/r36j2/MembershipToolProvider;->e:La/a/b/c;

    .line 113
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, p2, v1, p1}, La/a/b/c;->a(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 112
    invoke-static {p3, p1}, La/a/b/b;->c(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 116
    :cond_7
    new-instance p1, Lcom/example/r36j2/MembershipToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {p1, p0, p3, v4}, Lcom/example/r36j2/MembershipToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r36j2/MembershipToolProvider;Ljava/lang/String;I)V

    iget-object v0, p0, Lcom/example/r36j2/MembershipToolProvider;->b:Ljava/util/concurrent/ExecutorService;

    .line 117
    invoke-static {p1, v0}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object p1

    .line 118
    invoke-virtual {p1}, Ljava/util/concurrent/CompletableFuture;->join()Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Ljava/lang/String;

    .line 119
    new-instance v0, Lcom/example/r36j2/MembershipToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0, p3, p2}, Lcom/example/r36j2/MembershipToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/r36j2/MembershipToolProvider;Ljava/lang/String;I)V

    iget-object p2, p0, Lcom/example/r36j2/MembershipToolProvider;->b:Ljava/util/concurrent/ExecutorService;

    invoke-static {v0, p2}, Ljava/util/concurrent/CompletableFuture;->runAsync(Ljava/lang/Runnable;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    .line 120
    invoke-static {p1}, La/a/b/b;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_2
    const-string v1, "buy_day_pass"

    invoke-virtual {p3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p3

    if-eqz p3, :goto_2

    .line 124
    const-string p3, "club_id"

    invoke-virtual {p1, p3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    .line 125
    iget-object v5, p0, Lcom/example/r36j2/MembershipToolProvider;->e:La/a/b/c;

    invoke-virtual {v0}, La/a/b/a;->b()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v6

    invoke-virtual {v5, v0, p2, v1, v6}, La/a/b/c;->a(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_8

    .line 126
    const-class v0, Lcom/example/r36j2/DayPassActivity;

    invoke-direct {p0, v0, p3}, Lcom/example/r36j2/MembershipToolProvider;->a(Ljava/lang/Class;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object p3

    iget-object v0, p0, Lcom/example/r36j2/MembershipToolProvider;->e:La/a/b/c;

    .line 127
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, p2, v1, p1}, La/a/b/c;->a(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 126
    invoke-static {p3, p1}, La/a/b/b;->c(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 129
    :cond_8
    iget-object p2, p0, Lcom/example/r36j2/MembershipToolProvider;->f:La/a/b/d;

    invoke-virtual {p1, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p2, p1, p3}, La/a/b/d;->a(Ljava/lang/String;Ljava/lang/String;)V

    .line 130
    const-string p1, "{\"purchased\":true}"

    invoke-static {p1}, La/a/b/b;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_3
    const-string p2, "membership_status"

    invoke-virtual {p3, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-eqz p2, :goto_2

    .line 98
    iget-object p2, p0, Lcom/example/r36j2/MembershipToolProvider;->f:La/a/b/d;

    invoke-virtual {p1, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p2, p1}, La/a/b/d;->a(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, La/a/b/b;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 104
    :goto_2
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    invoke-static {p1, p2}, La/a/b/b;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/util/concurrent/CompletionException; {:try_start_0 .. :try_end_0} :catch_0

    return-object p1

    :catch_0
    move-exception p1

    .line 72
    new-instance p2, Ljava/lang/StringBuilder;

    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V

    const-string p3, "billing: "

    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p1}, Ljava/util/concurrent/CompletionException;->getCause()Ljava/lang/Throwable;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    const-string p2, "INTERNAL_ERROR"

    invoke-static {p2, p1}, La/a/b/b;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :catch_1
    move-exception p1

    .line 69
    const-string p2, "FitloopTools"

    const-string p3, "bad args"

    invoke-static {p2, p3, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 70
    const-string p1, "INVALID_ARGS"

    const-string p2, "args must be a JSON object"

    invoke-static {p1, p2}, La/a/b/b;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_4
    const-string p2, "list_tools"

    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_1

    .line 61
    const-string p1, "{\"revision\":\"membership-12\",\"tools\":[\"membership_status\",\"freeze_membership\",\"buy_day_pass\"]}"

    invoke-static {p1}, La/a/b/b;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 75
    :goto_1
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, La/a/b/b;->b(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_0
        0x2a3a6efa -> :sswitch_4
    .end sparse-switch

    :sswitch_data_1
    .sparse-switch
        -0x34c81182 -> :sswitch_1
        -0x1241db93 -> :sswitch_2
        0x6665e87b -> :sswitch_3
    .end sparse-switch
.end method

.method public final delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 156
    const/4 p1, 0x0

    return p1
.end method

.method public final getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 0

    .line 146
    const/4 p1, 0x0

    return-object p1
.end method

.method public final insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 0

    .line 151
    const/4 p1, 0x0

    return-object p1
.end method

.method public final onCreate()Z
    .locals 2

    .line 39
    new-instance v0, La/a/b/d;

    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, La/a/b/d;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/example/r36j2/MembershipToolProvider;->f:La/a/b/d;

    .line 40
    const/4 v0, 0x1

    return v0
.end method

.method public final query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 0

    .line 141
    const/4 p1, 0x0

    return-object p1
.end method

.method public final update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 161
    const/4 p1, 0x0

    return p1
.end method

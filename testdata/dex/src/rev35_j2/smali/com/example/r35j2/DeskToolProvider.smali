.class public final Lcom/example/r35j2/DeskToolProvider;
.super Landroid/content/ContentProvider;
.source "DeskToolProvider.java"


# static fields
.field private static final a:[B


# instance fields
.field private final b:La/a/b/e;

.field private final c:Ljava/security/SecureRandom;

.field private final d:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field private final e:Ljava/util/concurrent/ExecutorService;

.field public final f:Landroid/os/Handler;

.field private final g:Ljava/util/HashMap;

.field private h:La/a/b/a;

.field public i:La/a/b/f;


# direct methods
.method static constructor <clinit>()V
    .locals 1

    .line 148
    const/16 v0, 0x20

    new-array v0, v0, [B

    fill-array-data v0, :array_0

    sput-object v0, Lcom/example/r35j2/DeskToolProvider;->a:[B

    return-void

    :array_0
    .array-data 1
        0x3at
        0x11t
        -0x74t
        0x5et
        0x2t
        -0x9t
        0x64t
        0x29t
        -0x48t
        0xdt
        0x73t
        0x4ct
        -0x1ft
        0x36t
        0x58t
        -0x66t
        0x27t
        0x6bt
        -0x2ct
        0x1t
        0x4ft
        -0x70t
        0x1ct
        0x63t
        -0x56t
        0x7et
        0x35t
        -0x3et
        0xbt
        0x59t
        -0x1at
        0x44t
    .end array-data
.end method

.method public constructor <init>()V
    .locals 2

    .line 147
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 152
    new-instance v0, La/a/b/e;

    invoke-direct {v0}, La/a/b/e;-><init>()V

    iput-object v0, p0, Lcom/example/r35j2/DeskToolProvider;->b:La/a/b/e;

    .line 153
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/example/r35j2/DeskToolProvider;->c:Ljava/security/SecureRandom;

    .line 154
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/example/r35j2/DeskToolProvider;->d:Ljava/util/Map;

    .line 28
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/example/r35j2/DeskToolProvider;->e:Ljava/util/concurrent/ExecutorService;

    .line 29
    new-instance v0, Landroid/os/Handler;

    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;

    move-result-object v1

    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    iput-object v0, p0, Lcom/example/r35j2/DeskToolProvider;->f:Landroid/os/Handler;

    .line 30
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/example/r35j2/DeskToolProvider;->g:Ljava/util/HashMap;

    return-void
.end method


# virtual methods
.method public final a(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .locals 3

    .line 113
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/example/r35j2/BookingConfirmActivity;

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 114
    const-string v1, "action"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object p1

    .line 115
    const-string v0, "booking_id"

    invoke-virtual {p1, v0, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object p1

    .line 116
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result p2

    const/high16 v1, 0xc000000

    invoke-static {v0, p2, p1, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    return-object p1
.end method

.method public final synthetic b(Ljava/lang/String;)V
    .locals 3

    .line 108
    iget-object v0, p0, Lcom/example/r35j2/DeskToolProvider;->i:La/a/b/f;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    const-string v2, "booked"

    invoke-virtual {v0, v2, p1, v1}, La/a/b/f;->a(Ljava/lang/String;Ljava/lang/String;I)V

    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 11

    .line 45
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 157
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    sget-object v2, Lcom/example/r35j2/DeskToolProvider;->a:[B

    const/4 v3, 0x1

    invoke-virtual {v1, v0, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v1

    .line 46
    if-nez v1, :cond_0

    .line 47
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "caller not allowed"

    invoke-static {p1, p2}, La/a/b/b;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 49
    :cond_0
    const-string v1, "negotiate"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_1

    .line 169
    new-instance p1, Ljava/math/BigInteger;

    iget-object p2, p0, Lcom/example/r35j2/DeskToolProvider;->c:Ljava/security/SecureRandom;

    const/16 p3, 0xc0

    invoke-direct {p1, p3, p2}, Ljava/math/BigInteger;-><init>(ILjava/util/Random;)V

    const/16 p2, 0x24

    invoke-virtual {p1, p2}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;

    move-result-object p1

    .line 170
    iget-object p2, p0, Lcom/example/r35j2/DeskToolProvider;->d:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p3

    invoke-interface {p2, p1, p3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 171
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
    :cond_1
    if-eqz p3, :cond_2

    const-string v1, "protocol_version"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getInt(Ljava/lang/String;)I

    move-result v1

    const/4 v2, 0x2

    if-eq v1, v2, :cond_3

    .line 53
    :cond_2
    const-string p1, "INVALID_REQUEST"

    const-string p2, "protocol_version 2 required"

    invoke-static {p1, p2}, La/a/b/b;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 55
    :cond_3
    new-instance p2, La/a/b/d;

    invoke-direct {p2, p3}, La/a/b/d;-><init>(Landroid/os/Bundle;)V

    .line 56
    invoke-virtual {p2}, La/a/b/d;->a()Ljava/lang/String;

    move-result-object p3

    .line 175
    iget-object v1, p0, Lcom/example/r35j2/DeskToolProvider;->d:Ljava/util/Map;

    invoke-interface {v1, p3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p3

    check-cast p3, Ljava/lang/Integer;

    .line 176
    if-eqz p3, :cond_4

    invoke-virtual {p3}, Ljava/lang/Integer;->intValue()I

    move-result p3

    if-eq p3, v0, :cond_5

    .line 57
    :cond_4
    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate again"

    invoke-static {p1, p2}, La/a/b/b;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 59
    :cond_5
    const-string p3, "list_tools"

    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p3

    if-eqz p3, :cond_6

    .line 60
    const-string p1, "{\"revision\":\"desks-7\",\"tools\":[\"find_desks\",\"book_desk\",\"cancel_booking\",\"extend_booking\"]}"

    invoke-static {p1}, La/a/b/b;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 62
    :cond_6
    const-string p3, "execute_tool"

    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :cond_7

    .line 63
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, La/a/b/b;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 194
    :cond_7
    iget-object p1, p2, La/a/b/d;->a:Landroid/os/Bundle;

    const-string p3, "deadline_at_ms"

    const-wide/16 v1, 0x0

    invoke-virtual {p1, p3, v1, v2}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v1

    .line 65
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    cmp-long p1, v1, v3

    if-gtz p1, :cond_8

    .line 66
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, La/a/b/b;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 74
    :cond_8
    :try_start_0
    new-instance p1, Lorg/json/JSONObject;

    iget-object p3, p2, La/a/b/d;->a:Landroid/os/Bundle;

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {p3, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    invoke-direct {p1, p3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 78
    iget-object p3, p2, La/a/b/d;->a:Landroid/os/Bundle;

    const-string v1, "tool_name"

    const-string v2, ""

    invoke-virtual {p3, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    .line 79
    const-string v1, "find_desks"

    invoke-virtual {v1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    const/4 v2, 0x1

    const/4 v3, 0x0

    if-eqz v1, :cond_9

    .line 80
    iget-object p2, p0, Lcom/example/r35j2/DeskToolProvider;->h:La/a/b/a;

    new-array p3, v2, [Ljava/lang/String;

    .line 81
    const-string v0, "floor"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    aput-object p1, p3, v3

    .line 80
    const-string p1, "SELECT desk_id, floor, zone FROM desks WHERE floor = ? AND free = 1"

    invoke-virtual {p2, p1, p3}, La/a/b/a;->a(Ljava/lang/String;[Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, La/a/b/b;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 83
    :cond_9
    const-string v1, "book_desk"

    invoke-virtual {v1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_c

    .line 94
    const-string p3, "desk_id"

    invoke-virtual {p1, p3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    .line 95
    const-string v1, "day"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 161
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    invoke-virtual {v1, v0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    .line 162
    if-eqz v0, :cond_b

    array-length v1, v0

    if-eq v1, v2, :cond_a

    goto :goto_0

    .line 165
    :cond_a
    aget-object v0, v0, v3

    .line 97
    if-nez v0, :cond_d

    .line 98
    :cond_b
    :goto_0
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "shared user ids cannot book desks"

    invoke-static {p1, p2}, La/a/b/b;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 100
    :cond_d
    iget-object v1, p2, La/a/b/d;->a:Landroid/os/Bundle;

    const-string v4, "request_id"

    invoke-virtual {v1, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 101
    iget-object v4, p0, Lcom/example/r35j2/DeskToolProvider;->h:La/a/b/a;

    new-array v5, v2, [Ljava/lang/String;

    aput-object v1, v5, v3

    const-string v6, "SELECT receipt FROM bookings WHERE request_id = ?"

    invoke-virtual {v4, v6, v5}, La/a/b/a;->b(Ljava/lang/String;[Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 102
    if-eqz v4, :cond_e

    .line 103
    invoke-static {v4}, La/a/b/b;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 105
    :cond_e
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "{\"desk_id\":\""

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "\",\"day\":\""

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "\"}"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    .line 106
    iget-object v5, p0, Lcom/example/r35j2/DeskToolProvider;->h:La/a/b/a;

    const/4 v6, 0x6

    new-array v6, v6, [Ljava/lang/Object;

    aput-object v1, v6, v3

    aput-object p3, v6, v2

    const/4 v1, 0x2

    aput-object p1, v6, v1

    const/4 p1, 0x3

    aput-object v0, v6, p1

    .line 107
    invoke-virtual {p2}, La/a/b/d;->a()Ljava/lang/String;

    move-result-object p1

    const/4 p2, 0x4

    aput-object p1, v6, p2

    const/4 p1, 0x5

    aput-object v4, v6, p1

    .line 106
    const-string p1, "INSERT INTO bookings(request_id, desk_id, day, owner, session, receipt) VALUES (?, ?, ?, ?, ?, ?)"

    invoke-virtual {v5, p1, v6}, La/a/b/a;->a(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 108
    iget-object p1, p0, Lcom/example/r35j2/DeskToolProvider;->e:Ljava/util/concurrent/ExecutorService;

    new-instance p2, Lcom/example/r35j2/DeskToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {p2, p0, p3}, Lcom/example/r35j2/DeskToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r35j2/DeskToolProvider;Ljava/lang/String;)V

    invoke-interface {p1, p2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 109
    invoke-static {v4}, La/a/b/b;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 86
    :cond_c
    iget-object v1, p0, Lcom/example/r35j2/DeskToolProvider;->g:Ljava/util/HashMap;

    invoke-virtual {v1, p3}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p3

    check-cast p3, La/a/b/c;

    .line 87
    if-nez p3, :cond_f

    .line 88
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    invoke-static {p1, p2}, La/a/b/b;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 90
    :cond_f
    move-object v1, p3

    move-object v2, p0

    move-object v3, p2

    move-object v4, p1

    move v5, v0

    invoke-virtual/range {v1 .. v5}, La/a/b/c;->a(Lcom/example/r35j2/DeskToolProvider;La/a/b/d;Lorg/json/JSONObject;I)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 76
    :catch_0
    const-string p1, "INVALID_ARGS"

    const-string p2, "args must be a JSON object"

    invoke-static {p1, p2}, La/a/b/b;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 137
    const/4 p1, 0x0

    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 0

    .line 127
    const/4 p1, 0x0

    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 0

    .line 132
    const/4 p1, 0x0

    return-object p1
.end method

.method public onCreate()Z
    .locals 5

    .line 36
    new-instance v0, La/a/b/a;

    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-string v2, "desks.db"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    invoke-direct {v0, v1}, La/a/b/a;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v0, p0, Lcom/example/r35j2/DeskToolProvider;->h:La/a/b/a;

    .line 37
    new-instance v0, La/a/b/f;

    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, La/a/b/f;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/example/r35j2/DeskToolProvider;->i:La/a/b/f;

    .line 38
    iget-object v0, p0, Lcom/example/r35j2/DeskToolProvider;->g:Ljava/util/HashMap;

    new-instance v1, La/a/b/c;

    iget-object v2, p0, Lcom/example/r35j2/DeskToolProvider;->h:La/a/b/a;

    iget-object v3, p0, Lcom/example/r35j2/DeskToolProvider;->b:La/a/b/e;

    const/4 v4, 0x0

    invoke-direct {v1, v2, v3, v4}, La/a/b/c;-><init>(La/a/b/a;La/a/b/e;I)V

    const-string v2, "cancel_booking"

    invoke-virtual {v0, v2, v1}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 39
    iget-object v0, p0, Lcom/example/r35j2/DeskToolProvider;->g:Ljava/util/HashMap;

    new-instance v1, La/a/b/c;

    iget-object v2, p0, Lcom/example/r35j2/DeskToolProvider;->h:La/a/b/a;

    iget-object v3, p0, Lcom/example/r35j2/DeskToolProvider;->b:La/a/b/e;

    const/4 v4, 0x1

    invoke-direct {v1, v2, v3, v4}, La/a/b/c;-><init>(La/a/b/a;La/a/b/e;I)V

    const-string v2, "extend_booking"

    invoke-virtual {v0, v2, v1}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 40
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 0

    .line 122
    const/4 p1, 0x0

    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 142
    const/4 p1, 0x0

    return p1
.end method

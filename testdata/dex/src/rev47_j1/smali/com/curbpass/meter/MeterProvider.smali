.class public final Lcom/curbpass/meter/MeterProvider;
.super Landroid/content/ContentProvider;
.source "SourceFile"


# static fields
.field private static final e:[B


# instance fields
.field private final a:Ljava/util/Map;

.field private final b:Ljava/util/Map;

.field private final c:Ljava/util/Map;

.field private final d:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 24
    const/16 v0, 0x8

    new-array v0, v0, [B

    fill-array-data v0, :array_0

    sput-object v0, Lcom/curbpass/meter/MeterProvider;->e:[B

    return-void

    :array_0
    .array-data 1
        0x3at
        0x11t
        0x7ct
        0x42t
        0x9t
        0x5et
        0x2dt
        0x61t
    .end array-data
.end method

.method public constructor <init>()V
    .registers 2

    .line 23
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 32
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/curbpass/meter/MeterProvider;->a:Ljava/util/Map;

    .line 33
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/curbpass/meter/MeterProvider;->b:Ljava/util/Map;

    .line 34
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/curbpass/meter/MeterProvider;->c:Ljava/util/Map;

    .line 35
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/curbpass/meter/MeterProvider;->d:Ljava/security/SecureRandom;

    return-void
.end method

.method private a(Ljava/lang/Class;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 5

    .line 159
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/curbpass/meter/MeterProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1, p1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string p1, "resume_token"

    invoke-virtual {v0, p1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object p1

    .line 160
    invoke-virtual {p0}, Lcom/curbpass/meter/MeterProvider;->getContext()Landroid/content/Context;

    move-result-object p2

    const/4 v0, 0x0

    const/high16 v1, 0xc000000

    invoke-static {p2, v0, p1, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    return-object p1
.end method

.method private a(Landroid/os/Bundle;ILcom/curbpass/a/b;)Landroid/os/Bundle;
    .registers 16

    .line 86
    const-string v0, "tool_name"

    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 87
    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {p1, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 88
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 89
    const-class v3, Lcom/curbpass/a/f;

    invoke-static {v3}, Lcom/curbpass/a/a;->a(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Lcom/curbpass/a/f;

    .line 90
    const-string v4, "refresh_meter"

    invoke-virtual {v4, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    const-string v5, "minutes"

    const-string v6, "plate"

    if-eqz v4, :cond_0

    .line 91
    invoke-virtual {v2, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v2, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I

    move-result p2

    invoke-virtual {v3, p1, p2}, Lcom/curbpass/a/f;->a(Ljava/lang/String;I)I

    move-result p1

    .line 92
    new-instance p2, Ljava/lang/StringBuilder;

    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V

    const-string p3, "{\"updated\":"

    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string p1, "}"

    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/curbpass/a/g;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 94
    :cond_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    const-string v4, "deadline_at_ms"

    invoke-virtual {p1, v4}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v9

    cmp-long v4, v7, v9

    if-lez v4, :cond_1

    .line 95
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/curbpass/a/g;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 97
    :cond_1
    const-string v4, "resume_token"

    invoke-virtual {p1, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 98
    const/4 v4, 0x0

    .line 99
    if-eqz p1, :cond_3

    .line 100
    iget-object v7, p0, Lcom/curbpass/meter/MeterProvider;->b:Ljava/util/Map;

    invoke-interface {v7, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Lcom/curbpass/a/h;

    .line 101
    if-eqz p1, :cond_2

    iget-object v7, p1, Lcom/curbpass/a/h;->a:Lcom/curbpass/a/b;

    invoke-interface {v7}, Lcom/curbpass/a/b;->a()I

    move-result v7

    if-ne v7, p2, :cond_2

    iget-object v7, p1, Lcom/curbpass/a/h;->b:Ljava/lang/String;

    invoke-virtual {v7, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v7

    if-eqz v7, :cond_2

    iget-object p1, p1, Lcom/curbpass/a/h;->c:Ljava/lang/String;

    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :cond_2a

    .line 102
    :cond_2
    const-string p1, "INVALID_RESUME_TOKEN"

    const-string p2, "resume token is not valid"

    invoke-static {p1, p2}, Lcom/curbpass/a/g;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 104
    :cond_2a
    const/4 v4, 0x1

    .line 106
    :cond_3
    const-string p1, "start_meter"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :sw_start

    const-string p1, "lookup_plate"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :sw_lookup

    const-string p1, "plate_history"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :sw_history

    const-string p1, "tow_release"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :sw_tow

    const-string p1, "dispute_ticket"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :sw_dispute

    const-string p1, "fleet_extend"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :sw_extend

    const-string p1, "fleet_stop"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :sw_stop

    .line 154
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "unknown tool"

    invoke-static {p1, p2}, Lcom/curbpass/a/g;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 108
    :sw_start
    invoke-virtual {v2, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    const-string p3, "zone"

    invoke-virtual {v2, p3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    .line 109
    invoke-virtual {v2, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I

    move-result v0

    const/4 v1, 0x0

    .line 108
    invoke-virtual {v3, p1, p3, v0, v1}, Lcom/curbpass/a/f;->a(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)J

    move-result-wide v0

    .line 110
    new-instance p1, Ljava/lang/StringBuilder;

    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V

    const-string p3, "op-"

    invoke-virtual {p1, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object p3

    invoke-virtual {p1, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    .line 111
    iget-object p3, p0, Lcom/curbpass/meter/MeterProvider;->c:Ljava/util/Map;

    new-instance v2, Lcom/curbpass/a/i;

    invoke-direct {v2, p2, v0, v1}, Lcom/curbpass/a/i;-><init>(IJ)V

    invoke-interface {p3, p1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 112
    const-string p2, "{\"operation_id\":\""

    const-string p3, "\"}"

    invoke-static {p2, p1, p3}, Lcom/curbpass/a/k;->$r8$outline0(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/curbpass/a/g;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 115
    :sw_lookup
    invoke-virtual {v2, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    const-string p2, "SELECT zone FROM meters WHERE plate = \'"

    const-string p3, "\'"

    invoke-static {p2, p1, p3}, Lcom/curbpass/a/k;->$r8$outline0(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    const/4 p2, 0x0

    .line 116
    invoke-virtual {v3, p1, p2}, Lcom/curbpass/a/f;->a(Ljava/lang/String;[Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object p1

    .line 115
    invoke-static {p1}, Lcom/curbpass/a/g;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 119
    :sw_history
    const/4 p1, 0x1

    new-array p1, p1, [Ljava/lang/String;

    invoke-virtual {v2, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    const/4 p3, 0x0

    aput-object p2, p1, p3

    .line 118
    const-string p2, "SELECT zone FROM meters WHERE plate = ?"

    invoke-virtual {v3, p2, p1}, Lcom/curbpass/a/f;->a(Ljava/lang/String;[Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object p1

    .line 119
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object p1

    .line 118
    invoke-static {p1}, Lcom/curbpass/a/g;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 121
    :sw_tow
    if-eqz v4, :cond_tow

    .line 122
    const-string p1, "{\"released\":true}"

    invoke-static {p1}, Lcom/curbpass/a/g;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 124
    :cond_tow
    invoke-static {}, Ljava/lang/System;->nanoTime()J

    move-result-wide v4

    invoke-static {v4, v5}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object p1

    const-string v2, "rt-"

    const-string v3, "-"

    invoke-static {v2, p1, v3, p2}, Lcom/curbpass/a/k;->$r8$outline1(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object p1

    .line 125
    iget-object p2, p0, Lcom/curbpass/meter/MeterProvider;->b:Ljava/util/Map;

    new-instance v2, Lcom/curbpass/a/h;

    invoke-direct {v2, p3, v0, v1}, Lcom/curbpass/a/h;-><init>(Lcom/curbpass/a/b;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {p2, p1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 126
    const-class p2, Lcom/curbpass/ui/TowReleaseActivity;

    invoke-direct {p0, p2, p1}, Lcom/curbpass/meter/MeterProvider;->a(Ljava/lang/Class;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object p2

    invoke-static {p2, p1}, Lcom/curbpass/a/g;->a(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 129
    :sw_dispute
    if-eqz v4, :cond_dispute

    .line 130
    const-string p1, "{\"disputed\":true}"

    invoke-static {p1}, Lcom/curbpass/a/g;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 132
    :cond_dispute
    const/16 p1, 0x10

    new-array p1, p1, [B

    .line 133
    iget-object v2, p0, Lcom/curbpass/meter/MeterProvider;->d:Ljava/security/SecureRandom;

    invoke-virtual {v2, p1}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 134
    const/16 v2, 0xa

    invoke-static {p1, v2}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object p1

    const-string v2, "rt-"

    const-string v3, "-"

    invoke-static {v2, p1, v3, p2}, Lcom/curbpass/a/k;->$r8$outline1(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object p1

    .line 135
    iget-object p2, p0, Lcom/curbpass/meter/MeterProvider;->b:Ljava/util/Map;

    new-instance v2, Lcom/curbpass/a/h;

    invoke-direct {v2, p3, v0, v1}, Lcom/curbpass/a/h;-><init>(Lcom/curbpass/a/b;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {p2, p1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 136
    const-class p2, Lcom/curbpass/ui/DisputeActivity;

    invoke-direct {p0, p2, p1}, Lcom/curbpass/meter/MeterProvider;->a(Ljava/lang/Class;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object p2

    invoke-static {p2, p1}, Lcom/curbpass/a/g;->a(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 139
    :sw_extend
    instance-of p1, p3, Lcom/curbpass/a/c;

    if-eqz p1, :cond_ext_shared

    check-cast p3, Lcom/curbpass/a/c;

    sget-object p1, Lcom/curbpass/a/e;->a:Ljava/util/Set;

    iget-object p3, p3, Lcom/curbpass/a/c;->b:Ljava/lang/String;

    invoke-interface {p1, p3}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result p1

    goto :goto_ext

    :cond_ext_shared
    instance-of p1, p3, Lcom/curbpass/a/d;

    if-eqz p1, :cond_ext_deny

    check-cast p3, Lcom/curbpass/a/d;

    iget-object p1, p3, Lcom/curbpass/a/d;->b:[Ljava/lang/String;

    invoke-static {p1}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;

    move-result-object p1

    sget-object p3, Lcom/curbpass/a/e;->a:Ljava/util/Set;

    new-instance v0, Lcom/curbpass/a/e$$ExternalSyntheticLambda0;

    invoke-direct {v0, p3}, Lcom/curbpass/a/e$$ExternalSyntheticLambda0;-><init>(Ljava/util/Set;)V

    invoke-interface {p1, v0}, Ljava/util/stream/Stream;->anyMatch(Ljava/util/function/Predicate;)Z

    move-result p1

    :goto_ext
    if-nez p1, :cond_ext_ok

    .line 140
    :cond_ext_deny
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "fleet apps only"

    invoke-static {p1, p2}, Lcom/curbpass/a/g;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 142
    :cond_ext_ok
    invoke-virtual {p0}, Lcom/curbpass/meter/MeterProvider;->getContext()Landroid/content/Context;

    move-result-object p1

    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p1

    invoke-virtual {p1, p2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p1

    const/4 p2, 0x0

    aget-object p1, p1, p2

    .line 143
    invoke-virtual {v2, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {v2, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I

    move-result p3

    const-string v0, "FLEET"

    invoke-virtual {v3, p2, v0, p3, p1}, Lcom/curbpass/a/f;->a(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)J

    move-result-wide p1

    .line 144
    new-instance p3, Ljava/lang/StringBuilder;

    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v0, "{\"row\":"

    invoke-virtual {p3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p3, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string p1, "}"

    invoke-virtual {p3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/curbpass/a/g;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 147
    :sw_stop
    instance-of p1, p3, Lcom/curbpass/a/c;

    if-eqz p1, :cond_stop_deny

    check-cast p3, Lcom/curbpass/a/c;

    sget-object p1, Lcom/curbpass/a/e;->a:Ljava/util/Set;

    iget-object p2, p3, Lcom/curbpass/a/c;->b:Ljava/lang/String;

    invoke-interface {p1, p2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :cond_stop_ok

    .line 148
    :cond_stop_deny
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "fleet apps only"

    invoke-static {p1, p2}, Lcom/curbpass/a/g;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 150
    :cond_stop_ok
    invoke-virtual {v2, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    const/4 p2, 0x0

    invoke-virtual {v3, p1, p2}, Lcom/curbpass/a/f;->a(Ljava/lang/String;I)I

    move-result p1

    .line 151
    new-instance p2, Ljava/lang/StringBuilder;

    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V

    const-string p3, "{\"updated\":"

    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string p1, "}"

    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/curbpass/a/g;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    .line 45
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result p2

    .line 46
    const-string v0, "negotiate"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 74
    invoke-virtual {p0}, Lcom/curbpass/meter/MeterProvider;->getContext()Landroid/content/Context;

    move-result-object p1

    .line 75
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p3

    sget-object v0, Lcom/curbpass/meter/MeterProvider;->e:[B

    const/4 v1, 0x1

    invoke-virtual {p3, p2, v0, v1}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result p3

    if-nez p3, :cond_0

    .line 76
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "unknown caller"

    invoke-static {p1, p2}, Lcom/curbpass/a/g;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 78
    :cond_0
    const/16 p3, 0x18

    new-array p3, p3, [B

    .line 79
    iget-object v0, p0, Lcom/curbpass/meter/MeterProvider;->d:Ljava/security/SecureRandom;

    invoke-virtual {v0, p3}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 80
    const/16 v0, 0xa

    invoke-static {p3, v0}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object p3

    .line 81
    iget-object v0, p0, Lcom/curbpass/meter/MeterProvider;->a:Ljava/util/Map;

    invoke-static {p1, p2}, Lcom/curbpass/a/b;->a(Landroid/content/Context;I)Lcom/curbpass/a/b;

    move-result-object p1

    invoke-interface {v0, p3, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 82
    const-string p1, "{\"session_token\":\""

    const-string p2, "\"}"

    invoke-static {p1, p3, p2}, Lcom/curbpass/a/k;->$r8$outline0(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/curbpass/a/g;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 49
    :cond_1
    iget-object v0, p0, Lcom/curbpass/meter/MeterProvider;->a:Ljava/util/Map;

    const-string v1, "session_token"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/curbpass/a/b;

    .line 50
    if-eqz v0, :cond_7

    invoke-interface {v0}, Lcom/curbpass/a/b;->a()I

    move-result v1

    if-eq v1, p2, :cond_2

    goto :goto_7

    .line 53
    :cond_2
    const-string v1, "list_tools"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_3

    .line 54
    const-string p1, "{\"tools\":[\"refresh_meter\",\"start_meter\",\"lookup_plate\",\"plate_history\",\"tow_release\",\"dispute_ticket\",\"fleet_extend\",\"fleet_stop\"]}"

    invoke-static {p1}, Lcom/curbpass/a/g;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 56
    :cond_3
    const-string v1, "get_operation"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_5

    .line 57
    iget-object p1, p0, Lcom/curbpass/meter/MeterProvider;->c:Ljava/util/Map;

    const-string p2, "operation_id"

    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-interface {p1, p2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Lcom/curbpass/a/i;

    .line 58
    if-nez p1, :cond_4

    .line 59
    const-string p1, "NOT_FOUND"

    const-string p2, "no such operation"

    invoke-static {p1, p2}, Lcom/curbpass/a/g;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 61
    :cond_4
    new-instance p2, Ljava/lang/StringBuilder;

    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V

    const-string p3, "{\"state\":\"succeeded\",\"row\":"

    invoke-virtual {p2, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    iget-wide v0, p1, Lcom/curbpass/a/i;->b:J

    invoke-virtual {p2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string p1, "}"

    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/curbpass/a/g;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 63
    :cond_5
    const-string v1, "execute_tool"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :cond_6

    .line 64
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, Lcom/curbpass/a/g;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 67
    :cond_6
    :try_start_0
    invoke-direct {p0, p3, p2, v0}, Lcom/curbpass/meter/MeterProvider;->a(Landroid/os/Bundle;ILcom/curbpass/a/b;)Landroid/os/Bundle;

    move-result-object p1
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object p1

    .line 69
    :catch_0
    const-string p1, "INVALID_ARGUMENT"

    const-string p2, "args are not valid JSON"

    invoke-static {p1, p2}, Lcom/curbpass/a/g;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 51
    :cond_7
    :goto_7
    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate first"

    invoke-static {p1, p2}, Lcom/curbpass/a/g;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public final onCreate()Z
    .registers 4

    .line 39
    new-instance v0, Lcom/curbpass/a/f;

    invoke-virtual {p0}, Lcom/curbpass/meter/MeterProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/curbpass/a/f;-><init>(Landroid/content/Context;)V

    const-class v1, Lcom/curbpass/a/f;

    invoke-static {v1, v0}, Lcom/curbpass/a/a;->a(Ljava/lang/Class;Ljava/lang/Object;)V

    .line 40
    const/4 v0, 0x1

    return v0
.end method

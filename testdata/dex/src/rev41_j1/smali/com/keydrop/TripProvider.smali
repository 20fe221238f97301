.class public Lcom/keydrop/TripProvider;
.super Lcom/keydrop/a/a;
.source "TripProvider.java"


# instance fields
.field private a:I


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 15
    invoke-direct {p0}, Lcom/keydrop/a/a;-><init>()V

    .line 42
    const/4 v0, -0x1

    iput v0, p0, Lcom/keydrop/TripProvider;->a:I

    return-void
.end method

.method public static synthetic a(Ljava/lang/String;Z)V
    .registers 4

    .line 110
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "locked after trip "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v1, ": "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p0

    const-string p1, "KeyDrop"

    invoke-static {p1, p0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    return-void
.end method


# virtual methods
.method protected a()Ljava/lang/String;
    .registers 2

    .line 61
    const-string v0, "{\"revision\":\"trips-2\",\"tools\":[]}"

    return-object v0
.end method

.method protected a(Lcom/keydrop/a/b;)Landroid/os/Bundle;
    .registers 10

    .line 37
    sget-object v0, Lcom/keydrop/a/s;->e:Ljava/util/HashMap;

    iget-object v1, p1, Lcom/keydrop/a/b;->c:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keydrop/a/s;

    .line 67
    if-nez v0, :cond_known

    .line 68
    const-string p1, "TOOL_NOT_FOUND"

    const-string v0, "no such tool"

    invoke-static {p1, v0}, Lcom/keydrop/a/h;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 70
    :cond_known
    iget-object v1, p1, Lcom/keydrop/a/b;->d:Lorg/json/JSONObject;

    const-string v2, "trip_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 71
    invoke-virtual {v0}, Ljava/lang/Enum;->ordinal()I

    move-result v0

    packed-switch v0, :pswitch_data_0

    .line 81
    const-string p1, "TOOL_NOT_FOUND"

    const-string v0, "no such tool"

    invoke-static {p1, v0}, Lcom/keydrop/a/h;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 79
    :pswitch_status
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object p1

    const-string v0, "trip"

    invoke-static {p1, v0, v3}, Lcom/keydrop/a/l;->a(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/keydrop/a/h;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 115
    :pswitch_extend
    iget-object v0, p1, Lcom/keydrop/a/b;->e:Ljava/lang/String;

    const-string v1, "extend_trip"

    if-nez v0, :cond_extend_resumed

    .line 116
    new-instance v0, Lcom/keydrop/a/k;

    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/keydrop/a/k;-><init>(Landroid/content/Context;)V

    .line 117
    const-string v2, "com.keydrop.action.EXTEND_TRIP"

    iput-object v2, v0, Lcom/keydrop/a/k;->b:Ljava/lang/String;

    .line 118
    const-string v2, "com.keydrop"

    iput-object v2, v0, Lcom/keydrop/a/k;->c:Ljava/lang/String;

    .line 1009
    iput-object v3, v0, Lcom/keydrop/a/k;->e:Ljava/lang/String;

    .line 1010
    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I

    move-result v2

    iput v2, v0, Lcom/keydrop/a/k;->f:I

    .line 120
    iget-object v2, p0, Lcom/keydrop/a/a;->b:Lcom/keydrop/a/f;

    .line 1011
    sget v3, Lcom/keydrop/a/i;->b:I

    add-int/lit8 v3, v3, 0x1

    sput v3, Lcom/keydrop/a/i;->b:I

    .line 1012
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "trip-"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    invoke-static {v4, v5}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "-"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    sget v4, Lcom/keydrop/a/i;->b:I

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    .line 120
    iget p1, p1, Lcom/keydrop/a/b;->a:I

    invoke-virtual {v2, v3, p1, v1}, Lcom/keydrop/a/f;->a(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;

    move-result-object p1

    const-string v1, "approve the extension"

    invoke-virtual {v0, p1, v1}, Lcom/keydrop/a/k;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 1013
    :cond_extend_resumed
    iget-object v2, p0, Lcom/keydrop/a/a;->b:Lcom/keydrop/a/f;

    iget-object v2, v2, Lcom/keydrop/a/f;->a:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v2, v0}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keydrop/a/g;

    .line 1014
    if-eqz v0, :cond_extend_bad

    iget-object v2, v0, Lcom/keydrop/a/g;->b:Ljava/lang/String;

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_extend_bad

    iget-wide v4, v0, Lcom/keydrop/a/g;->c:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    cmp-long v0, v4, v6

    if-lez v0, :cond_extend_bad

    .line 125
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "extend:"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;


    iget-object v2, p1, Lcom/keydrop/a/b;->d:Lorg/json/JSONObject;

    const-string v4, "minutes"

    const/16 v5, 0x1e

    invoke-virtual {v2, v4, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v2

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    iget-object p1, p1, Lcom/keydrop/a/b;->b:Ljava/lang/String;

    invoke-static {v0, v3, v1, p1}, Lcom/keydrop/a/l;->a(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)J

    .line 126
    new-instance p1, Ljava/lang/StringBuilder;

    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "{\"extended\":\""

    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v1, "\"}"

    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/keydrop/a/h;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 123
    :cond_extend_bad
    const-string p1, "INVALID_REQUEST"

    const-string v0, "resume token not valid"

    invoke-static {p1, v0}, Lcom/keydrop/a/h;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 73
    :pswitch_start
    iget-object v0, p1, Lcom/keydrop/a/b;->d:Lorg/json/JSONObject;

    const-string v1, "vehicle_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 86
    iget-object v0, p1, Lcom/keydrop/a/b;->e:Ljava/lang/String;

    const-string v1, "start_trip"

    if-nez v0, :cond_start_resumed

    .line 87
    new-instance v0, Lcom/keydrop/a/k;

    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/keydrop/a/k;-><init>(Landroid/content/Context;)V

    .line 88
    const-string v2, "com.keydrop.insurance"

    iput-object v2, v0, Lcom/keydrop/a/k;->c:Ljava/lang/String;

    const-string v2, "com.keydrop.insurance.CoverageActivity"

    iput-object v2, v0, Lcom/keydrop/a/k;->d:Ljava/lang/String;

    .line 1005
    iput-object v3, v0, Lcom/keydrop/a/k;->e:Ljava/lang/String;

    .line 1006
    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I

    move-result v2

    iput v2, v0, Lcom/keydrop/a/k;->f:I

    .line 90
    iget-object v2, p0, Lcom/keydrop/a/a;->b:Lcom/keydrop/a/f;

    invoke-static {}, Lcom/keydrop/a/i;->a()Ljava/lang/String;

    move-result-object v3

    iget p1, p1, Lcom/keydrop/a/b;->a:I

    invoke-virtual {v2, v3, p1, v1}, Lcom/keydrop/a/f;->a(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;

    move-result-object p1

    const-string v1, "accept the trip cover"

    invoke-virtual {v0, p1, v1}, Lcom/keydrop/a/k;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 92
    :cond_start_resumed
    iget-object v2, p0, Lcom/keydrop/a/a;->b:Lcom/keydrop/a/f;

    iget v4, p1, Lcom/keydrop/a/b;->a:I

    invoke-virtual {v2, v0, v4, v1}, Lcom/keydrop/a/f;->b(Ljava/lang/String;ILjava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_start_valid

    .line 93
    const-string p1, "INVALID_REQUEST"

    const-string v0, "resume token not valid"

    invoke-static {p1, v0}, Lcom/keydrop/a/h;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 95
    :cond_start_valid
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "start"

    iget-object v2, p1, Lcom/keydrop/a/b;->b:Ljava/lang/String;

    invoke-static {v0, v3, v1, v2}, Lcom/keydrop/a/l;->a(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)J

    .line 96
    new-instance p1, Ljava/lang/StringBuilder;

    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "{\"started\":\""

    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v1, "\"}"

    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/keydrop/a/h;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 100
    :pswitch_end
    iget-object v0, p1, Lcom/keydrop/a/b;->e:Ljava/lang/String;

    const-string v1, "end_trip"

    if-nez v0, :cond_end_resumed

    .line 101
    new-instance v0, Lcom/keydrop/a/k;

    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/keydrop/a/k;-><init>(Landroid/content/Context;)V

    .line 102
    const-string v2, "com.keydrop"

    iput-object v2, v0, Lcom/keydrop/a/k;->c:Ljava/lang/String;

    const-string v2, "com.keydrop.EndTripActivity"

    iput-object v2, v0, Lcom/keydrop/a/k;->d:Ljava/lang/String;

    .line 1007
    iput-object v3, v0, Lcom/keydrop/a/k;->e:Ljava/lang/String;

    .line 1008
    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I

    move-result v2

    iput v2, v0, Lcom/keydrop/a/k;->f:I

    .line 104
    iget-object v2, p0, Lcom/keydrop/a/a;->b:Lcom/keydrop/a/f;

    invoke-static {}, Lcom/keydrop/a/i;->a()Ljava/lang/String;

    move-result-object v3

    iget p1, p1, Lcom/keydrop/a/b;->a:I

    invoke-virtual {v2, v3, p1, v1}, Lcom/keydrop/a/f;->a(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;

    move-result-object p1

    const-string v1, "confirm the car is parked"

    invoke-virtual {v0, p1, v1}, Lcom/keydrop/a/k;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 106
    :cond_end_resumed
    iget-object v2, p0, Lcom/keydrop/a/a;->b:Lcom/keydrop/a/f;

    iget v4, p1, Lcom/keydrop/a/b;->a:I

    invoke-virtual {v2, v0, v4, v1}, Lcom/keydrop/a/f;->b(Ljava/lang/String;ILjava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_end_valid

    .line 107
    const-string p1, "INVALID_REQUEST"

    const-string v0, "resume token not valid"

    invoke-static {p1, v0}, Lcom/keydrop/a/h;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 109
    :cond_end_valid
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "end"

    iget-object v2, p1, Lcom/keydrop/a/b;->b:Ljava/lang/String;

    invoke-static {v0, v3, v1, v2}, Lcom/keydrop/a/l;->a(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)J

    .line 110
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    sget-object v1, Lcom/keydrop/TripProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/keydrop/TripProvider$$ExternalSyntheticLambda0;

    const-string v2, "lock"

    invoke-static {v0, v3, v2, v1}, Lcom/keydrop/a/l;->a(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Lcom/keydrop/a/m;)V

    .line 111
    new-instance p1, Ljava/lang/StringBuilder;

    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "{\"ended\":\""

    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v1, "\"}"

    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/keydrop/a/h;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_start
        :pswitch_end
        :pswitch_extend
        :pswitch_status
    .end packed-switch
.end method

.method protected a(I)Z
    .registers 8

    .line 46
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    .line 1001
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    .line 1002
    const/4 v1, 0x0

    if-eqz v0, :cond_denied

    .line 1003
    array-length v2, v0

    const/4 v3, 0x0

    :goto_loop
    if-ge v3, v2, :cond_denied

    aget-object v4, v0, v3

    .line 1004
    sget-object v5, Lcom/keydrop/a/j;->a:Ljava/util/Set;

    invoke-interface {v5, v4}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_next

    .line 49
    iput p1, p0, Lcom/keydrop/TripProvider;->a:I

    .line 50
    const/4 p1, 0x1

    return p1

    .line 1003
    :cond_next
    add-int/lit8 v3, v3, 0x1

    goto :goto_loop

    .line 47
    :cond_denied
    return v1
.end method

.method protected a(Landroid/os/Bundle;I)Z
    .registers 4

    .line 56
    iget p1, p0, Lcom/keydrop/TripProvider;->a:I

    if-ne p2, p1, :cond_0

    const/4 p1, 0x1

    goto :goto_0

    :cond_0
    const/4 p1, 0x0

    :goto_0
    return p1
.end method

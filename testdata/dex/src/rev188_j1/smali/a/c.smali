.class public final La/c;
.super Ljava/lang/Object;
.source "c.java"


# static fields
.field private static final b:Ljava/util/HashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashMap<",
            "Ljava/lang/String;",
            "La/d;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 16
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, La/c;->b:Ljava/util/HashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    return-void
.end method

.method public static a(Ljava/lang/String;Ljava/lang/String;I)La/d;
    .registers 10

    .line 87
    if-nez p1, :cond_0

    .line 88
    const/4 v0, 0x0

    return-object v0

    .line 90
    :cond_0
    sget-object v0, La/c;->b:Ljava/util/HashMap;

    move-object v4, v0

    monitor-enter v4

    .line 91
    :try_start_0
    sget-object v0, La/c;->b:Ljava/util/HashMap;

    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, La/d;

    move-object v5, v0

    .line 92
    if-eqz v5, :cond_1

    iget v0, v5, La/d;->b:I

    if-ne v0, p2, :cond_1

    iget-object v0, v5, La/d;->a:Ljava/lang/String;

    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    iget-wide v0, v5, La/d;->d:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_2

    .line 93
    :cond_1
    monitor-exit v4

    const/4 v0, 0x0

    return-object v0

    .line 95
    :cond_2
    monitor-exit v4
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-object v0, v5

    return-object v0

    :catchall_0
    move-exception v6

    .line 96
    :try_start_1
    monitor-exit v4
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v6
.end method

.method public static a(ILandroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Landroid/os/Bundle;
    .registers 24

    .line 23
    if-nez p1, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    move-object/from16 v0, p1

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v0

    :goto_0
    move-object v9, v0

    .line 24
    const/4 v10, 0x0

    .line 25
    if-eqz v9, :cond_2

    .line 26
    move-object v11, v9

    array-length v12, v11

    const/4 v13, 0x0

    :goto_1
    if-ge v13, v12, :cond_2

    aget v14, v11, v13

    .line 27
    const/4 v1, 0x2

    if-ne v14, v1, :cond_1

    .line 28
    const/4 v10, 0x1

    .line 29
    goto :goto_2

    .line 26
    :cond_1
    add-int/lit8 v13, v13, 0x1

    goto :goto_1

    .line 33
    :cond_2
    :goto_2
    if-nez v10, :cond_3

    .line 34
    const-string v0, "UNSUPPORTED_VERSION"

    invoke-static {v0}, La/a;->b(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 38
    :cond_3
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    move-object/from16 v2, p1

    const-string v3, "consumer_capabilities"

    const-string v4, ""

    invoke-virtual {v2, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v11, v0

    .line 41
    goto :goto_3

    :catch_0
    move-exception v12

    .line 40
    const-string v0, "INVALID_REQUEST"

    invoke-static {v0}, La/a;->b(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 42
    :goto_3
    new-instance v12, Ljava/util/ArrayList;

    invoke-direct {v12}, Ljava/util/ArrayList;-><init>()V

    .line 43
    move-object/from16 v13, p4

    array-length v14, v13

    const/4 v15, 0x0

    :goto_4
    if-ge v15, v14, :cond_6

    aget-object v16, v13, v15

    .line 44
    const/16 v17, 0x0

    :goto_5
    invoke-virtual {v11}, Lorg/json/JSONArray;->length()I

    move-result v1

    move/from16 v0, v17

    if-ge v0, v1, :cond_5

    .line 45
    move/from16 v2, v17

    invoke-virtual {v11, v2}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, v16

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 46
    move-object/from16 v1, v16

    invoke-interface {v12, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 47
    goto :goto_6

    .line 44
    :cond_4
    add-int/lit8 v17, v17, 0x1

    goto :goto_5

    .line 43
    :cond_5
    :goto_6
    add-int/lit8 v15, v15, 0x1

    goto :goto_4

    .line 51
    :cond_6
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x36ee80

    add-long v13, v0, v2

    .line 52
    const/16 v0, 0x20

    invoke-static {v0}, La/a;->a(I)Ljava/lang/String;

    move-result-object v15

    .line 53
    sget-object v0, La/c;->b:Ljava/util/HashMap;

    move-object/from16 v16, v0

    monitor-enter v16

    .line 54
    :try_start_1
    sget-object v0, La/c;->b:Ljava/util/HashMap;

    invoke-virtual {v0}, Ljava/util/HashMap;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v17

    .line 55
    :cond_7
    :goto_7
    move-object/from16 v0, v17

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_8

    .line 56
    move-object/from16 v0, v17

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, La/d;

    iget-wide v0, v0, La/d;->d:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_7

    .line 57
    move-object/from16 v0, v17

    invoke-interface {v0}, Ljava/util/Iterator;->remove()V

    goto :goto_7

    .line 60
    :cond_8
    sget-object v0, La/c;->b:Ljava/util/HashMap;

    new-instance v2, La/d;

    move-object v3, v2

    move-object/from16 v4, p2

    move/from16 v5, p0

    move-object v6, v12

    move-wide v7, v13

    invoke-direct/range {v3 .. v8}, La/d;-><init>(Ljava/lang/String;ILjava/util/List;J)V

    invoke-virtual {v0, v15, v2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 61
    monitor-exit v16
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    goto :goto_8

    :catchall_0
    move-exception v18

    :try_start_2
    monitor-exit v16
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    throw v18

    .line 63
    :goto_8
    :try_start_3
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    move-object/from16 v16, v0

    .line 64
    invoke-interface {v12}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v17

    :goto_9
    move-object/from16 v0, v17

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_9

    move-object/from16 v0, v17

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object/from16 v18, v0

    .line 65
    move-object/from16 v0, v16

    move-object/from16 v1, v18

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 66
    goto :goto_9

    .line 67
    :cond_9
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 68
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 69
    const-string v1, "provider_id"

    move-object/from16 v2, p2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 70
    const-string v1, "provider_name"

    move-object/from16 v2, p3

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 71
    const-string v1, "session_token"

    invoke-virtual {v0, v1, v15}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 72
    invoke-static {v13, v14}, La/a;->a(J)Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 73
    const-string v1, "capabilities"

    move-object/from16 v2, v16

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 75
    const-string v3, "max_request_bytes"

    const/high16 v4, 0x10000

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 76
    const-string v3, "max_inline_result_bytes"

    const/high16 v4, 0x40000

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 77
    const-string v3, "max_concurrent_requests"

    const/4 v4, 0x4

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 78
    const-string v3, "idempotency_window_seconds"

    const v4, 0x15180

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 74
    const-string v1, "limits"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v17

    .line 79
    move-object/from16 v0, v17

    invoke-static {v0}, La/a;->a(Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_3
    .catch Lorg/json/JSONException; {:try_start_3 .. :try_end_3} :catch_1

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v16

    .line 81
    const-string v0, "INTERNAL_ERROR"

    invoke-static {v0}, La/a;->b(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.class public final Lcom/saltmarsh/ferry/Toolbox;
.super Ljava/lang/Object;
.source "Toolbox.kt"


# instance fields
.field private final ctx:Landroid/content/Context;

.field private final outcomes:Lcom/saltmarsh/ferry/Outcomes;

.field private final pending:Ljava/util/concurrent/ConcurrentHashMap;

.field private final providerId:Ljava/lang/String;

.field private final redeem:Lkotlin/jvm/functions/Function2;

.field private final rng:Ljava/util/Random;

.field private final specs:Ljava/util/LinkedHashMap;


# direct methods
.method public constructor <init>(Landroid/content/Context;Ljava/lang/String;Ljava/util/Random;Lcom/saltmarsh/ferry/Outcomes;Lkotlin/jvm/functions/Function2;)V
    .registers 7

    const-string v0, "ctx"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "providerId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "rng"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "outcomes"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "redeem"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 62
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 63
    iput-object p1, p0, Lcom/saltmarsh/ferry/Toolbox;->ctx:Landroid/content/Context;

    .line 64
    iput-object p2, p0, Lcom/saltmarsh/ferry/Toolbox;->providerId:Ljava/lang/String;

    .line 65
    iput-object p3, p0, Lcom/saltmarsh/ferry/Toolbox;->rng:Ljava/util/Random;

    .line 66
    iput-object p4, p0, Lcom/saltmarsh/ferry/Toolbox;->outcomes:Lcom/saltmarsh/ferry/Outcomes;

    .line 67
    iput-object p5, p0, Lcom/saltmarsh/ferry/Toolbox;->redeem:Lkotlin/jvm/functions/Function2;

    .line 69
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    iput-object v0, p0, Lcom/saltmarsh/ferry/Toolbox;->specs:Ljava/util/LinkedHashMap;

    .line 72
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/saltmarsh/ferry/Toolbox;->pending:Ljava/util/concurrent/ConcurrentHashMap;

    .line 62
    return-void
.end method


# virtual methods
.method public final answer(Ljava/lang/String;Z)V
    .registers 16

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 82
    iget-object v0, p0, Lcom/saltmarsh/ferry/Toolbox;->pending:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/saltmarsh/ferry/Ticket;

    if-eqz v0, :cond_0

    move-object v11, v0

    .line 132
    const/4 v12, 0x0

    .line 82
    iget-object v0, p0, Lcom/saltmarsh/ferry/Toolbox;->pending:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-static {p2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v8

    move-object v2, v11

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const-wide/16 v6, 0x0

    const/16 v9, 0xf

    const/4 v10, 0x0

    invoke-static/range {v2 .. v10}, Lcom/saltmarsh/ferry/Ticket;->copy$default(Lcom/saltmarsh/ferry/Ticket;ILjava/lang/String;Ljava/lang/String;JLjava/lang/Boolean;ILjava/lang/Object;)Lcom/saltmarsh/ferry/Ticket;

    move-result-object v2

    invoke-interface {v0, p1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 83
    :cond_0
    :goto_0
    return-void
.end method

.method public final execute(Lcom/saltmarsh/ferry/Caller;Landroid/os/Bundle;)Lcom/saltmarsh/ferry/Reply;
    .registers 29

    move-object/from16 v0, p1

    const-string v1, "caller"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "extras"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 86
    move-object/from16 v0, p2

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "tool_name is required"

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v9, v0

    .line 87
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/ferry/Toolbox;->specs:Ljava/util/LinkedHashMap;

    invoke-virtual {v0, v9}, Ljava/util/LinkedHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/saltmarsh/ferry/ToolSpec;

    if-nez v0, :cond_1

    sget-object v0, Lcom/saltmarsh/ferry/Reply;->Companion:Lcom/saltmarsh/ferry/Reply$Companion;

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No tool of that name here"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/ferry/Reply$Companion;->fail$default(Lcom/saltmarsh/ferry/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v10, v0

    .line 88
    move-object/from16 v0, p2

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->getDeadlineAt(Landroid/os/Bundle;)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v14

    move-object v0, v14

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v15

    .line 132
    const/16 v17, 0x0

    .line 88
    const-wide/16 v2, 0x0

    cmp-long v0, v15, v2

    if-lez v0, :cond_2

    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_3

    move-object v0, v14

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_4

    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J

    move-result-wide v0

    goto :goto_2

    :cond_4
    sget-object v0, Lcom/saltmarsh/ferry/Reply;->Companion:Lcom/saltmarsh/ferry/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "deadline_at_ms is required"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/ferry/Reply$Companion;->fail$default(Lcom/saltmarsh/ferry/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    :goto_2
    move-wide v11, v0

    .line 89
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v11, v2

    if-gtz v0, :cond_5

    sget-object v0, Lcom/saltmarsh/ferry/Reply;->Companion:Lcom/saltmarsh/ferry/Reply$Companion;

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed before the tool started"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/ferry/Reply$Companion;->fail$default(Lcom/saltmarsh/ferry/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    .line 90
    :cond_5
    move-object/from16 v0, p2

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->getArgsText(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_6

    const-string v0, "{}"

    :cond_6
    move-object v13, v0

    .line 91
    move-object v14, v13

    sget-object v0, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v14, v0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v2, "getBytes(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_7

    const-string v0, "args are larger than max_request_bytes"

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    .line 92
    :cond_7
    move-object/from16 v16, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object/from16 v0, v16

    check-cast v0, Lcom/saltmarsh/ferry/Toolbox;

    move-object/from16 v17, v0

    .line 132
    const/16 v18, 0x0

    .line 92
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v13}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v17
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_3

    :catch_0
    move-exception v18

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v17

    :goto_3
    move-object/from16 v16, v17

    move-object/from16 v0, v16

    invoke-static {v0}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_8

    const/4 v0, 0x0

    goto :goto_4

    :cond_8
    move-object/from16 v0, v16

    :goto_4
    check-cast v0, Lorg/json/JSONObject;

    if-nez v0, :cond_9

    const-string v0, "args must be a JSON object"

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    :cond_9
    move-object v14, v0

    .line 93
    move-object/from16 v0, p2

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_a

    sget-object v0, Lcom/saltmarsh/ferry/Reply;->Companion:Lcom/saltmarsh/ferry/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id is required"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/ferry/Reply$Companion;->fail$default(Lcom/saltmarsh/ferry/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    :cond_a
    move-object v15, v0

    .line 94
    move-object/from16 v0, p2

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->getArgsDigest(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v16

    .line 95
    invoke-virtual {v10}, Lcom/saltmarsh/ferry/ToolSpec;->getEffect()Lcom/saltmarsh/ferry/Effect;

    move-result-object v0

    sget-object v1, Lcom/saltmarsh/ferry/Effect;->READ:Lcom/saltmarsh/ferry/Effect;

    if-eq v0, v1, :cond_b

    const/4 v0, 0x1

    goto :goto_5

    :cond_b
    const/4 v0, 0x0

    :goto_5
    move/from16 v17, v0

    .line 96
    if-eqz v17, :cond_d

    .line 97
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/ferry/Toolbox;->outcomes:Lcom/saltmarsh/ferry/Outcomes;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/saltmarsh/ferry/Caller;->getUid()I

    move-result v1

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/saltmarsh/ferry/Toolbox;->providerId:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v15}, Lcom/saltmarsh/ferry/Outcomes;->find(ILjava/lang/String;Ljava/lang/String;)Lcom/saltmarsh/ferry/Outcomes$Outcome;

    move-result-object v18

    if-eqz v18, :cond_d

    move-object/from16 v20, v18

    const/16 v21, 0x0

    move-object/from16 v0, v20

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Outcomes$Outcome;->component1()Ljava/lang/String;

    move-result-object v22

    move-object/from16 v0, v20

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Outcomes$Outcome;->component2()Ljava/lang/String;

    move-result-object v23

    move-object/from16 v0, v20

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Outcomes$Outcome;->component3()Ljava/lang/String;

    move-result-object v24

    .line 98
    move-object/from16 v0, v22

    invoke-static {v0, v9}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_c

    move-object/from16 v0, v23

    move-object/from16 v1, v16

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_c

    new-instance v0, Lcom/saltmarsh/ferry/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    move-object/from16 v4, v24

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    goto :goto_6

    :cond_c
    sget-object v0, Lcom/saltmarsh/ferry/Reply;->Companion:Lcom/saltmarsh/ferry/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id was used for another call"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/ferry/Reply$Companion;->fail$default(Lcom/saltmarsh/ferry/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    :goto_6
    return-object v0

    .line 101
    :cond_d
    move-object/from16 v0, p2

    invoke-static {v0}, Lcom/saltmarsh/ferry/WireKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_11

    move-object/from16 v21, v0

    const/16 v22, 0x0

    .line 102
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/ferry/Toolbox;->redeem:Lkotlin/jvm/functions/Function2;

    move-object/from16 v1, p0

    move-object/from16 v2, v21

    invoke-interface {v0, v1, v2}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/saltmarsh/ferry/Ticket;

    if-eqz v0, :cond_f

    move-object/from16 v23, v0

    move-object/from16 v24, v23

    .line 132
    const/16 v25, 0x0

    .line 102
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/saltmarsh/ferry/Caller;->getUid()I

    move-result v1

    move-object/from16 v0, v24

    move-object/from16 v3, v16

    invoke-virtual {v0, v1, v9, v3}, Lcom/saltmarsh/ferry/Ticket;->fits(ILjava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_e

    move-object/from16 v0, v23

    goto :goto_7

    :cond_e
    const/4 v0, 0x0

    :goto_7
    if-nez v0, :cond_10

    :cond_f
    sget-object v0, Lcom/saltmarsh/ferry/Reply;->Companion:Lcom/saltmarsh/ferry/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "resume_token does not belong to this call"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/ferry/Reply$Companion;->fail$default(Lcom/saltmarsh/ferry/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    .line 101
    :cond_10
    goto :goto_8

    :cond_11
    const/4 v0, 0x0

    :goto_8
    move-object/from16 v18, v0

    .line 104
    move-object/from16 v0, v18

    if-eqz v18, :cond_12

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Ticket;->getApproved()Ljava/lang/Boolean;

    move-result-object v0

    const/4 v1, 0x0

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    goto :goto_9

    :cond_12
    const/4 v0, 0x0

    :goto_9
    if-eqz v0, :cond_13

    sget-object v0, Lcom/saltmarsh/ferry/Reply;->Companion:Lcom/saltmarsh/ferry/Reply$Companion;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Reply$Companion;->getCANCELLED()Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    .line 105
    :cond_13
    invoke-virtual {v10}, Lcom/saltmarsh/ferry/ToolSpec;->getBody()Lkotlin/jvm/functions/Function1;

    move-result-object v0

    new-instance v1, Lcom/saltmarsh/ferry/ToolCall;

    move-object/from16 v2, p0

    move-object/from16 v3, p1

    move-object/from16 v4, p2

    move-object v5, v9

    move-object v6, v14

    move-object/from16 v7, v18

    invoke-direct/range {v1 .. v7}, Lcom/saltmarsh/ferry/ToolCall;-><init>(Lcom/saltmarsh/ferry/Toolbox;Lcom/saltmarsh/ferry/Caller;Landroid/os/Bundle;Ljava/lang/String;Lorg/json/JSONObject;Lcom/saltmarsh/ferry/Ticket;)V

    invoke-interface {v0, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v19

    check-cast v19, Lcom/saltmarsh/ferry/Reply;

    .line 106
    if-eqz v17, :cond_14

    move-object/from16 v0, v19

    instance-of v0, v0, Lcom/saltmarsh/ferry/Reply$Ok;

    if-eqz v0, :cond_14

    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/ferry/Toolbox;->outcomes:Lcom/saltmarsh/ferry/Outcomes;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/saltmarsh/ferry/Caller;->getUid()I

    move-result v1

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/saltmarsh/ferry/Toolbox;->providerId:Ljava/lang/String;

    move-object/from16 v6, v19

    check-cast v6, Lcom/saltmarsh/ferry/Reply$Ok;

    invoke-virtual {v6}, Lcom/saltmarsh/ferry/Reply$Ok;->getValue()Lorg/json/JSONObject;

    move-result-object v6

    invoke-virtual {v6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v6

    const-string v8, "toString(...)"

    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v3, v15

    move-object v4, v9

    move-object/from16 v5, v16

    invoke-virtual/range {v0 .. v6}, Lcom/saltmarsh/ferry/Outcomes;->save(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 107
    :cond_14
    return-object v19
.end method

.method public final getCtx()Landroid/content/Context;
    .registers 2

    .line 63
    iget-object v0, p0, Lcom/saltmarsh/ferry/Toolbox;->ctx:Landroid/content/Context;

    return-object v0
.end method

.method public final getPending()Ljava/util/concurrent/ConcurrentHashMap;
    .registers 2

    .line 72
    iget-object v0, p0, Lcom/saltmarsh/ferry/Toolbox;->pending:Ljava/util/concurrent/ConcurrentHashMap;

    return-object v0
.end method

.method public final getSpecs()Ljava/util/LinkedHashMap;
    .registers 2

    .line 69
    iget-object v0, p0, Lcom/saltmarsh/ferry/Toolbox;->specs:Ljava/util/LinkedHashMap;

    return-object v0
.end method

.method public final mint(Lcom/saltmarsh/ferry/ToolCall;)Ljava/lang/String;
    .registers 10

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 79
    sget-object v0, Lcom/saltmarsh/ferry/Token;->Companion:Lcom/saltmarsh/ferry/Token$Companion;

    iget-object v1, p0, Lcom/saltmarsh/ferry/Toolbox;->rng:Ljava/util/Random;

    const/4 v2, 0x0

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/saltmarsh/ferry/Token$Companion;->mint-O7KmjZw$default(Lcom/saltmarsh/ferry/Token$Companion;Ljava/util/Random;IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v5

    move-object v6, v5

    .line 132
    const/4 v7, 0x0

    .line 79
    iget-object v0, p0, Lcom/saltmarsh/ferry/Toolbox;->pending:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    sget-object v2, Lcom/saltmarsh/ferry/Ticket;->Companion:Lcom/saltmarsh/ferry/Ticket$Companion;

    invoke-virtual {v2, p1}, Lcom/saltmarsh/ferry/Ticket$Companion;->of(Lcom/saltmarsh/ferry/ToolCall;)Lcom/saltmarsh/ferry/Ticket;

    move-result-object v2

    invoke-interface {v0, v6, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    return-object v5
.end method

.method public final tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V
    .registers 8

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "describe"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v2, 0x0

    .line 75
    invoke-virtual {p0}, Lcom/saltmarsh/ferry/Toolbox;->getSpecs()Ljava/util/LinkedHashMap;

    move-result-object v3

    check-cast v3, Ljava/util/Map;

    new-instance v4, Lcom/saltmarsh/ferry/ToolSpec;

    invoke-direct {v4, p1}, Lcom/saltmarsh/ferry/ToolSpec;-><init>(Ljava/lang/String;)V

    invoke-interface {p2, v4}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    invoke-interface {v3, p1, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 76
    return-void
.end method

.class public final Lcom/larchwood/library/ToolHost;
.super Ljava/lang/Object;
.source "Host.kt"


# instance fields
.field private final desk:Lcom/larchwood/library/TicketDesk;

.field private final providerId:Ljava/lang/String;

.field private final receipts:Lcom/larchwood/library/Receipts;

.field private final runner:Lcom/larchwood/library/CallRunner;

.field private final tools:Ljava/util/List;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/util/List;Lcom/larchwood/library/CallRunner;Lcom/larchwood/library/Receipts;Lcom/larchwood/library/TicketDesk;)V
    .registers 7

    const-string v0, "providerId"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tools"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "runner"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "receipts"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "desk"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 86
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 87
    iput-object p1, p0, Lcom/larchwood/library/ToolHost;->providerId:Ljava/lang/String;

    .line 88
    iput-object p2, p0, Lcom/larchwood/library/ToolHost;->tools:Ljava/util/List;

    .line 89
    iput-object p3, p0, Lcom/larchwood/library/ToolHost;->runner:Lcom/larchwood/library/CallRunner;

    .line 90
    iput-object p4, p0, Lcom/larchwood/library/ToolHost;->receipts:Lcom/larchwood/library/Receipts;

    .line 91
    iput-object p5, p0, Lcom/larchwood/library/ToolHost;->desk:Lcom/larchwood/library/TicketDesk;

    .line 86
    return-void
.end method


# virtual methods
.method public final execute(Lcom/larchwood/library/Caller;Landroid/os/Bundle;Lcom/larchwood/library/Command$Execute;)Lcom/larchwood/library/Reply;
    .registers 27

    move-object/from16 v0, p1

    const-string v1, "caller"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "extras"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "command"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 94
    move-object/from16 v0, p3

    invoke-virtual {v0}, Lcom/larchwood/library/Command$Execute;->getTool()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "tool_name is required"

    invoke-static {v0}, Lcom/larchwood/library/CommandsKt;->invalid(Ljava/lang/String;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v8, v0

    .line 95
    move-object/from16 v0, p0

    iget-object v11, v0, Lcom/larchwood/library/ToolHost;->tools:Ljava/util/List;

    check-cast v11, Ljava/lang/Iterable;

    const/4 v12, 0x0

    .line 123
    invoke-interface {v11}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v13

    :cond_1
    invoke-interface {v13}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v13}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v14

    move-object v0, v14

    check-cast v0, Lcom/larchwood/library/Tool;

    move-object v15, v0

    const/16 v16, 0x0

    .line 95
    invoke-virtual {v15}, Lcom/larchwood/library/Tool;->getSpec()Lcom/larchwood/library/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lcom/larchwood/library/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v8}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 123
    if-eqz v0, :cond_1

    move-object v0, v14

    goto :goto_0

    .line 124
    :cond_2
    const/4 v0, 0x0

    .line 95
    :goto_0
    check-cast v0, Lcom/larchwood/library/Tool;

    if-nez v0, :cond_3

    sget-object v0, Lcom/larchwood/library/Reply;->Companion:Lcom/larchwood/library/Reply$Companion;

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No tool of that name here"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/larchwood/library/Reply$Companion;->fail$default(Lcom/larchwood/library/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0

    :cond_3
    move-object v9, v0

    .line 96
    move-object/from16 v0, p3

    invoke-virtual {v0}, Lcom/larchwood/library/Command$Execute;->getArgs()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_4

    const-string v0, "{}"

    :cond_4
    move-object v10, v0

    .line 97
    move-object v11, v10

    sget-object v0, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v11, v0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v2, "getBytes(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_5

    const-string v0, "args are larger than max_request_bytes"

    invoke-static {v0}, Lcom/larchwood/library/CommandsKt;->invalid(Ljava/lang/String;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0

    .line 98
    :cond_5
    move-object/from16 v13, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v13

    check-cast v0, Lcom/larchwood/library/ToolHost;

    move-object v14, v0

    .line 125
    const/4 v15, 0x0

    .line 98
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v10}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v14
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_1

    :catch_0
    move-exception v15

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v15}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v14

    :goto_1
    move-object v13, v14

    invoke-static {v13}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const/4 v0, 0x0

    goto :goto_2

    :cond_6
    move-object v0, v13

    :goto_2
    check-cast v0, Lorg/json/JSONObject;

    if-nez v0, :cond_7

    const-string v0, "args must be a JSON object"

    invoke-static {v0}, Lcom/larchwood/library/CommandsKt;->invalid(Ljava/lang/String;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0

    :cond_7
    move-object v11, v0

    .line 99
    move-object/from16 v0, p2

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_8

    sget-object v0, Lcom/larchwood/library/Reply;->Companion:Lcom/larchwood/library/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id is required"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/larchwood/library/Reply$Companion;->fail$default(Lcom/larchwood/library/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0

    :cond_8
    move-object v12, v0

    .line 100
    invoke-static {v10}, Lcom/larchwood/library/CommandsKt;->digestOf(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v13

    .line 101
    invoke-virtual {v9}, Lcom/larchwood/library/Tool;->getSpec()Lcom/larchwood/library/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lcom/larchwood/library/ToolSpec;->getEffect()Lcom/larchwood/library/Effect;

    move-result-object v0

    sget-object v1, Lcom/larchwood/library/Effect;->READ:Lcom/larchwood/library/Effect;

    if-eq v0, v1, :cond_9

    const/4 v0, 0x1

    goto :goto_3

    :cond_9
    const/4 v0, 0x0

    :goto_3
    move v14, v0

    .line 102
    if-eqz v14, :cond_b

    .line 103
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/larchwood/library/ToolHost;->receipts:Lcom/larchwood/library/Receipts;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/larchwood/library/Caller;->getUid()I

    move-result v1

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/larchwood/library/ToolHost;->providerId:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v12}, Lcom/larchwood/library/Receipts;->find(ILjava/lang/String;Ljava/lang/String;)Lcom/larchwood/library/Receipts$Receipt;

    move-result-object v15

    if-eqz v15, :cond_b

    move-object/from16 v17, v15

    const/16 v18, 0x0

    .line 104
    move-object/from16 v0, v17

    invoke-virtual {v0}, Lcom/larchwood/library/Receipts$Receipt;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v8}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_a

    move-object/from16 v0, v17

    invoke-virtual {v0}, Lcom/larchwood/library/Receipts$Receipt;->getDigest()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v13}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_a

    .line 105
    new-instance v0, Lcom/larchwood/library/Reply$Ok;

    new-instance v2, Lorg/json/JSONObject;

    move-object/from16 v4, v17

    invoke-virtual {v4}, Lcom/larchwood/library/Receipts$Receipt;->getResult()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/larchwood/library/Reply$Ok;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larchwood/library/Reply;

    goto :goto_4

    .line 107
    :cond_a
    sget-object v0, Lcom/larchwood/library/Reply;->Companion:Lcom/larchwood/library/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id was used for another call"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/larchwood/library/Reply$Companion;->fail$default(Lcom/larchwood/library/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/larchwood/library/Reply;

    move-result-object v0

    .line 104
    :goto_4
    return-object v0

    .line 111
    :cond_b
    move-object/from16 v0, p3

    invoke-virtual {v0}, Lcom/larchwood/library/Command$Execute;->getResumeToken()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_f

    move-object/from16 v18, v0

    const/16 v19, 0x0

    .line 112
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/larchwood/library/ToolHost;->desk:Lcom/larchwood/library/TicketDesk;

    move-object/from16 v1, v18

    invoke-virtual {v0, v1}, Lcom/larchwood/library/TicketDesk;->redeem(Ljava/lang/String;)Lcom/larchwood/library/Ticket;

    move-result-object v0

    if-eqz v0, :cond_d

    move-object/from16 v20, v0

    move-object/from16 v21, v20

    .line 125
    const/16 v22, 0x0

    .line 112
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/larchwood/library/Caller;->getUid()I

    move-result v1

    move-object/from16 v0, v21

    invoke-virtual {v0, v1, v8, v13}, Lcom/larchwood/library/Ticket;->fits(ILjava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_c

    move-object/from16 v0, v20

    goto :goto_5

    :cond_c
    const/4 v0, 0x0

    :goto_5
    if-nez v0, :cond_e

    .line 113
    :cond_d
    sget-object v0, Lcom/larchwood/library/Reply;->Companion:Lcom/larchwood/library/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "resume_token does not belong to this call"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/larchwood/library/Reply$Companion;->fail$default(Lcom/larchwood/library/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0

    .line 111
    :cond_e
    goto :goto_6

    :cond_f
    const/4 v0, 0x0

    :goto_6
    move-object v15, v0

    .line 115
    move-object v0, v15

    if-eqz v15, :cond_10

    invoke-virtual {v0}, Lcom/larchwood/library/Ticket;->getApproved()Ljava/lang/Boolean;

    move-result-object v0

    const/4 v1, 0x0

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    goto :goto_7

    :cond_10
    const/4 v0, 0x0

    :goto_7
    if-eqz v0, :cond_11

    sget-object v0, Lcom/larchwood/library/Reply;->Companion:Lcom/larchwood/library/Reply$Companion;

    invoke-virtual {v0}, Lcom/larchwood/library/Reply$Companion;->getCANCELLED()Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0

    .line 116
    :cond_11
    new-instance v0, Lcom/larchwood/library/ToolCall;

    move-object/from16 v1, p1

    move-object/from16 v2, p2

    move-object v3, v8

    move-object v4, v11

    move-object v5, v13

    move-object v6, v15

    invoke-direct/range {v0 .. v6}, Lcom/larchwood/library/ToolCall;-><init>(Lcom/larchwood/library/Caller;Landroid/os/Bundle;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Lcom/larchwood/library/Ticket;)V

    move-object/from16 v16, v0

    .line 117
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/larchwood/library/ToolHost;->runner:Lcom/larchwood/library/CallRunner;

    move-object/from16 v1, v16

    invoke-interface {v0, v1}, Lcom/larchwood/library/CallRunner;->admit(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;

    move-result-object v0

    if-nez v0, :cond_12

    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/larchwood/library/ToolHost;->runner:Lcom/larchwood/library/CallRunner;

    move-object/from16 v1, v16

    invoke-interface {v0, v1}, Lcom/larchwood/library/CallRunner;->run(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;

    move-result-object v0

    :cond_12
    move-object/from16 v17, v0

    .line 118
    if-eqz v14, :cond_13

    move-object/from16 v0, v17

    instance-of v0, v0, Lcom/larchwood/library/Reply$Ok;

    if-eqz v0, :cond_13

    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/larchwood/library/ToolHost;->receipts:Lcom/larchwood/library/Receipts;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/larchwood/library/Caller;->getUid()I

    move-result v1

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/larchwood/library/ToolHost;->providerId:Ljava/lang/String;

    move-object/from16 v6, v17

    check-cast v6, Lcom/larchwood/library/Reply$Ok;

    invoke-virtual {v6}, Lcom/larchwood/library/Reply$Ok;->getValue()Lorg/json/JSONObject;

    move-result-object v6

    invoke-virtual {v6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v6

    const-string v7, "toString(...)"

    invoke-static {v6, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v3, v12

    move-object v4, v8

    move-object v5, v13

    invoke-virtual/range {v0 .. v6}, Lcom/larchwood/library/Receipts;->save(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 119
    :cond_13
    return-object v17
.end method

.method public final getTools()Ljava/util/List;
    .registers 2

    .line 88
    iget-object v0, p0, Lcom/larchwood/library/ToolHost;->tools:Ljava/util/List;

    return-object v0
.end method

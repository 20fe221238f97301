.class public final Lcom/saltmarsh/podcasts/ToolHost;
.super Ljava/lang/Object;
.source "Host.kt"


# instance fields
.field private final ledger:Lcom/saltmarsh/podcasts/Ledger;

.field private final providerId:Ljava/lang/String;

.field private final tickets:Lcom/saltmarsh/podcasts/TicketBook;

.field private final tools:Ljava/util/List;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/util/List;Lcom/saltmarsh/podcasts/Ledger;Lcom/saltmarsh/podcasts/TicketBook;)V
    .registers 6

    const-string v0, "providerId"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tools"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "ledger"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tickets"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 86
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 87
    iput-object p1, p0, Lcom/saltmarsh/podcasts/ToolHost;->providerId:Ljava/lang/String;

    .line 88
    iput-object p2, p0, Lcom/saltmarsh/podcasts/ToolHost;->tools:Ljava/util/List;

    .line 89
    iput-object p3, p0, Lcom/saltmarsh/podcasts/ToolHost;->ledger:Lcom/saltmarsh/podcasts/Ledger;

    .line 90
    iput-object p4, p0, Lcom/saltmarsh/podcasts/ToolHost;->tickets:Lcom/saltmarsh/podcasts/TicketBook;

    .line 86
    return-void
.end method


# virtual methods
.method public final execute(Lcom/saltmarsh/podcasts/Caller;Lcom/saltmarsh/podcasts/Session;Landroid/os/Bundle;)Lcom/saltmarsh/podcasts/Reply;
    .registers 29

    move-object/from16 v0, p1

    const-string v1, "caller"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "session"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "extras"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 93
    move-object/from16 v0, p3

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "tool_name is required"

    invoke-static {v0}, Lcom/saltmarsh/podcasts/ProtocolKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v10, v0

    .line 94
    move-object/from16 v0, p0

    iget-object v13, v0, Lcom/saltmarsh/podcasts/ToolHost;->tools:Ljava/util/List;

    check-cast v13, Ljava/lang/Iterable;

    const/4 v14, 0x0

    .line 127
    invoke-interface {v13}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v15

    :cond_1
    invoke-interface {v15}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v15}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v16

    move-object/from16 v0, v16

    check-cast v0, Lcom/saltmarsh/podcasts/Tool;

    move-object/from16 v17, v0

    const/16 v18, 0x0

    .line 94
    move-object/from16 v0, v17

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Tool;->getSpec()Lcom/saltmarsh/podcasts/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v10}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 127
    if-eqz v0, :cond_1

    move-object/from16 v0, v16

    goto :goto_0

    .line 128
    :cond_2
    const/4 v0, 0x0

    .line 94
    :goto_0
    check-cast v0, Lcom/saltmarsh/podcasts/Tool;

    if-nez v0, :cond_3

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No tool of that name here"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :cond_3
    move-object v11, v0

    .line 95
    move-object/from16 v0, p3

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_4

    const-string v0, "{}"

    :cond_4
    move-object v12, v0

    .line 96
    sget-object v1, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v12, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v2, "getBytes(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_5

    const-string v0, "args are larger than max_request_bytes"

    invoke-static {v0}, Lcom/saltmarsh/podcasts/ProtocolKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 98
    :cond_5
    :try_start_0
    new-instance v14, Lorg/json/JSONObject;

    invoke-direct {v14, v12}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_1

    .line 99
    :catch_0
    move-exception v15

    .line 100
    const-string v0, "args must be a JSON object"

    invoke-static {v0}, Lcom/saltmarsh/podcasts/ProtocolKt;->invalid(Ljava/lang/String;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 97
    :goto_1
    move-object v13, v14

    .line 102
    move-object/from16 v0, p3

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_6

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id is required"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    :cond_6
    move-object v14, v0

    .line 103
    move-object/from16 v0, p3

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v15

    .line 104
    const-wide/16 v2, 0x0

    cmp-long v0, v15, v2

    if-gtz v0, :cond_7

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "deadline_at_ms is required"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 105
    :cond_7
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v15, v2

    if-gtz v0, :cond_8

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed before the tool started"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 106
    :cond_8
    invoke-static {v12}, Lcom/saltmarsh/podcasts/ProtocolKt;->digestOf(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v17

    .line 107
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Caller;->getUid()I

    move-result v0

    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/saltmarsh/podcasts/ToolHost;->providerId:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v14}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v18

    .line 108
    invoke-virtual {v11}, Lcom/saltmarsh/podcasts/Tool;->getSpec()Lcom/saltmarsh/podcasts/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/ToolSpec;->getEffect()Lcom/saltmarsh/podcasts/Effect;

    move-result-object v0

    sget-object v1, Lcom/saltmarsh/podcasts/Effect;->READ:Lcom/saltmarsh/podcasts/Effect;

    if-eq v0, v1, :cond_9

    const/4 v0, 0x1

    goto :goto_2

    :cond_9
    const/4 v0, 0x0

    :goto_2
    move/from16 v19, v0

    .line 109
    if-eqz v19, :cond_b

    .line 110
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/podcasts/ToolHost;->ledger:Lcom/saltmarsh/podcasts/Ledger;

    move-object/from16 v1, v18

    invoke-interface {v0, v1}, Lcom/saltmarsh/podcasts/Ledger;->find(Ljava/lang/String;)Lcom/saltmarsh/podcasts/Receipt;

    move-result-object v20

    .line 111
    if-eqz v20, :cond_b

    .line 112
    move-object/from16 v0, v20

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Receipt;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v10}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_a

    move-object/from16 v0, v20

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Receipt;->getDigest()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, v17

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_a

    move-object/from16 v0, v20

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Receipt;->replay()Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    goto :goto_3

    .line 113
    :cond_a
    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id was used for another call"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    .line 112
    :goto_3
    return-object v0

    .line 116
    :cond_b
    move-object/from16 v0, p3

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v20

    .line 117
    if-nez v20, :cond_c

    const/4 v0, 0x0

    goto :goto_4

    .line 118
    :cond_c
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/podcasts/ToolHost;->tickets:Lcom/saltmarsh/podcasts/TicketBook;

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lcom/saltmarsh/podcasts/Caller;->getUid()I

    move-result v2

    move-object/from16 v1, v20

    move-object/from16 v4, v17

    invoke-virtual {v0, v1, v2, v10, v4}, Lcom/saltmarsh/podcasts/TicketBook;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Lcom/saltmarsh/podcasts/Ticket;

    move-result-object v0

    if-nez v0, :cond_d

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "resume_token does not belong to this call"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/podcasts/Reply$Companion;->fail$default(Lcom/saltmarsh/podcasts/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 117
    :cond_d
    :goto_4
    move-object/from16 v21, v0

    .line 120
    move-object/from16 v0, v21

    if-eqz v21, :cond_e

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Ticket;->getApproved()Ljava/lang/Boolean;

    move-result-object v0

    const/4 v1, 0x0

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    goto :goto_5

    :cond_e
    const/4 v0, 0x0

    :goto_5
    if-eqz v0, :cond_f

    sget-object v0, Lcom/saltmarsh/podcasts/Reply;->Companion:Lcom/saltmarsh/podcasts/Reply$Companion;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Reply$Companion;->getCANCELLED()Lcom/saltmarsh/podcasts/Reply;

    move-result-object v0

    return-object v0

    .line 121
    :cond_f
    invoke-virtual {v11}, Lcom/saltmarsh/podcasts/Tool;->getHandler()Lcom/saltmarsh/podcasts/ToolHandler;

    move-result-object v0

    new-instance v1, Lcom/saltmarsh/podcasts/ToolCall;

    move-object/from16 v2, p1

    move-object/from16 v3, p2

    move-object/from16 v4, p3

    move-object v5, v14

    move-object v6, v10

    move-object v7, v13

    move-object/from16 v8, v17

    move-object/from16 v9, v21

    invoke-direct/range {v1 .. v9}, Lcom/saltmarsh/podcasts/ToolCall;-><init>(Lcom/saltmarsh/podcasts/Caller;Lcom/saltmarsh/podcasts/Session;Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Lcom/saltmarsh/podcasts/Ticket;)V

    invoke-interface {v0, v1}, Lcom/saltmarsh/podcasts/ToolHandler;->handle(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;

    move-result-object v22

    .line 122
    if-eqz v19, :cond_10

    sget-object v0, Lcom/saltmarsh/podcasts/Receipt;->Companion:Lcom/saltmarsh/podcasts/Receipt$Companion;

    move-object/from16 v2, v17

    move-object/from16 v3, v22

    invoke-virtual {v0, v10, v2, v3}, Lcom/saltmarsh/podcasts/Receipt$Companion;->of(Ljava/lang/String;Ljava/lang/String;Lcom/saltmarsh/podcasts/Reply;)Lcom/saltmarsh/podcasts/Receipt;

    move-result-object v0

    if-eqz v0, :cond_10

    move-object/from16 v23, v0

    .line 129
    const/16 v24, 0x0

    .line 122
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/podcasts/ToolHost;->ledger:Lcom/saltmarsh/podcasts/Ledger;

    move-object/from16 v1, v18

    move-object/from16 v2, v23

    invoke-interface {v0, v1, v2}, Lcom/saltmarsh/podcasts/Ledger;->save(Ljava/lang/String;Lcom/saltmarsh/podcasts/Receipt;)V

    goto :goto_6

    .line 123
    :cond_10
    :goto_6
    return-object v22
.end method

.method public final getTools()Ljava/util/List;
    .registers 2

    .line 88
    iget-object v0, p0, Lcom/saltmarsh/podcasts/ToolHost;->tools:Ljava/util/List;

    return-object v0
.end method

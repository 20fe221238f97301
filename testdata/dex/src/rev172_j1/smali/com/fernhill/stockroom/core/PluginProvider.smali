.class public abstract Lcom/fernhill/stockroom/core/PluginProvider;
.super Landroid/content/ContentProvider;
.source "PluginProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fernhill/stockroom/core/PluginProvider$Grant;
    }
.end annotation


# static fields
.field public static final MAX_INLINE_RESULT_BYTES:I = 0x40000

.field public static final MAX_REQUEST_BYTES:I = 0x10000

.field public static final SESSION_TTL_MS:J = 0x1b7740L

.field private static final TAG:Ljava/lang/String; = "PluginProvider"


# instance fields
.field protected graph:Lcom/fernhill/stockroom/core/Stockroom;

.field protected registry:Lcom/fernhill/stockroom/core/PluginRegistry;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 33
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private dispatch(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Ljava/io/IOException;
        }
    .end annotation

    .line 184
    const/high16 v2, 0x10000

    invoke-static {p1, p2, v2}, Lcom/fernhill/stockroom/core/RequestTree;->parse(Ljava/lang/String;Landroid/os/Bundle;I)Lcom/fernhill/stockroom/core/RequestTree;

    move-result-object v4

    .line 185
    iget-object v0, v4, Lcom/fernhill/stockroom/core/RequestTree;->envelope:Lcom/fernhill/stockroom/core/RequestTree$Envelope;

    iget-object v5, v0, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->requestId:Ljava/lang/String;

    .line 186
    iget-object v0, v4, Lcom/fernhill/stockroom/core/RequestTree;->envelope:Lcom/fernhill/stockroom/core/RequestTree$Envelope;

    new-instance v1, Lcom/fernhill/stockroom/core/EnvelopeValidator;

    const/high16 v3, 0x10000

    invoke-direct {v1, v3}, Lcom/fernhill/stockroom/core/EnvelopeValidator;-><init>(I)V

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->accept(Lcom/fernhill/stockroom/core/RequestTree$Visitor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v6, v0

    .line 187
    if-eqz v6, :cond_0

    .line 188
    invoke-static {v5, v6}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 190
    :cond_0
    invoke-virtual {p0, p2, p3}, Lcom/fernhill/stockroom/core/PluginProvider;->resumeSession(Landroid/os/Bundle;I)Lcom/fernhill/stockroom/core/PluginProvider$Grant;

    move-result-object v7

    .line 191
    if-nez v7, :cond_1

    .line 192
    const-string v1, "NEGOTIATION_REQUIRED"

    invoke-static {v5, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 194
    :cond_1
    move-object v8, p1

    const/4 v9, -0x1

    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "get_provider_info"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v9, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v9, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v9, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v9, 0x3

    :cond_2
    :goto_0
    packed-switch v9, :pswitch_data_0

    goto :goto_1

    .line 196
    :pswitch_0
    invoke-direct {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->providerInfo()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v5, v1}, Lcom/fernhill/stockroom/core/Replies;->data(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 198
    :pswitch_1
    invoke-direct {p0, v7}, Lcom/fernhill/stockroom/core/PluginProvider;->listTools(Lcom/fernhill/stockroom/core/PluginProvider$Grant;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v5, v1}, Lcom/fernhill/stockroom/core/Replies;->data(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 200
    :pswitch_2
    invoke-direct {p0, v4, v7}, Lcom/fernhill/stockroom/core/PluginProvider;->execute(Lcom/fernhill/stockroom/core/RequestTree;Lcom/fernhill/stockroom/core/PluginProvider$Grant;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 202
    :pswitch_3
    const/4 v3, 0x0

    invoke-direct {p0, v4, v7, v3}, Lcom/fernhill/stockroom/core/PluginProvider;->operation(Lcom/fernhill/stockroom/core/RequestTree;Lcom/fernhill/stockroom/core/PluginProvider$Grant;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 204
    :goto_1
    const/4 v3, 0x1

    invoke-direct {p0, v4, v7, v3}, Lcom/fernhill/stockroom/core/PluginProvider;->operation(Lcom/fernhill/stockroom/core/RequestTree;Lcom/fernhill/stockroom/core/PluginProvider$Grant;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_3
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_0
        0x2a3a6efa -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method private execute(Lcom/fernhill/stockroom/core/RequestTree;Lcom/fernhill/stockroom/core/PluginProvider$Grant;)Landroid/os/Bundle;
    .registers 19
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Ljava/io/IOException;
        }
    .end annotation

    .line 233
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/fernhill/stockroom/core/RequestTree;->envelope:Lcom/fernhill/stockroom/core/RequestTree$Envelope;

    iget-object v8, v0, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->call:Lcom/fernhill/stockroom/core/RequestTree$Call;

    .line 234
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/fernhill/stockroom/core/RequestTree;->envelope:Lcom/fernhill/stockroom/core/RequestTree$Envelope;

    iget-object v9, v0, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->requestId:Ljava/lang/String;

    .line 235
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/fernhill/stockroom/core/PluginProvider;->registry:Lcom/fernhill/stockroom/core/PluginRegistry;

    iget-object v1, v8, Lcom/fernhill/stockroom/core/RequestTree$Call;->toolName:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/PluginRegistry;->find(Ljava/lang/String;)Lcom/fernhill/stockroom/core/Tool;

    move-result-object v10

    .line 236
    if-nez v10, :cond_0

    .line 237
    const-string v1, "TOOL_NOT_FOUND"

    invoke-static {v9, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 239
    :cond_0
    invoke-virtual {v10}, Lcom/fernhill/stockroom/core/Tool;->spec()Lcom/fernhill/stockroom/core/ToolSpec;

    move-result-object v11

    .line 240
    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/fernhill/stockroom/core/PluginProvider$Grant;->scopes:Ljava/util/Set;

    iget-object v1, v11, Lcom/fernhill/stockroom/core/ToolSpec;->scopes:Ljava/util/List;

    invoke-interface {v0, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 241
    const-string v1, "PERMISSION_DENIED"

    invoke-static {v9, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 243
    :cond_1
    new-instance v12, Lcom/fernhill/stockroom/core/ToolContext;

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/fernhill/stockroom/core/PluginProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    move-object/from16 v3, p0

    iget-object v3, v3, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v3, v3, Lcom/fernhill/stockroom/core/Stockroom;->db:Lcom/fernhill/stockroom/core/StockDb;

    move-object/from16 v4, p2

    iget v4, v4, Lcom/fernhill/stockroom/core/PluginProvider$Grant;->uid:I

    move-object/from16 v5, p0

    invoke-virtual {v5}, Lcom/fernhill/stockroom/core/PluginProvider;->providerId()Ljava/lang/String;

    move-result-object v5

    move-object/from16 v7, p2

    iget-object v7, v7, Lcom/fernhill/stockroom/core/PluginProvider$Grant;->capabilities:Ljava/util/Set;

    move-object v1, v12

    move-object/from16 v6, p1

    invoke-direct/range {v1 .. v7}, Lcom/fernhill/stockroom/core/ToolContext;-><init>(Landroid/content/Context;Lcom/fernhill/stockroom/core/StockDb;ILjava/lang/String;Lcom/fernhill/stockroom/core/RequestTree;Ljava/util/Set;)V

    .line 244
    invoke-virtual {v10, v12}, Lcom/fernhill/stockroom/core/Tool;->validate(Lcom/fernhill/stockroom/core/ToolContext;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_2

    .line 245
    const-string v1, "INVALID_ARGS"

    invoke-static {v9, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 247
    :cond_2
    invoke-virtual {v11}, Lcom/fernhill/stockroom/core/ToolSpec;->mutating()Z

    move-result v0

    if-nez v0, :cond_3

    .line 248
    move-object/from16 v0, p0

    invoke-direct {v0, v12, v10}, Lcom/fernhill/stockroom/core/PluginProvider;->runRead(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 250
    :cond_3
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->ledger:Lcom/fernhill/stockroom/core/RequestLedger;

    move-object/from16 v1, p2

    iget v1, v1, Lcom/fernhill/stockroom/core/PluginProvider$Grant;->uid:I

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/fernhill/stockroom/core/PluginProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2, v9}, Lcom/fernhill/stockroom/core/RequestLedger;->find(ILjava/lang/String;Ljava/lang/String;)Lcom/fernhill/stockroom/core/RequestLedger$Entry;

    move-result-object v13

    .line 251
    if-eqz v13, :cond_4

    .line 252
    move-object/from16 v0, p0

    invoke-direct {v0, v12, v13}, Lcom/fernhill/stockroom/core/PluginProvider;->replay(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/RequestLedger$Entry;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 254
    :cond_4
    invoke-virtual {v12}, Lcom/fernhill/stockroom/core/ToolContext;->deadlinePassed()Z

    move-result v0

    if-eqz v0, :cond_5

    .line 255
    const-string v1, "DEADLINE_EXCEEDED"

    invoke-static {v9, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 257
    :cond_5
    invoke-virtual {v11}, Lcom/fernhill/stockroom/core/ToolSpec;->alwaysConfirm()Z

    move-result v0

    if-nez v0, :cond_6

    iget-object v1, v11, Lcom/fernhill/stockroom/core/ToolSpec;->confirmation:Ljava/lang/String;

    const-string v0, "provider_policy"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_b

    invoke-virtual {v10, v12}, Lcom/fernhill/stockroom/core/Tool;->promptByPolicy(Lcom/fernhill/stockroom/core/ToolContext;)Z

    move-result v0

    if-eqz v0, :cond_b

    .line 258
    :cond_6
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->approvals:Lcom/fernhill/stockroom/core/ApprovalStore;

    iget-object v1, v8, Lcom/fernhill/stockroom/core/RequestTree$Call;->resumeToken:Ljava/lang/String;

    move-object/from16 v2, p2

    iget v2, v2, Lcom/fernhill/stockroom/core/PluginProvider$Grant;->uid:I

    move-object/from16 v3, p0

    invoke-virtual {v3}, Lcom/fernhill/stockroom/core/PluginProvider;->providerId()Ljava/lang/String;

    move-result-object v3

    iget-object v4, v11, Lcom/fernhill/stockroom/core/ToolSpec;->name:Ljava/lang/String;

    iget-object v6, v8, Lcom/fernhill/stockroom/core/RequestTree$Call;->argsSha256:Ljava/lang/String;

    move-object v5, v9

    invoke-virtual/range {v0 .. v6}, Lcom/fernhill/stockroom/core/ApprovalStore;->consume(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    move-result-object v14

    .line 260
    sget-object v1, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->NONE:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    if-ne v14, v1, :cond_7

    .line 261
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->approvals:Lcom/fernhill/stockroom/core/ApprovalStore;

    move-object/from16 v1, p2

    iget v1, v1, Lcom/fernhill/stockroom/core/PluginProvider$Grant;->uid:I

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/fernhill/stockroom/core/PluginProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    iget-object v3, v11, Lcom/fernhill/stockroom/core/ToolSpec;->name:Ljava/lang/String;

    iget-object v5, v8, Lcom/fernhill/stockroom/core/RequestTree$Call;->argsSha256:Ljava/lang/String;

    .line 262
    invoke-virtual {v10, v12}, Lcom/fernhill/stockroom/core/Tool;->summary(Lcom/fernhill/stockroom/core/ToolContext;)Ljava/lang/String;

    move-result-object v6

    .line 261
    move-object v4, v9

    invoke-virtual/range {v0 .. v6}, Lcom/fernhill/stockroom/core/ApprovalStore;->open(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v15

    .line 263
    move-object/from16 v1, p0

    invoke-virtual {v1, v12, v15}, Lcom/fernhill/stockroom/core/PluginProvider;->confirmation(Lcom/fernhill/stockroom/core/ToolContext;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    invoke-static {v9, v1, v15}, Lcom/fernhill/stockroom/core/Replies;->userAction(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 265
    :cond_7
    sget-object v1, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->PENDING:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    if-ne v14, v1, :cond_8

    .line 266
    iget-object v3, v8, Lcom/fernhill/stockroom/core/RequestTree$Call;->resumeToken:Ljava/lang/String;

    move-object/from16 v1, p0

    invoke-virtual {v1, v12, v3}, Lcom/fernhill/stockroom/core/PluginProvider;->confirmation(Lcom/fernhill/stockroom/core/ToolContext;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    iget-object v2, v8, Lcom/fernhill/stockroom/core/RequestTree$Call;->resumeToken:Ljava/lang/String;

    invoke-static {v9, v1, v2}, Lcom/fernhill/stockroom/core/Replies;->userAction(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 268
    :cond_8
    sget-object v1, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->DENIED:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    if-ne v14, v1, :cond_9

    .line 269
    const-string v1, "USER_CANCELLED"

    invoke-static {v9, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 271
    :cond_9
    sget-object v1, Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;->APPROVED:Lcom/fernhill/stockroom/core/ApprovalStore$Verdict;

    if-eq v14, v1, :cond_a

    .line 272
    const-string v1, "INVALID_REQUEST"

    invoke-static {v9, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 274
    :cond_a
    invoke-virtual {v12}, Lcom/fernhill/stockroom/core/ToolContext;->deadlinePassed()Z

    move-result v0

    if-eqz v0, :cond_b

    .line 275
    const-string v1, "DEADLINE_EXCEEDED"

    invoke-static {v9, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 278
    :cond_b
    invoke-virtual {v11}, Lcom/fernhill/stockroom/core/ToolSpec;->mayRunAsync()Z

    move-result v0

    if-eqz v0, :cond_c

    move-object/from16 v0, p2

    iget-object v0, v0, Lcom/fernhill/stockroom/core/PluginProvider$Grant;->capabilities:Ljava/util/Set;

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_c

    .line 279
    move-object/from16 v0, p0

    invoke-direct {v0, v12, v10}, Lcom/fernhill/stockroom/core/PluginProvider;->startOperation(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 281
    :cond_c
    move-object/from16 v0, p0

    invoke-direct {v0, v12, v10}, Lcom/fernhill/stockroom/core/PluginProvider;->runMutation(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static iso(J)Ljava/lang/String;
    .registers 7

    .line 467
    new-instance v4, Ljava/text/SimpleDateFormat;

    sget-object v3, Ljava/util/Locale;->US:Ljava/util/Locale;

    const-string v2, "yyyy-MM-dd\'T\'HH:mm:ss\'Z\'"

    invoke-direct {v4, v2, v3}, Ljava/text/SimpleDateFormat;-><init>(Ljava/lang/String;Ljava/util/Locale;)V

    .line 468
    const-string v1, "UTC"

    invoke-static {v1}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;

    move-result-object v1

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->setTimeZone(Ljava/util/TimeZone;)V

    .line 469
    new-instance v1, Ljava/util/Date;

    invoke-direct {v1, p0, p1}, Ljava/util/Date;-><init>(J)V

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->format(Ljava/util/Date;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private listTools(Lcom/fernhill/stockroom/core/PluginProvider$Grant;)Lorg/json/JSONObject;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 219
    iget-object v0, p1, Lcom/fernhill/stockroom/core/PluginProvider$Grant;->capabilities:Ljava/util/Set;

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v3

    .line 220
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 221
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider;->registry:Lcom/fernhill/stockroom/core/PluginRegistry;

    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/PluginRegistry;->all()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fernhill/stockroom/core/Tool;

    move-object v6, v0

    .line 222
    iget-object v0, p1, Lcom/fernhill/stockroom/core/PluginProvider$Grant;->scopes:Ljava/util/Set;

    invoke-virtual {v6}, Lcom/fernhill/stockroom/core/Tool;->spec()Lcom/fernhill/stockroom/core/ToolSpec;

    move-result-object v1

    iget-object v1, v1, Lcom/fernhill/stockroom/core/ToolSpec;->scopes:Ljava/util/List;

    invoke-interface {v0, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 223
    invoke-virtual {v6}, Lcom/fernhill/stockroom/core/Tool;->spec()Lcom/fernhill/stockroom/core/ToolSpec;

    move-result-object v1

    invoke-virtual {v1, v3}, Lcom/fernhill/stockroom/core/ToolSpec;->toJson(Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v4, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 225
    :cond_0
    goto :goto_0

    .line 226
    :cond_1
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 227
    iget-object v2, p0, Lcom/fernhill/stockroom/core/PluginProvider;->registry:Lcom/fernhill/stockroom/core/PluginRegistry;

    invoke-virtual {v2}, Lcom/fernhill/stockroom/core/PluginRegistry;->revision()Ljava/lang/String;

    move-result-object v2

    const-string v1, "revision"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 228
    const-string v1, "tools"

    invoke-virtual {v5, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 229
    return-object v5
.end method

.method private negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 20
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 131
    move-object/from16 v0, p1

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v6

    .line 132
    move-object/from16 v0, p1

    const-string v1, "consumer_capabilities"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 133
    if-eqz v6, :cond_0

    if-nez v7, :cond_1

    .line 134
    :cond_0
    const-string v0, "INVALID_REQUEST"

    invoke-static {v0}, Lcom/fernhill/stockroom/core/Replies;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 136
    :cond_1
    const/4 v8, 0x0

    .line 137
    move-object v9, v6

    array-length v10, v9

    const/4 v11, 0x0

    :goto_0
    if-ge v11, v10, :cond_3

    aget v12, v9, v11

    .line 138
    const/4 v1, 0x2

    if-ne v12, v1, :cond_2

    .line 139
    const/4 v8, 0x1

    .line 137
    :cond_2
    add-int/lit8 v11, v11, 0x1

    goto :goto_0

    .line 142
    :cond_3
    if-nez v8, :cond_4

    .line 143
    const-string v0, "UNSUPPORTED_VERSION"

    invoke-static {v0}, Lcom/fernhill/stockroom/core/Replies;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 147
    :cond_4
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0, v7}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v9, v0

    .line 150
    goto :goto_1

    :catch_0
    move-exception v10

    .line 149
    const-string v0, "INVALID_REQUEST"

    invoke-static {v0}, Lcom/fernhill/stockroom/core/Replies;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 151
    :goto_1
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->gate:Lcom/fernhill/stockroom/core/CallerGate;

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/fernhill/stockroom/core/PluginProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    move/from16 v1, p2

    invoke-virtual {v0, v1, v2}, Lcom/fernhill/stockroom/core/CallerGate;->admit(ILjava/lang/String;)Ljava/util/Set;

    move-result-object v10

    .line 152
    invoke-interface {v10}, Ljava/util/Set;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_5

    .line 153
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, Lcom/fernhill/stockroom/core/Replies;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 155
    :cond_5
    new-instance v11, Ljava/util/LinkedHashSet;

    invoke-direct {v11}, Ljava/util/LinkedHashSet;-><init>()V

    .line 156
    const/4 v12, 0x0

    :goto_2
    invoke-virtual {v9}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v12, v1, :cond_7

    .line 157
    invoke-virtual {v9, v12}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v13

    .line 158
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/PluginProvider;->supportedCapabilities()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, v13}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    .line 159
    invoke-interface {v11, v13}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    .line 156
    :cond_6
    add-int/lit8 v12, v12, 0x1

    goto :goto_2

    .line 162
    :cond_7
    const-string v1, "async_operations"

    invoke-interface {v11, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    .line 163
    const-string v1, "cancellation"

    invoke-interface {v11, v1}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 165
    :cond_8
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x1b7740

    add-long v12, v0, v2

    .line 166
    move-object/from16 v0, p0

    move/from16 v1, p2

    move-object v2, v11

    move-object v3, v10

    move-wide v4, v12

    invoke-virtual/range {v0 .. v5}, Lcom/fernhill/stockroom/core/PluginProvider;->openSession(ILjava/util/Set;Ljava/util/Set;J)Ljava/lang/String;

    move-result-object v14

    .line 167
    new-instance v15, Lorg/json/JSONObject;

    invoke-direct {v15}, Lorg/json/JSONObject;-><init>()V

    .line 168
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v15, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 169
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v15, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 170
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x4

    invoke-virtual {v15, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 171
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v15, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 172
    new-instance v16, Lorg/json/JSONObject;

    move-object/from16 v1, v16

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 173
    move-object/from16 v0, v16

    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 174
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/fernhill/stockroom/core/PluginProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v16

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 175
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/fernhill/stockroom/core/PluginProvider;->providerName()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v16

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 176
    move-object/from16 v0, v16

    const-string v1, "session_token"

    invoke-virtual {v0, v1, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 177
    invoke-static {v12, v13}, Lcom/fernhill/stockroom/core/PluginProvider;->iso(J)Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v16

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 178
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2, v11}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    move-object/from16 v0, v16

    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 179
    move-object/from16 v0, v16

    const-string v1, "limits"

    invoke-virtual {v0, v1, v15}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 180
    move-object/from16 v0, v16

    invoke-static {v0}, Lcom/fernhill/stockroom/core/Replies;->negotiated(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private operation(Lcom/fernhill/stockroom/core/RequestTree;Lcom/fernhill/stockroom/core/PluginProvider$Grant;Z)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 382
    iget-object v0, p1, Lcom/fernhill/stockroom/core/RequestTree;->envelope:Lcom/fernhill/stockroom/core/RequestTree$Envelope;

    iget-object v3, v0, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->requestId:Ljava/lang/String;

    .line 383
    iget-object v0, p2, Lcom/fernhill/stockroom/core/PluginProvider$Grant;->capabilities:Ljava/util/Set;

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    if-eqz p3, :cond_1

    iget-object v0, p2, Lcom/fernhill/stockroom/core/PluginProvider$Grant;->capabilities:Ljava/util/Set;

    .line 384
    const-string v1, "cancellation"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 385
    :cond_0
    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-static {v3, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 387
    :cond_1
    iget-object v1, p1, Lcom/fernhill/stockroom/core/RequestTree;->envelope:Lcom/fernhill/stockroom/core/RequestTree$Envelope;

    iget-object v1, v1, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->call:Lcom/fernhill/stockroom/core/RequestTree$Call;

    iget-object v1, v1, Lcom/fernhill/stockroom/core/RequestTree$Call;->operationId:Ljava/lang/String;

    iget v2, p2, Lcom/fernhill/stockroom/core/PluginProvider$Grant;->uid:I

    invoke-virtual {p0, v1, v2, v3}, Lcom/fernhill/stockroom/core/PluginProvider;->ownedOperation(Ljava/lang/String;ILjava/lang/String;)Lcom/fernhill/stockroom/core/RequestLedger$Operation;

    move-result-object v4

    .line 388
    if-nez v4, :cond_2

    .line 389
    const-string v1, "INVALID_REQUEST"

    invoke-static {v3, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 391
    :cond_2
    if-nez p3, :cond_3

    .line 392
    invoke-static {v3, v4}, Lcom/fernhill/stockroom/core/Replies;->operation(Ljava/lang/String;Lcom/fernhill/stockroom/core/RequestLedger$Operation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 394
    :cond_3
    invoke-virtual {v4}, Lcom/fernhill/stockroom/core/RequestLedger$Operation;->terminal()Z

    move-result v0

    if-nez v0, :cond_4

    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->ledger:Lcom/fernhill/stockroom/core/RequestLedger;

    iget-object v1, v4, Lcom/fernhill/stockroom/core/RequestLedger$Operation;->id:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/RequestLedger;->requestCancel(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_5

    .line 395
    :cond_4
    const-string v1, "CONFLICT"

    invoke-static {v3, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 397
    :cond_5
    iget-object v1, v4, Lcom/fernhill/stockroom/core/RequestLedger$Operation;->id:Ljava/lang/String;

    invoke-static {v3, v1}, Lcom/fernhill/stockroom/core/Replies;->cancellationRequested(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static outcomeCode(Lcom/fernhill/stockroom/core/Tool$Outcome;)Ljava/lang/String;
    .registers 2

    .line 448
    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/Tool$Outcome;->succeeded()Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v0, "success"

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/fernhill/stockroom/core/Tool$Outcome;->errorCode:Ljava/lang/String;

    :goto_0
    return-object v0
.end method

.method private providerInfo()Lorg/json/JSONObject;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 209
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 210
    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->providerId()Ljava/lang/String;

    move-result-object v1

    const-string v0, "provider_id"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 211
    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->providerName()Ljava/lang/String;

    move-result-object v1

    const-string v0, "provider_name"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 212
    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->description()Ljava/lang/String;

    move-result-object v1

    const-string v0, "description"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 213
    const-string v0, "schema_dialect"

    const-string v1, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 214
    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->scopeCatalog()Lorg/json/JSONArray;

    move-result-object v1

    const-string v0, "scopes"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 215
    return-object v2
.end method

.method private static readSmall(Ljava/io/File;)Ljava/lang/String;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 452
    invoke-virtual {p0}, Ljava/io/File;->length()J

    move-result-wide v0

    long-to-int v0, v0

    new-array v3, v0, [B

    .line 453
    new-instance v4, Ljava/io/FileInputStream;

    invoke-direct {v4, p0}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V

    .line 455
    const/4 v5, 0x0

    .line 457
    :goto_0
    :try_start_0
    array-length v1, v3

    if-ge v5, v1, :cond_0

    array-length v2, v3

    sub-int/2addr v2, v5

    invoke-virtual {v4, v3, v5, v2}, Ljava/io/InputStream;->read([BII)I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    move v6, v0

    if-lez v0, :cond_0

    .line 458
    add-int/2addr v5, v6

    goto :goto_0

    .line 461
    :cond_0
    invoke-virtual {v4}, Ljava/io/InputStream;->close()V

    .line 462
    goto :goto_1

    :catchall_0
    move-exception v7

    .line 461
    invoke-virtual {v4}, Ljava/io/InputStream;->close()V

    .line 462
    throw v7

    .line 463
    :goto_1
    new-instance v0, Ljava/lang/String;

    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-direct {v0, v3, v2}, Ljava/lang/String;-><init>([BLjava/nio/charset/Charset;)V

    return-object v0
.end method

.method private static record(Lcom/fernhill/stockroom/core/Tool$Outcome;)Ljava/lang/String;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 436
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    .line 437
    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/Tool$Outcome;->succeeded()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 438
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 439
    iget-object v2, p0, Lcom/fernhill/stockroom/core/Tool$Outcome;->value:Ljava/lang/Object;

    const-string v1, "value"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 441
    :cond_0
    const-string v1, "status"

    const-string v2, "error"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 442
    iget-object v2, p0, Lcom/fernhill/stockroom/core/Tool$Outcome;->errorCode:Ljava/lang/String;

    const-string v1, "error_code"

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 444
    :goto_0
    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private refuse(Ljava/lang/String;)V
    .registers 7

    .line 504
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " refused for uid "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "PluginProvider"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 505
    return-void
.end method

.method private replay(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/RequestLedger$Entry;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 401
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->requestId()Ljava/lang/String;

    move-result-object v3

    .line 402
    iget-object v0, p2, Lcom/fernhill/stockroom/core/RequestLedger$Entry;->tool:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->toolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p2, Lcom/fernhill/stockroom/core/RequestLedger$Entry;->argsSha256:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->argsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 403
    :cond_0
    const-string v1, "INVALID_REQUEST"

    invoke-static {v3, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 405
    :cond_1
    iget-object v0, p2, Lcom/fernhill/stockroom/core/RequestLedger$Entry;->outcome:Ljava/lang/String;

    if-nez v0, :cond_2

    .line 406
    const-string v1, "CONFLICT"

    invoke-static {v3, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 408
    :cond_2
    new-instance v4, Lorg/json/JSONObject;

    iget-object v2, p2, Lcom/fernhill/stockroom/core/RequestLedger$Entry;->outcome:Ljava/lang/String;

    invoke-direct {v4, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 409
    const-string v1, "status"

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 410
    const-string v0, "accepted"

    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 411
    const-string v2, "operation_id"

    invoke-virtual {v4, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v3, v1}, Lcom/fernhill/stockroom/core/Replies;->accepted(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 413
    :cond_3
    const-string v0, "success"

    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 414
    const-string v2, "value"

    invoke-virtual {v4, v2}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v1

    invoke-static {v3, v1}, Lcom/fernhill/stockroom/core/Replies;->inline(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 416
    :cond_4
    const-string v2, "error_code"

    invoke-virtual {v4, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v3, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private reply(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool$Outcome;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Ljava/io/IOException;
        }
    .end annotation

    .line 420
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->requestId()Ljava/lang/String;

    move-result-object v4

    .line 421
    invoke-virtual {p2}, Lcom/fernhill/stockroom/core/Tool$Outcome;->succeeded()Z

    move-result v0

    if-nez v0, :cond_0

    .line 422
    iget-object v1, p2, Lcom/fernhill/stockroom/core/Tool$Outcome;->errorCode:Ljava/lang/String;

    invoke-static {v4, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 424
    :cond_0
    iget-object v0, p2, Lcom/fernhill/stockroom/core/Tool$Outcome;->file:Ljava/io/File;

    if-eqz v0, :cond_1

    iget-object v0, p2, Lcom/fernhill/stockroom/core/Tool$Outcome;->file:Ljava/io/File;

    invoke-virtual {v0}, Ljava/io/File;->length()J

    move-result-wide v0

    goto :goto_0

    .line 425
    :cond_1
    iget-object v0, p2, Lcom/fernhill/stockroom/core/Tool$Outcome;->value:Ljava/lang/Object;

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    int-to-long v0, v0

    :goto_0
    move-wide v5, v0

    .line 426
    const-wide/32 v2, 0x40000

    cmp-long v0, v5, v2

    if-gtz v0, :cond_3

    .line 427
    iget-object v1, p2, Lcom/fernhill/stockroom/core/Tool$Outcome;->file:Ljava/io/File;

    move-object v0, v4

    if-eqz v1, :cond_2

    new-instance v1, Lorg/json/JSONObject;

    iget-object v3, p2, Lcom/fernhill/stockroom/core/Tool$Outcome;->file:Ljava/io/File;

    invoke-static {v3}, Lcom/fernhill/stockroom/core/PluginProvider;->readSmall(Ljava/io/File;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v1, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    goto :goto_1

    :cond_2
    iget-object v1, p2, Lcom/fernhill/stockroom/core/Tool$Outcome;->value:Ljava/lang/Object;

    :goto_1
    invoke-static {v0, v1}, Lcom/fernhill/stockroom/core/Replies;->inline(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 429
    :cond_3
    iget-object v0, p1, Lcom/fernhill/stockroom/core/ToolContext;->capabilities:Ljava/util/Set;

    const-string v1, "large_results"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 430
    invoke-virtual {p0, p1, p2}, Lcom/fernhill/stockroom/core/PluginProvider;->fileResult(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool$Outcome;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 432
    :cond_4
    const-string v1, "RESULT_TOO_LARGE"

    invoke-static {v4, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private runMutation(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;)Landroid/os/Bundle;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Ljava/io/IOException;
        }
    .end annotation

    .line 296
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->writable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v7

    .line 299
    invoke-virtual {v7}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 301
    :try_start_0
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->ledger:Lcom/fernhill/stockroom/core/RequestLedger;

    iget v1, p1, Lcom/fernhill/stockroom/core/ToolContext;->uid:I

    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->requestId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lcom/fernhill/stockroom/core/RequestLedger;->find(ILjava/lang/String;Ljava/lang/String;)Lcom/fernhill/stockroom/core/RequestLedger$Entry;

    move-result-object v9

    .line 302
    if-nez v9, :cond_0

    .line 303
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->ledger:Lcom/fernhill/stockroom/core/RequestLedger;

    iget v2, p1, Lcom/fernhill/stockroom/core/ToolContext;->uid:I

    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->providerId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->requestId()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->toolName()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->argsDigest()Ljava/lang/String;

    move-result-object v6

    move-object v1, v7

    invoke-virtual/range {v0 .. v6}, Lcom/fernhill/stockroom/core/RequestLedger;->reserve(Landroid/database/sqlite/SQLiteDatabase;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 304
    invoke-virtual {p2, p1}, Lcom/fernhill/stockroom/core/Tool;->perform(Lcom/fernhill/stockroom/core/ToolContext;)Lcom/fernhill/stockroom/core/Tool$Outcome;

    move-result-object v8

    .line 305
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->ledger:Lcom/fernhill/stockroom/core/RequestLedger;

    iget v2, p1, Lcom/fernhill/stockroom/core/ToolContext;->uid:I

    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->providerId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->requestId()Ljava/lang/String;

    move-result-object v4

    invoke-static {v8}, Lcom/fernhill/stockroom/core/PluginProvider;->record(Lcom/fernhill/stockroom/core/Tool$Outcome;)Ljava/lang/String;

    move-result-object v5

    move-object v1, v7

    invoke-virtual/range {v0 .. v5}, Lcom/fernhill/stockroom/core/RequestLedger;->complete(Landroid/database/sqlite/SQLiteDatabase;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 306
    invoke-virtual {v7}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    .line 308
    :cond_0
    const/4 v8, 0x0

    .line 313
    :goto_0
    invoke-virtual {v7}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 314
    goto :goto_1

    :catch_0
    move-exception v10

    .line 311
    :try_start_1
    invoke-virtual {p0, p1, v10}, Lcom/fernhill/stockroom/core/PluginProvider;->failure(Lcom/fernhill/stockroom/core/ToolContext;Ljava/lang/Throwable;)Landroid/os/Bundle;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v11

    .line 313
    invoke-virtual {v7}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 311
    return-object v11

    :catchall_0
    move-exception v12

    .line 313
    invoke-virtual {v7}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 314
    throw v12

    .line 315
    :goto_1
    if-eqz v9, :cond_1

    .line 316
    invoke-direct {p0, p1, v9}, Lcom/fernhill/stockroom/core/PluginProvider;->replay(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/RequestLedger$Entry;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 318
    :cond_1
    invoke-virtual {p0, p1, p2, v8}, Lcom/fernhill/stockroom/core/PluginProvider;->afterCommit(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;Lcom/fernhill/stockroom/core/Tool$Outcome;)V

    .line 319
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->workers:Lcom/fernhill/stockroom/core/Workers;

    iget v1, p1, Lcom/fernhill/stockroom/core/ToolContext;->uid:I

    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->toolName()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->requestId()Ljava/lang/String;

    move-result-object v4

    invoke-static {v8}, Lcom/fernhill/stockroom/core/PluginProvider;->outcomeCode(Lcom/fernhill/stockroom/core/Tool$Outcome;)Ljava/lang/String;

    move-result-object v5

    invoke-virtual/range {v0 .. v5}, Lcom/fernhill/stockroom/core/Workers;->audit(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 320
    invoke-direct {p0, p1, v8}, Lcom/fernhill/stockroom/core/PluginProvider;->reply(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool$Outcome;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private runOperation(Ljava/lang/String;Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;)Ljava/lang/String;
    .registers 15

    .line 361
    invoke-virtual {p2}, Lcom/fernhill/stockroom/core/ToolContext;->writable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v6

    .line 362
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 364
    :try_start_0
    invoke-virtual {p3, p2}, Lcom/fernhill/stockroom/core/Tool;->perform(Lcom/fernhill/stockroom/core/ToolContext;)Lcom/fernhill/stockroom/core/Tool$Outcome;

    move-result-object v7

    .line 365
    invoke-virtual {v7}, Lcom/fernhill/stockroom/core/Tool$Outcome;->succeeded()Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v0, "succeeded"

    goto :goto_0

    :cond_0
    const-string v0, "failed"

    :goto_0
    move-object v8, v0

    .line 366
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->ledger:Lcom/fernhill/stockroom/core/RequestLedger;

    .line 367
    invoke-virtual {v7}, Lcom/fernhill/stockroom/core/Tool$Outcome;->succeeded()Z

    move-result v4

    move-object v1, v6

    move-object v2, p1

    move-object v3, v8

    if-eqz v4, :cond_1

    iget-object v4, v7, Lcom/fernhill/stockroom/core/Tool$Outcome;->value:Ljava/lang/Object;

    invoke-static {v4}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v4

    goto :goto_1

    :cond_1
    const/4 v4, 0x0

    :goto_1
    iget-object v5, v7, Lcom/fernhill/stockroom/core/Tool$Outcome;->errorCode:Ljava/lang/String;

    .line 366
    invoke-virtual/range {v0 .. v5}, Lcom/fernhill/stockroom/core/RequestLedger;->finish(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 368
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 369
    move-object v9, v8

    .line 373
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 369
    return-object v9

    :catch_0
    move-exception v7

    .line 371
    :try_start_1
    new-instance v0, Ljava/util/concurrent/CompletionException;

    invoke-direct {v0, v7}, Ljava/util/concurrent/CompletionException;-><init>(Ljava/lang/Throwable;)V

    throw v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v10

    .line 373
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 374
    throw v10
.end method

.method private runRead(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Ljava/io/IOException;
        }
    .end annotation

    .line 287
    :try_start_0
    invoke-virtual {p2, p1}, Lcom/fernhill/stockroom/core/Tool;->perform(Lcom/fernhill/stockroom/core/ToolContext;)Lcom/fernhill/stockroom/core/Tool$Outcome;
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v6

    .line 290
    goto :goto_0

    :catch_0
    move-exception v7

    .line 289
    invoke-virtual {p0, p1, v7}, Lcom/fernhill/stockroom/core/PluginProvider;->failure(Lcom/fernhill/stockroom/core/ToolContext;Ljava/lang/Throwable;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 291
    :goto_0
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->workers:Lcom/fernhill/stockroom/core/Workers;

    iget v1, p1, Lcom/fernhill/stockroom/core/ToolContext;->uid:I

    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->toolName()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->requestId()Ljava/lang/String;

    move-result-object v4

    invoke-static {v6}, Lcom/fernhill/stockroom/core/PluginProvider;->outcomeCode(Lcom/fernhill/stockroom/core/Tool$Outcome;)Ljava/lang/String;

    move-result-object v5

    invoke-virtual/range {v0 .. v5}, Lcom/fernhill/stockroom/core/Workers;->audit(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 292
    invoke-direct {p0, p1, v6}, Lcom/fernhill/stockroom/core/PluginProvider;->reply(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool$Outcome;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private settleFailed(Ljava/lang/String;)V
    .registers 8

    .line 378
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->ledger:Lcom/fernhill/stockroom/core/RequestLedger;

    iget-object v1, p0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v1, v1, Lcom/fernhill/stockroom/core/Stockroom;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-virtual {v1}, Lcom/fernhill/stockroom/core/StockDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    move-object v2, p1

    const-string v3, "failed"

    const/4 v4, 0x0

    const-string v5, "INTERNAL_ERROR"

    invoke-virtual/range {v0 .. v5}, Lcom/fernhill/stockroom/core/RequestLedger;->finish(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 379
    return-void
.end method

.method private startOperation(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 324
    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->newOperationId()Ljava/lang/String;

    move-result-object v7

    .line 325
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->writable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v8

    .line 327
    invoke-virtual {v8}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 329
    :try_start_0
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->ledger:Lcom/fernhill/stockroom/core/RequestLedger;

    iget v1, p1, Lcom/fernhill/stockroom/core/ToolContext;->uid:I

    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->requestId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lcom/fernhill/stockroom/core/RequestLedger;->find(ILjava/lang/String;Ljava/lang/String;)Lcom/fernhill/stockroom/core/RequestLedger$Entry;

    move-result-object v9

    .line 330
    if-nez v9, :cond_0

    .line 331
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->ledger:Lcom/fernhill/stockroom/core/RequestLedger;

    iget v2, p1, Lcom/fernhill/stockroom/core/ToolContext;->uid:I

    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->providerId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->requestId()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->toolName()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->argsDigest()Ljava/lang/String;

    move-result-object v6

    move-object v1, v8

    invoke-virtual/range {v0 .. v6}, Lcom/fernhill/stockroom/core/RequestLedger;->reserve(Landroid/database/sqlite/SQLiteDatabase;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 332
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->ledger:Lcom/fernhill/stockroom/core/RequestLedger;

    iget v3, p1, Lcom/fernhill/stockroom/core/ToolContext;->uid:I

    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->providerId()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->requestId()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->toolName()Ljava/lang/String;

    move-result-object v6

    move-object v1, v8

    move-object v2, v7

    invoke-virtual/range {v0 .. v6}, Lcom/fernhill/stockroom/core/RequestLedger;->openOperation(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 333
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v10, v0

    .line 334
    const-string v1, "status"

    const-string v2, "accepted"

    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 335
    const-string v1, "operation_id"

    invoke-virtual {v10, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 336
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->ledger:Lcom/fernhill/stockroom/core/RequestLedger;

    iget v2, p1, Lcom/fernhill/stockroom/core/ToolContext;->uid:I

    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->providerId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->requestId()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v10}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v5

    move-object v1, v8

    invoke-virtual/range {v0 .. v5}, Lcom/fernhill/stockroom/core/RequestLedger;->complete(Landroid/database/sqlite/SQLiteDatabase;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 337
    invoke-virtual {v8}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 340
    :cond_0
    invoke-virtual {v8}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 341
    goto :goto_0

    :catchall_0
    move-exception v11

    .line 340
    invoke-virtual {v8}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 341
    throw v11

    .line 342
    :goto_0
    if-eqz v9, :cond_1

    .line 343
    invoke-direct {p0, p1, v9}, Lcom/fernhill/stockroom/core/PluginProvider;->replay(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/RequestLedger$Entry;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 345
    :cond_1
    new-instance v0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0, v7}, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda0;-><init>(Lcom/fernhill/stockroom/core/PluginProvider;Ljava/lang/String;)V

    iget-object v1, p0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v1, v1, Lcom/fernhill/stockroom/core/Stockroom;->workers:Lcom/fernhill/stockroom/core/Workers;

    invoke-virtual {v1}, Lcom/fernhill/stockroom/core/Workers;->pool()Ljava/util/concurrent/ExecutorService;

    move-result-object v1

    invoke-static {v0, v1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0, v7, p1, p2}, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda1;-><init>(Lcom/fernhill/stockroom/core/PluginProvider;Ljava/lang/String;Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;)V

    .line 346
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->thenCompose(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0, v7}, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda2;-><init>(Lcom/fernhill/stockroom/core/PluginProvider;Ljava/lang/String;)V

    .line 349
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->exceptionally(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda3;

    invoke-direct {v1, p0, p1}, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda3;-><init>(Lcom/fernhill/stockroom/core/PluginProvider;Lcom/fernhill/stockroom/core/ToolContext;)V

    .line 354
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->thenAccept(Ljava/util/function/Consumer;)Ljava/util/concurrent/CompletableFuture;

    .line 356
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v7}, Lcom/fernhill/stockroom/core/Replies;->accepted(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method protected afterCommit(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;Lcom/fernhill/stockroom/core/Tool$Outcome;)V
    .registers 4

    .line 97
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11

    .line 106
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 107
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :goto_0
    move-object v4, v0

    .line 108
    if-nez p1, :cond_1

    .line 109
    const-string v1, "request_id"

    invoke-virtual {v4, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "METHOD_NOT_FOUND"

    invoke-static {v0, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 112
    :cond_1
    move-object v5, p1

    const/4 v6, -0x1

    :try_start_0
    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v6, 0x0

    goto :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v6, 0x1

    goto :goto_1

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v6, 0x2

    goto :goto_1

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v6, 0x3

    goto :goto_1

    :sswitch_4
    const-string v1, "get_operation"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v6, 0x4

    goto :goto_1

    :sswitch_5
    const-string v1, "cancel_operation"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v6, 0x5

    :cond_2
    :goto_1
    packed-switch v6, :pswitch_data_0

    goto :goto_2

    .line 114
    :pswitch_0
    invoke-direct {p0, v4, v3}, Lcom/fernhill/stockroom/core/PluginProvider;->negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 120
    :pswitch_1
    invoke-direct {p0, p1, v4, v3}, Lcom/fernhill/stockroom/core/PluginProvider;->dispatch(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 122
    :goto_2
    const-string v1, "request_id"

    invoke-virtual {v4, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "METHOD_NOT_FOUND"

    invoke-static {v0, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v5

    .line 125
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "PluginProvider"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 126
    const-string v1, "request_id"

    invoke-virtual {v4, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "INTERNAL_ERROR"

    invoke-static {v0, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_4
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_2
        0x7571ade2 -> :sswitch_5
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_1
    .end packed-switch
.end method

.method protected confirmation(Lcom/fernhill/stockroom/core/ToolContext;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 7

    .line 101
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->providerId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "no confirmation screen in "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 493
    const-string v1, "delete"

    invoke-direct {p0, v1}, Lcom/fernhill/stockroom/core/PluginProvider;->refuse(Ljava/lang/String;)V

    .line 494
    const/4 v0, 0x0

    return v0
.end method

.method protected abstract description()Ljava/lang/String;
.end method

.method protected failure(Lcom/fernhill/stockroom/core/ToolContext;Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 7

    .line 91
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->toolName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "tool "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "PluginProvider"

    invoke-static {v0, v1, p2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 92
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INTERNAL_ERROR"

    invoke-static {v0, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected abstract fileResult(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool$Outcome;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 482
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 487
    const-string v1, "insert"

    invoke-direct {p0, v1}, Lcom/fernhill/stockroom/core/PluginProvider;->refuse(Ljava/lang/String;)V

    .line 488
    const/4 v0, 0x0

    return-object v0
.end method

.method public synthetic lambda$startOperation$0$com-fernhill-stockroom-core-PluginProvider(Ljava/lang/String;)Ljava/lang/Boolean;
    .registers 3

    .line 345
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->ledger:Lcom/fernhill/stockroom/core/RequestLedger;

    invoke-virtual {v0, p1}, Lcom/fernhill/stockroom/core/RequestLedger;->start(Ljava/lang/String;)Z

    move-result v0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$startOperation$1$com-fernhill-stockroom-core-PluginProvider(Ljava/lang/String;Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;)Ljava/lang/String;
    .registers 5

    .line 347
    invoke-direct {p0, p1, p2, p3}, Lcom/fernhill/stockroom/core/PluginProvider;->runOperation(Ljava/lang/String;Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$startOperation$2$com-fernhill-stockroom-core-PluginProvider(Ljava/lang/String;Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;Ljava/lang/Boolean;)Ljava/util/concurrent/CompletionStage;
    .registers 7

    .line 346
    invoke-virtual {p4}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 347
    new-instance v0, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda4;

    invoke-direct {v0, p0, p1, p2, p3}, Lcom/fernhill/stockroom/core/PluginProvider$$ExternalSyntheticLambda4;-><init>(Lcom/fernhill/stockroom/core/PluginProvider;Ljava/lang/String;Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;)V

    iget-object v1, p0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v1, v1, Lcom/fernhill/stockroom/core/Stockroom;->workers:Lcom/fernhill/stockroom/core/Workers;

    invoke-virtual {v1}, Lcom/fernhill/stockroom/core/Workers;->pool()Ljava/util/concurrent/ExecutorService;

    move-result-object v1

    invoke-static {v0, v1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    goto :goto_0

    .line 348
    :cond_0
    const-string v0, "cancelled"

    invoke-static {v0}, Ljava/util/concurrent/CompletableFuture;->completedFuture(Ljava/lang/Object;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    .line 346
    :goto_0
    return-object v0
.end method

.method public synthetic lambda$startOperation$3$com-fernhill-stockroom-core-PluginProvider(Ljava/lang/String;Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 6

    .line 350
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "operation "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "PluginProvider"

    invoke-static {v0, v1, p2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 351
    invoke-direct {p0, p1}, Lcom/fernhill/stockroom/core/PluginProvider;->settleFailed(Ljava/lang/String;)V

    .line 352
    const-string v0, "failed"

    return-object v0
.end method

.method public synthetic lambda$startOperation$4$com-fernhill-stockroom-core-PluginProvider(Lcom/fernhill/stockroom/core/ToolContext;Ljava/lang/String;)V
    .registers 9

    .line 354
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->workers:Lcom/fernhill/stockroom/core/Workers;

    iget v1, p1, Lcom/fernhill/stockroom/core/ToolContext;->uid:I

    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->toolName()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->requestId()Ljava/lang/String;

    move-result-object v4

    move-object v5, p2

    invoke-virtual/range {v0 .. v5}, Lcom/fernhill/stockroom/core/Workers;->audit(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method protected abstract loadPlugins()Lcom/fernhill/stockroom/core/PluginRegistry;
.end method

.method protected abstract newOperationId()Ljava/lang/String;
.end method

.method public onCreate()Z
    .registers 3

    .line 57
    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/fernhill/stockroom/core/Stockroom;->get(Landroid/content/Context;)Lcom/fernhill/stockroom/core/Stockroom;

    move-result-object v1

    iput-object v1, p0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    .line 58
    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->loadPlugins()Lcom/fernhill/stockroom/core/PluginRegistry;

    move-result-object v1

    iput-object v1, p0, Lcom/fernhill/stockroom/core/PluginProvider;->registry:Lcom/fernhill/stockroom/core/PluginRegistry;

    .line 59
    iget-object v0, p0, Lcom/fernhill/stockroom/core/PluginProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->ledger:Lcom/fernhill/stockroom/core/RequestLedger;

    invoke-virtual {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/RequestLedger;->recoverInterrupted(Ljava/lang/String;)V

    .line 60
    const/4 v0, 0x1

    return v0
.end method

.method protected abstract openSession(ILjava/util/Set;Ljava/util/Set;J)Ljava/lang/String;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;J)",
            "Ljava/lang/String;"
        }
    .end annotation
.end method

.method protected abstract ownedOperation(Ljava/lang/String;ILjava/lang/String;)Lcom/fernhill/stockroom/core/RequestLedger$Operation;
.end method

.method protected abstract providerId()Ljava/lang/String;
.end method

.method protected abstract providerName()Ljava/lang/String;
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 476
    const-string v1, "query"

    invoke-direct {p0, v1}, Lcom/fernhill/stockroom/core/PluginProvider;->refuse(Ljava/lang/String;)V

    .line 477
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract resumeSession(Landroid/os/Bundle;I)Lcom/fernhill/stockroom/core/PluginProvider$Grant;
.end method

.method protected abstract scopeCatalog()Lorg/json/JSONArray;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method protected abstract supportedCapabilities()Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 499
    const-string v1, "update"

    invoke-direct {p0, v1}, Lcom/fernhill/stockroom/core/PluginProvider;->refuse(Ljava/lang/String;)V

    .line 500
    const/4 v0, 0x0

    return v0
.end method

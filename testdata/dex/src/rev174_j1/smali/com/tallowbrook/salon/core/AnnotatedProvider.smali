.class public abstract Lcom/tallowbrook/salon/core/AnnotatedProvider;
.super Landroid/content/ContentProvider;
.source "AnnotatedProvider.java"

# interfaces
.implements Lcom/tallowbrook/salon/core/CallerAware;
.implements Lcom/tallowbrook/salon/core/SessionPolicy;
.implements Lcom/tallowbrook/salon/core/ConsentCheck;


# static fields
.field public static final CAPABILITIES:[Ljava/lang/String;

.field static final MAX_INLINE_RESULT_BYTES:I = 0x40000

.field static final MAX_REQUEST_BYTES:I = 0x10000

.field protected static final TAG:Ljava/lang/String; = "SalonTools"


# instance fields
.field protected db:Lcom/tallowbrook/salon/core/SalonDb;

.field protected jobs:Lcom/tallowbrook/salon/core/JobQueue;

.field private ledger:Lcom/tallowbrook/salon/core/Ledger;

.field private router:Lcom/tallowbrook/salon/core/ToolRouter;

.field protected sessions:Lcom/tallowbrook/salon/core/SessionStore;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 28
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "async_operations"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "cancellation"

    aput-object v2, v0, v1

    sput-object v0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->CAPABILITIES:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 26
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private cancelOperation(Landroid/os/Bundle;Lcom/tallowbrook/salon/core/Caller;Lcom/tallowbrook/salon/core/SessionStore$Session;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 336
    const-string v1, "cancellation"

    invoke-virtual {p3, v1}, Lcom/tallowbrook/salon/core/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 337
    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-static {p4, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 339
    :cond_0
    const-string v1, "operation_id"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 340
    if-nez v2, :cond_1

    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    invoke-virtual {p0, p2, v2, p4}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->ownedJob(Lcom/tallowbrook/salon/core/Caller;Ljava/lang/String;Ljava/lang/String;)Lcom/tallowbrook/salon/core/JobQueue$Job;

    move-result-object v0

    :goto_0
    move-object v3, v0

    .line 341
    if-nez v3, :cond_2

    .line 342
    const-string v1, "INVALID_REQUEST"

    invoke-static {p4, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 344
    :cond_2
    invoke-virtual {v3}, Lcom/tallowbrook/salon/core/JobQueue$Job;->terminal()Z

    move-result v0

    if-nez v0, :cond_3

    iget-object v0, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->jobs:Lcom/tallowbrook/salon/core/JobQueue;

    iget-object v1, v3, Lcom/tallowbrook/salon/core/JobQueue$Job;->id:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/tallowbrook/salon/core/JobQueue;->requestCancel(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 345
    :cond_3
    const-string v1, "CONFLICT"

    invoke-static {p4, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 347
    :cond_4
    iget-object v1, v3, Lcom/tallowbrook/salon/core/JobQueue$Job;->id:Ljava/lang/String;

    invoke-static {p4, v1}, Lcom/tallowbrook/salon/core/Replies;->cancellationRequested(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private dispatch(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 156
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 157
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    invoke-static {v5}, Lcom/tallowbrook/salon/core/Tokens;->isUuid(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 158
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p2, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-gtz v0, :cond_1

    .line 159
    :cond_0
    const-string v1, "INVALID_REQUEST"

    invoke-static {v5, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 161
    :cond_1
    invoke-virtual {p0, p3}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->identify(I)Lcom/tallowbrook/salon/core/Caller;

    move-result-object v6

    .line 162
    invoke-virtual {v6}, Lcom/tallowbrook/salon/core/Caller;->admitted()Z

    move-result v0

    if-nez v0, :cond_2

    .line 163
    const-string v1, "PERMISSION_DENIED"

    invoke-static {v5, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 165
    :cond_2
    iget-object v3, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->sessions:Lcom/tallowbrook/salon/core/SessionStore;

    invoke-virtual {p0, p2, v6, v3}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->resume(Landroid/os/Bundle;Lcom/tallowbrook/salon/core/Caller;Lcom/tallowbrook/salon/core/SessionStore;)Lcom/tallowbrook/salon/core/SessionStore$Session;

    move-result-object v7

    .line 166
    if-nez v7, :cond_3

    .line 167
    const-string v1, "NEGOTIATION_REQUIRED"

    invoke-static {v5, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 169
    :cond_3
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

    if-eqz v0, :cond_4

    const/4 v9, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v9, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v9, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v9, 0x3

    :cond_4
    :goto_0
    packed-switch v9, :pswitch_data_0

    goto :goto_1

    .line 171
    :pswitch_0
    invoke-direct {p0}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->providerInfo()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v5, v1}, Lcom/tallowbrook/salon/core/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 173
    :pswitch_1
    iget-object v1, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->router:Lcom/tallowbrook/salon/core/ToolRouter;

    iget-object v2, v6, Lcom/tallowbrook/salon/core/Caller;->scopes:Ljava/util/Set;

    const-string v4, "async_operations"

    invoke-virtual {v7, v4}, Lcom/tallowbrook/salon/core/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v3

    invoke-virtual {v1, v2, v3}, Lcom/tallowbrook/salon/core/ToolRouter;->list(Ljava/util/Set;Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v5, v1}, Lcom/tallowbrook/salon/core/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 175
    :pswitch_2
    invoke-direct {p0, p2, v6, v7, v5}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->execute(Landroid/os/Bundle;Lcom/tallowbrook/salon/core/Caller;Lcom/tallowbrook/salon/core/SessionStore$Session;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 177
    :pswitch_3
    invoke-direct {p0, p2, v6, v7, v5}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->getOperation(Landroid/os/Bundle;Lcom/tallowbrook/salon/core/Caller;Lcom/tallowbrook/salon/core/SessionStore$Session;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 179
    :goto_1
    invoke-direct {p0, p2, v6, v7, v5}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->cancelOperation(Landroid/os/Bundle;Lcom/tallowbrook/salon/core/Caller;Lcom/tallowbrook/salon/core/SessionStore$Session;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

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

.method private execute(Landroid/os/Bundle;Lcom/tallowbrook/salon/core/Caller;Lcom/tallowbrook/salon/core/SessionStore$Session;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 26
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 195
    move-object/from16 v0, p1

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 196
    if-nez v10, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->router:Lcom/tallowbrook/salon/core/ToolRouter;

    invoke-virtual {v0, v10}, Lcom/tallowbrook/salon/core/ToolRouter;->route(Ljava/lang/String;)Lcom/tallowbrook/salon/core/ToolRouter$Route;

    move-result-object v0

    :goto_0
    move-object v11, v0

    .line 197
    if-nez v11, :cond_1

    .line 198
    move-object/from16 v0, p4

    const-string v1, "TOOL_NOT_FOUND"

    invoke-static {v0, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 200
    :cond_1
    move-object/from16 v0, p1

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    .line 201
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v12, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v13

    .line 202
    array-length v0, v13

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_2

    .line 203
    move-object/from16 v0, p4

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 207
    :cond_2
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v12}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v14, v0

    .line 210
    goto :goto_1

    :catch_0
    move-exception v15

    .line 209
    move-object/from16 v0, p4

    const-string v1, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 211
    :goto_1
    iget-object v1, v11, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v1}, Lcom/tallowbrook/salon/core/ToolMethod;->scopes()[Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p2

    invoke-virtual {v0, v1}, Lcom/tallowbrook/salon/core/Caller;->holdsAll([Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 212
    move-object/from16 v0, p4

    const-string v1, "PERMISSION_DENIED"

    invoke-static {v0, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 214
    :cond_3
    invoke-virtual {v11, v14}, Lcom/tallowbrook/salon/core/ToolRouter$Route;->argsMatch(Lorg/json/JSONObject;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 215
    move-object/from16 v0, p4

    const-string v1, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 217
    :cond_4
    new-instance v15, Lcom/tallowbrook/salon/core/ToolCall;

    move-object/from16 v2, p2

    iget v2, v2, Lcom/tallowbrook/salon/core/Caller;->uid:I

    move-object/from16 v3, p0

    invoke-virtual {v3}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->providerId()Ljava/lang/String;

    move-result-object v3

    invoke-static {v13}, Lcom/tallowbrook/salon/core/Tokens;->sha256([B)Ljava/lang/String;

    move-result-object v7

    .line 218
    move-object/from16 v8, p1

    const-string v9, "resume_token"

    invoke-virtual {v8, v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    move-object v1, v15

    move-object/from16 v4, p4

    move-object v5, v10

    move-object v6, v14

    invoke-direct/range {v1 .. v8}, Lcom/tallowbrook/salon/core/ToolCall;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;)V

    .line 219
    invoke-virtual {v11}, Lcom/tallowbrook/salon/core/ToolRouter$Route;->isRead()Z

    move-result v0

    if-eqz v0, :cond_5

    .line 220
    new-instance v5, Lcom/tallowbrook/salon/core/AnnotatedProvider$$ExternalSyntheticLambda1;

    move-object/from16 v2, p0

    invoke-direct {v5, v2, v11, v15}, Lcom/tallowbrook/salon/core/AnnotatedProvider$$ExternalSyntheticLambda1;-><init>(Lcom/tallowbrook/salon/core/AnnotatedProvider;Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)V

    move-object v2, v5

    move-object/from16 v0, p0

    move-object/from16 v1, p4

    invoke-direct {v0, v1, v2}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->run(Ljava/lang/String;Lcom/tallowbrook/salon/core/Ledger$Work;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 222
    :cond_5
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->ledger:Lcom/tallowbrook/salon/core/Ledger;

    invoke-virtual {v0, v15}, Lcom/tallowbrook/salon/core/Ledger;->replay(Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/Ledger$Replay;

    move-result-object v16

    .line 223
    move-object/from16 v0, v16

    iget v0, v0, Lcom/tallowbrook/salon/core/Ledger$Replay;->kind:I

    if-eqz v0, :cond_6

    .line 224
    move-object/from16 v0, p0

    move-object/from16 v1, p4

    move-object/from16 v2, v16

    invoke-direct {v0, v1, v2}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->replayed(Ljava/lang/String;Lcom/tallowbrook/salon/core/Ledger$Replay;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 226
    :cond_6
    move-object/from16 v0, p1

    const-string v1, "deadline_at_ms"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v17

    .line 227
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v17

    if-ltz v0, :cond_7

    .line 228
    move-object/from16 v0, p4

    const-string v1, "DEADLINE_EXCEEDED"

    invoke-static {v0, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 230
    :cond_7
    invoke-virtual {v11}, Lcom/tallowbrook/salon/core/ToolRouter$Route;->needsConsent()Z

    move-result v0

    if-eqz v0, :cond_8

    .line 231
    move-object/from16 v0, p0

    move-object/from16 v1, p2

    invoke-virtual {v0, v1, v15}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->consent(Lcom/tallowbrook/salon/core/Caller;Lcom/tallowbrook/salon/core/ToolCall;)I

    move-result v0

    packed-switch v0, :pswitch_data_0

    goto :goto_2

    .line 233
    :pswitch_0
    goto :goto_3

    .line 235
    :pswitch_1
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->approvals()Lcom/tallowbrook/salon/core/ApprovalStore;

    move-result-object v0

    move-object/from16 v2, p0

    invoke-virtual {v2, v11, v14}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->summarize(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v15, v2}, Lcom/tallowbrook/salon/core/ApprovalStore;->open(Lcom/tallowbrook/salon/core/ToolCall;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v19

    .line 236
    move-object/from16 v1, p0

    move-object/from16 v2, v19

    invoke-virtual {v1, v2}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->confirmation(Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    move-object/from16 v0, p4

    move-object/from16 v2, v19

    invoke-static {v0, v1, v2}, Lcom/tallowbrook/salon/core/Replies;->userAction(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 239
    :pswitch_2
    iget-object v2, v15, Lcom/tallowbrook/salon/core/ToolCall;->resumeToken:Ljava/lang/String;

    move-object/from16 v1, p0

    invoke-virtual {v1, v2}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->confirmation(Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    iget-object v2, v15, Lcom/tallowbrook/salon/core/ToolCall;->resumeToken:Ljava/lang/String;

    move-object/from16 v0, p4

    invoke-static {v0, v1, v2}, Lcom/tallowbrook/salon/core/Replies;->userAction(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 241
    :pswitch_3
    move-object/from16 v0, p4

    const-string v1, "USER_CANCELLED"

    invoke-static {v0, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 243
    :goto_2
    move-object/from16 v0, p4

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 245
    :goto_3
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v17

    if-ltz v0, :cond_8

    .line 246
    move-object/from16 v0, p4

    const-string v1, "DEADLINE_EXCEEDED"

    invoke-static {v0, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 249
    :cond_8
    iget-object v0, v11, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v0}, Lcom/tallowbrook/salon/core/ToolMethod;->async()Z

    move-result v0

    if-eqz v0, :cond_a

    move-object/from16 v0, p3

    const-string v1, "async_operations"

    invoke-virtual {v0, v1}, Lcom/tallowbrook/salon/core/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_a

    .line 250
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->jobs:Lcom/tallowbrook/salon/core/JobQueue;

    move-wide/from16 v2, v17

    invoke-virtual {v0, v15, v2, v3}, Lcom/tallowbrook/salon/core/JobQueue;->enqueue(Lcom/tallowbrook/salon/core/ToolCall;J)Ljava/lang/String;

    move-result-object v19

    .line 251
    if-nez v19, :cond_9

    .line 252
    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/tallowbrook/salon/core/AnnotatedProvider;->ledger:Lcom/tallowbrook/salon/core/Ledger;

    invoke-virtual {v2, v15}, Lcom/tallowbrook/salon/core/Ledger;->replay(Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/Ledger$Replay;

    move-result-object v2

    move-object/from16 v0, p0

    move-object/from16 v1, p4

    invoke-direct {v0, v1, v2}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->replayed(Ljava/lang/String;Lcom/tallowbrook/salon/core/Ledger$Replay;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 254
    :cond_9
    move-object/from16 v0, p4

    move-object/from16 v1, v19

    invoke-static {v0, v1}, Lcom/tallowbrook/salon/core/Replies;->accepted(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 258
    :cond_a
    move-object/from16 v0, p0

    :try_start_1
    iget-object v0, v0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->ledger:Lcom/tallowbrook/salon/core/Ledger;

    new-instance v5, Lcom/tallowbrook/salon/core/AnnotatedProvider$$ExternalSyntheticLambda2;

    move-object/from16 v2, p0

    invoke-direct {v5, v2, v11, v15}, Lcom/tallowbrook/salon/core/AnnotatedProvider$$ExternalSyntheticLambda2;-><init>(Lcom/tallowbrook/salon/core/AnnotatedProvider;Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)V

    move-object v2, v5

    invoke-virtual {v0, v15, v2}, Lcom/tallowbrook/salon/core/Ledger;->runOnce(Lcom/tallowbrook/salon/core/ToolCall;Lcom/tallowbrook/salon/core/Ledger$Work;)Lcom/tallowbrook/salon/core/Ledger$Replay;
    :try_end_1
    .catch Ljava/lang/Exception; {:try_start_1 .. :try_end_1} :catch_1

    move-result-object v19

    .line 262
    goto :goto_4

    :catch_1
    move-exception v20

    .line 260
    const-string v0, "SalonTools"

    const-string v1, "tool failed"

    move-object/from16 v2, v20

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 261
    move-object/from16 v0, p4

    const-string v1, "INTERNAL_ERROR"

    invoke-static {v0, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 263
    :goto_4
    move-object/from16 v0, p0

    move-object/from16 v1, p4

    move-object/from16 v2, v19

    invoke-direct {v0, v1, v2}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->replayed(Ljava/lang/String;Lcom/tallowbrook/salon/core/Ledger$Replay;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method private getOperation(Landroid/os/Bundle;Lcom/tallowbrook/salon/core/Caller;Lcom/tallowbrook/salon/core/SessionStore$Session;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 323
    const-string v1, "async_operations"

    invoke-virtual {p3, v1}, Lcom/tallowbrook/salon/core/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 324
    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-static {p4, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 326
    :cond_0
    const-string v1, "operation_id"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 327
    if-nez v2, :cond_1

    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    invoke-virtual {p0, p2, v2, p4}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->ownedJob(Lcom/tallowbrook/salon/core/Caller;Ljava/lang/String;Ljava/lang/String;)Lcom/tallowbrook/salon/core/JobQueue$Job;

    move-result-object v0

    :goto_0
    move-object v3, v0

    .line 328
    if-nez v3, :cond_2

    .line 329
    const-string v1, "INVALID_REQUEST"

    invoke-static {p4, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 331
    :cond_2
    invoke-static {p4, v3}, Lcom/tallowbrook/salon/core/Replies;->operation(Ljava/lang/String;Lcom/tallowbrook/salon/core/JobQueue$Job;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static isoTime(J)Ljava/lang/String;
    .registers 7

    .line 351
    new-instance v4, Ljava/text/SimpleDateFormat;

    sget-object v3, Ljava/util/Locale;->US:Ljava/util/Locale;

    const-string v2, "yyyy-MM-dd\'T\'HH:mm:ss\'Z\'"

    invoke-direct {v4, v2, v3}, Ljava/text/SimpleDateFormat;-><init>(Ljava/lang/String;Ljava/util/Locale;)V

    .line 352
    const-string v1, "UTC"

    invoke-static {v1}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;

    move-result-object v1

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->setTimeZone(Ljava/util/TimeZone;)V

    .line 353
    new-instance v1, Ljava/util/Date;

    invoke-direct {v1, p0, p1}, Ljava/util/Date;-><init>(J)V

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->format(Ljava/util/Date;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 20
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 102
    move-object/from16 v0, p1

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v6

    .line 103
    const/4 v7, 0x0

    .line 104
    if-eqz v6, :cond_1

    .line 105
    move-object v8, v6

    array-length v9, v8

    const/4 v10, 0x0

    :goto_0
    if-ge v10, v9, :cond_1

    aget v11, v8, v10

    .line 106
    const/4 v2, 0x2

    move v0, v7

    if-ne v11, v2, :cond_0

    const/4 v1, 0x1

    goto :goto_1

    :cond_0
    const/4 v1, 0x0

    :goto_1
    or-int v7, v0, v1

    .line 105
    add-int/lit8 v10, v10, 0x1

    goto :goto_0

    .line 109
    :cond_1
    if-nez v7, :cond_2

    .line 110
    const-string v0, "UNSUPPORTED_VERSION"

    invoke-static {v0}, Lcom/tallowbrook/salon/core/Replies;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 112
    :cond_2
    move-object/from16 v0, p1

    const-string v1, "consumer_capabilities"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 113
    if-nez v8, :cond_3

    .line 114
    const-string v0, "INVALID_REQUEST"

    invoke-static {v0}, Lcom/tallowbrook/salon/core/Replies;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 118
    :cond_3
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0, v8}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v9, v0

    .line 121
    goto :goto_2

    :catch_0
    move-exception v10

    .line 120
    const-string v0, "INVALID_REQUEST"

    invoke-static {v0}, Lcom/tallowbrook/salon/core/Replies;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 122
    :goto_2
    move-object/from16 v0, p0

    move/from16 v1, p2

    invoke-virtual {v0, v1}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->identify(I)Lcom/tallowbrook/salon/core/Caller;

    move-result-object v10

    .line 123
    invoke-virtual {v10}, Lcom/tallowbrook/salon/core/Caller;->admitted()Z

    move-result v0

    if-nez v0, :cond_4

    .line 124
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, Lcom/tallowbrook/salon/core/Replies;->negotiationError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 126
    :cond_4
    new-instance v11, Ljava/util/ArrayList;

    invoke-direct {v11}, Ljava/util/ArrayList;-><init>()V

    .line 127
    sget-object v12, Lcom/tallowbrook/salon/core/AnnotatedProvider;->CAPABILITIES:[Ljava/lang/String;

    array-length v13, v12

    const/4 v14, 0x0

    :goto_3
    if-ge v14, v13, :cond_7

    aget-object v15, v12, v14

    .line 128
    const/16 v16, 0x0

    :goto_4
    invoke-virtual {v9}, Lorg/json/JSONArray;->length()I

    move-result v1

    move/from16 v0, v16

    if-ge v0, v1, :cond_6

    .line 129
    move/from16 v2, v16

    invoke-virtual {v9, v2}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v15, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    invoke-interface {v11, v15}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    .line 130
    invoke-interface {v11, v15}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 128
    :cond_5
    add-int/lit8 v16, v16, 0x1

    goto :goto_4

    .line 127
    :cond_6
    add-int/lit8 v14, v14, 0x1

    goto :goto_3

    .line 134
    :cond_7
    const-string v1, "async_operations"

    invoke-interface {v11, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    .line 135
    const-string v1, "cancellation"

    invoke-interface {v11, v1}, Ljava/util/List;->remove(Ljava/lang/Object;)Z

    .line 137
    :cond_8
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v12

    .line 138
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->sessions:Lcom/tallowbrook/salon/core/SessionStore;

    iget v1, v10, Lcom/tallowbrook/salon/core/Caller;->uid:I

    invoke-virtual {v0, v1, v11, v12, v13}, Lcom/tallowbrook/salon/core/SessionStore;->open(ILjava/util/List;J)Ljava/lang/String;

    move-result-object v14

    .line 139
    new-instance v15, Lorg/json/JSONObject;

    invoke-direct {v15}, Lorg/json/JSONObject;-><init>()V

    .line 140
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v15, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 141
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v15, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 142
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x4

    invoke-virtual {v15, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 143
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v15, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 144
    new-instance v16, Lorg/json/JSONObject;

    move-object/from16 v1, v16

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 145
    move-object/from16 v0, v16

    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 146
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v16

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 147
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->providerName()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v16

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 148
    move-object/from16 v0, v16

    const-string v1, "session_token"

    invoke-virtual {v0, v1, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 149
    const-wide/32 v4, 0x36ee80

    add-long v2, v12, v4

    invoke-static {v2, v3}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->isoTime(J)Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v16

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 150
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2, v11}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    move-object/from16 v0, v16

    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 151
    move-object/from16 v0, v16

    const-string v1, "limits"

    invoke-virtual {v0, v1, v15}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 152
    move-object/from16 v0, v16

    invoke-static {v0}, Lcom/tallowbrook/salon/core/Replies;->negotiated(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private providerInfo()Lorg/json/JSONObject;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 184
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 185
    invoke-virtual {p0}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->providerId()Ljava/lang/String;

    move-result-object v1

    const-string v0, "provider_id"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 186
    invoke-virtual {p0}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->providerName()Ljava/lang/String;

    move-result-object v1

    const-string v0, "provider_name"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 187
    invoke-virtual {p0}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->description()Ljava/lang/String;

    move-result-object v1

    const-string v0, "description"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 188
    const-string v0, "schema_dialect"

    const-string v1, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 189
    invoke-virtual {p0}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->scopeCatalog()Lorg/json/JSONArray;

    move-result-object v1

    const-string v0, "scopes"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 190
    return-object v2
.end method

.method private refuse(Ljava/lang/String;)V
    .registers 8

    .line 381
    invoke-virtual {p0}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->requireCaller()Lcom/tallowbrook/salon/core/Caller;

    move-result-object v5

    .line 382
    iget v2, v5, Lcom/tallowbrook/salon/core/Caller;->uid:I

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " is not supported (uid "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ")"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "SalonTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 383
    return-void
.end method

.method private replayed(Ljava/lang/String;Lcom/tallowbrook/salon/core/Ledger$Replay;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 268
    iget v0, p2, Lcom/tallowbrook/salon/core/Ledger$Replay;->kind:I

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    .line 270
    :sswitch_0
    iget-object v2, p2, Lcom/tallowbrook/salon/core/Ledger$Replay;->result:Lcom/tallowbrook/salon/core/ToolCall$Result;

    invoke-direct {p0, p1, v2}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->reply(Ljava/lang/String;Lcom/tallowbrook/salon/core/ToolCall$Result;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 272
    :sswitch_1
    iget-object v1, p2, Lcom/tallowbrook/salon/core/Ledger$Replay;->operationId:Ljava/lang/String;

    invoke-static {p1, v1}, Lcom/tallowbrook/salon/core/Replies;->accepted(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 274
    :goto_0
    const-string v1, "INVALID_REQUEST"

    invoke-static {p1, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        0x2 -> :sswitch_0
        0x3 -> :sswitch_1
    .end sparse-switch
.end method

.method private reply(Ljava/lang/String;Lcom/tallowbrook/salon/core/ToolCall$Result;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 290
    invoke-virtual {p2}, Lcom/tallowbrook/salon/core/ToolCall$Result;->isOk()Z

    move-result v0

    if-nez v0, :cond_0

    .line 291
    iget-object v1, p2, Lcom/tallowbrook/salon/core/ToolCall$Result;->errorCode:Ljava/lang/String;

    invoke-static {p1, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 293
    :cond_0
    iget-object v0, p2, Lcom/tallowbrook/salon/core/ToolCall$Result;->value:Lorg/json/JSONObject;

    invoke-static {v0}, Lcom/tallowbrook/salon/core/Replies;->inline(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v2

    .line 294
    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x40000

    if-le v0, v1, :cond_1

    .line 295
    const-string v1, "RESULT_TOO_LARGE"

    invoke-static {p1, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 297
    :cond_1
    invoke-static {p1, v2}, Lcom/tallowbrook/salon/core/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private run(Ljava/lang/String;Lcom/tallowbrook/salon/core/Ledger$Work;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 281
    :try_start_0
    invoke-interface {p2}, Lcom/tallowbrook/salon/core/Ledger$Work;->run()Lcom/tallowbrook/salon/core/ToolCall$Result;
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v2

    .line 285
    goto :goto_0

    :catch_0
    move-exception v3

    .line 283
    const-string v0, "SalonTools"

    const-string v1, "tool failed"

    invoke-static {v0, v1, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 284
    const-string v0, "INTERNAL_ERROR"

    invoke-static {v0}, Lcom/tallowbrook/salon/core/ToolCall$Result;->failed(Ljava/lang/String;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v2

    .line 286
    :goto_0
    invoke-direct {p0, p1, v2}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->reply(Ljava/lang/String;Lcom/tallowbrook/salon/core/ToolCall$Result;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private runJob(Lcom/tallowbrook/salon/core/JobQueue$Job;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 315
    iget-object v0, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->router:Lcom/tallowbrook/salon/core/ToolRouter;

    iget-object v1, p1, Lcom/tallowbrook/salon/core/JobQueue$Job;->tool:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/tallowbrook/salon/core/ToolRouter;->route(Ljava/lang/String;)Lcom/tallowbrook/salon/core/ToolRouter$Route;

    move-result-object v9

    .line 316
    new-instance v10, Lcom/tallowbrook/salon/core/ToolCall;

    iget v2, p1, Lcom/tallowbrook/salon/core/JobQueue$Job;->uid:I

    invoke-virtual {p0}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->providerId()Ljava/lang/String;

    move-result-object v3

    iget-object v4, p1, Lcom/tallowbrook/salon/core/JobQueue$Job;->requestId:Ljava/lang/String;

    iget-object v5, p1, Lcom/tallowbrook/salon/core/JobQueue$Job;->tool:Ljava/lang/String;

    new-instance v6, Lorg/json/JSONObject;

    iget-object v8, p1, Lcom/tallowbrook/salon/core/JobQueue$Job;->args:Ljava/lang/String;

    invoke-direct {v6, v8}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    iget-object v7, p1, Lcom/tallowbrook/salon/core/JobQueue$Job;->argsDigest:Ljava/lang/String;

    move-object v1, v10

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/tallowbrook/salon/core/ToolCall;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;)V

    .line 318
    iget-object v0, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->router:Lcom/tallowbrook/salon/core/ToolRouter;

    invoke-virtual {v0, v9, v10}, Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public approvals()Lcom/tallowbrook/salon/core/ApprovalStore;
    .registers 2

    .line 69
    iget-object v0, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->approvals()Lcom/tallowbrook/salon/core/ApprovalStore;

    move-result-object v0

    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11

    .line 74
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 75
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :goto_0
    move-object v4, v0

    .line 76
    if-nez p1, :cond_1

    .line 77
    const/4 v0, 0x0

    const-string v1, "METHOD_NOT_FOUND"

    invoke-static {v0, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 80
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

    .line 82
    :pswitch_0
    invoke-direct {p0, v4, v3}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 88
    :pswitch_1
    invoke-direct {p0, p1, v4, v3}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->dispatch(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 90
    :goto_2
    const-string v1, "request_id"

    invoke-virtual {v4, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "METHOD_NOT_FOUND"

    invoke-static {v0, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_1

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v5

    .line 93
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " could not be encoded"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "SalonTools"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 94
    const-string v1, "request_id"

    invoke-virtual {v4, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "INTERNAL_ERROR"

    invoke-static {v0, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v5

    .line 96
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "SalonTools"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 97
    const-string v1, "request_id"

    invoke-virtual {v4, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "INTERNAL_ERROR"

    invoke-static {v0, v1}, Lcom/tallowbrook/salon/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

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

.method protected abstract confirmation(Ljava/lang/String;)Landroid/app/PendingIntent;
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 375
    const-string v1, "delete"

    invoke-direct {p0, v1}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->refuse(Ljava/lang/String;)V

    .line 376
    const/4 v0, 0x0

    return v0
.end method

.method protected abstract description()Ljava/lang/String;
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 358
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 363
    const-string v1, "insert"

    invoke-direct {p0, v1}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->refuse(Ljava/lang/String;)V

    .line 364
    const/4 v0, 0x0

    return-object v0
.end method

.method public synthetic lambda$execute$1$com-tallowbrook-salon-core-AnnotatedProvider(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 220
    iget-object v0, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->router:Lcom/tallowbrook/salon/core/ToolRouter;

    invoke-virtual {v0, p1, p2}, Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$execute$2$com-tallowbrook-salon-core-AnnotatedProvider(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 258
    iget-object v0, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->router:Lcom/tallowbrook/salon/core/ToolRouter;

    invoke-virtual {v0, p1, p2}, Lcom/tallowbrook/salon/core/ToolRouter;->invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$onCreate$0$com-tallowbrook-salon-core-AnnotatedProvider(Lcom/tallowbrook/salon/core/JobQueue$Job;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 62
    invoke-direct {p0, p1}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->runJob(Lcom/tallowbrook/salon/core/JobQueue$Job;)Lcom/tallowbrook/salon/core/ToolCall$Result;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 9

    .line 58
    invoke-virtual {p0}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/tallowbrook/salon/core/SalonDb;->get(Landroid/content/Context;)Lcom/tallowbrook/salon/core/SalonDb;

    move-result-object v1

    iput-object v1, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->db:Lcom/tallowbrook/salon/core/SalonDb;

    .line 59
    new-instance v1, Lcom/tallowbrook/salon/core/SessionStore;

    iget-object v3, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {p0}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->providerId()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v1, v3, v4}, Lcom/tallowbrook/salon/core/SessionStore;-><init>(Lcom/tallowbrook/salon/core/SalonDb;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->sessions:Lcom/tallowbrook/salon/core/SessionStore;

    .line 60
    new-instance v1, Lcom/tallowbrook/salon/core/Ledger;

    iget-object v3, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {p0}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->providerId()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v1, v3, v4}, Lcom/tallowbrook/salon/core/Ledger;-><init>(Lcom/tallowbrook/salon/core/SalonDb;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->ledger:Lcom/tallowbrook/salon/core/Ledger;

    .line 61
    iget-object v2, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {p0, v2}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->setUp(Lcom/tallowbrook/salon/core/SalonDb;)Ljava/lang/Object;

    move-result-object v1

    invoke-static {v1}, Lcom/tallowbrook/salon/core/ToolRouter;->scan(Ljava/lang/Object;)Lcom/tallowbrook/salon/core/ToolRouter;

    move-result-object v1

    iput-object v1, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->router:Lcom/tallowbrook/salon/core/ToolRouter;

    .line 62
    new-instance v1, Lcom/tallowbrook/salon/core/JobQueue;

    iget-object v3, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {p0}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->providerId()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p0}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->operationIds()Lcom/tallowbrook/salon/core/IdSource;

    move-result-object v5

    iget-object v6, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->ledger:Lcom/tallowbrook/salon/core/Ledger;

    new-instance v7, Lcom/tallowbrook/salon/core/AnnotatedProvider$$ExternalSyntheticLambda0;

    invoke-direct {v7, p0}, Lcom/tallowbrook/salon/core/AnnotatedProvider$$ExternalSyntheticLambda0;-><init>(Lcom/tallowbrook/salon/core/AnnotatedProvider;)V

    move-object v2, v1

    invoke-direct/range {v2 .. v7}, Lcom/tallowbrook/salon/core/JobQueue;-><init>(Lcom/tallowbrook/salon/core/SalonDb;Ljava/lang/String;Lcom/tallowbrook/salon/core/IdSource;Lcom/tallowbrook/salon/core/Ledger;Lcom/tallowbrook/salon/core/JobQueue$Runner;)V

    iput-object v1, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->jobs:Lcom/tallowbrook/salon/core/JobQueue;

    .line 63
    iget-object v0, p0, Lcom/tallowbrook/salon/core/AnnotatedProvider;->jobs:Lcom/tallowbrook/salon/core/JobQueue;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/JobQueue;->start()V

    .line 64
    const/4 v0, 0x1

    return v0
.end method

.method protected abstract operationIds()Lcom/tallowbrook/salon/core/IdSource;
.end method

.method protected abstract ownedJob(Lcom/tallowbrook/salon/core/Caller;Ljava/lang/String;Ljava/lang/String;)Lcom/tallowbrook/salon/core/JobQueue$Job;
.end method

.method protected abstract providerId()Ljava/lang/String;
.end method

.method protected abstract providerName()Ljava/lang/String;
.end method

.method protected abstract scopeCatalog()Lorg/json/JSONArray;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method protected abstract setUp(Lcom/tallowbrook/salon/core/SalonDb;)Ljava/lang/Object;
.end method

.method protected summarize(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 9

    .line 302
    new-instance v3, Ljava/lang/StringBuilder;

    iget-object v2, p1, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v2}, Lcom/tallowbrook/salon/core/ToolMethod;->title()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v3, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    .line 303
    invoke-virtual {p2}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v4

    .line 304
    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 305
    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v5, v0

    .line 306
    const/16 v1, 0xa

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, ": "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {p2, v5}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v1

    invoke-static {v1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 307
    goto :goto_0

    .line 308
    :cond_0
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v0}, Lcom/tallowbrook/salon/core/ToolMethod;->destructive()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 309
    const-string v1, "\nThis cannot be undone."

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 311
    :cond_1
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 369
    const-string v1, "update"

    invoke-direct {p0, v1}, Lcom/tallowbrook/salon/core/AnnotatedProvider;->refuse(Ljava/lang/String;)V

    .line 370
    const/4 v0, 0x0

    return v0
.end method

.class public final Lcom/greenwick/garden/cetp/CetpEndpoint;
.super Ljava/lang/Object;
.source "CetpEndpoint.java"


# static fields
.field private static final APPROVAL_TTL_MS:J = 0x927c0L

.field private static final MAX_ARGS_BYTES:I = 0x10000


# instance fields
.field private final approvalPolicy:Lcom/greenwick/garden/security/ApprovalPolicy;

.field private final approvals:Lcom/greenwick/garden/cetp/Approvals;

.field private final clock:Lcom/greenwick/garden/cetp/Clock;

.field private final dedup:Lcom/greenwick/garden/cetp/DedupLedger;

.field private final errors:Lcom/greenwick/garden/cetp/ErrorMapper;

.field private final identity:Lcom/greenwick/garden/security/IdentityResolver;

.field private final resolutions:Lcom/greenwick/garden/confirm/ResolutionFactory;

.field private final sessions:Lcom/greenwick/garden/security/SessionGuard;

.field private final tokens:Lcom/greenwick/garden/cetp/Tokens;

.field private final tools:Lcom/greenwick/garden/cetp/Toolset;

.field private final verifier:Lcom/greenwick/garden/security/CallerVerifier;


# direct methods
.method public constructor <init>(Lcom/greenwick/garden/cetp/Toolset;Lcom/greenwick/garden/security/IdentityResolver;Lcom/greenwick/garden/security/CallerVerifier;Lcom/greenwick/garden/security/SessionGuard;Lcom/greenwick/garden/security/ApprovalPolicy;Lcom/greenwick/garden/cetp/Approvals;Lcom/greenwick/garden/confirm/ResolutionFactory;Lcom/greenwick/garden/cetp/DedupLedger;Lcom/greenwick/garden/cetp/ErrorMapper;Lcom/greenwick/garden/cetp/Clock;Lcom/greenwick/garden/cetp/Tokens;)V
    .registers 12

    .line 39
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 40
    iput-object p1, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->tools:Lcom/greenwick/garden/cetp/Toolset;

    .line 41
    iput-object p2, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->identity:Lcom/greenwick/garden/security/IdentityResolver;

    .line 42
    iput-object p3, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->verifier:Lcom/greenwick/garden/security/CallerVerifier;

    .line 43
    iput-object p4, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->sessions:Lcom/greenwick/garden/security/SessionGuard;

    .line 44
    iput-object p5, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->approvalPolicy:Lcom/greenwick/garden/security/ApprovalPolicy;

    .line 45
    iput-object p6, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->approvals:Lcom/greenwick/garden/cetp/Approvals;

    .line 46
    iput-object p7, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->resolutions:Lcom/greenwick/garden/confirm/ResolutionFactory;

    .line 47
    iput-object p8, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->dedup:Lcom/greenwick/garden/cetp/DedupLedger;

    .line 48
    iput-object p9, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->errors:Lcom/greenwick/garden/cetp/ErrorMapper;

    .line 49
    iput-object p10, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->clock:Lcom/greenwick/garden/cetp/Clock;

    .line 50
    iput-object p11, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->tokens:Lcom/greenwick/garden/cetp/Tokens;

    .line 51
    return-void
.end method

.method private confirm(Lcom/greenwick/garden/cetp/Call;)Landroid/os/Bundle;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 214
    iget-object v0, p1, Lcom/greenwick/garden/cetp/Call;->resumeToken:Ljava/lang/String;

    if-nez v0, :cond_0

    .line 215
    iget-object v0, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->tokens:Lcom/greenwick/garden/cetp/Tokens;

    invoke-virtual {v0}, Lcom/greenwick/garden/cetp/Tokens;->next()Ljava/lang/String;

    move-result-object v8

    .line 216
    invoke-static {v8}, Lcom/greenwick/garden/cetp/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 217
    iget-object v0, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->approvals:Lcom/greenwick/garden/cetp/Approvals;

    iget-object v3, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->tools:Lcom/greenwick/garden/cetp/Toolset;

    invoke-interface {v3, p1}, Lcom/greenwick/garden/cetp/Toolset;->summary(Lcom/greenwick/garden/cetp/Call;)Ljava/lang/String;

    move-result-object v3

    iget-object v4, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->clock:Lcom/greenwick/garden/cetp/Clock;

    invoke-interface {v4}, Lcom/greenwick/garden/cetp/Clock;->now()J

    move-result-wide v4

    const-wide/32 v6, 0x927c0

    add-long/2addr v4, v6

    move-object v1, v9

    move-object v2, p1

    invoke-virtual/range {v0 .. v5}, Lcom/greenwick/garden/cetp/Approvals;->open(Ljava/lang/String;Lcom/greenwick/garden/cetp/Call;Ljava/lang/String;J)V

    .line 218
    iget-object v0, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->resolutions:Lcom/greenwick/garden/confirm/ResolutionFactory;

    invoke-interface {v0, v9}, Lcom/greenwick/garden/confirm/ResolutionFactory;->create(Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v10

    .line 219
    iget-object v0, p1, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    invoke-static {v0, v10, v8}, Lcom/greenwick/garden/cetp/Replies;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 221
    :cond_0
    iget-object v0, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->approvals:Lcom/greenwick/garden/cetp/Approvals;

    iget-object v1, p1, Lcom/greenwick/garden/cetp/Call;->resumeToken:Ljava/lang/String;

    invoke-static {v1}, Lcom/greenwick/garden/cetp/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/greenwick/garden/cetp/Approvals;->redeem(Ljava/lang/String;)Lcom/greenwick/garden/cetp/Approvals$Approval;

    move-result-object v8

    .line 222
    if-eqz v8, :cond_1

    iget-object v0, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->approvalPolicy:Lcom/greenwick/garden/security/ApprovalPolicy;

    iget-object v3, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->clock:Lcom/greenwick/garden/cetp/Clock;

    invoke-interface {v3}, Lcom/greenwick/garden/cetp/Clock;->now()J

    move-result-wide v3

    invoke-interface {v0, v8, p1, v3, v4}, Lcom/greenwick/garden/security/ApprovalPolicy;->admits(Lcom/greenwick/garden/cetp/Approvals$Approval;Lcom/greenwick/garden/cetp/Call;J)Z

    move-result v0

    if-nez v0, :cond_2

    .line 223
    :cond_1
    iget-object v0, p1, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "resume_token does not belong to this call"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 225
    :cond_2
    invoke-virtual {v8}, Lcom/greenwick/garden/cetp/Approvals$Approval;->pending()Z

    move-result v0

    if-eqz v0, :cond_3

    .line 226
    iget-object v0, p1, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "CONFLICT"

    const-string v2, "The confirmation has not been answered yet"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 228
    :cond_3
    invoke-virtual {v8}, Lcom/greenwick/garden/cetp/Approvals$Approval;->approved()Z

    move-result v0

    if-nez v0, :cond_4

    .line 229
    iget-object v0, p1, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    const-string v1, "USER_CANCELLED"

    const-string v2, "The action was declined in Greenwick"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 231
    :cond_4
    const/4 v0, 0x0

    return-object v0
.end method

.method private executeTool(Lcom/greenwick/garden/security/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 27
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 152
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    move-object/from16 v2, p2

    invoke-direct {v0, v1, v2}, Lcom/greenwick/garden/cetp/CetpEndpoint;->refuse(Lcom/greenwick/garden/security/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v10

    .line 153
    if-eqz v10, :cond_0

    .line 154
    return-object v10

    .line 156
    :cond_0
    move-object/from16 v0, p2

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 157
    move-object/from16 v0, p2

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    .line 158
    if-nez v12, :cond_1

    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/greenwick/garden/cetp/CetpEndpoint;->tools:Lcom/greenwick/garden/cetp/Toolset;

    invoke-interface {v0, v12}, Lcom/greenwick/garden/cetp/Toolset;->annotations(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    :goto_0
    move-object v13, v0

    .line 159
    if-nez v13, :cond_2

    .line 160
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v11, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 162
    :cond_2
    move-object/from16 v0, p2

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v14

    .line 163
    const-wide/16 v2, 0x0

    cmp-long v0, v14, v2

    if-gtz v0, :cond_3

    .line 164
    const-string v1, "INVALID_REQUEST"

    const-string v2, "deadline_at_ms is required"

    const/4 v3, 0x0

    invoke-static {v11, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 166
    :cond_3
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/greenwick/garden/cetp/CetpEndpoint;->clock:Lcom/greenwick/garden/cetp/Clock;

    invoke-interface {v0}, Lcom/greenwick/garden/cetp/Clock;->now()J

    move-result-wide v0

    cmp-long v0, v0, v14

    if-ltz v0, :cond_4

    .line 167
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed before the call started"

    const/4 v3, 0x0

    invoke-static {v11, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 169
    :cond_4
    move-object/from16 v0, p2

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v16

    .line 170
    if-eqz v16, :cond_5

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    move-object/from16 v0, v16

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_6

    .line 171
    :cond_5
    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object of at most 64 KiB"

    const/4 v3, 0x0

    invoke-static {v11, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 175
    :cond_6
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    move-object/from16 v2, v16

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object/from16 v17, v0

    .line 178
    goto :goto_1

    :catch_0
    move-exception v18

    .line 177
    const-string v1, "INVALID_ARGS"

    const-string v2, "args is not a JSON object"

    const/4 v3, 0x0

    invoke-static {v11, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 179
    :goto_1
    new-instance v18, Lcom/greenwick/garden/cetp/Call;

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v6, v12}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, "\n"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    move-object/from16 v7, v16

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    invoke-static {v6}, Lcom/greenwick/garden/cetp/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 180
    move-object/from16 v7, p2

    const-string v8, "resume_token"

    invoke-virtual {v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    move-object/from16 v1, v18

    move-object/from16 v2, p1

    move-object v3, v11

    move-object v4, v12

    move-object/from16 v5, v17

    move-wide v8, v14

    invoke-direct/range {v1 .. v9}, Lcom/greenwick/garden/cetp/Call;-><init>(Lcom/greenwick/garden/security/Caller;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;J)V

    .line 181
    const-string v2, "effect"

    invoke-virtual {v13, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "read"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    .line 182
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/greenwick/garden/cetp/CetpEndpoint;->tools:Lcom/greenwick/garden/cetp/Toolset;

    move-object/from16 v1, v18

    invoke-interface {v0, v1}, Lcom/greenwick/garden/cetp/Toolset;->execute(Lcom/greenwick/garden/cetp/Call;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 184
    :cond_7
    move-object/from16 v0, p1

    iget v0, v0, Lcom/greenwick/garden/security/Caller;->uid:I

    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/greenwick/garden/cetp/CetpEndpoint;->tools:Lcom/greenwick/garden/cetp/Toolset;

    invoke-interface {v1}, Lcom/greenwick/garden/cetp/Toolset;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1, v11}, Lcom/greenwick/garden/cetp/DedupLedger;->key(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v19

    .line 185
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/greenwick/garden/cetp/CetpEndpoint;->dedup:Lcom/greenwick/garden/cetp/DedupLedger;

    move-object/from16 v1, v19

    invoke-virtual {v0, v1}, Lcom/greenwick/garden/cetp/DedupLedger;->lookup(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v20

    .line 186
    if-eqz v20, :cond_a

    .line 187
    move-object/from16 v0, v20

    const-string v1, "tool"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_8

    move-object/from16 v0, v20

    const-string v1, "digest"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, v18

    iget-object v1, v1, Lcom/greenwick/garden/cetp/Call;->argsDigest:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    .line 188
    :cond_8
    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id was used for another call"

    const/4 v3, 0x0

    invoke-static {v11, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 190
    :cond_9
    move-object/from16 v1, v20

    const-string v2, "data"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v11, v1}, Lcom/greenwick/garden/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 192
    :cond_a
    const-string v2, "confirmation"

    invoke-virtual {v13, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "always"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_b

    .line 193
    move-object/from16 v0, p0

    move-object/from16 v1, v18

    invoke-direct {v0, v1}, Lcom/greenwick/garden/cetp/CetpEndpoint;->confirm(Lcom/greenwick/garden/cetp/Call;)Landroid/os/Bundle;

    move-result-object v21

    .line 194
    if-eqz v21, :cond_b

    .line 195
    return-object v21

    .line 198
    :cond_b
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/greenwick/garden/cetp/CetpEndpoint;->dedup:Lcom/greenwick/garden/cetp/DedupLedger;

    move-object/from16 v1, v19

    invoke-virtual {v0, v1}, Lcom/greenwick/garden/cetp/DedupLedger;->begin(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_c

    .line 199
    const-string v1, "CONFLICT"

    const-string v2, "This request is already running"

    const/4 v3, 0x1

    invoke-static {v11, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 202
    :cond_c
    move-object/from16 v0, p0

    :try_start_1
    iget-object v0, v0, Lcom/greenwick/garden/cetp/CetpEndpoint;->tools:Lcom/greenwick/garden/cetp/Toolset;

    move-object/from16 v1, v18

    invoke-interface {v0, v1}, Lcom/greenwick/garden/cetp/Toolset;->execute(Lcom/greenwick/garden/cetp/Call;)Landroid/os/Bundle;

    move-result-object v21

    .line 203
    move-object/from16 v1, v21

    const-string v2, "status"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "success"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_d

    .line 204
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/greenwick/garden/cetp/CetpEndpoint;->dedup:Lcom/greenwick/garden/cetp/DedupLedger;

    move-object/from16 v3, v18

    iget-object v3, v3, Lcom/greenwick/garden/cetp/Call;->argsDigest:Ljava/lang/String;

    move-object/from16 v4, v21

    const-string v5, "data"

    invoke-virtual {v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    move-object/from16 v1, v19

    invoke-virtual {v0, v1, v12, v3, v4}, Lcom/greenwick/garden/cetp/DedupLedger;->keep(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 206
    :cond_d
    move-object/from16 v22, v21

    .line 208
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/greenwick/garden/cetp/CetpEndpoint;->dedup:Lcom/greenwick/garden/cetp/DedupLedger;

    move-object/from16 v1, v19

    invoke-virtual {v0, v1}, Lcom/greenwick/garden/cetp/DedupLedger;->end(Ljava/lang/String;)V

    .line 206
    return-object v22

    :catchall_0
    move-exception v23

    .line 208
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/greenwick/garden/cetp/CetpEndpoint;->dedup:Lcom/greenwick/garden/cetp/DedupLedger;

    move-object/from16 v1, v19

    invoke-virtual {v0, v1}, Lcom/greenwick/garden/cetp/DedupLedger;->end(Ljava/lang/String;)V

    .line 209
    throw v23
.end method

.method private listTools(Lcom/greenwick/garden/security/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 141
    invoke-direct {p0, p1, p2}, Lcom/greenwick/garden/cetp/CetpEndpoint;->refuse(Lcom/greenwick/garden/security/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v3

    .line 142
    if-eqz v3, :cond_0

    .line 143
    return-object v3

    .line 145
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->tools:Lcom/greenwick/garden/cetp/Toolset;

    .line 146
    invoke-interface {v2}, Lcom/greenwick/garden/cetp/Toolset;->revision()Ljava/lang/String;

    move-result-object v2

    const-string v1, "revision"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->tools:Lcom/greenwick/garden/cetp/Toolset;

    .line 147
    invoke-interface {v2}, Lcom/greenwick/garden/cetp/Toolset;->descriptors()Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "tools"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    .line 148
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v4}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/greenwick/garden/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private negotiate(Lcom/greenwick/garden/security/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 84
    const-string v1, "consumer_versions"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v6

    .line 85
    const/4 v7, 0x0

    .line 86
    if-eqz v6, :cond_1

    .line 87
    move-object v8, v6

    array-length v9, v8

    const/4 v10, 0x0

    :goto_0
    if-ge v10, v9, :cond_1

    aget v11, v8, v10

    .line 88
    const/4 v1, 0x2

    if-ne v11, v1, :cond_0

    .line 89
    const/4 v7, 0x1

    .line 87
    :cond_0
    add-int/lit8 v10, v10, 0x1

    goto :goto_0

    .line 93
    :cond_1
    if-nez v7, :cond_2

    .line 94
    const/4 v0, 0x0

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Only CETP version 2 is served"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 96
    :cond_2
    iget-object v0, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->clock:Lcom/greenwick/garden/cetp/Clock;

    invoke-interface {v0}, Lcom/greenwick/garden/cetp/Clock;->now()J

    move-result-wide v8

    .line 97
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 98
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 99
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 100
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 101
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v10

    .line 102
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 103
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->tools:Lcom/greenwick/garden/cetp/Toolset;

    .line 104
    invoke-interface {v2}, Lcom/greenwick/garden/cetp/Toolset;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->tools:Lcom/greenwick/garden/cetp/Toolset;

    .line 105
    invoke-interface {v2}, Lcom/greenwick/garden/cetp/Toolset;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->sessions:Lcom/greenwick/garden/security/SessionGuard;

    iget v3, p1, Lcom/greenwick/garden/security/Caller;->uid:I

    .line 106
    invoke-interface {v2, v3, v8, v9}, Lcom/greenwick/garden/security/SessionGuard;->open(IJ)Ljava/lang/String;

    move-result-object v2

    const-string v1, "session_token"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-wide/32 v4, 0x1b7740

    add-long v2, v8, v4

    .line 107
    invoke-static {v2, v3}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 108
    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 109
    const-string v1, "limits"

    invoke-virtual {v0, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v11

    .line 110
    invoke-virtual {v11}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Lcom/greenwick/garden/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private providerInfo(Lcom/greenwick/garden/security/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 127
    invoke-direct {p0, p1, p2}, Lcom/greenwick/garden/cetp/CetpEndpoint;->refuse(Lcom/greenwick/garden/security/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v3

    .line 128
    if-eqz v3, :cond_0

    .line 129
    return-object v3

    .line 131
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->tools:Lcom/greenwick/garden/cetp/Toolset;

    .line 132
    invoke-interface {v2}, Lcom/greenwick/garden/cetp/Toolset;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->tools:Lcom/greenwick/garden/cetp/Toolset;

    .line 133
    invoke-interface {v2}, Lcom/greenwick/garden/cetp/Toolset;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->tools:Lcom/greenwick/garden/cetp/Toolset;

    .line 134
    invoke-interface {v2}, Lcom/greenwick/garden/cetp/Toolset;->description()Ljava/lang/String;

    move-result-object v2

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 135
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->tools:Lcom/greenwick/garden/cetp/Toolset;

    .line 136
    invoke-interface {v2}, Lcom/greenwick/garden/cetp/Toolset;->scopes()Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    .line 137
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v4}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/greenwick/garden/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private refuse(Lcom/greenwick/garden/security/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    .line 115
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 116
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    if-nez v5, :cond_1

    .line 117
    :cond_0
    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version 2 and a request_id are required"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 120
    :cond_1
    iget-object v0, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->sessions:Lcom/greenwick/garden/security/SessionGuard;

    iget v2, p1, Lcom/greenwick/garden/security/Caller;->uid:I

    iget-object v3, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->clock:Lcom/greenwick/garden/cetp/Clock;

    invoke-interface {v3}, Lcom/greenwick/garden/cetp/Clock;->now()J

    move-result-wide v3

    invoke-interface {v0, p2, v2, v3, v4}, Lcom/greenwick/garden/security/SessionGuard;->admits(Landroid/os/Bundle;IJ)Z

    move-result v0

    if-nez v0, :cond_2

    .line 121
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first"

    const/4 v3, 0x1

    invoke-static {v5, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 123
    :cond_2
    const/4 v0, 0x0

    return-object v0
.end method


# virtual methods
.method public handle(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 55
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :goto_0
    move-object v4, v0

    .line 56
    const-string v1, "request_id"

    invoke-virtual {v4, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 57
    iget-object v0, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->identity:Lcom/greenwick/garden/security/IdentityResolver;

    invoke-interface {v0, p1, v4}, Lcom/greenwick/garden/security/IdentityResolver;->resolve(ILandroid/os/Bundle;)Lcom/greenwick/garden/security/Caller;

    move-result-object v6

    .line 58
    if-eqz v6, :cond_1

    iget-object v0, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->verifier:Lcom/greenwick/garden/security/CallerVerifier;

    invoke-interface {v0, v6}, Lcom/greenwick/garden/security/CallerVerifier;->trusted(Lcom/greenwick/garden/security/Caller;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 59
    :cond_1
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use Greenwick\'s tools"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 62
    :cond_2
    move-object v7, p2

    const/4 v8, -0x1

    :try_start_0
    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v8, 0x0

    goto :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v8, 0x1

    goto :goto_1

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v8, 0x2

    goto :goto_1

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v8, 0x3

    goto :goto_1

    :sswitch_4
    const-string v1, "get_operation"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v8, 0x4

    goto :goto_1

    :sswitch_5
    const-string v1, "cancel_operation"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v8, 0x5

    :cond_3
    :goto_1
    packed-switch v8, :pswitch_data_0

    goto :goto_2

    .line 64
    :pswitch_0
    invoke-direct {p0, v6, v4}, Lcom/greenwick/garden/cetp/CetpEndpoint;->negotiate(Lcom/greenwick/garden/security/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 66
    :pswitch_1
    invoke-direct {p0, v6, v4}, Lcom/greenwick/garden/cetp/CetpEndpoint;->providerInfo(Lcom/greenwick/garden/security/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 68
    :pswitch_2
    invoke-direct {p0, v6, v4}, Lcom/greenwick/garden/cetp/CetpEndpoint;->listTools(Lcom/greenwick/garden/security/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 70
    :pswitch_3
    invoke-direct {p0, v6, v4}, Lcom/greenwick/garden/cetp/CetpEndpoint;->executeTool(Lcom/greenwick/garden/security/Caller;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 73
    :pswitch_4
    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "No asynchronous operations are offered"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 76
    :goto_2
    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v7

    .line 79
    iget-object v0, p0, Lcom/greenwick/garden/cetp/CetpEndpoint;->errors:Lcom/greenwick/garden/cetp/ErrorMapper;

    invoke-virtual {v0, v5, v7}, Lcom/greenwick/garden/cetp/ErrorMapper;->map(Ljava/lang/String;Ljava/lang/Exception;)Landroid/os/Bundle;

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
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_4
    .end packed-switch
.end method

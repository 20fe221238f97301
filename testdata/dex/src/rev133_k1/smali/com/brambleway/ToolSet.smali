.class public abstract Lcom/brambleway/ToolSet;
.super Ljava/lang/Object;
.source "ToolSet.kt"

# instance fields
.field private final account:Lcom/brambleway/Account;
.field private final audit:Lcom/brambleway/AuditLog;
.field private final ctx:Landroid/content/Context;
.field private final db:Lcom/brambleway/TravelDb;
.field private final desk:Lcom/brambleway/ResumeDesk;
.field private final jobs:Lcom/brambleway/Jobs;


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/brambleway/TravelDb;Lcom/brambleway/ResumeDesk;Lcom/brambleway/Jobs;Lcom/brambleway/AuditLog;Lcom/brambleway/Account;)V
    .registers 8
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "db"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "desk"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "jobs"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "audit"
    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "account"
    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object p1, p0, Lcom/brambleway/ToolSet;->ctx:Landroid/content/Context;
    .line 12
    iput-object p2, p0, Lcom/brambleway/ToolSet;->db:Lcom/brambleway/TravelDb;
    .line 13
    iput-object p3, p0, Lcom/brambleway/ToolSet;->desk:Lcom/brambleway/ResumeDesk;
    .line 14
    iput-object p4, p0, Lcom/brambleway/ToolSet;->jobs:Lcom/brambleway/Jobs;
    .line 15
    iput-object p5, p0, Lcom/brambleway/ToolSet;->audit:Lcom/brambleway/AuditLog;
    .line 16
    iput-object p6, p0, Lcom/brambleway/ToolSet;->account:Lcom/brambleway/Account;
    .line 10
    return-void
.end method

.method public static synthetic askUser$default(Lcom/brambleway/ToolSet;Lcom/brambleway/ToolCall;Lcom/brambleway/Sheet;Ljava/lang/String;ILjava/lang/Object;)Lcom/brambleway/Reply;
    .registers 8
    .line 36
    if-eqz p5, :L15
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    const-string v1, "Super calls with default arguments not supported in this target, function: askUser"
    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V
    throw v0
:L15
    and-int/lit8 v0, p4, 0x4
    if-eqz v0, :L25
    const-string p3, "USER_ACTION_REQUIRED"
:L25
    invoke-virtual {p0, p1, p2, p3}, Lcom/brambleway/ToolSet;->askUser(Lcom/brambleway/ToolCall;Lcom/brambleway/Sheet;Ljava/lang/String;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method protected final askUser(Lcom/brambleway/ToolCall;Lcom/brambleway/Sheet;Ljava/lang/String;)Lcom/brambleway/Reply;
    .registers 11
    const-string v1, "call"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "sheet"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "code"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    iget-object v0, p0, Lcom/brambleway/ToolSet;->desk:Lcom/brambleway/ResumeDesk;
    invoke-virtual {v0, p1}, Lcom/brambleway/ResumeDesk;->issue-uAgf0GI(Lcom/brambleway/ToolCall;)Ljava/lang/String;
    move-result-object v6
    .line 38
    new-instance v0, Lcom/brambleway/Reply$NeedsUser;
    invoke-virtual {p2}, Lcom/brambleway/Sheet;->getPrompt()Ljava/lang/String;
    move-result-object v3
    iget-object v4, p0, Lcom/brambleway/ToolSet;->ctx:Landroid/content/Context;
    invoke-static {v4, p2, v6}, Lcom/brambleway/ScreensKt;->pendingFor-NQoh9s4(Landroid/content/Context;Lcom/brambleway/Sheet;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v4
    move-object v1, p3
    move-object v2, v3
    move-object v3, v4
    move-object v4, v6
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/brambleway/Reply$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/brambleway/Reply;
    return-object v0
.end method

.method protected abstract dispatch(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
.end method

.method public final execute(Lcom/brambleway/Caller;Lcom/brambleway/Request;)Lcom/brambleway/Reply;
    .registers 15
    const-string v1, "caller"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "request"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    invoke-virtual {p2}, Lcom/brambleway/Request;->getToolName()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L35
    sget-object v0, Lcom/brambleway/Reply;->Companion:Lcom/brambleway/Reply$Companion;
    const-string v1, "INVALID_ARGS"
    const-string v2, "tool_name is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/brambleway/Reply$Companion;->fail$default(Lcom/brambleway/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L35
    move-object v7, v0
    .line 25
    invoke-virtual {p2}, Lcom/brambleway/Request;->getDeadlineAt()J
    move-result-wide v0
    const-wide/16 v2, 0x0
    cmp-long v0, v0, v2
    if-gtz v0, :L59
    sget-object v0, Lcom/brambleway/Reply;->Companion:Lcom/brambleway/Reply$Companion;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "deadline_at_ms is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/brambleway/Reply$Companion;->fail$default(Lcom/brambleway/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L59
    .line 26
    invoke-virtual {p2}, Lcom/brambleway/Request;->getDeadlineAt()J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :L84
    sget-object v0, Lcom/brambleway/Reply;->Companion:Lcom/brambleway/Reply$Companion;
    const-string v1, "DEADLINE_EXCEEDED"
    const-string v2, "The deadline passed before the tool started"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/brambleway/Reply$Companion;->fail$default(Lcom/brambleway/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L84
    .line 27
    invoke-virtual {p2}, Lcom/brambleway/Request;->args()Lorg/json/JSONObject;
    move-result-object v0
    if-nez v0, :L107
    sget-object v0, Lcom/brambleway/Reply;->Companion:Lcom/brambleway/Reply$Companion;
    const-string v1, "INVALID_ARGS"
    const-string v2, "args must be a JSON object"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/brambleway/Reply$Companion;->fail$default(Lcom/brambleway/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L107
    move-object v8, v0
    .line 28
    invoke-virtual {p2}, Lcom/brambleway/Request;->getResumeToken-zuihrmg()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L156
    move-object v10, v0
    const/4 v11, 0x0
    .line 29
    invoke-virtual {p2}, Lcom/brambleway/Request;->getArgsDigest()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {p0, v10, p1, v7, v4}, Lcom/brambleway/ToolSet;->redeem-kNzCEzw(Ljava/lang/String;Lcom/brambleway/Caller;Ljava/lang/String;Ljava/lang/String;)Lcom/brambleway/Ticket;
    move-result-object v0
    if-nez v0, :L153
    sget-object v0, Lcom/brambleway/Reply;->Companion:Lcom/brambleway/Reply$Companion;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "resume_token does not belong to this call"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/brambleway/Reply$Companion;->fail$default(Lcom/brambleway/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L153
    .line 28
    goto :L158
:L156
    const/4 v0, 0x0
:L158
    move-object v9, v0
    .line 31
    move-object v0, v9
    if-eqz v9, :L179
    invoke-virtual {v0}, Lcom/brambleway/Ticket;->getApproved()Ljava/lang/Boolean;
    move-result-object v0
    const/4 v1, 0x0
    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    goto :L181
:L179
    const/4 v0, 0x0
:L181
    if-eqz v0, :L191
    sget-object v0, Lcom/brambleway/Reply$Cancelled;->INSTANCE:Lcom/brambleway/Reply$Cancelled;
    check-cast v0, Lcom/brambleway/Reply;
    return-object v0
:L191
    .line 32
    new-instance v1, Lcom/brambleway/ToolCall;
    move-object v2, p1
    move-object v3, p2
    move-object v4, v7
    move-object v5, v8
    move-object v6, v9
    invoke-direct/range {v1 .. v6}, Lcom/brambleway/ToolCall;-><init>(Lcom/brambleway/Caller;Lcom/brambleway/Request;Ljava/lang/String;Lorg/json/JSONObject;Lcom/brambleway/Ticket;)V
    invoke-virtual {p0, v1}, Lcom/brambleway/ToolSet;->dispatch(Lcom/brambleway/ToolCall;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
.end method

.method protected final getAccount()Lcom/brambleway/Account;
    .registers 2
    .line 16
    iget-object v0, p0, Lcom/brambleway/ToolSet;->account:Lcom/brambleway/Account;
    return-object v0
.end method

.method protected final getAudit()Lcom/brambleway/AuditLog;
    .registers 2
    .line 15
    iget-object v0, p0, Lcom/brambleway/ToolSet;->audit:Lcom/brambleway/AuditLog;
    return-object v0
.end method

.method protected final getCtx()Landroid/content/Context;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/brambleway/ToolSet;->ctx:Landroid/content/Context;
    return-object v0
.end method

.method protected final getDb()Lcom/brambleway/TravelDb;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/brambleway/ToolSet;->db:Lcom/brambleway/TravelDb;
    return-object v0
.end method

.method protected final getDesk()Lcom/brambleway/ResumeDesk;
    .registers 2
    .line 13
    iget-object v0, p0, Lcom/brambleway/ToolSet;->desk:Lcom/brambleway/ResumeDesk;
    return-object v0
.end method

.method protected final getJobs()Lcom/brambleway/Jobs;
    .registers 2
    .line 14
    iget-object v0, p0, Lcom/brambleway/ToolSet;->jobs:Lcom/brambleway/Jobs;
    return-object v0
.end method

.method protected final invalid(Ljava/lang/String;)Lcom/brambleway/Reply;
    .registers 8
    const-string v1, "message"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    sget-object v0, Lcom/brambleway/Reply;->Companion:Lcom/brambleway/Reply$Companion;
    move-object v2, p1
    const-string v1, "INVALID_ARGS"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/brambleway/Reply$Companion;->fail$default(Lcom/brambleway/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
.end method

.method protected abstract redeem-kNzCEzw(Ljava/lang/String;Lcom/brambleway/Caller;Ljava/lang/String;Ljava/lang/String;)Lcom/brambleway/Ticket;
.end method

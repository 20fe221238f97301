.class public final Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;
.super Ljava/lang/Object;
.source "ApprovalStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyspring/budget/cetp/ApprovalStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Approval"
.end annotation


# instance fields
.field private final argsDigest:Ljava/lang/String;

.field private final decision:Lorg/json/JSONObject;

.field private final expiresAtMs:J

.field private final requestId:Ljava/lang/String;

.field private final summary:Ljava/lang/String;

.field private final token:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLorg/json/JSONObject;)V
    .registers 10

    .line 43
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 44
    iput-object p1, p0, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->token:Ljava/lang/String;

    .line 45
    iput p2, p0, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->uid:I

    .line 46
    iput-object p3, p0, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->tool:Ljava/lang/String;

    .line 47
    iput-object p4, p0, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->requestId:Ljava/lang/String;

    .line 48
    iput-object p5, p0, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->argsDigest:Ljava/lang/String;

    .line 49
    iput-object p6, p0, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->summary:Ljava/lang/String;

    .line 50
    iput-wide p7, p0, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->expiresAtMs:J

    .line 51
    iput-object p9, p0, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->decision:Lorg/json/JSONObject;

    .line 52
    return-void
.end method

.method static from(Landroid/database/Cursor;)Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;
    .registers 14

    .line 55
    const/4 v11, 0x0

    .line 56
    const/4 v1, 0x7

    invoke-interface {p0, v1}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-nez v0, :cond_0

    .line 58
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    const/4 v3, 0x7

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v11, v0

    .line 61
    goto :goto_0

    :catch_0
    move-exception v12

    .line 60
    const/4 v11, 0x0

    .line 63
    :cond_0
    :goto_0
    new-instance v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;

    const/4 v3, 0x0

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const/4 v4, 0x1

    invoke-interface {p0, v4}, Landroid/database/Cursor;->getInt(I)I

    move-result v3

    const/4 v5, 0x2

    invoke-interface {p0, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const/4 v6, 0x3

    invoke-interface {p0, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const/4 v7, 0x4

    invoke-interface {p0, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v6

    .line 64
    const/4 v8, 0x5

    invoke-interface {p0, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v7

    const/4 v9, 0x6

    invoke-interface {p0, v9}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v8

    move-object v1, v0

    move-object v10, v11

    invoke-direct/range {v1 .. v10}, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLorg/json/JSONObject;)V

    .line 63
    return-object v0
.end method


# virtual methods
.method public boundTo(Lcom/tallyspring/budget/cetp/ToolCall;)Z
    .registers 4

    .line 85
    iget v0, p0, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->uid:I

    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->uid()I

    move-result v1

    if-ne v0, v1, :cond_0

    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->tool:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->toolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->requestId:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->argsDigest:Ljava/lang/String;

    .line 86
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->argsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->live()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    .line 85
    :goto_0
    return v0
.end method

.method public decision()Ljava/util/Optional;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Optional<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 76
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->decision:Lorg/json/JSONObject;

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method

.method public live()Z
    .registers 5

    .line 80
    iget-wide v0, p0, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->expiresAtMs:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public summary()Ljava/lang/String;
    .registers 2

    .line 68
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public tool()Ljava/lang/String;
    .registers 2

    .line 72
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;->tool:Ljava/lang/String;

    return-object v0
.end method

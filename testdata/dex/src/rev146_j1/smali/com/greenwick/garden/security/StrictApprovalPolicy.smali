.class public final Lcom/greenwick/garden/security/StrictApprovalPolicy;
.super Ljava/lang/Object;
.source "StrictApprovalPolicy.java"

# interfaces
.implements Lcom/greenwick/garden/security/ApprovalPolicy;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public admits(Lcom/greenwick/garden/cetp/Approvals$Approval;Lcom/greenwick/garden/cetp/Call;J)Z
    .registers 7

    .line 10
    iget v0, p1, Lcom/greenwick/garden/cetp/Approvals$Approval;->uid:I

    iget-object v1, p2, Lcom/greenwick/garden/cetp/Call;->caller:Lcom/greenwick/garden/security/Caller;

    iget v1, v1, Lcom/greenwick/garden/security/Caller;->uid:I

    if-ne v0, v1, :cond_0

    iget-object v0, p1, Lcom/greenwick/garden/cetp/Approvals$Approval;->tool:Ljava/lang/String;

    iget-object v1, p2, Lcom/greenwick/garden/cetp/Call;->tool:Ljava/lang/String;

    .line 11
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p1, Lcom/greenwick/garden/cetp/Approvals$Approval;->requestId:Ljava/lang/String;

    iget-object v1, p2, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    .line 12
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p1, Lcom/greenwick/garden/cetp/Approvals$Approval;->argsDigest:Ljava/lang/String;

    iget-object v1, p2, Lcom/greenwick/garden/cetp/Call;->argsDigest:Ljava/lang/String;

    .line 13
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-wide v0, p1, Lcom/greenwick/garden/cetp/Approvals$Approval;->expiresAt:J

    cmp-long v0, v0, p3

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    .line 10
    :goto_0
    return v0
.end method

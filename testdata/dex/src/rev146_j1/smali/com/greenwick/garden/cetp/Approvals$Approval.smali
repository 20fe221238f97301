.class public final Lcom/greenwick/garden/cetp/Approvals$Approval;
.super Ljava/lang/Object;
.source "Approvals.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/greenwick/garden/cetp/Approvals;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Approval"
.end annotation


# instance fields
.field public final argsDigest:Ljava/lang/String;

.field public final expiresAt:J

.field public final requestId:Ljava/lang/String;

.field volatile state:I

.field public final summary:Ljava/lang/String;

.field public final tool:Ljava/lang/String;

.field public final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 9

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 26
    iput p1, p0, Lcom/greenwick/garden/cetp/Approvals$Approval;->uid:I

    .line 27
    iput-object p2, p0, Lcom/greenwick/garden/cetp/Approvals$Approval;->tool:Ljava/lang/String;

    .line 28
    iput-object p3, p0, Lcom/greenwick/garden/cetp/Approvals$Approval;->requestId:Ljava/lang/String;

    .line 29
    iput-object p4, p0, Lcom/greenwick/garden/cetp/Approvals$Approval;->argsDigest:Ljava/lang/String;

    .line 30
    iput-object p5, p0, Lcom/greenwick/garden/cetp/Approvals$Approval;->summary:Ljava/lang/String;

    .line 31
    iput-wide p6, p0, Lcom/greenwick/garden/cetp/Approvals$Approval;->expiresAt:J

    .line 32
    const/4 v0, 0x0

    iput v0, p0, Lcom/greenwick/garden/cetp/Approvals$Approval;->state:I

    .line 33
    return-void
.end method


# virtual methods
.method public approved()Z
    .registers 3

    .line 40
    iget v0, p0, Lcom/greenwick/garden/cetp/Approvals$Approval;->state:I

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public pending()Z
    .registers 2

    .line 36
    iget v0, p0, Lcom/greenwick/garden/cetp/Approvals$Approval;->state:I

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

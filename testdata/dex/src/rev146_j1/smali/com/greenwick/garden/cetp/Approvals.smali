.class public final Lcom/greenwick/garden/cetp/Approvals;
.super Ljava/lang/Object;
.source "Approvals.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/greenwick/garden/cetp/Approvals$Approval;
    }
.end annotation


# static fields
.field static final APPROVED:I = 0x1

.field static final DENIED:I = 0x2

.field static final PENDING:I


# instance fields
.field private final open:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/greenwick/garden/cetp/Approvals$Approval;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 44
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/greenwick/garden/cetp/Approvals;->open:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public decide(Ljava/lang/String;Z)V
    .registers 6

    .line 66
    iget-object v0, p0, Lcom/greenwick/garden/cetp/Approvals;->open:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/greenwick/garden/cetp/Approvals$Approval;

    move-object v2, v0

    .line 67
    if-eqz v2, :cond_1

    invoke-virtual {v2}, Lcom/greenwick/garden/cetp/Approvals$Approval;->pending()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 68
    move-object v0, v2

    if-eqz p2, :cond_0

    const/4 v1, 0x1

    goto :goto_0

    :cond_0
    const/4 v1, 0x2

    :goto_0
    iput v1, v0, Lcom/greenwick/garden/cetp/Approvals$Approval;->state:I

    .line 70
    :cond_1
    return-void
.end method

.method public open(Ljava/lang/String;Lcom/greenwick/garden/cetp/Call;Ljava/lang/String;J)V
    .registers 16

    .line 47
    iget-object v0, p0, Lcom/greenwick/garden/cetp/Approvals;->open:Ljava/util/Map;

    new-instance v1, Lcom/greenwick/garden/cetp/Approvals$Approval;

    iget-object v3, p2, Lcom/greenwick/garden/cetp/Call;->caller:Lcom/greenwick/garden/security/Caller;

    iget v3, v3, Lcom/greenwick/garden/security/Caller;->uid:I

    iget-object v4, p2, Lcom/greenwick/garden/cetp/Call;->tool:Ljava/lang/String;

    iget-object v5, p2, Lcom/greenwick/garden/cetp/Call;->requestId:Ljava/lang/String;

    iget-object v6, p2, Lcom/greenwick/garden/cetp/Call;->argsDigest:Ljava/lang/String;

    move-object v2, v1

    move-object v7, p3

    move-wide v8, p4

    invoke-direct/range {v2 .. v9}, Lcom/greenwick/garden/cetp/Approvals$Approval;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    invoke-interface {v0, p1, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 48
    return-void
.end method

.method public redeem(Ljava/lang/String;)Lcom/greenwick/garden/cetp/Approvals$Approval;
    .registers 4

    .line 52
    iget-object v0, p0, Lcom/greenwick/garden/cetp/Approvals;->open:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/greenwick/garden/cetp/Approvals$Approval;

    move-object v1, v0

    .line 53
    if-eqz v1, :cond_0

    invoke-virtual {v1}, Lcom/greenwick/garden/cetp/Approvals$Approval;->pending()Z

    move-result v0

    if-nez v0, :cond_0

    .line 54
    iget-object v0, p0, Lcom/greenwick/garden/cetp/Approvals;->open:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 56
    :cond_0
    return-object v1
.end method

.method public summaryFor(Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    .line 61
    iget-object v0, p0, Lcom/greenwick/garden/cetp/Approvals;->open:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/greenwick/garden/cetp/Approvals$Approval;

    move-object v1, v0

    .line 62
    if-eqz v1, :cond_0

    invoke-virtual {v1}, Lcom/greenwick/garden/cetp/Approvals$Approval;->pending()Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, v1, Lcom/greenwick/garden/cetp/Approvals$Approval;->summary:Ljava/lang/String;

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

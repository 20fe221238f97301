.class final Lcom/larderly/app/plans/PlanResultMapper;
.super Ljava/lang/Object;
.source "PlanResultMapper.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    return-void
.end method

.method static explained(Ljava/lang/String;Lcom/larderly/app/domain/DomainException;)Landroid/os/Bundle;
    .registers 7

    .line 27
    invoke-virtual {p1}, Lcom/larderly/app/domain/DomainException;->code()Ljava/lang/String;

    move-result-object v0

    invoke-static {p0, v0}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    .line 28
    invoke-virtual {p1}, Lcom/larderly/app/domain/DomainException;->getMessage()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Planner could not finish: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "error_message"

    invoke-virtual {v4, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 29
    return-object v4
.end method

.method static toBundle(Ljava/lang/String;Lcom/larderly/app/domain/Result;Lcom/larderly/app/mapper/ResultMapper$ToJson;)Landroid/os/Bundle;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Ljava/lang/String;",
            "Lcom/larderly/app/domain/Result<",
            "TT;>;",
            "Lcom/larderly/app/mapper/ResultMapper$ToJson<",
            "TT;>;)",
            "Landroid/os/Bundle;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 20
    iget-object v0, p1, Lcom/larderly/app/domain/Result;->error:Lcom/larderly/app/domain/DomainException;

    if-eqz v0, :cond_0

    .line 21
    iget-object v1, p1, Lcom/larderly/app/domain/Result;->error:Lcom/larderly/app/domain/DomainException;

    invoke-static {p0, v1}, Lcom/larderly/app/plans/PlanResultMapper;->explained(Ljava/lang/String;Lcom/larderly/app/domain/DomainException;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 23
    :cond_0
    invoke-static {p0, p1, p2}, Lcom/larderly/app/mapper/ResultMapper;->toBundle(Ljava/lang/String;Lcom/larderly/app/domain/Result;Lcom/larderly/app/mapper/ResultMapper$ToJson;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

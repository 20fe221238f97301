.class public final Lcom/larderly/app/mapper/ResultMapper;
.super Ljava/lang/Object;
.source "ResultMapper.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/larderly/app/mapper/ResultMapper$ToJson;
    }
.end annotation


# static fields
.field static final TAG:Ljava/lang/String; = "LarderlyMapper"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    return-void
.end method

.method public static failure(Ljava/lang/String;Lcom/larderly/app/domain/DomainException;)Landroid/os/Bundle;
    .registers 7

    .line 36
    invoke-virtual {p1}, Lcom/larderly/app/domain/DomainException;->code()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "request "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " failed with "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "LarderlyMapper"

    invoke-static {v0, v1, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 37
    invoke-virtual {p1}, Lcom/larderly/app/domain/DomainException;->code()Ljava/lang/String;

    move-result-object v1

    invoke-static {p0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static toBundle(Ljava/lang/String;Lcom/larderly/app/domain/Result;Lcom/larderly/app/mapper/ResultMapper$ToJson;)Landroid/os/Bundle;
    .registers 6
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

    .line 23
    iget-boolean v0, p1, Lcom/larderly/app/domain/Result;->cancelled:Z

    if-eqz v0, :cond_0

    .line 24
    const-string v1, "CANCELLED"

    invoke-static {p0, v1}, Lcom/larderly/app/cetp/Envelopes;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 26
    :cond_0
    iget-object v0, p1, Lcom/larderly/app/domain/Result;->error:Lcom/larderly/app/domain/DomainException;

    if-eqz v0, :cond_1

    .line 27
    iget-object v1, p1, Lcom/larderly/app/domain/Result;->error:Lcom/larderly/app/domain/DomainException;

    invoke-static {p0, v1}, Lcom/larderly/app/mapper/ResultMapper;->failure(Ljava/lang/String;Lcom/larderly/app/domain/DomainException;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 29
    :cond_1
    iget-object v0, p1, Lcom/larderly/app/domain/Result;->confirmation:Lcom/larderly/app/domain/Result$Confirmation;

    if-eqz v0, :cond_2

    .line 30
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "confirmation must be resolved by the provider"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 32
    :cond_2
    iget-object v2, p1, Lcom/larderly/app/domain/Result;->value:Ljava/lang/Object;

    invoke-interface {p2, v2}, Lcom/larderly/app/mapper/ResultMapper$ToJson;->map(Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p0, v1}, Lcom/larderly/app/cetp/Envelopes;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.class public final Lcom/stallmart/data/StallLedger;
.super Ljava/lang/Object;
.source "StallLedger.java"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;


# instance fields
.field private final db:Lcom/stallmart/data/MarketDb;


# direct methods
.method public constructor <init>(Lcom/stallmart/data/MarketDb;)V
    .registers 2

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    iput-object p1, p0, Lcom/stallmart/data/StallLedger;->db:Lcom/stallmart/data/MarketDb;

    .line 15
    return-void
.end method


# virtual methods
.method public declared-synchronized execute(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Ljava/util/function/Supplier;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7

    .line 20
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, ":"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 21
    iget-object v1, p0, Lcom/stallmart/data/StallLedger;->db:Lcom/stallmart/data/MarketDb;

    invoke-virtual {v1, v0}, Lcom/stallmart/data/MarketDb;->outcome(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    .line 22
    if-eqz v1, :cond_2e

    .line 23
    invoke-static {v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 25
    :cond_2e
    invoke-interface {p2}, Ljava/util/function/Supplier;->get()Ljava/lang/Object;

    move-result-object p2

    check-cast p2, Lcom/clawseed/cetp/sdk/CetpProviderResult;

    .line 26
    invoke-virtual {p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->isSuccess()Z

    move-result v1

    if-eqz v1, :cond_4d

    .line 27
    iget-object v1, p0, Lcom/stallmart/data/StallLedger;->db:Lcom/stallmart/data/MarketDb;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->getValue()Lorg/json/JSONObject;

    move-result-object v2

    invoke-static {v2}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v0, p1, v2}, Lcom/stallmart/data/MarketDb;->record(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 29
    :cond_4d
    return-object p2
.end method

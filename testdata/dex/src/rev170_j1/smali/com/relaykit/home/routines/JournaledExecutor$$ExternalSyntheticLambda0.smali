.class public final synthetic Lcom/relaykit/home/routines/JournaledExecutor$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/relaykit/home/routines/JournaledExecutor;

.field public final synthetic f$1:Lcom/relaykit/home/cetp/CetpRequest;

.field public final synthetic f$2:Lcom/relaykit/home/core/Command;


# direct methods
.method public synthetic constructor <init>(Lcom/relaykit/home/routines/JournaledExecutor;Lcom/relaykit/home/cetp/CetpRequest;Lcom/relaykit/home/core/Command;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/relaykit/home/routines/JournaledExecutor$$ExternalSyntheticLambda0;->f$0:Lcom/relaykit/home/routines/JournaledExecutor;

    iput-object p2, p0, Lcom/relaykit/home/routines/JournaledExecutor$$ExternalSyntheticLambda0;->f$1:Lcom/relaykit/home/cetp/CetpRequest;

    iput-object p3, p0, Lcom/relaykit/home/routines/JournaledExecutor$$ExternalSyntheticLambda0;->f$2:Lcom/relaykit/home/core/Command;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/relaykit/home/routines/JournaledExecutor$$ExternalSyntheticLambda0;->f$0:Lcom/relaykit/home/routines/JournaledExecutor;

    iget-object v1, p0, Lcom/relaykit/home/routines/JournaledExecutor$$ExternalSyntheticLambda0;->f$1:Lcom/relaykit/home/cetp/CetpRequest;

    iget-object v2, p0, Lcom/relaykit/home/routines/JournaledExecutor$$ExternalSyntheticLambda0;->f$2:Lcom/relaykit/home/core/Command;

    invoke-virtual {v0, v1, v2}, Lcom/relaykit/home/routines/JournaledExecutor;->lambda$execute$0$com-relaykit-home-routines-JournaledExecutor(Lcom/relaykit/home/cetp/CetpRequest;Lcom/relaykit/home/core/Command;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.class public final synthetic Lcom/ferncastle/cetp/Interceptors$Deadline$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/ferncastle/plugin/Chain;

.field public final synthetic f$1:Lcom/ferncastle/plugin/Invocation;


# direct methods
.method public synthetic constructor <init>(Lcom/ferncastle/plugin/Chain;Lcom/ferncastle/plugin/Invocation;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/ferncastle/cetp/Interceptors$Deadline$$ExternalSyntheticLambda0;->f$0:Lcom/ferncastle/plugin/Chain;

    iput-object p2, p0, Lcom/ferncastle/cetp/Interceptors$Deadline$$ExternalSyntheticLambda0;->f$1:Lcom/ferncastle/plugin/Invocation;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/ferncastle/cetp/Interceptors$Deadline$$ExternalSyntheticLambda0;->f$0:Lcom/ferncastle/plugin/Chain;

    iget-object v1, p0, Lcom/ferncastle/cetp/Interceptors$Deadline$$ExternalSyntheticLambda0;->f$1:Lcom/ferncastle/plugin/Invocation;

    invoke-static {v0, v1}, Lcom/ferncastle/cetp/Interceptors$Deadline;->lambda$intercept$0(Lcom/ferncastle/plugin/Chain;Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method

.class public final synthetic Lcom/copperwick/cetp/CopperToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/copperwick/cetp/CopperToolProvider;

.field public final synthetic f$1:Lcom/copperwick/cetp/Tool;

.field public final synthetic f$2:Lcom/copperwick/cetp/Invocation;


# direct methods
.method public synthetic constructor <init>(Lcom/copperwick/cetp/CopperToolProvider;Lcom/copperwick/cetp/Tool;Lcom/copperwick/cetp/Invocation;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/copperwick/cetp/CopperToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/copperwick/cetp/CopperToolProvider;

    iput-object p2, p0, Lcom/copperwick/cetp/CopperToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/copperwick/cetp/Tool;

    iput-object p3, p0, Lcom/copperwick/cetp/CopperToolProvider$$ExternalSyntheticLambda0;->f$2:Lcom/copperwick/cetp/Invocation;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/copperwick/cetp/CopperToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/copperwick/cetp/CopperToolProvider;

    iget-object v1, p0, Lcom/copperwick/cetp/CopperToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/copperwick/cetp/Tool;

    iget-object v2, p0, Lcom/copperwick/cetp/CopperToolProvider$$ExternalSyntheticLambda0;->f$2:Lcom/copperwick/cetp/Invocation;

    invoke-virtual {v0, v1, v2}, Lcom/copperwick/cetp/CopperToolProvider;->lambda$executeTool$0$com-copperwick-cetp-CopperToolProvider(Lcom/copperwick/cetp/Tool;Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

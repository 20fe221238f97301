.class public final synthetic Lcom/quirewell/cetp/QuireToolProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/quirewell/cetp/QuireToolProvider;

.field public final synthetic f$1:Lcom/quirewell/cetp/Tool;

.field public final synthetic f$2:Lcom/quirewell/cetp/ToolRegistry$Entry;

.field public final synthetic f$3:Lcom/quirewell/cetp/Invocation;


# direct methods
.method public synthetic constructor <init>(Lcom/quirewell/cetp/QuireToolProvider;Lcom/quirewell/cetp/Tool;Lcom/quirewell/cetp/ToolRegistry$Entry;Lcom/quirewell/cetp/Invocation;)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quirewell/cetp/QuireToolProvider$$ExternalSyntheticLambda4;->f$0:Lcom/quirewell/cetp/QuireToolProvider;

    iput-object p2, p0, Lcom/quirewell/cetp/QuireToolProvider$$ExternalSyntheticLambda4;->f$1:Lcom/quirewell/cetp/Tool;

    iput-object p3, p0, Lcom/quirewell/cetp/QuireToolProvider$$ExternalSyntheticLambda4;->f$2:Lcom/quirewell/cetp/ToolRegistry$Entry;

    iput-object p4, p0, Lcom/quirewell/cetp/QuireToolProvider$$ExternalSyntheticLambda4;->f$3:Lcom/quirewell/cetp/Invocation;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lcom/quirewell/cetp/QuireToolProvider$$ExternalSyntheticLambda4;->f$0:Lcom/quirewell/cetp/QuireToolProvider;

    iget-object v1, p0, Lcom/quirewell/cetp/QuireToolProvider$$ExternalSyntheticLambda4;->f$1:Lcom/quirewell/cetp/Tool;

    iget-object v2, p0, Lcom/quirewell/cetp/QuireToolProvider$$ExternalSyntheticLambda4;->f$2:Lcom/quirewell/cetp/ToolRegistry$Entry;

    iget-object v3, p0, Lcom/quirewell/cetp/QuireToolProvider$$ExternalSyntheticLambda4;->f$3:Lcom/quirewell/cetp/Invocation;

    invoke-virtual {v0, v1, v2, v3}, Lcom/quirewell/cetp/QuireToolProvider;->lambda$executeTool$0$com-quirewell-cetp-QuireToolProvider(Lcom/quirewell/cetp/Tool;Lcom/quirewell/cetp/ToolRegistry$Entry;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

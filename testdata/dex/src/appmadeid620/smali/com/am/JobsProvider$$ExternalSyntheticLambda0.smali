.class public final synthetic Lcom/am/JobsProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

# instance fields
.field public final synthetic f$0:Lcom/am/JobsProvider;
.field public final synthetic f$1:Lcom/am/Job;


# direct methods
.method public synthetic constructor <init>(Lcom/am/JobsProvider;Lcom/am/Job;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/am/JobsProvider$$ExternalSyntheticLambda0;->f$0:Lcom/am/JobsProvider;
    iput-object p2, p0, Lcom/am/JobsProvider$$ExternalSyntheticLambda0;->f$1:Lcom/am/Job;
    return-void
.end method


# virtual methods
.method public final run()V
    .registers 3
    iget-object v0, p0, Lcom/am/JobsProvider$$ExternalSyntheticLambda0;->f$0:Lcom/am/JobsProvider;
    iget-object v1, p0, Lcom/am/JobsProvider$$ExternalSyntheticLambda0;->f$1:Lcom/am/Job;
    invoke-direct {v0, v1}, Lcom/am/JobsProvider;->lambda$call$0(Lcom/am/Job;)V
    return-void
.end method


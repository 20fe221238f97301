.class public final synthetic Lcom/hearthboard/rx/Schedulers$HandlerScheduler$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hearthboard/rx/Action;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/rx/Schedulers$HandlerScheduler;

.field public final synthetic f$1:Ljava/lang/Runnable;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/rx/Schedulers$HandlerScheduler;Ljava/lang/Runnable;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/rx/Schedulers$HandlerScheduler$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/rx/Schedulers$HandlerScheduler;

    iput-object p2, p0, Lcom/hearthboard/rx/Schedulers$HandlerScheduler$$ExternalSyntheticLambda0;->f$1:Ljava/lang/Runnable;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 3

    iget-object v0, p0, Lcom/hearthboard/rx/Schedulers$HandlerScheduler$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/rx/Schedulers$HandlerScheduler;

    iget-object v1, p0, Lcom/hearthboard/rx/Schedulers$HandlerScheduler$$ExternalSyntheticLambda0;->f$1:Ljava/lang/Runnable;

    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Schedulers$HandlerScheduler;->lambda$schedule$0$com-hearthboard-rx-Schedulers$HandlerScheduler(Ljava/lang/Runnable;)V

    return-void
.end method

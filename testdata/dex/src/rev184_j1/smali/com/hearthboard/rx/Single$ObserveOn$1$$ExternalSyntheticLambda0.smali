.class public final synthetic Lcom/hearthboard/rx/Single$ObserveOn$1$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/rx/SingleObserver;

.field public final synthetic f$1:Ljava/lang/Object;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/rx/SingleObserver;Ljava/lang/Object;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/rx/Single$ObserveOn$1$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/rx/SingleObserver;

    iput-object p2, p0, Lcom/hearthboard/rx/Single$ObserveOn$1$$ExternalSyntheticLambda0;->f$1:Ljava/lang/Object;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 3

    iget-object v0, p0, Lcom/hearthboard/rx/Single$ObserveOn$1$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/rx/SingleObserver;

    iget-object v1, p0, Lcom/hearthboard/rx/Single$ObserveOn$1$$ExternalSyntheticLambda0;->f$1:Ljava/lang/Object;

    invoke-static {v0, v1}, Lcom/hearthboard/rx/Single$ObserveOn$1;->lambda$onSuccess$0(Lcom/hearthboard/rx/SingleObserver;Ljava/lang/Object;)V

    return-void
.end method

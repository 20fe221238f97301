.class public final synthetic Lcom/hearthboard/rx/Single$SubscribeOn$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/hearthboard/rx/Single$SubscribeOn;

.field public final synthetic f$1:Lcom/hearthboard/rx/Disposables$Serial;

.field public final synthetic f$2:Lcom/hearthboard/rx/SingleObserver;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthboard/rx/Single$SubscribeOn;Lcom/hearthboard/rx/Disposables$Serial;Lcom/hearthboard/rx/SingleObserver;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthboard/rx/Single$SubscribeOn$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/rx/Single$SubscribeOn;

    iput-object p2, p0, Lcom/hearthboard/rx/Single$SubscribeOn$$ExternalSyntheticLambda0;->f$1:Lcom/hearthboard/rx/Disposables$Serial;

    iput-object p3, p0, Lcom/hearthboard/rx/Single$SubscribeOn$$ExternalSyntheticLambda0;->f$2:Lcom/hearthboard/rx/SingleObserver;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 4

    iget-object v0, p0, Lcom/hearthboard/rx/Single$SubscribeOn$$ExternalSyntheticLambda0;->f$0:Lcom/hearthboard/rx/Single$SubscribeOn;

    iget-object v1, p0, Lcom/hearthboard/rx/Single$SubscribeOn$$ExternalSyntheticLambda0;->f$1:Lcom/hearthboard/rx/Disposables$Serial;

    iget-object v2, p0, Lcom/hearthboard/rx/Single$SubscribeOn$$ExternalSyntheticLambda0;->f$2:Lcom/hearthboard/rx/SingleObserver;

    invoke-virtual {v0, v1, v2}, Lcom/hearthboard/rx/Single$SubscribeOn;->lambda$subscribeActual$0$com-hearthboard-rx-Single$SubscribeOn(Lcom/hearthboard/rx/Disposables$Serial;Lcom/hearthboard/rx/SingleObserver;)V

    return-void
.end method

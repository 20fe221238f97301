.class final Lcom/hearthboard/rx/Single$ObserveOn;
.super Lcom/hearthboard/rx/Single;
.source "Single.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthboard/rx/Single;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "ObserveOn"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        ">",
        "Lcom/hearthboard/rx/Single<",
        "TT;>;"
    }
.end annotation


# instance fields
.field final scheduler:Lcom/hearthboard/rx/Scheduler;

.field final source:Lcom/hearthboard/rx/Single;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/hearthboard/rx/Single<",
            "TT;>;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Lcom/hearthboard/rx/Single;Lcom/hearthboard/rx/Scheduler;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/Single<",
            "TT;>;",
            "Lcom/hearthboard/rx/Scheduler;",
            ")V"
        }
    .end annotation

    .line 367
    invoke-direct {p0}, Lcom/hearthboard/rx/Single;-><init>()V

    .line 368
    iput-object p1, p0, Lcom/hearthboard/rx/Single$ObserveOn;->source:Lcom/hearthboard/rx/Single;

    .line 369
    iput-object p2, p0, Lcom/hearthboard/rx/Single$ObserveOn;->scheduler:Lcom/hearthboard/rx/Scheduler;

    .line 370
    return-void
.end method


# virtual methods
.method protected subscribeActual(Lcom/hearthboard/rx/SingleObserver;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/SingleObserver<",
            "-TT;>;)V"
        }
    .end annotation

    .line 374
    iget-object v0, p0, Lcom/hearthboard/rx/Single$ObserveOn;->source:Lcom/hearthboard/rx/Single;

    new-instance v1, Lcom/hearthboard/rx/Single$ObserveOn$1;

    invoke-direct {v1, p0, p1}, Lcom/hearthboard/rx/Single$ObserveOn$1;-><init>(Lcom/hearthboard/rx/Single$ObserveOn;Lcom/hearthboard/rx/SingleObserver;)V

    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->subscribe(Lcom/hearthboard/rx/SingleObserver;)V

    .line 390
    return-void
.end method

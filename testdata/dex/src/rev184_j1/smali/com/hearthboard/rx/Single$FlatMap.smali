.class final Lcom/hearthboard/rx/Single$FlatMap;
.super Lcom/hearthboard/rx/Single;
.source "Single.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthboard/rx/Single;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "FlatMap"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        "R:",
        "Ljava/lang/Object;",
        ">",
        "Lcom/hearthboard/rx/Single<",
        "TR;>;"
    }
.end annotation


# instance fields
.field final mapper:Lcom/hearthboard/rx/Function;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/hearthboard/rx/Function<",
            "-TT;+",
            "Lcom/hearthboard/rx/Single<",
            "+TR;>;>;"
        }
    .end annotation
.end field

.field final source:Lcom/hearthboard/rx/Single;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/hearthboard/rx/Single<",
            "TT;>;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Lcom/hearthboard/rx/Single;Lcom/hearthboard/rx/Function;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/Single<",
            "TT;>;",
            "Lcom/hearthboard/rx/Function<",
            "-TT;+",
            "Lcom/hearthboard/rx/Single<",
            "+TR;>;>;)V"
        }
    .end annotation

    .line 206
    invoke-direct {p0}, Lcom/hearthboard/rx/Single;-><init>()V

    .line 207
    iput-object p1, p0, Lcom/hearthboard/rx/Single$FlatMap;->source:Lcom/hearthboard/rx/Single;

    .line 208
    iput-object p2, p0, Lcom/hearthboard/rx/Single$FlatMap;->mapper:Lcom/hearthboard/rx/Function;

    .line 209
    return-void
.end method


# virtual methods
.method protected subscribeActual(Lcom/hearthboard/rx/SingleObserver;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/SingleObserver<",
            "-TR;>;)V"
        }
    .end annotation

    .line 213
    new-instance v2, Lcom/hearthboard/rx/Disposables$Serial;

    invoke-direct {v2}, Lcom/hearthboard/rx/Disposables$Serial;-><init>()V

    .line 214
    invoke-interface {p1, v2}, Lcom/hearthboard/rx/SingleObserver;->onSubscribe(Lcom/hearthboard/rx/Disposable;)V

    .line 215
    iget-object v0, p0, Lcom/hearthboard/rx/Single$FlatMap;->source:Lcom/hearthboard/rx/Single;

    new-instance v1, Lcom/hearthboard/rx/Single$FlatMap$1;

    invoke-direct {v1, p0, v2, p1}, Lcom/hearthboard/rx/Single$FlatMap$1;-><init>(Lcom/hearthboard/rx/Single$FlatMap;Lcom/hearthboard/rx/Disposables$Serial;Lcom/hearthboard/rx/SingleObserver;)V

    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->subscribe(Lcom/hearthboard/rx/SingleObserver;)V

    .line 253
    return-void
.end method

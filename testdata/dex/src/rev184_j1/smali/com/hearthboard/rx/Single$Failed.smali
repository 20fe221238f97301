.class final Lcom/hearthboard/rx/Single$Failed;
.super Lcom/hearthboard/rx/Single;
.source "Single.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthboard/rx/Single;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Failed"
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
.field final error:Ljava/lang/Throwable;


# direct methods
.method constructor <init>(Ljava/lang/Throwable;)V
    .registers 2

    .line 98
    invoke-direct {p0}, Lcom/hearthboard/rx/Single;-><init>()V

    .line 99
    iput-object p1, p0, Lcom/hearthboard/rx/Single$Failed;->error:Ljava/lang/Throwable;

    .line 100
    return-void
.end method


# virtual methods
.method protected subscribeActual(Lcom/hearthboard/rx/SingleObserver;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/SingleObserver<",
            "-TT;>;)V"
        }
    .end annotation

    .line 104
    invoke-static {}, Lcom/hearthboard/rx/Disposables;->empty()Lcom/hearthboard/rx/Disposable;

    move-result-object v0

    invoke-interface {p1, v0}, Lcom/hearthboard/rx/SingleObserver;->onSubscribe(Lcom/hearthboard/rx/Disposable;)V

    .line 105
    iget-object v0, p0, Lcom/hearthboard/rx/Single$Failed;->error:Ljava/lang/Throwable;

    invoke-interface {p1, v0}, Lcom/hearthboard/rx/SingleObserver;->onError(Ljava/lang/Throwable;)V

    .line 106
    return-void
.end method

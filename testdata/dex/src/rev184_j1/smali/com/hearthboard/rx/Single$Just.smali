.class final Lcom/hearthboard/rx/Single$Just;
.super Lcom/hearthboard/rx/Single;
.source "Single.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthboard/rx/Single;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Just"
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
.field final value:Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "TT;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Ljava/lang/Object;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;)V"
        }
    .end annotation

    .line 84
    invoke-direct {p0}, Lcom/hearthboard/rx/Single;-><init>()V

    .line 85
    iput-object p1, p0, Lcom/hearthboard/rx/Single$Just;->value:Ljava/lang/Object;

    .line 86
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

    .line 90
    invoke-static {}, Lcom/hearthboard/rx/Disposables;->empty()Lcom/hearthboard/rx/Disposable;

    move-result-object v0

    invoke-interface {p1, v0}, Lcom/hearthboard/rx/SingleObserver;->onSubscribe(Lcom/hearthboard/rx/Disposable;)V

    .line 91
    iget-object v0, p0, Lcom/hearthboard/rx/Single$Just;->value:Ljava/lang/Object;

    invoke-interface {p1, v0}, Lcom/hearthboard/rx/SingleObserver;->onSuccess(Ljava/lang/Object;)V

    .line 92
    return-void
.end method

.class final Lcom/hearthboard/rx/Single$OnErrorReturn;
.super Lcom/hearthboard/rx/Single;
.source "Single.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthboard/rx/Single;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "OnErrorReturn"
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
.field final fallback:Lcom/hearthboard/rx/Function;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/hearthboard/rx/Function<",
            "-",
            "Ljava/lang/Throwable;",
            "+TT;>;"
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
            "-",
            "Ljava/lang/Throwable;",
            "+TT;>;)V"
        }
    .end annotation

    .line 296
    invoke-direct {p0}, Lcom/hearthboard/rx/Single;-><init>()V

    .line 297
    iput-object p1, p0, Lcom/hearthboard/rx/Single$OnErrorReturn;->source:Lcom/hearthboard/rx/Single;

    .line 298
    iput-object p2, p0, Lcom/hearthboard/rx/Single$OnErrorReturn;->fallback:Lcom/hearthboard/rx/Function;

    .line 299
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

    .line 303
    iget-object v0, p0, Lcom/hearthboard/rx/Single$OnErrorReturn;->source:Lcom/hearthboard/rx/Single;

    new-instance v1, Lcom/hearthboard/rx/Single$OnErrorReturn$1;

    invoke-direct {v1, p0, p1}, Lcom/hearthboard/rx/Single$OnErrorReturn$1;-><init>(Lcom/hearthboard/rx/Single$OnErrorReturn;Lcom/hearthboard/rx/SingleObserver;)V

    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->subscribe(Lcom/hearthboard/rx/SingleObserver;)V

    .line 326
    return-void
.end method

.class final Lcom/hearthboard/rx/Single$Map;
.super Lcom/hearthboard/rx/Single;
.source "Single.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthboard/rx/Single;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Map"
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
            "-TT;+TR;>;"
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
            "-TT;+TR;>;)V"
        }
    .end annotation

    .line 165
    invoke-direct {p0}, Lcom/hearthboard/rx/Single;-><init>()V

    .line 166
    iput-object p1, p0, Lcom/hearthboard/rx/Single$Map;->source:Lcom/hearthboard/rx/Single;

    .line 167
    iput-object p2, p0, Lcom/hearthboard/rx/Single$Map;->mapper:Lcom/hearthboard/rx/Function;

    .line 168
    return-void
.end method


# virtual methods
.method protected subscribeActual(Lcom/hearthboard/rx/SingleObserver;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/hearthboard/rx/SingleObserver<",
            "-TR;>;)V"
        }
    .end annotation

    .line 172
    iget-object v0, p0, Lcom/hearthboard/rx/Single$Map;->source:Lcom/hearthboard/rx/Single;

    new-instance v1, Lcom/hearthboard/rx/Single$Map$1;

    invoke-direct {v1, p0, p1}, Lcom/hearthboard/rx/Single$Map$1;-><init>(Lcom/hearthboard/rx/Single$Map;Lcom/hearthboard/rx/SingleObserver;)V

    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->subscribe(Lcom/hearthboard/rx/SingleObserver;)V

    .line 199
    return-void
.end method

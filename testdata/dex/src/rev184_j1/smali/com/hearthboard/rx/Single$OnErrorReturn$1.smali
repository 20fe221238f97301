.class Lcom/hearthboard/rx/Single$OnErrorReturn$1;
.super Ljava/lang/Object;
.source "Single.java"

# interfaces
.implements Lcom/hearthboard/rx/SingleObserver;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/hearthboard/rx/Single$OnErrorReturn;->subscribeActual(Lcom/hearthboard/rx/SingleObserver;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/hearthboard/rx/SingleObserver<",
        "TT;>;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/hearthboard/rx/Single$OnErrorReturn;

.field final synthetic val$downstream:Lcom/hearthboard/rx/SingleObserver;


# direct methods
.method constructor <init>(Lcom/hearthboard/rx/Single$OnErrorReturn;Lcom/hearthboard/rx/SingleObserver;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 303
    iput-object p1, p0, Lcom/hearthboard/rx/Single$OnErrorReturn$1;->this$0:Lcom/hearthboard/rx/Single$OnErrorReturn;

    iput-object p2, p0, Lcom/hearthboard/rx/Single$OnErrorReturn$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onError(Ljava/lang/Throwable;)V
    .registers 5

    .line 318
    :try_start_0
    iget-object v0, p0, Lcom/hearthboard/rx/Single$OnErrorReturn$1;->this$0:Lcom/hearthboard/rx/Single$OnErrorReturn;

    iget-object v0, v0, Lcom/hearthboard/rx/Single$OnErrorReturn;->fallback:Lcom/hearthboard/rx/Function;

    invoke-interface {v0, p1}, Lcom/hearthboard/rx/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v1

    .line 322
    goto :goto_0

    :catch_0
    move-exception v2

    .line 320
    iget-object v0, p0, Lcom/hearthboard/rx/Single$OnErrorReturn$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-interface {v0, v2}, Lcom/hearthboard/rx/SingleObserver;->onError(Ljava/lang/Throwable;)V

    .line 321
    return-void

    .line 323
    :goto_0
    iget-object v0, p0, Lcom/hearthboard/rx/Single$OnErrorReturn$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-interface {v0, v1}, Lcom/hearthboard/rx/SingleObserver;->onSuccess(Ljava/lang/Object;)V

    .line 324
    return-void
.end method

.method public onSubscribe(Lcom/hearthboard/rx/Disposable;)V
    .registers 3

    .line 306
    iget-object v0, p0, Lcom/hearthboard/rx/Single$OnErrorReturn$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-interface {v0, p1}, Lcom/hearthboard/rx/SingleObserver;->onSubscribe(Lcom/hearthboard/rx/Disposable;)V

    .line 307
    return-void
.end method

.method public onSuccess(Ljava/lang/Object;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;)V"
        }
    .end annotation

    .line 311
    iget-object v0, p0, Lcom/hearthboard/rx/Single$OnErrorReturn$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-interface {v0, p1}, Lcom/hearthboard/rx/SingleObserver;->onSuccess(Ljava/lang/Object;)V

    .line 312
    return-void
.end method

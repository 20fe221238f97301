.class Lcom/hearthboard/rx/Single$Map$1;
.super Ljava/lang/Object;
.source "Single.java"

# interfaces
.implements Lcom/hearthboard/rx/SingleObserver;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/hearthboard/rx/Single$Map;->subscribeActual(Lcom/hearthboard/rx/SingleObserver;)V
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
.field final synthetic this$0:Lcom/hearthboard/rx/Single$Map;

.field final synthetic val$downstream:Lcom/hearthboard/rx/SingleObserver;


# direct methods
.method constructor <init>(Lcom/hearthboard/rx/Single$Map;Lcom/hearthboard/rx/SingleObserver;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 172
    iput-object p1, p0, Lcom/hearthboard/rx/Single$Map$1;->this$0:Lcom/hearthboard/rx/Single$Map;

    iput-object p2, p0, Lcom/hearthboard/rx/Single$Map$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onError(Ljava/lang/Throwable;)V
    .registers 3

    .line 196
    iget-object v0, p0, Lcom/hearthboard/rx/Single$Map$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-interface {v0, p1}, Lcom/hearthboard/rx/SingleObserver;->onError(Ljava/lang/Throwable;)V

    .line 197
    return-void
.end method

.method public onSubscribe(Lcom/hearthboard/rx/Disposable;)V
    .registers 3

    .line 175
    iget-object v0, p0, Lcom/hearthboard/rx/Single$Map$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-interface {v0, p1}, Lcom/hearthboard/rx/SingleObserver;->onSubscribe(Lcom/hearthboard/rx/Disposable;)V

    .line 176
    return-void
.end method

.method public onSuccess(Ljava/lang/Object;)V
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;)V"
        }
    .end annotation

    .line 182
    :try_start_0
    iget-object v0, p0, Lcom/hearthboard/rx/Single$Map$1;->this$0:Lcom/hearthboard/rx/Single$Map;

    iget-object v0, v0, Lcom/hearthboard/rx/Single$Map;->mapper:Lcom/hearthboard/rx/Function;

    invoke-interface {v0, p1}, Lcom/hearthboard/rx/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v3

    .line 186
    goto :goto_0

    :catch_0
    move-exception v4

    .line 184
    iget-object v0, p0, Lcom/hearthboard/rx/Single$Map$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-interface {v0, v4}, Lcom/hearthboard/rx/SingleObserver;->onError(Ljava/lang/Throwable;)V

    .line 185
    return-void

    .line 187
    :goto_0
    if-nez v3, :cond_0

    .line 188
    iget-object v0, p0, Lcom/hearthboard/rx/Single$Map$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    new-instance v1, Ljava/lang/NullPointerException;

    const-string v2, "The mapper returned a null value"

    invoke-direct {v1, v2}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V

    invoke-interface {v0, v1}, Lcom/hearthboard/rx/SingleObserver;->onError(Ljava/lang/Throwable;)V

    goto :goto_1

    .line 190
    :cond_0
    iget-object v0, p0, Lcom/hearthboard/rx/Single$Map$1;->val$downstream:Lcom/hearthboard/rx/SingleObserver;

    invoke-interface {v0, v3}, Lcom/hearthboard/rx/SingleObserver;->onSuccess(Ljava/lang/Object;)V

    .line 192
    :goto_1
    return-void
.end method

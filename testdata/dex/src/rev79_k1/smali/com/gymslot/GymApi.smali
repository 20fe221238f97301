.class public interface abstract Lcom/gymslot/GymApi;
.super Ljava/lang/Object;
.source "Api.kt"


# virtual methods
.method public abstract book(Lcom/gymslot/BookBody;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .param p1    # Lcom/gymslot/BookBody;
        .annotation runtime Lretrofit2/http/Body;
        .end annotation
    .end param
    .annotation runtime Lretrofit2/http/POST;
        value = "bookings"
    .end annotation
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/gymslot/BookBody;",
            "Lkotlin/coroutines/Continuation<",
            "-",
            "Lcom/gymslot/BookReply;",
            ">;)",
            "Ljava/lang/Object;"
        }
    .end annotation
.end method

.method public abstract cancel(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .param p1    # Ljava/lang/String;
        .annotation runtime Lretrofit2/http/Path;
            value = "id"
        .end annotation
    .end param
    .annotation runtime Lretrofit2/http/DELETE;
        value = "bookings/{id}"
    .end annotation
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Lkotlin/coroutines/Continuation<",
            "-",
            "Lkotlin/Unit;",
            ">;)",
            "Ljava/lang/Object;"
        }
    .end annotation
.end method

.method public abstract slots(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .param p1    # Ljava/lang/String;
        .annotation runtime Lretrofit2/http/Query;
            value = "day"
        .end annotation
    .end param
    .annotation runtime Lretrofit2/http/GET;
        value = "slots"
    .end annotation
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Lkotlin/coroutines/Continuation<",
            "-",
            "Ljava/util/List<",
            "Lcom/gymslot/Slot;",
            ">;>;)",
            "Ljava/lang/Object;"
        }
    .end annotation
.end method

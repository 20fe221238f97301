.class public final Lio/quire/app/core/CallStateKt;
.super Ljava/lang/Object;
.source "CallState.kt"


# direct methods
.method public static final drive(Ljava/util/List;Lio/quire/app/core/CallState;)Lio/quire/app/core/CallState;
    .registers 13

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "start"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    move-object v0, p0

    check-cast v0, Ljava/lang/Iterable;

    move-object v2, v0

    move-object v3, p1

    const/4 v4, 0x0

    .line 43
    move-object v5, v3

    .line 44
    invoke-interface {v2}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v7

    move-object v1, v7

    check-cast v1, Lio/quire/app/core/Step;

    move-object v8, v1

    move-object v9, v5

    const/4 v10, 0x0

    .line 41
    instance-of v0, v9, Lio/quire/app/core/CallState$Finished;

    if-eqz v0, :cond_0

    move-object v0, v9

    goto :goto_1

    :cond_0
    invoke-interface {v8, v9}, Lio/quire/app/core/Step;->advance(Lio/quire/app/core/CallState;)Lio/quire/app/core/CallState;

    move-result-object v0

    .line 44
    :goto_1
    move-object v5, v0

    goto :goto_0

    .line 41
    :cond_1
    return-object v5
.end method

.method public static final fail(Lio/quire/app/core/CallState;Ljava/lang/String;Ljava/lang/String;)Lio/quire/app/core/CallState;
    .registers 11

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "code"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "message"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    sget-object v1, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-interface {p0}, Lio/quire/app/core/CallState;->getCall()Lio/quire/app/core/Call;

    move-result-object v4

    invoke-virtual {v4}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v4

    move-object v2, p1

    move-object v3, p2

    const/4 v5, 0x0

    const/16 v6, 0x8

    const/4 v7, 0x0

    invoke-static/range {v1 .. v7}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v1

    invoke-static {p0, v1}, Lio/quire/app/core/CallStateKt;->finish(Lio/quire/app/core/CallState;Landroid/os/Bundle;)Lio/quire/app/core/CallState;

    move-result-object v0

    return-object v0
.end method

.method public static final finish(Lio/quire/app/core/CallState;Landroid/os/Bundle;)Lio/quire/app/core/CallState;
    .registers 5

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "response"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 31
    new-instance v0, Lio/quire/app/core/CallState$Finished;

    invoke-interface {p0}, Lio/quire/app/core/CallState;->getCall()Lio/quire/app/core/Call;

    move-result-object v2

    invoke-direct {v0, v2, p1}, Lio/quire/app/core/CallState$Finished;-><init>(Lio/quire/app/core/Call;Landroid/os/Bundle;)V

    check-cast v0, Lio/quire/app/core/CallState;

    return-object v0
.end method

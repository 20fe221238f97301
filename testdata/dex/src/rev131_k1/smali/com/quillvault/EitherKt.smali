.class public final Lcom/quillvault/EitherKt;
.super Ljava/lang/Object;
.source "Either.kt"

# direct methods
.method public static final getOrHandle(Lcom/quillvault/Either;Lkotlin/jvm/functions/Function1;)Ljava/lang/Object;
    .registers 10
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "default"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v2, 0x0
    .line 14
    move-object v3, p0
    const/4 v4, 0x0
    .line 28
    move-object v5, v3
    .line 29
    instance-of v0, v5, Lcom/quillvault/Either$Left;
    if-eqz v0, :L46
    move-object v1, v3
    check-cast v1, Lcom/quillvault/Either$Left;
    invoke-virtual {v1}, Lcom/quillvault/Either$Left;->getValue()Ljava/lang/Object;
    move-result-object v1
    invoke-interface {p1, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L79
:L46
    .line 30
    instance-of v0, v5, Lcom/quillvault/Either$Right;
    if-eqz v0, :L71
    move-object v0, v3
    check-cast v0, Lcom/quillvault/Either$Right;
    invoke-virtual {v0}, Lcom/quillvault/Either$Right;->getValue()Ljava/lang/Object;
    move-result-object v6
    const/4 v7, 0x0
    move-object v0, v6
    goto :L79
:L71
    .line 28
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L79
    .line 14
    return-object v0
.end method

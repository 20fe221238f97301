.class public final Lio/quillkit/notes/cetp/RoutesKt;
.super Ljava/lang/Object;
.source "Routes.kt"


# static fields
.field public static final ACTION_APPROVE:Ljava/lang/String; = "io.quillkit.notes.action.APPROVE"

.field public static final EXTRA_TICKET:Ljava/lang/String; = "io.quillkit.notes.extra.TICKET"


# direct methods
.method public static final getPfdMode(Lio/quillkit/notes/cetp/Access;)I
    .registers 4

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    move-object v2, p0

    .line 20
    sget-object v1, Lio/quillkit/notes/cetp/Access$Read;->INSTANCE:Lio/quillkit/notes/cetp/Access$Read;

    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/high16 v0, 0x10000000

    goto :goto_0

    .line 21
    :cond_0
    sget-object v1, Lio/quillkit/notes/cetp/Access$Edit;->INSTANCE:Lio/quillkit/notes/cetp/Access$Edit;

    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/high16 v0, 0x38000000

    goto :goto_0

    .line 19
    :cond_1
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 22
    :goto_0
    return v0
.end method

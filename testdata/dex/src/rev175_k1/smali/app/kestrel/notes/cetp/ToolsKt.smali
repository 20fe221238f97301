.class public final Lapp/kestrel/notes/cetp/ToolsKt;
.super Ljava/lang/Object;
.source "Tools.kt"


# direct methods
.method public static final asHandler-6F0dPIs(Lapp/kestrel/notes/cetp/ToolFn;Ljava/lang/String;)Lkotlin/jvm/functions/Function1;
    .registers 4

    const-string v1, "$this$asHandler"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 71
    new-instance v0, Lapp/kestrel/notes/cetp/ToolsKt$$ExternalSyntheticLambda0;

    invoke-direct {v0, p1, p0}, Lapp/kestrel/notes/cetp/ToolsKt$$ExternalSyntheticLambda0;-><init>(Ljava/lang/String;Lapp/kestrel/notes/cetp/ToolFn;)V

    .line 74
    return-object v0
.end method

.method public static final asHandler_6F0dPIs$lambda$0(Ljava/lang/String;Lapp/kestrel/notes/cetp/ToolFn;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    const-string v1, "args"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 72
    invoke-virtual {p2}, Landroid/os/Bundle;->keySet()Ljava/util/Set;

    move-result-object v2

    invoke-interface {v2}, Ljava/util/Set;->size()I

    move-result v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " called with "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v4, " argument(s)"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "KestrelTools"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    .line 73
    invoke-interface {p1, p2}, Lapp/kestrel/notes/cetp/ToolFn;->apply(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final prepare(Lapp/kestrel/notes/cetp/BaseTool;Landroid/os/Bundle;)Lapp/kestrel/notes/cetp/Prepared;
    .registers 5

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    new-instance v0, Lapp/kestrel/notes/cetp/Prepared;

    invoke-virtual {p0, p1}, Lapp/kestrel/notes/cetp/BaseTool;->parse(Landroid/os/Bundle;)Ljava/lang/Object;

    move-result-object v2

    invoke-direct {v0, p0, v2}, Lapp/kestrel/notes/cetp/Prepared;-><init>(Lapp/kestrel/notes/cetp/BaseTool;Ljava/lang/Object;)V

    return-object v0
.end method

.class public final Lcom/parcelnest/app/DslKt;
.super Ljava/lang/Object;
.source "Dsl.kt"


# direct methods
.method public static final toolSet(Lkotlin/jvm/functions/Function1;)Lcom/parcelnest/app/ToolSet;
    .registers 4

    const-string v1, "block"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 131
    new-instance v2, Lcom/parcelnest/app/ToolSet;

    invoke-direct {v2}, Lcom/parcelnest/app/ToolSet;-><init>()V

    invoke-interface {p0, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    return-object v2
.end method

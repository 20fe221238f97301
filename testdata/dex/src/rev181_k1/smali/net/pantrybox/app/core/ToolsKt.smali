.class public final Lnet/pantrybox/app/core/ToolsKt;
.super Ljava/lang/Object;
.source "Tools.kt"


# direct methods
.method public static final failure(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 4

    const-string v1, "code"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "message"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;

    invoke-direct {v0, p0, p1}, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    return-object v0
.end method

.method public static final tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lcom/clawseed/sdk/provider/CetpProviderTool;
    .registers 6

    const-string v1, "name"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v2, 0x0

    .line 36
    new-instance v3, Lnet/pantrybox/app/core/ToolSpec;

    invoke-direct {v3, p0}, Lnet/pantrybox/app/core/ToolSpec;-><init>(Ljava/lang/String;)V

    invoke-interface {p1, v3}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    invoke-virtual {v3}, Lnet/pantrybox/app/core/ToolSpec;->build()Lcom/clawseed/sdk/provider/CetpProviderTool;

    move-result-object v0

    return-object v0
.end method

# Kotlin sketch (ToolProvider.kt):
#   class ToolProvider : ContentProvider() {
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
#           val ctx = requireContext()
#           val pi = PendingIntent.getActivity(ctx, 0, Intent(ctx, ConfirmActivity::class.java), PendingIntent.FLAG_IMMUTABLE)
#           return when (method) {
#               "a" -> actionByName(pi)   // and so on for each function of Responses.kt, in order
#               else -> fromParam(pi, ErrorCode.valueOf(arg!!))
#           }
#       }
#   }
.class public final Lcom/example/ec/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.kt"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 4
    invoke-virtual {p0}, Landroid/content/ContentProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    .line 5
    new-instance v1, Landroid/content/Intent;
    const-class v2, Lcom/example/ec/ConfirmActivity;
    invoke-direct {v1, v0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v2, 0x0
    const/high16 v3, 0x4000000
    invoke-static {v0, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v1, "a"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_actionByName
    .line 7
    invoke-static {v0}, Lcom/example/ec/ResponsesKt;->actionByName(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    :not_actionByName
    const-string v1, "b"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_authByWire
    .line 8
    invoke-static {v0}, Lcom/example/ec/ResponsesKt;->authByWire(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    :not_authByWire
    const-string v1, "c"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_actionToString
    .line 9
    invoke-static {v0}, Lcom/example/ec/ResponsesKt;->actionToString(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    :not_actionToString
    const-string v1, "d"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_internalByName
    .line 10
    invoke-static {v0}, Lcom/example/ec/ResponsesKt;->internalByName(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    :not_internalByName
    const-string v1, "e"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_completeByWire
    .line 11
    invoke-static {v0}, Lcom/example/ec/ResponsesKt;->completeByWire(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    :not_completeByWire
    const-string v1, "g"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_computedWire
    .line 12
    invoke-static {v0}, Lcom/example/ec/ResponsesKt;->computedWire(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    :not_computedWire
    .line 13
    invoke-static {p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {p2}, Lcom/example/ec/ErrorCode;->valueOf(Ljava/lang/String;)Lcom/example/ec/ErrorCode;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/example/ec/ResponsesKt;->fromParam(Landroid/app/PendingIntent;Lcom/example/ec/ErrorCode;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
.end method

# Kotlin sketch (CheckedQueueProvider.kt), compiled by kotlinc 2 (lambdas
# through invokedynamic) and D8, which turns the lambda into
# CheckedQueueProvider$$ExternalSyntheticLambda0 and the static
# enqueue$lambda$0; a `when` with one String branch becomes areEqual.
#   class CheckedQueueProvider : ContentProvider() {                               // 10
#       private val enqueue: (Bundle) -> Bundle = { extras -> record(extras) }     // 11
#
#       private fun record(extras: Bundle): Bundle {
#           requireContext().getSharedPreferences("queue", 0).edit()               // 14
#               .putString("job", extras.getString("args")).apply()                // 15
#           return Bundle()                                                        // 16
#       }
#
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
#           if (extras == null) return null                                        // 20
#           return when (method) {                                                 // 21
#               "execute_tool" -> {
#                   if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) // 23
#                       return Bundle().apply { putString("error_code", "DEADLINE_EXCEEDED") } // 24
#                   enqueue(extras)                                                // 25
#               }
#               else -> null                                                       // 27
#           }
#       }
#   }
.class public final Lcom/example/kd/CheckedQueueProvider;
.super Landroid/content/ContentProvider;
.source "CheckedQueueProvider.kt"

.field private final enqueue:Lkotlin/jvm/functions/Function1;

.method public constructor <init>()V
    .locals 1
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 11
    new-instance v0, Lcom/example/kd/CheckedQueueProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/example/kd/CheckedQueueProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/kd/CheckedQueueProvider;)V
    iput-object v0, p0, Lcom/example/kd/CheckedQueueProvider;->enqueue:Lkotlin/jvm/functions/Function1;
    return-void
.end method

.method private static final enqueue$lambda$0(Lcom/example/kd/CheckedQueueProvider;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    const-string v0, "extras"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {p0, p1}, Lcom/example/kd/CheckedQueueProvider;->record(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method private final record(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 3
    .line 14
    invoke-virtual {p0}, Lcom/example/kd/CheckedQueueProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "queue"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    .line 15
    const-string v1, "args"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string v1, "job"
    invoke-interface {v0, v1, p1}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 16
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
.end method

# near miss CETP619: deadline_at_ms is read before the function value's preferences write runs
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    const/4 v0, 0x0
    if-nez p3, :cond_0
    return-object v0
    :cond_0
    .line 21
    const-string v1, "execute_tool"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_other
    .line 23
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gtz p1, :cond_live
    .line 24
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    const-string p2, "error_code"
    const-string p3, "DEADLINE_EXCEEDED"
    invoke-virtual {p1, p2, p3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object p1
    :cond_live
    .line 25
    iget-object p1, p0, Lcom/example/kd/CheckedQueueProvider;->enqueue:Lkotlin/jvm/functions/Function1;
    invoke-interface {p1, p3}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/os/Bundle;
    return-object p1
    :cond_other
    .line 27
    const/4 p1, 0x0
    return-object p1
.end method

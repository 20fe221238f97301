# Kotlin sketch (QueueProvider.kt), compiled by kotlinc (1.9, lambdas as
# classes) and D8: a provider that serves execute_tool itself, dispatching
# with a `when` on the method to a function value kept in a property.
#   class QueueProvider : ContentProvider() {                                      // 10
#       private val enqueue: (Bundle) -> Bundle = { extras ->                      // 11
#           requireContext().getSharedPreferences("queue", 0).edit()               // 12
#               .putString("job", extras.getString("args")).apply()                // 13
#           Bundle()                                                               // 14
#       }
#
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
#           if (extras == null) return null                                        // 18
#           return when (method) {                                                 // 19
#               "execute_tool" -> enqueue(extras)                                  // 20
#               "list_tools" -> Bundle()                                           // 21
#               else -> null                                                       // 22
#           }
#       }
#   }
# kotlinc compiles the `when` on a String to a hashCode switch whose cases
# check equals; the call of the function value is Function1.invoke.
.class public final Lcom/example/kd/QueueProvider;
.super Landroid/content/ContentProvider;
.source "QueueProvider.kt"

.field private final enqueue:Lkotlin/jvm/functions/Function1;

.method public constructor <init>()V
    .locals 1
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 11
    new-instance v0, Lcom/example/kd/QueueProvider$enqueue$1;
    invoke-direct {v0, p0}, Lcom/example/kd/QueueProvider$enqueue$1;-><init>(Lcom/example/kd/QueueProvider;)V
    check-cast v0, Lkotlin/jvm/functions/Function1;
    iput-object v0, p0, Lcom/example/kd/QueueProvider;->enqueue:Lkotlin/jvm/functions/Function1;
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 2
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    const/4 v0, 0x0
    if-nez p3, :cond_0
    return-object v0
    :cond_0
    .line 19
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result v1
    sparse-switch v1, :sswitch_data_0
    goto :goto_0
    :sswitch_0
    const-string v1, "execute_tool"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_exec
    goto :goto_0
    :sswitch_1
    const-string v1, "list_tools"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_list
    goto :goto_0
    :cond_exec
    .line 20
    iget-object p1, p0, Lcom/example/kd/QueueProvider;->enqueue:Lkotlin/jvm/functions/Function1;
    invoke-interface {p1, p3}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    move-object v0, p1
    check-cast v0, Landroid/os/Bundle;
    goto :goto_0
    :cond_list
    .line 21
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :goto_0
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_0
        0x2a3a6efa -> :sswitch_1
    .end sparse-switch
.end method

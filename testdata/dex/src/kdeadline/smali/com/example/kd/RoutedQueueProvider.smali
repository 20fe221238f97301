# Kotlin sketch (RoutedQueueProvider.kt), compiled by kotlinc 1.9 and D8:
# execute_tool runs the function value registered under the tool's name in
# a map, so which code runs cannot be told from call().
#   class RoutedQueueProvider : ContentProvider() {                               // 10
#       private val routes = HashMap<String, (Bundle) -> Bundle>()                 // 11
#
#       override fun onCreate(): Boolean {
#           routes["enqueue"] = { extras -> store(extras) }                        // 14
#           return true                                                            // 15
#       }
#
#       fun store(extras: Bundle): Bundle {
#           requireContext().getSharedPreferences("queue", 0).edit()               // 19
#               .putString("job", extras.getString("args")).apply()
#           return Bundle()                                                        // 21
#       }
#
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
#           if (method != "execute_tool" || extras == null) return null            // 25
#           return routes[extras.getString("tool_name")]?.invoke(extras)           // 26
#       }
#   }
.class public final Lcom/example/kd/RoutedQueueProvider;
.super Landroid/content/ContentProvider;
.source "RoutedQueueProvider.kt"

.field private final routes:Ljava/util/HashMap;

.method public constructor <init>()V
    .locals 1
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 11
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/kd/RoutedQueueProvider;->routes:Ljava/util/HashMap;
    return-void
.end method

.method public onCreate()Z
    .locals 3
    .line 14
    iget-object v0, p0, Lcom/example/kd/RoutedQueueProvider;->routes:Ljava/util/HashMap;
    check-cast v0, Ljava/util/Map;
    const-string v1, "enqueue"
    new-instance v2, Lcom/example/kd/RoutedQueueProvider$onCreate$1;
    invoke-direct {v2, p0}, Lcom/example/kd/RoutedQueueProvider$onCreate$1;-><init>(Lcom/example/kd/RoutedQueueProvider;)V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 15
    const/4 v0, 0x1
    return v0
.end method

.method public final store(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 3
    const-string v0, "extras"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    invoke-virtual {p0}, Lcom/example/kd/RoutedQueueProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "queue"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v1, "args"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string v1, "job"
    invoke-interface {v0, v1, p1}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 21
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 2
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    const-string v0, "execute_tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    const/4 v0, 0x0
    if-eqz p1, :cond_none
    if-nez p3, :cond_extras
    :cond_none
    return-object v0
    :cond_extras
    .line 26
    iget-object p1, p0, Lcom/example/kd/RoutedQueueProvider;->routes:Ljava/util/HashMap;
    const-string v1, "tool_name"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p1, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lkotlin/jvm/functions/Function1;
    if-eqz p1, :cond_absent
    invoke-interface {p1, p3}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/os/Bundle;
    return-object p1
    :cond_absent
    return-object v0
.end method

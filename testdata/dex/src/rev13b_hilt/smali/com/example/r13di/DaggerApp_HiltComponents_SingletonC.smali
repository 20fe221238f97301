# Dagger-generated component (shape of DaggerApp_HiltComponents_SingletonC.java), trimmed:
#   public final class DaggerApp_HiltComponents_SingletonC implements ToolEntryPoint {
#       @Override public Map<String, ToolHandler> handlers() {                                  // 20
#           return MapBuilder.<String, ToolHandler>newMapBuilder(2)                             // 21
#                   .put("count_items", new CountHandler())
#                   .put("add_item", new AddHandler()).build();
#       }
#   }
.class public final Lcom/example/r13di/DaggerApp_HiltComponents_SingletonC;
.super Ljava/lang/Object;
.source "DaggerApp_HiltComponents_SingletonC.java"
.implements Lcom/example/r13di/ToolEntryPoint;

.method constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public handlers()Ljava/util/Map;
    .locals 3
    .line 21
    const/4 v0, 0x2
    invoke-static {v0}, Ldagger/internal/MapBuilder;->newMapBuilder(I)Ldagger/internal/MapBuilder;
    move-result-object v0
    new-instance v1, Lcom/example/r13di/CountHandler;
    invoke-direct {v1}, Lcom/example/r13di/CountHandler;-><init>()V
    const-string v2, "count_items"
    invoke-virtual {v0, v2, v1}, Ldagger/internal/MapBuilder;->put(Ljava/lang/Object;Ljava/lang/Object;)Ldagger/internal/MapBuilder;
    move-result-object v0
    new-instance v1, Lcom/example/r13di/AddHandler;
    invoke-direct {v1}, Lcom/example/r13di/AddHandler;-><init>()V
    const-string v2, "add_item"
    invoke-virtual {v0, v2, v1}, Ldagger/internal/MapBuilder;->put(Ljava/lang/Object;Ljava/lang/Object;)Ldagger/internal/MapBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ldagger/internal/MapBuilder;->build()Ljava/util/Map;
    move-result-object v0
    return-object v0
.end method

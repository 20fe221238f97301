# final class Registry {   // the annotation filter lives HERE, not in the class that invokes
#   static Map<String, Method> scan(Class<?> c) {
#     Map<String, Method> out = new HashMap<>();
#     for (Method m : c.getDeclaredMethods()) if (m.isAnnotationPresent(Tool.class)) out.put(m.getName(), m);
#     return out;
#   }
# }
.class final Lcom/example/demo/Registry;
.super Ljava/lang/Object;
.method static scan(Ljava/lang/Class;)Ljava/util/Map;
    .registers 8
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    invoke-virtual {p0}, Ljava/lang/Class;->getDeclaredMethods()[Ljava/lang/reflect/Method;
    move-result-object v1
    array-length v2, v1
    const/4 v3, 0x0
    :loop
    if-ge v3, v2, :done
    aget-object v4, v1, v3
    const-class v5, Lcom/example/demo/Tool;
    invoke-virtual {v4, v5}, Ljava/lang/reflect/Method;->isAnnotationPresent(Ljava/lang/Class;)Z
    move-result v5
    if-eqz v5, :next
    invoke-virtual {v4}, Ljava/lang/reflect/Method;->getName()Ljava/lang/String;
    move-result-object v5
    invoke-interface {v0, v5, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :next
    add-int/lit8 v3, v3, 0x1
    goto :loop
    :done
    return-object v0
.end method

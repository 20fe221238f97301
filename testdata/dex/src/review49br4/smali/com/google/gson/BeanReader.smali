# package com.google.gson;   // a bundled JSON mapper (library code)
# public final class BeanReader {
#   public static Object property(Object bean, String getter) throws Exception {
#     return bean.getClass().getMethod(getter).invoke(bean);   // new Object[0]
#   }
# }
.class public final Lcom/google/gson/BeanReader;
.super Ljava/lang/Object;
.method public static property(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    const/4 v1, 0x0
    new-array v2, v1, [Ljava/lang/Class;
    invoke-virtual {v0, p1, v2}, Ljava/lang/Class;->getMethod(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;
    move-result-object v0
    new-array v2, v1, [Ljava/lang/Object;
    invoke-virtual {v0, p0, v2}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

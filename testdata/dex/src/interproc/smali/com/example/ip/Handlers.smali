# Java sketch:
#   final class Handlers {
#       static Handler forName(String m) {                           // 5
#           switch (m) {
#               case "a": return new H1(); case "b": return new H2(); case "c": return new H3();
#               case "d": return new H4(); default: return new H5();
#           }
#       }
#   }
.class final Lcom/example/ip/Handlers;
.super Ljava/lang/Object;
.source "Handlers.java"

.method static forName(Ljava/lang/String;)Lcom/example/ip/Handler;
    .registers 3
    .line 5
    invoke-virtual {p0}, Ljava/lang/String;->hashCode()I
    move-result v0
    packed-switch v0, :cases
    new-instance v1, Lcom/example/ip/H5;
    invoke-direct {v1}, Lcom/example/ip/H5;-><init>()V
    return-object v1
    :a
    new-instance v1, Lcom/example/ip/H1;
    invoke-direct {v1}, Lcom/example/ip/H1;-><init>()V
    return-object v1
    :b
    new-instance v1, Lcom/example/ip/H2;
    invoke-direct {v1}, Lcom/example/ip/H2;-><init>()V
    return-object v1
    :c
    new-instance v1, Lcom/example/ip/H3;
    invoke-direct {v1}, Lcom/example/ip/H3;-><init>()V
    return-object v1
    :d
    new-instance v1, Lcom/example/ip/H4;
    invoke-direct {v1}, Lcom/example/ip/H4;-><init>()V
    return-object v1
    :cases
    .packed-switch 0x61
        :a
        :b
        :c
        :d
    .end packed-switch
.end method

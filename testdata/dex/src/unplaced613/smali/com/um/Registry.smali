.class final Lcom/um/Registry;
.super Ljava/lang/Object;
.source "Mints.java"

# instance fields
.field private final objects:Ljava/util/Map;


# direct methods
.method constructor <init>()V
    .registers 3
    .line 9
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 10
    new-instance v1, Ljava/util/HashMap;
    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V
    iput-object v1, v2, Lcom/um/Registry;->objects:Ljava/util/Map;
    return-void
.end method


# virtual methods
.method put(Ljava/lang/Class;Ljava/lang/Object;)V
    .registers 4
    .line 13
    iget-object v0, v1, Lcom/um/Registry;->objects:Ljava/util/Map;
    invoke-interface {v0, v2, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 14
    return-void
.end method

.method get(Ljava/lang/Class;)Ljava/lang/Object;
    .registers 4
    .line 17
    iget-object v1, v2, Lcom/um/Registry;->objects:Ljava/util/Map;
    invoke-interface {v1, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {v3, v1}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method


.class public final Lcom/pr/Decisions;
.super Ljava/lang/Object;
.source "Decisions.java"

# static fields
.field private static final BY_TOKEN:Ljava/util/Map;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 12
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 13
    return-void
.end method

.method static record(Ljava/lang/String;Z)V
    .registers 6
    .line 16
    sget-object v0, Lcom/pr/Decisions;->BY_TOKEN:Ljava/util/Map;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "approved"
    invoke-virtual {v2, v3, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v2
    invoke-interface {v0, v4, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 17
    return-void
.end method

.method static take(Ljava/lang/String;)Lcom/pr/Fields;
    .registers 3
    .line 21
    if-nez v2, :L8
    const/4 v0, 0x0
    goto :L20
:L8
    sget-object v0, Lcom/pr/Decisions;->BY_TOKEN:Ljava/util/Map;
    invoke-interface {v0, v2}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lorg/json/JSONObject;
:L20
    move-object v1, v0
    .line 22
    if-nez v1, :L29
    const/4 v0, 0x0
    goto :L37
:L29
    new-instance v0, Lcom/pr/Fields;
    invoke-direct {v0, v1}, Lcom/pr/Fields;-><init>(Lorg/json/JSONObject;)V
:L37
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 10
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/pr/Decisions;->BY_TOKEN:Ljava/util/Map;
    return-void
.end method


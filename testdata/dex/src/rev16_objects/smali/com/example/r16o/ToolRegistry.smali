.class public final Lcom/example/r16o/ToolRegistry;
.super Ljava/lang/Object;
.source "ToolRegistry.kt"

.field public static final INSTANCE:Lcom/example/r16o/ToolRegistry;
.field private static final tools:Ljava/util/HashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashMap<",
            "Ljava/lang/String;",
            "Lcom/example/r16o/Tool;",
            ">;"
        }
    .end annotation
.end field

.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Lcom/example/r16o/ToolRegistry;
    invoke-direct {v0}, Lcom/example/r16o/ToolRegistry;-><init>()V
    sput-object v0, Lcom/example/r16o/ToolRegistry;->INSTANCE:Lcom/example/r16o/ToolRegistry;
    .line 9
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/example/r16o/ToolRegistry;->tools:Ljava/util/HashMap;
    .line 11
    check-cast v0, Ljava/util/Map;
    const-string v1, "share_album"
    sget-object v2, Lcom/example/r16o/ShareAlbum;->INSTANCE:Lcom/example/r16o/ShareAlbum;
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 12
    sget-object v0, Lcom/example/r16o/ToolRegistry;->tools:Ljava/util/HashMap;
    check-cast v0, Ljava/util/Map;
    const-string v1, "open_album"
    sget-object v2, Lcom/example/r16o/OpenAlbum;->INSTANCE:Lcom/example/r16o/OpenAlbum;
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 13
    sget-object v0, Lcom/example/r16o/ToolRegistry;->tools:Ljava/util/HashMap;
    check-cast v0, Ljava/util/Map;
    const-string v1, "begin_upload"
    sget-object v2, Lcom/example/r16o/BeginUpload;->INSTANCE:Lcom/example/r16o/BeginUpload;
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final find(Ljava/lang/String;)Lcom/example/r16o/Tool;
    .registers 3
    .line 15
    sget-object v0, Lcom/example/r16o/ToolRegistry;->tools:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r16o/Tool;
    return-object p1
.end method

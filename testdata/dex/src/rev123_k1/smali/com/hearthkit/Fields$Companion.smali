.class public final Lcom/hearthkit/Fields$Companion;
.super Ljava/lang/Object;
.source "Fields.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/hearthkit/Fields$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final parse(Ljava/lang/String;)Lcom/hearthkit/Fields;
    .registers 5
    const-string v1, "text"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    new-instance v0, Lcom/hearthkit/Fields;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2, p1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/hearthkit/Fields;-><init>(Lorg/json/JSONObject;)V
    return-object v0
.end method

.class public final Lcom/hearthkit/Fields;
.super Ljava/lang/Object;
.source "Fields.kt"

# static fields
.field public static final Companion:Lcom/hearthkit/Fields$Companion;


# instance fields
.field private final json:Lorg/json/JSONObject;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/hearthkit/Fields$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/hearthkit/Fields$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/hearthkit/Fields;->Companion:Lcom/hearthkit/Fields$Companion;
    return-void
.end method

.method public constructor <init>(Lorg/json/JSONObject;)V
    .registers 3
    const-string v0, "json"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthkit/Fields;->json:Lorg/json/JSONObject;
    return-void
.end method


# virtual methods
.method public final getJson()Lorg/json/JSONObject;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/hearthkit/Fields;->json:Lorg/json/JSONObject;
    return-object v0
.end method

.class public final Lapp/quire/reader/data/RequestRow;
.super Ljava/lang/Object;
.source "RequestRepository.kt"


# instance fields
.field private final argsDigest:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final value:Lorg/json/JSONObject;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 5

    const-string v0, "tool"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quire/reader/data/RequestRow;->tool:Ljava/lang/String;

    iput-object p2, p0, Lapp/quire/reader/data/RequestRow;->argsDigest:Ljava/lang/String;

    iput-object p3, p0, Lapp/quire/reader/data/RequestRow;->value:Lorg/json/JSONObject;

    return-void
.end method


# virtual methods
.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/quire/reader/data/RequestRow;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/quire/reader/data/RequestRow;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getValue()Lorg/json/JSONObject;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/quire/reader/data/RequestRow;->value:Lorg/json/JSONObject;

    return-object v0
.end method

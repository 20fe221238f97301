.class public final Lcom/example/dn/MoshiArgsJsonAdapter;
.super Lcom/squareup/moshi/JsonAdapter;
.source "MoshiArgsJsonAdapter.kt"

.field private final options:Lcom/squareup/moshi/JsonReader$Options;

.field private final stringAdapter:Lcom/squareup/moshi/JsonAdapter;

.method public constructor <init>(Lcom/squareup/moshi/Moshi;)V
    .registers 6
    const-string v0, "moshi"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    invoke-direct {p0}, Lcom/squareup/moshi/JsonAdapter;-><init>()V
    .line 20
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    const/4 v1, 0x0
    const-string v2, "caller_package"
    aput-object v2, v0, v1
    const/4 v1, 0x1
    const-string v2, "subject"
    aput-object v2, v0, v1
    invoke-static {v0}, Lcom/squareup/moshi/JsonReader$Options;->of([Ljava/lang/String;)Lcom/squareup/moshi/JsonReader$Options;
    move-result-object v0
    const-string v1, "of(\"caller_package\", \"subject\")"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v0, p0, Lcom/example/dn/MoshiArgsJsonAdapter;->options:Lcom/squareup/moshi/JsonReader$Options;
    .line 23
    const-class v0, Ljava/lang/String;
    check-cast v0, Ljava/lang/reflect/Type;
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;
    move-result-object v1
    const-string v2, "who"
    invoke-virtual {p1, v0, v1, v2}, Lcom/squareup/moshi/Moshi;->adapter(Ljava/lang/reflect/Type;Ljava/util/Set;Ljava/lang/String;)Lcom/squareup/moshi/JsonAdapter;
    move-result-object p1
    iput-object p1, p0, Lcom/example/dn/MoshiArgsJsonAdapter;->stringAdapter:Lcom/squareup/moshi/JsonAdapter;
    return-void
.end method

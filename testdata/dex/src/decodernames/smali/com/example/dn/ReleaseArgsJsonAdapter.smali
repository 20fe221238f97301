.class public final Lcom/example/dn/ReleaseArgsJsonAdapter;
.super Lcom/squareup/moshi/JsonAdapter;
.source "ReleaseArgsJsonAdapter.kt"

.field private final options:Lcom/squareup/moshi/JsonReader$Options;

.method public constructor <init>(Lcom/squareup/moshi/Moshi;)V
    .registers 5
    const-string v0, "moshi"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    invoke-direct {p0}, Lcom/squareup/moshi/JsonAdapter;-><init>()V
    .line 20
    const/4 v0, 0x1
    new-array v0, v0, [Ljava/lang/String;
    const/4 v1, 0x0
    const-string v2, "sender_package"
    aput-object v2, v0, v1
    invoke-static {v0}, Lcom/squareup/moshi/JsonReader$Options;->of([Ljava/lang/String;)Lcom/squareup/moshi/JsonReader$Options;
    move-result-object v0
    const-string v1, "of(\"sender_package\")"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v0, p0, Lcom/example/dn/ReleaseArgsJsonAdapter;->options:Lcom/squareup/moshi/JsonReader$Options;
    return-void
.end method

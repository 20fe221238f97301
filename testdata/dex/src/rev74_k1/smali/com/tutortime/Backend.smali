.class public final Lcom/tutortime/Backend;
.super Ljava/lang/Object;
.source "Backend.kt"

.field public static final INSTANCE:Lcom/tutortime/Backend;
.field public static final API:Ljava/lang/String; = "https://api.tutortime.example/v1"
.field private static final client:Lokhttp3/OkHttpClient;
.field private static final JSON:Lokhttp3/MediaType;

.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getClient()Lokhttp3/OkHttpClient;
    .registers 2
    .line 10
    sget-object v0, Lcom/tutortime/Backend;->client:Lokhttp3/OkHttpClient;
    return-object v0
.end method

.method public final get(Ljava/lang/String;)Lokhttp3/Request;
    .registers 7
    const-string v1, "path"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    new-instance v0, Lokhttp3/Request$Builder;
    invoke-direct {v0}, Lokhttp3/Request$Builder;-><init>()V
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "https://api.tutortime.example/v1"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lokhttp3/Request$Builder;->url(Ljava/lang/String;)Lokhttp3/Request$Builder;
    move-result-object v0
    invoke-virtual {v0}, Lokhttp3/Request$Builder;->build()Lokhttp3/Request;
    move-result-object v0
    const-string v2, "build(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final post(Ljava/lang/String;Ljava/lang/String;)Lokhttp3/Request;
    .registers 8
    const-string v1, "path"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "json"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    new-instance v0, Lokhttp3/Request$Builder;
    invoke-direct {v0}, Lokhttp3/Request$Builder;-><init>()V
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "https://api.tutortime.example/v1"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lokhttp3/Request$Builder;->url(Ljava/lang/String;)Lokhttp3/Request$Builder;
    move-result-object v0
    sget-object v1, Lcom/tutortime/Backend;->JSON:Lokhttp3/MediaType;
    invoke-static {v1, v7}, Lokhttp3/RequestBody;->create(Lokhttp3/MediaType;Ljava/lang/String;)Lokhttp3/RequestBody;
    move-result-object v1
    invoke-virtual {v0, v1}, Lokhttp3/Request$Builder;->post(Lokhttp3/RequestBody;)Lokhttp3/Request$Builder;
    move-result-object v0
    invoke-virtual {v0}, Lokhttp3/Request$Builder;->build()Lokhttp3/Request;
    move-result-object v0
    const-string v2, "build(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/tutortime/Backend;
    invoke-direct {v0}, Lcom/tutortime/Backend;-><init>()V
    sput-object v0, Lcom/tutortime/Backend;->INSTANCE:Lcom/tutortime/Backend;
    .line 10
    new-instance v0, Lokhttp3/OkHttpClient;
    invoke-direct {v0}, Lokhttp3/OkHttpClient;-><init>()V
    sput-object v0, Lcom/tutortime/Backend;->client:Lokhttp3/OkHttpClient;
    .line 11
    const-string v0, "application/json; charset=utf-8"
    invoke-static {v0}, Lokhttp3/MediaType;->parse(Ljava/lang/String;)Lokhttp3/MediaType;
    move-result-object v0
    sput-object v0, Lcom/tutortime/Backend;->JSON:Lokhttp3/MediaType;
    return-void
.end method


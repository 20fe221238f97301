.class public final Lcom/example/r27q/HttpRemoteRepo;
.super Ljava/lang/Object;
.source "Executors.kt"
.implements Lcom/example/r27q/RemoteRepo;

.field private final client:Lokhttp3/OkHttpClient;

.method public constructor <init>(Lokhttp3/OkHttpClient;)V
    .registers 3
    const-string v0, "client"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 69
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r27q/HttpRemoteRepo;->client:Lokhttp3/OkHttpClient;
    return-void
.end method

.method public claim(Ljava/lang/String;)Z
    .registers 5
    const-string v0, "requestId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 71
    iget-object v0, p0, Lcom/example/r27q/HttpRemoteRepo;->client:Lokhttp3/OkHttpClient;
    new-instance v1, Lokhttp3/Request$Builder;
    invoke-direct {v1}, Lokhttp3/Request$Builder;-><init>()V
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "https://api.example.com/claims/"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, p1}, Lokhttp3/Request$Builder;->url(Ljava/lang/String;)Lokhttp3/Request$Builder;
    move-result-object p1
    invoke-virtual {p1}, Lokhttp3/Request$Builder;->build()Lokhttp3/Request;
    move-result-object p1
    invoke-virtual {v0, p1}, Lokhttp3/OkHttpClient;->newCall(Lokhttp3/Request;)Lokhttp3/Call;
    move-result-object p1
    invoke-interface {p1}, Lokhttp3/Call;->execute()Lokhttp3/Response;
    move-result-object p1
    invoke-virtual {p1}, Lokhttp3/Response;->isSuccessful()Z
    move-result p1
    return p1
.end method

.class public final Lcom/example/r32k1/RideApi;
.super Ljava/lang/Object;
.source "RideStore.kt"

# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRideStore.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RideStore.kt\ncom/example/r32k1/RideApi\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,53:1\n1#2:54\n*E\n"
.end annotation


# static fields
.field private static final BASE:Ljava/lang/String; = "https://api.wayfare.example"

.field public static final INSTANCE:Lcom/example/r32k1/RideApi;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r32k1/RideApi;
    invoke-direct {v0}, Lcom/example/r32k1/RideApi;-><init>()V
    sput-object v0, Lcom/example/r32k1/RideApi;->INSTANCE:Lcom/example/r32k1/RideApi;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 44
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final fetch(Ljava/lang/String;)Ljava/lang/String;
    .registers 8
    const-string v0, "path"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 48
    new-instance v0, Ljava/net/URL;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "https://api.wayfare.example"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-direct {v0, p1}, Ljava/net/URL;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/net/URL;->openConnection()Ljava/net/URLConnection;
    move-result-object p1
    const-string v0, "null cannot be cast to non-null type java.net.HttpURLConnection"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast p1, Ljava/net/HttpURLConnection;
    .local p1, "$this$fetch_u24lambda_u240":Ljava/net/HttpURLConnection;
    const/4 v0, 0x0
    .line 49
    .local v0, "$i$a$-run-RideApi$fetch$1":I
    const-string v1, "GET"
    invoke-virtual {p1, v1}, Ljava/net/HttpURLConnection;->setRequestMethod(Ljava/lang/String;)V
    .line 50
    invoke-virtual {p1}, Ljava/net/HttpURLConnection;->getInputStream()Ljava/io/InputStream;
    move-result-object p1
    .end local p1    # "$this$fetch_u24lambda_u240":Ljava/net/HttpURLConnection;
    const-string v1, "getInputStream(...)"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    sget-object v1, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    new-instance v2, Ljava/io/InputStreamReader;
    invoke-direct {v2, p1, v1}, Ljava/io/InputStreamReader;-><init>(Ljava/io/InputStream;Ljava/nio/charset/Charset;)V
    check-cast v2, Ljava/io/Reader;
    instance-of p1, v2, Ljava/io/BufferedReader;
    if-eqz p1, :cond_0
    check-cast v2, Ljava/io/BufferedReader;
    goto :goto_0
    :cond_0
    new-instance p1, Ljava/io/BufferedReader;
    const/16 v1, 0x2000
    invoke-direct {p1, v2, v1}, Ljava/io/BufferedReader;-><init>(Ljava/io/Reader;I)V
    move-object v2, p1
    :goto_0
    check-cast v2, Ljava/io/Closeable;
    const/4 p1, 0x0
    :try_start_0
    move-object v1, v2
    check-cast v1, Ljava/io/BufferedReader;
    .local v1, "it":Ljava/io/BufferedReader;
    const/4 v3, 0x0
    .line 54
    .local v3, "$i$a$-use-RideApi$fetch$1$1":I
    .line 50
    check-cast v1, Ljava/io/Reader;
    invoke-static {v1}, Lkotlin/io/TextStreamsKt;->readText(Ljava/io/Reader;)Ljava/lang/String;
    move-result-object v1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .end local v1    # "it":Ljava/io/BufferedReader;
    .end local v3    # "$i$a$-use-RideApi$fetch$1$1":I
    invoke-static {v2, p1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    .end local v0    # "$i$a$-run-RideApi$fetch$1":I
    .line 51
    return-object v1
    .line 50
    :catchall_0
    move-exception p1
    :try_start_1
    throw p1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1
    :catchall_1
    move-exception v1
    invoke-static {v2, p1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v1
.end method

.class public final Lcom/gymslot/Backend;
.super Ljava/lang/Object;
.source "Api.kt"

.field public static final INSTANCE:Lcom/gymslot/Backend;
.field private static final api:Lcom/gymslot/GymApi;

.method private constructor <init>()V
    .registers 1
    .line 31
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getApi()Lcom/gymslot/GymApi;
    .registers 2
    .line 32
    sget-object v0, Lcom/gymslot/Backend;->api:Lcom/gymslot/GymApi;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 5
    new-instance v0, Lcom/gymslot/Backend;
    invoke-direct {v0}, Lcom/gymslot/Backend;-><init>()V
    sput-object v0, Lcom/gymslot/Backend;->INSTANCE:Lcom/gymslot/Backend;
    .line 32
    new-instance v0, Lretrofit2/Retrofit$Builder;
    invoke-direct {v0}, Lretrofit2/Retrofit$Builder;-><init>()V
    .line 33
    const-string v1, "https://api.gymslot.example/"
    invoke-virtual {v0, v1}, Lretrofit2/Retrofit$Builder;->baseUrl(Ljava/lang/String;)Lretrofit2/Retrofit$Builder;
    move-result-object v0
    .line 34
    new-instance v1, Lokhttp3/OkHttpClient$Builder;
    invoke-direct {v1}, Lokhttp3/OkHttpClient$Builder;-><init>()V
    const-wide/16 v2, 0xaL
    sget-object v4, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;
    invoke-virtual {v1, v2, v3, v4}, Lokhttp3/OkHttpClient$Builder;->callTimeout(JLjava/util/concurrent/TimeUnit;)Lokhttp3/OkHttpClient$Builder;
    move-result-object v1
    invoke-virtual {v1}, Lokhttp3/OkHttpClient$Builder;->build()Lokhttp3/OkHttpClient;
    move-result-object v1
    invoke-virtual {v0, v1}, Lretrofit2/Retrofit$Builder;->client(Lokhttp3/OkHttpClient;)Lretrofit2/Retrofit$Builder;
    move-result-object v0
    .line 35
    invoke-static {}, Lretrofit2/converter/gson/GsonConverterFactory;->create()Lretrofit2/converter/gson/GsonConverterFactory;
    move-result-object v1
    invoke-virtual {v0, v1}, Lretrofit2/Retrofit$Builder;->addConverterFactory(Lretrofit2/Converter$Factory;)Lretrofit2/Retrofit$Builder;
    move-result-object v0
    .line 36
    invoke-virtual {v0}, Lretrofit2/Retrofit$Builder;->build()Lretrofit2/Retrofit;
    move-result-object v0
    .line 37
    const-class v1, Lcom/gymslot/GymApi;
    invoke-virtual {v0, v1}, Lretrofit2/Retrofit;->create(Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v0
    const-string v2, "create(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Lcom/gymslot/GymApi;
    sput-object v0, Lcom/gymslot/Backend;->api:Lcom/gymslot/GymApi;
    return-void
.end method


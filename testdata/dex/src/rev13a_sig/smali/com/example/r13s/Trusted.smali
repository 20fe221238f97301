.class public final Lcom/example/r13s/Trusted;
.super Ljava/lang/Object;
.source "Trusted.kt"

.field public static final INSTANCE:Lcom/example/r13s/Trusted;
.field private static final certs:Ljava/util/Map;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r13s/Trusted;
    invoke-direct {v0}, Lcom/example/r13s/Trusted;-><init>()V
    sput-object v0, Lcom/example/r13s/Trusted;->INSTANCE:Lcom/example/r13s/Trusted;
    .line 6
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/example/r13s/Trusted;->certs:Ljava/util/Map;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getCerts()Ljava/util/Map;
    .registers 2
    .line 6
    sget-object v0, Lcom/example/r13s/Trusted;->certs:Ljava/util/Map;
    return-object v0
.end method

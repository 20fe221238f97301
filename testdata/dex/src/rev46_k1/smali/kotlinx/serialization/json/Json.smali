.class public Lkotlinx/serialization/json/Json;
.super Ljava/lang/Object;
.source "Json.kt"

.field public static final Default:Lkotlinx/serialization/json/Json$Default;
.field private final ignoreUnknownKeys:Z

.method public constructor <init>(Z)V
    .registers 2
    .line 6
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    iput-boolean v1, v0, Lkotlinx/serialization/json/Json;->ignoreUnknownKeys:Z
    return-void
.end method

.method public final getIgnoreUnknownKeys()Z
    .registers 2
    .line 6
    iget-boolean v0, v1, Lkotlinx/serialization/json/Json;->ignoreUnknownKeys:Z
    return v0
.end method

.method public final decodeFromString(Lkotlinx/serialization/DeserializationStrategy;Ljava/lang/String;)Ljava/lang/Object;
    .registers 6
    const-string v1, "deserializer"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "string"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "kotlinx.serialization stub"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public final encodeToString(Lkotlinx/serialization/SerializationStrategy;Ljava/lang/Object;)Ljava/lang/String;
    .registers 6
    const-string v1, "serializer"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "kotlinx.serialization stub"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lkotlinx/serialization/json/Json$Default;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lkotlinx/serialization/json/Json$Default;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lkotlinx/serialization/json/Json;->Default:Lkotlinx/serialization/json/Json$Default;
    return-void
.end method


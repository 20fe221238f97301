.class public final Lcom/example/ms/Codec;
.super Ljava/lang/Object;
.source "Codec.kt"

.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation

.field private final ser:Lkotlinx/serialization/KSerializer;

.method public constructor <init>(Lkotlinx/serialization/KSerializer;)V
    .registers 3
    const-string v0, "ser"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/ms/Codec;->ser:Lkotlinx/serialization/KSerializer;
    return-void
.end method

.method public final decode(Ljava/lang/String;)Ljava/lang/Object;
    .registers 4
    const-string v0, "s"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    sget-object v0, Lkotlinx/serialization/json/Json;->Default:Lkotlinx/serialization/json/Json$Default;
    iget-object v1, p0, Lcom/example/ms/Codec;->ser:Lkotlinx/serialization/KSerializer;
    check-cast v1, Lkotlinx/serialization/DeserializationStrategy;
    invoke-virtual {v0, v1, p1}, Lkotlinx/serialization/json/Json$Default;->decodeFromString(Lkotlinx/serialization/DeserializationStrategy;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method

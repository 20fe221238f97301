.class public final Lkotlinx/serialization/internal/StringSerializer;
.super Ljava/lang/Object;
.source "Internal.kt"

# interfaces
.implements Lkotlinx/serialization/KSerializer;

.field public static final INSTANCE:Lkotlinx/serialization/internal/StringSerializer;

.method private constructor <init>()V
    .registers 1
    .line 25
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    .registers 3
    .line 26
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "stub"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public serialize(Lkotlinx/serialization/encoding/Encoder;Ljava/lang/String;)Ljava/lang/Void;
    .registers 6
    const-string v1, "encoder"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "value"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "stub"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public deserialize(Lkotlinx/serialization/encoding/Decoder;)Ljava/lang/String;
    .registers 5
    const-string v1, "decoder"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "stub"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public bridge synthetic serialize(Lkotlinx/serialization/encoding/Encoder;Ljava/lang/Object;)V
    .registers 4
    .line 25
    check-cast v3, Ljava/lang/String;
    invoke-virtual {v1, v2, v3}, Lkotlinx/serialization/internal/StringSerializer;->serialize(Lkotlinx/serialization/encoding/Encoder;Ljava/lang/String;)Ljava/lang/Void;
    move-result-object v0
    return-void
.end method

.method public bridge synthetic deserialize(Lkotlinx/serialization/encoding/Decoder;)Ljava/lang/Object;
    .registers 3
    .line 25
    invoke-virtual {v1, v2}, Lkotlinx/serialization/internal/StringSerializer;->deserialize(Lkotlinx/serialization/encoding/Decoder;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lkotlinx/serialization/internal/StringSerializer;
    invoke-direct {v0}, Lkotlinx/serialization/internal/StringSerializer;-><init>()V
    sput-object v0, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    return-void
.end method


.class public final Lkotlinx/serialization/internal/BooleanSerializer;
.super Ljava/lang/Object;
.source "Internal.kt"

# interfaces
.implements Lkotlinx/serialization/KSerializer;

.field public static final INSTANCE:Lkotlinx/serialization/internal/BooleanSerializer;

.method private constructor <init>()V
    .registers 1
    .line 31
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    .registers 3
    .line 32
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "stub"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public serialize(Lkotlinx/serialization/encoding/Encoder;Z)Ljava/lang/Void;
    .registers 6
    const-string v1, "encoder"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "stub"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public deserialize(Lkotlinx/serialization/encoding/Decoder;)Ljava/lang/Boolean;
    .registers 5
    const-string v1, "decoder"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "stub"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public bridge synthetic serialize(Lkotlinx/serialization/encoding/Encoder;Ljava/lang/Object;)V
    .registers 5
    .line 31
    check-cast v4, Ljava/lang/Boolean;
    invoke-virtual {v4}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v1
    invoke-virtual {v2, v3, v1}, Lkotlinx/serialization/internal/BooleanSerializer;->serialize(Lkotlinx/serialization/encoding/Encoder;Z)Ljava/lang/Void;
    move-result-object v0
    return-void
.end method

.method public bridge synthetic deserialize(Lkotlinx/serialization/encoding/Decoder;)Ljava/lang/Object;
    .registers 3
    .line 31
    invoke-virtual {v1, v2}, Lkotlinx/serialization/internal/BooleanSerializer;->deserialize(Lkotlinx/serialization/encoding/Decoder;)Ljava/lang/Boolean;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lkotlinx/serialization/internal/BooleanSerializer;
    invoke-direct {v0}, Lkotlinx/serialization/internal/BooleanSerializer;-><init>()V
    sput-object v0, Lkotlinx/serialization/internal/BooleanSerializer;->INSTANCE:Lkotlinx/serialization/internal/BooleanSerializer;
    return-void
.end method


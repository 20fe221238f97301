.class public final synthetic Lcom/example/ms/KtArgs$$serializer;
.super Ljava/lang/Object;
.source "KArgs.kt"

# interfaces
.implements Lkotlinx/serialization/internal/GeneratedSerializer;

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/ms/KtArgs;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1019
    name = "$serializer"
.end annotation

.field public static final INSTANCE:Lcom/example/ms/KtArgs$$serializer;

.field private static final descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;

.method static constructor <clinit>()V
    .registers 5
    new-instance v0, Lcom/example/ms/KtArgs$$serializer;
    invoke-direct {v0}, Lcom/example/ms/KtArgs$$serializer;-><init>()V
    sput-object v0, Lcom/example/ms/KtArgs$$serializer;->INSTANCE:Lcom/example/ms/KtArgs$$serializer;
    new-instance v1, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
    check-cast v0, Lkotlinx/serialization/internal/GeneratedSerializer;
    const-string v2, "com.example.ms.KtArgs"
    const/4 v3, 0x2
    invoke-direct {v1, v2, v0, v3}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;-><init>(Ljava/lang/String;Lkotlinx/serialization/internal/GeneratedSerializer;I)V
    const-string v0, "calling_package"
    const/4 v2, 0x0
    invoke-virtual {v1, v0, v2}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    const-string v0, "title"
    const/4 v4, 0x1
    invoke-virtual {v1, v0, v4}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    check-cast v1, Lkotlinx/serialization/descriptors/SerialDescriptor;
    sput-object v1, Lcom/example/ms/KtArgs$$serializer;->descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public childSerializers()[Lkotlinx/serialization/KSerializer;
    .registers 4
    const/4 v0, 0x2
    new-array v0, v0, [Lkotlinx/serialization/KSerializer;
    sget-object v1, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    const/4 v2, 0x1
    aput-object v1, v0, v2
    return-object v0
.end method

.method public deserialize(Lkotlinx/serialization/encoding/Decoder;)Lcom/example/ms/KtArgs;
    .registers 11
    const-string v0, "decoder"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {p0}, Lcom/example/ms/KtArgs$$serializer;->getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    move-result-object v0
    invoke-interface {p1, v0}, Lkotlinx/serialization/encoding/Decoder;->beginStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)Lkotlinx/serialization/encoding/CompositeDecoder;
    move-result-object p1
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x1
    move v5, v4
    :goto_0
    if-eqz v5, :cond_3
    invoke-interface {p1, v0}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeElementIndex(Lkotlinx/serialization/descriptors/SerialDescriptor;)I
    move-result v6
    const/4 v7, -0x1
    if-eq v6, v7, :cond_2
    if-eqz v6, :cond_1
    if-ne v6, v4, :cond_0
    invoke-interface {p1, v0, v4}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Ljava/lang/String;
    move-result-object v3
    or-int/lit8 v1, v1, 0x2
    goto :goto_0
    :cond_0
    new-instance p1, Lkotlinx/serialization/UnknownFieldException;
    invoke-direct {p1, v6}, Lkotlinx/serialization/UnknownFieldException;-><init>(I)V
    throw p1
    :cond_1
    const/4 v7, 0x0
    invoke-interface {p1, v0, v7}, Lkotlinx/serialization/encoding/CompositeDecoder;->decodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Ljava/lang/String;
    move-result-object v2
    or-int/lit8 v1, v1, 0x1
    goto :goto_0
    :cond_2
    const/4 v5, 0x0
    goto :goto_0
    :cond_3
    invoke-interface {p1, v0}, Lkotlinx/serialization/encoding/CompositeDecoder;->endStructure(Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    new-instance p1, Lcom/example/ms/KtArgs;
    const/4 v0, 0x0
    invoke-direct {p1, v1, v2, v3, v0}, Lcom/example/ms/KtArgs;-><init>(ILjava/lang/String;Ljava/lang/String;Lkotlinx/serialization/internal/SerializationConstructorMarker;)V
    return-object p1
.end method

.method public bridge synthetic deserialize(Lkotlinx/serialization/encoding/Decoder;)Ljava/lang/Object;
    .registers 2
    invoke-virtual {p0, p1}, Lcom/example/ms/KtArgs$$serializer;->deserialize(Lkotlinx/serialization/encoding/Decoder;)Lcom/example/ms/KtArgs;
    move-result-object p1
    return-object p1
.end method

.method public getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    .registers 2
    sget-object v0, Lcom/example/ms/KtArgs$$serializer;->descriptor:Lkotlinx/serialization/descriptors/SerialDescriptor;
    return-object v0
.end method

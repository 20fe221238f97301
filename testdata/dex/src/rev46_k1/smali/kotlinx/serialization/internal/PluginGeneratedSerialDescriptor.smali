.class public Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;
.super Ljava/lang/Object;
.source "Internal.kt"

# interfaces
.implements Lkotlinx/serialization/descriptors/SerialDescriptor;

.field private final serialName:Ljava/lang/String;
.field private final generatedSerializer:Lkotlinx/serialization/internal/GeneratedSerializer;
.field private final elementsCount:I
.field private final names:Ljava/util/ArrayList;

.method public constructor <init>(Ljava/lang/String;Lkotlinx/serialization/internal/GeneratedSerializer;I)V
    .registers 5
    const-string v0, "serialName"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 14
    iput-object v2, v1, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->serialName:Ljava/lang/String;
    .line 15
    iput-object v3, v1, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->generatedSerializer:Lkotlinx/serialization/internal/GeneratedSerializer;
    .line 16
    iput v4, v1, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->elementsCount:I
    .line 18
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    iput-object v0, v1, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->names:Ljava/util/ArrayList;
    .line 13
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Lkotlinx/serialization/internal/GeneratedSerializer;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 8
    .line 13
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L9
    .line 15
    const/4 v0, 0x0
    move-object v4, v0
    :L9
    .line 13
    invoke-direct {v2, v3, v4, v5}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;-><init>(Ljava/lang/String;Lkotlinx/serialization/internal/GeneratedSerializer;I)V
    .line 17
    return-void
.end method

.method public getSerialName()Ljava/lang/String;
    .registers 2
    .line 14
    iget-object v0, v1, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->serialName:Ljava/lang/String;
    return-object v0
.end method

.method public getElementsCount()I
    .registers 2
    .line 16
    iget v0, v1, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->elementsCount:I
    return v0
.end method

.method public final addElement(Ljava/lang/String;Z)V
    .registers 5
    const-string v1, "name"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    iget-object v0, v2, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->names:Ljava/util/ArrayList;
    invoke-virtual {v0, v3}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    move-result v0
    .line 21
    return-void
.end method

.method public static synthetic addElement$default(Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;Ljava/lang/String;ZILjava/lang/Object;)V
    .registers 8
    .line 19
    if-eqz v7, :L15
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    const-string v2, "Super calls with default arguments not supported in this target, function: addElement"
    invoke-direct {v0, v2}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V
    throw v0
    :L15
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L23
    const/4 v0, 0x0
    move v5, v0
    :L23
    invoke-virtual {v3, v4, v5}, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->addElement(Ljava/lang/String;Z)V
    return-void
.end method

.method public getElementName(I)Ljava/lang/String;
    .registers 4
    .line 22
    iget-object v0, v2, Lkotlinx/serialization/internal/PluginGeneratedSerialDescriptor;->names:Ljava/util/ArrayList;
    invoke-virtual {v0, v3}, Ljava/util/ArrayList;->get(I)Ljava/lang/Object;
    move-result-object v0
    const-string v1, "get(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method


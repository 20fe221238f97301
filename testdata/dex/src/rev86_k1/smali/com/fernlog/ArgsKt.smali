.class public final Lcom/fernlog/ArgsKt;
.super Ljava/lang/Object;
.source "Args.kt"


.method public static final requirePlantId(ILjava/lang/String;)Ljava/lang/String;
    .registers 5
    .line 87
    const/4 v0, 0x1
    const/4 v2, 0x1
    and-int v1, v3, v2
    if-eq v0, v1, :L27
    const/4 v1, 0x1
    sget-object v2, Lcom/fernlog/WaterArgs$$serializer;->INSTANCE:Lcom/fernlog/WaterArgs$$serializer;
    invoke-virtual {v2}, Lcom/fernlog/WaterArgs$$serializer;->getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    move-result-object v2
    invoke-static {v3, v1, v2}, Lkotlinx/serialization/internal/PluginExceptionsKt;->throwMissingFieldException(IILkotlinx/serialization/descriptors/SerialDescriptor;)Ljava/lang/Void;
    move-result-object v0
    new-instance v0, Lkotlin/KotlinNothingValueException;
    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V
    throw v0
    :L27
    .line 88
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    return-object v4
.end method


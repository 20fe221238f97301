.class public final Lcom/fernlog/WaterArgs$Companion;
.super Ljava/lang/Object;
.source "Args.kt"


.method private constructor <init>()V
    .registers 1
    .line 38
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final serializer()Lkotlinx/serialization/KSerializer;
    .registers 2
    .line 39
    sget-object v0, Lcom/fernlog/WaterArgs$$serializer;->INSTANCE:Lcom/fernlog/WaterArgs$$serializer;
    check-cast v0, Lkotlinx/serialization/KSerializer;
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/fernlog/WaterArgs$Companion;-><init>()V
    return-void
.end method


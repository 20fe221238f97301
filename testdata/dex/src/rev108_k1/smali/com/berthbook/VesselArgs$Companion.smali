.class public final Lcom/berthbook/VesselArgs$Companion;
.super Ljava/lang/Object;
.source "Args.kt"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 21
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3
    invoke-direct {v1}, Lcom/berthbook/VesselArgs$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final serializer()Lkotlinx/serialization/KSerializer;
    .registers 2
    .line 21
    sget-object v0, Lcom/berthbook/VesselArgs$$serializer;->INSTANCE:Lcom/berthbook/VesselArgs$$serializer;
    check-cast v0, Lkotlinx/serialization/KSerializer;
    return-object v0
.end method


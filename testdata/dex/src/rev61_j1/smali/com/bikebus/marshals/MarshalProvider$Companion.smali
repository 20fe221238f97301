.class public final Lcom/bikebus/marshals/MarshalProvider$Companion;
.super Ljava/lang/Object;
.source "MarshalProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 152
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/bikebus/marshals/MarshalProvider$Companion;-><init>()V
    return-void
.end method


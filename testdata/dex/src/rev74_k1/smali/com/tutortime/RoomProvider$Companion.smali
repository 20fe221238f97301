.class public final Lcom/tutortime/RoomProvider$Companion;
.super Ljava/lang/Object;
.source "RoomProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 144
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/tutortime/RoomProvider$Companion;-><init>()V
    return-void
.end method

